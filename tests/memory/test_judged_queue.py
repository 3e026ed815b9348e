"""The judged queue kept between processes (issue 29): a reader reuses what the last one
read and judged while a record's file and its target's entries are unchanged, and every
answer is the one judging afresh gives."""

from __future__ import annotations

import json
import os
import time

import pytest

from reverie.config import FakeClock
from reverie.memory.journal import Journal
from reverie.memory.pending import freshness, judged, pending_files, staging
from tests.memory.support import write_entries


@pytest.fixture
def queue(settings):
    """Three records staged a minute ago (an mtime older than the racy window)."""
    settings.reverie_dir.mkdir(mode=0o700, exist_ok=True)
    write_entries(settings, "memory", ["Uses tool A.", "Deploys on Fridays."])
    for payload in ({"action": "add", "target": "memory", "content": "Likes tea."},
                    {"action": "replace", "target": "memory", "old_text": "Fridays",
                     "content": "Deploys on Mondays."},
                    {"action": "add", "target": "user", "content": "Name is Ada."}):
        assert staging.stage(settings, staging.StageRequest(payload, origin="assistant_tool")).status == "staged"
    settle(settings)
    return settings


def settle(settings, *paths, ago: float = 60.0) -> None:
    when = time.time() - ago
    for path in paths or settings.pending_dir.glob("*.json"):
        os.utime(path, (when, when))


def settled_clock() -> FakeClock:
    """A reading past the racy window of everything the test wrote: its mtimes are set back
    (:func:`settle`), but a change time cannot be, and a file changed within the window
    of the reading is not kept."""
    return FakeClock(start=time.time() + 2 * judged.RACY_S)


def reads(monkeypatch) -> list[str]:
    """Names of the record files read from disk from now on."""
    seen: list[str] = []
    real = pending_files.read_record

    def counting(path, fd=None):
        seen.append(path.name)
        return real(path, fd)

    monkeypatch.setattr(pending_files, "read_record", counting)
    return seen


def fresh(settings, clock) -> dict:
    """The overview as judged with nothing kept (the file moved away and back)."""
    path = settings.layout.judged_queue_file
    kept = path.read_bytes() if path.exists() else None
    if kept is not None:
        path.unlink()
    try:
        listing = freshness.overview(settings, clock=clock)
        return listing.to_dict() | {"resolved": {k: v.resolved for k, v in
                                                 listing.verdicts.items()}}
    finally:
        if kept is not None:
            path.write_bytes(kept)


def shown(settings, clock) -> dict:
    listing = freshness.overview(settings, clock=clock)
    return listing.to_dict() | {"resolved": {k: v.resolved for k, v in
                                             listing.verdicts.items()}}


def rewrite_keeping_size_and_mtime(path, old: str, new: str) -> None:
    """Rewrite a record in place as `cp -p` or `rsync --inplace -t` would: same inode, same
    size, its old mtime put back. Only the change time (which no program can set) differs."""
    before = os.stat(path)
    text = path.read_text()
    edited = text.replace(old, new)
    assert edited != text and len(edited) == len(text)
    while os.stat(path).st_ctime_ns == before.st_ctime_ns:  # the coarse clock ticks
        with open(path, "r+") as fh:
            fh.write(edited)
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(path)
    assert (after.st_ino, after.st_size, after.st_mtime_ns) == \
        (before.st_ino, before.st_size, before.st_mtime_ns)


def test_a_second_reader_reads_no_record_and_answers_the_same(queue, monkeypatch):
    clock = settled_clock()
    first = shown(queue, clock)
    assert queue.layout.judged_queue_file.exists()
    assert oct(queue.layout.judged_queue_file.stat().st_mode & 0o777) == "0o600"
    seen = reads(monkeypatch)
    again = shown(queue, clock)
    assert seen == []
    assert again == first == fresh(queue, clock)


def test_a_record_edited_in_place_is_read_again(queue, monkeypatch):
    clock = settled_clock()
    shown(queue, clock)
    (path,) = [p for p in queue.pending_dir.glob("*.json") if "Likes tea" in p.read_text()]
    data = json.loads(path.read_text())
    data["payload"]["content"] = "Likes green tea."
    with open(path, "r+") as fh:             # in place: the directory's mtime stays
        fh.write(json.dumps(data))
        fh.truncate()
    settle(queue, path, ago=30.0)
    seen = reads(monkeypatch)
    listing = freshness.overview(queue, clock=clock)
    assert seen == [path.name]
    (record,) = [r for r in listing.records if r.id == path.stem]
    assert record.payload["content"] == "Likes green tea."
    assert shown(queue, clock) == fresh(queue, clock)


def test_a_record_rewritten_in_place_with_its_old_size_and_mtime_is_read_again(
        queue, monkeypatch):
    """What ``cp -p`` or ``rsync --inplace -t`` does: same inode, same size, the old mtime
    put back. Only the change time (which no program can set) tells it apart."""
    clock = settled_clock()
    shown(queue, clock)
    (path,) = [p for p in queue.pending_dir.glob("*.json") if "Likes tea" in p.read_text()]
    rewrite_keeping_size_and_mtime(path, "Likes tea.", "Likes rum.")
    listing = freshness.overview(queue, clock=clock)
    (record,) = [r for r in listing.records if r.id == path.stem]
    assert record.payload["content"] == "Likes rum."


def test_a_record_written_within_the_racy_window_is_not_kept(queue, monkeypatch):
    # The new record's mtime is a second before the reading; every change time (and the
    # other records' mtimes) well before it.
    clock = FakeClock(start=time.time() + 3600)
    staging.stage(queue, staging.StageRequest(
        {"action": "add", "target": "memory", "content": "Uses ruff."}, origin="assistant_tool"))
    (new,) = [p for p in queue.pending_dir.glob("*.json") if "Uses ruff" in p.read_text()]
    os.utime(new, (clock.now() - 1, clock.now() - 1))
    shown(queue, clock)
    seen = reads(monkeypatch)
    shown(queue, clock)
    assert seen == [new.name] and new.name not in json.loads(
        queue.layout.judged_queue_file.read_text())["records"]


def test_a_changed_memory_file_is_judged_again(queue):
    clock = settled_clock()
    before = shown(queue, clock)
    assert before["counts"] == {"pending": 3, "stale": 0, "expired": 0}
    write_entries(queue, "memory", ["Uses tool A.", "Deploys weekly."])   # Fridays is gone
    after = shown(queue, clock)
    states = {item["summary"].split(":")[0]: item["state"] for item in after["pending"]}
    assert states["replace memory"] == "stale" and after == fresh(queue, clock)
    (item,) = [i for i in after["pending"] if i["state"] == "stale"]
    assert "no longer applies" in item["stale_reason"]


def test_the_journal_and_the_clock_are_asked_afresh(queue):
    clock = settled_clock()
    shown(queue, clock)
    rid = next(r.id for r in staging.list_pending(queue) if r.target == "user")
    with Journal(queue, clock=clock) as journal:
        op = journal.record("approved", origin="assistant_tool", target="user", action="add",
                            record_id=rid, after="Name is Ada.")
    listing = freshness.overview(queue, clock=clock)
    assert listing.verdicts[rid].state == "stale"
    assert f"operation {op}" in listing.verdicts[rid].reason
    later = FakeClock(start=time.time() + (queue.staging.max_age_days + 1) * 86400)
    assert freshness.overview(queue, clock=later).counts["expired"] == 2


@pytest.mark.parametrize("damage", [
    b"", b"{not json", b"[]", b'{"format": 999, "records": {}}',
    b'{"format": %d, "records": {"x": 3}}' % judged.FORMAT,
    b'{"format": %d, "records": {"00000001.json": [[1, 2, 3], [1], null, null]}}'
    % judged.FORMAT, "a row without a target", "a row under another record's name"])
def test_a_damaged_file_is_ignored_and_replaced(queue, damage):
    clock = settled_clock()
    first = shown(queue, clock)
    if isinstance(damage, str):             # a well-formed file with one row edited
        data = json.loads(queue.layout.judged_queue_file.read_text())
        row = next(iter(data["records"].values()))
        if "target" in damage:
            del row[1][5]["target"]
        else:                               # another record's row, with that file's stat
            (_, other), (name_b, row_b) = list(data["records"].items())[:2]
            other[0] = row_b[0]
            data["records"][name_b] = other
        damage = json.dumps(data).encode()
    queue.layout.judged_queue_file.write_bytes(damage)
    assert shown(queue, clock) == first
    assert json.loads(queue.layout.judged_queue_file.read_text())["format"] == judged.FORMAT


def test_a_listing_creates_no_reverie_directory(settings):
    staging.stage(settings, staging.StageRequest({"action": "add", "target": "memory", "content": "Likes tea."},
                                                 origin="assistant_tool"))
    settle(settings)
    if settings.reverie_dir.exists():     # staging journaled: move it out of the way
        for path in settings.reverie_dir.iterdir():
            path.unlink()
        settings.reverie_dir.rmdir()
    assert freshness.overview(settings).counts["pending"] == 1
    assert not settings.reverie_dir.exists()


def hermes_record(settings, rid: str, payload: dict) -> None:
    """A record as Hermes stages it: no pin, no Reverie fields."""
    settings.pending_dir.mkdir(parents=True, exist_ok=True)
    path = settings.pending_dir / f"{rid}.json"
    path.write_text(json.dumps({"id": rid, "subsystem": "memory", "action": payload["action"],
                                "origin": "foreground", "created_at": time.time() - 120,
                                "payload": payload}))
    os.chmod(path, 0o600)


def test_no_memory_text_is_copied_into_the_kept_file(settings):
    queue = settings
    queue.reverie_dir.mkdir(mode=0o700, exist_ok=True)
    write_entries(queue, "memory", ["Uses tool A.", "Uses tool B.", "Deploys on Fridays."])
    hermes_record(queue, "0000000a", {"action": "replace", "target": "memory",
                                      "old_text": "Fridays", "content": "Deploys on Mondays."})
    hermes_record(queue, "0000000b", {"action": "remove", "target": "memory",
                                      "old_text": "Uses tool"})     # two entries: stale
    settle(queue)
    clock = settled_clock()
    listing = freshness.overview(queue, clock=clock)
    assert listing.verdicts["0000000a"].resolved == ("Deploys on Fridays.",)
    assert listing.verdicts["0000000b"].state == "stale"
    assert "Uses tool B." in listing.verdicts["0000000b"].reason
    kept = queue.layout.judged_queue_file.read_text()
    assert "Deploys on Fridays." not in kept and "Uses tool B." not in kept
    again = freshness.overview(queue, clock=clock)       # the kept positions, resolved again
    assert again.verdicts["0000000a"].resolved == ("Deploys on Fridays.",)
    assert shown(queue, clock) == fresh(queue, clock)


def test_a_scanner_change_judges_every_kept_record_again(queue, monkeypatch):
    """A kept "applies" was earned under one scanner: an upgrade that now blocks a
    record's content must make it stale, not be bypassed by the verdict kept under the
    old rules (the scanner's fingerprint, as the scan receipt's, keys the kept verdicts)."""
    from reverie.memory import store
    from reverie.memory.scan import receipt

    clock = settled_clock()
    assert shown(queue, clock)["counts"] == {"pending": 3, "stale": 0, "expired": 0}
    real = store.find_threat

    class Blocked:
        category = "injection"
        message = "Blocked by the new rules."

    def upgraded(text):       # the new rules block what the old ones let through
        return Blocked() if "Likes tea" in text else real(text)

    monkeypatch.setattr(store, "find_threat", upgraded)
    # Under the same scanner the kept verdict stands (what this test shows is its key).
    assert shown(queue, clock)["counts"]["stale"] == 0
    old = receipt.fingerprint()
    monkeypatch.setattr(receipt, "fingerprint", lambda: bytes(reversed(old)))
    after = shown(queue, clock)
    (item,) = [i for i in after["pending"] if i["state"] == "stale"]
    assert "Likes tea" in item["summary"] and "new rules" in item["stale_reason"]
    assert after == fresh(queue, clock)
    again = shown(queue, clock)          # kept under the new scanner from now on
    assert again == after


def test_a_console_sees_a_record_rewritten_with_its_old_size_and_mtime(queue, monkeypatch):
    """The console's cache of the judged queue (:class:`freshness.OverviewCache`) rests on
    each file's stat: ``cp -p`` in place keeps inode, size and mtime, and only the change
    time says the content is another (as the kept rows above)."""
    from reverie.memory.pending.retired import retired_dir

    clock = settled_clock()
    settle(queue, queue.pending_dir, *[p for p in (retired_dir(queue), *(
        queue.memory_file(t) for t in ("memory", "user"))) if p.exists()])
    cache = freshness.OverviewCache()
    (path,) = [p for p in queue.pending_dir.glob("*.json") if "Likes tea" in p.read_text()]
    judged_afresh = []
    real = freshness.overview
    monkeypatch.setattr(freshness, "overview", lambda *a, **k: judged_afresh.append(1)
                        or real(*a, **k))
    cache.get(queue, clock=clock)
    cache.get(queue, clock=clock)
    assert len(judged_afresh) == 1                              # the reading is reused
    rewrite_keeping_size_and_mtime(path, "Likes tea.", "Likes rum.")
    (record,) = [r for r in cache.get(queue, clock=clock).records if r.id == path.stem]
    assert record.payload["content"] == "Likes rum." and len(judged_afresh) == 2


def test_a_record_copied_in_with_an_old_mtime_is_kept_only_once_its_change_is_settled(queue):
    """``cp -p`` or ``rsync -t`` brings a record with its old mtime: only the change time
    says it was written just now. On a coarse file-system clock a second such copy within
    the same tick keeps every stamp, so the racy window is judged on the change time too."""
    kept = queue.layout.judged_queue_file
    shown(queue, FakeClock(start=time.time()))  # mtimes a minute old, change times now
    assert not kept.exists() or json.loads(kept.read_text())["records"] == {}
    shown(queue, settled_clock())                # a reading past the window
    assert len(json.loads(kept.read_text())["records"]) == 3
