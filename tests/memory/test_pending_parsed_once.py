"""A review asks the approval queue what is pending, then whether its own record repeats
one; each question used to parse every record file again (issue 27). A record file is now
parsed once for each content it has, and the answers are the ones a full read gives."""

from __future__ import annotations

import json
import os

import pytest

from reverie.config import SYSTEM_CLOCK
from reverie.memory.journal import fingerprint
from reverie.memory.pending import proposals, staging
from reverie.memory.pending.judged import changed_at
from reverie.memory.pending.records import PendingRecord
from tests.memory.support import write_entries


def _removal(settings, old_text: str):
    """A background removal: it always waits for an operator (a staged record file)."""
    out = staging.stage(settings, staging.StageRequest(
        {"action": "remove", "target": "memory", "old_text": old_text},
        origin="background_review", evidence={"session_id": "s1", "message_ids": [1]}),
        clock=SYSTEM_CLOCK)
    assert out.status == "staged"
    return out


@pytest.fixture
def parses(monkeypatch):
    """How many times a record's JSON was built into a record."""
    calls = []
    real = PendingRecord.from_dict.__func__

    def counting(cls, data, **kw):
        calls.append(data.get("id") if isinstance(data, dict) else None)
        return real(cls, data, **kw)

    monkeypatch.setattr(PendingRecord, "from_dict", classmethod(counting))
    return calls


def test_the_queue_is_parsed_once_per_record_content_across_reviews(settings, parses):
    write_entries(settings, "memory", ["Uses vim", "Lives in Lyon", "Drinks tea"])
    # each staging asks whether its record repeats one already waiting
    staged = [_removal(settings, text) for text in ("Uses vim", "Lives in Lyon", "Drinks tea")]
    again = _removal_record(settings, staged[1].record_id)
    parses.clear()
    # three reviews' questions, and a record repeating one
    for _ in range(3):
        assert staging.pending_fingerprints(settings) == {
            fingerprint("memory", "remove", t) for t in ("Uses vim", "Lives in Lyon", "Drinks tea")}
    assert staging.pending_with_same_ops(settings, again) == staged[1].record_id
    # the last record was never asked about while staging: parsed once; the others not again
    assert parses == [staged[2].record_id]


def _removal_record(settings, record_id: str) -> PendingRecord:
    data = json.loads((settings.pending_dir / f"{record_id}.json").read_text("utf-8"))
    return PendingRecord.from_dict(data)


def test_a_record_rewritten_in_place_is_read_again(settings, monkeypatch):
    write_entries(settings, "memory", ["Uses vim", "Uses emacs"])
    out = _removal(settings, "Uses vim")
    path = settings.pending_dir / f"{out.record_id}.json"
    _seen_as_just_written(monkeypatch, path)
    assert staging.pending_fingerprints(settings) == {fingerprint("memory", "remove", "Uses vim")}
    # Same file, same size, its old times put back: only the bytes tell.
    before = os.stat(path)
    text = path.read_text("utf-8")
    assert "Uses vim" in text
    with open(path, "r+", encoding="utf-8") as f:
        f.write(text.replace("Uses vim", "Uses emacs"[:8]))   # "Uses ema": same length
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(path).st_size == before.st_size
    assert staging.pending_fingerprints(settings) == {fingerprint("memory", "remove", "Uses ema")}


def test_records_that_are_no_records_and_expired_ones_count_as_before(settings):
    write_entries(settings, "memory", ["Uses vim", "Lives in Lyon"])
    kept = _removal(settings, "Uses vim")
    old = _removal(settings, "Lives in Lyon")
    path = settings.pending_dir / f"{old.record_id}.json"
    data = json.loads(path.read_text("utf-8"))
    data["created_at"] = 1.0                       # long expired
    path.write_text(json.dumps(data), encoding="utf-8")
    (settings.pending_dir / "0badc0de.json").write_text("{not json", encoding="utf-8")
    want = {fingerprint("memory", "remove", "Uses vim")}
    for _ in range(2):   # the second time from what the first parsed
        assert staging.pending_fingerprints(settings) == want
        assert staging.pending_with_same_ops(settings, _removal_record(settings, old.record_id)) is None
        assert staging.pending_with_same_ops(
            settings, _removal_record(settings, kept.record_id)) == kept.record_id


def _seen_as_just_written(monkeypatch, path) -> None:
    """Every look at the queue happens at the moment ``path`` last changed (real time
    passing meanwhile would settle it)."""
    at = changed_at(os.stat(path))
    monkeypatch.setattr(proposals, "_wall_now", lambda: at)


def _stamps_clock_past(path) -> None:
    """Return once the file system's stamps have moved past ``path``'s change time: a file
    beside it is touched until its own change time is later (a condition on the clock the
    stamps come from, however coarse, not a timed wait)."""
    since = os.stat(path).st_ctime_ns
    tick = path.parent.parent / "stamps-tick"
    try:
        while True:
            tick.write_bytes(b"")
            if os.stat(tick).st_ctime_ns > since:
                return
    finally:
        tick.unlink(missing_ok=True)


@pytest.fixture
def reads(monkeypatch):
    """The record files read (their names)."""
    calls = []
    real = proposals.read_raw

    def counting(path, *a, **kw):
        calls.append(path.name)
        return real(path, *a, **kw)

    monkeypatch.setattr(proposals, "read_raw", counting)
    return calls


def test_a_settled_record_file_is_not_read_again_until_its_stat_changes(settings, reads,
                                                                        monkeypatch):
    write_entries(settings, "memory", ["Uses vim", "Uses emacs"])
    out = _removal(settings, "Uses vim")
    name = f"{out.record_id}.json"
    # the file as it is seen a minute later: settled (older than the stamps' tick)
    later = proposals._wall_now() + 60
    monkeypatch.setattr(proposals, "_wall_now", lambda: later)
    reads.clear()
    for _ in range(3):
        assert staging.pending_fingerprints(settings) == {
            fingerprint("memory", "remove", "Uses vim")}
    assert reads == [name]
    # rewritten in place, same size, its mtime put back: the change time still moved (a
    # settled file's next write is RACY_S later, past the stamps' tick; here the test waits
    # for the tick itself)
    path = settings.pending_dir / name
    _stamps_clock_past(path)
    before = os.stat(path)
    text = path.read_text("utf-8")
    with open(path, "r+", encoding="utf-8") as f:
        f.write(text.replace("Uses vim", "Uses ema"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert staging.pending_fingerprints(settings) == {fingerprint("memory", "remove", "Uses ema")}
    assert reads == [name, name]


def test_a_record_file_too_fresh_to_trust_its_stat_is_read_each_time(settings, reads,
                                                                     monkeypatch):
    write_entries(settings, "memory", ["Uses vim"])
    out = _removal(settings, "Uses vim")
    _seen_as_just_written(monkeypatch, settings.pending_dir / f"{out.record_id}.json")
    reads.clear()
    for _ in range(2):   # written just now: a second write within the stamps' tick is possible
        staging.pending_fingerprints(settings)
    assert reads == [f"{out.record_id}.json"] * 2
