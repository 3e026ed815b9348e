"""Issue 29 item 4 (finding 5): the queue at thousands of records. /pending and
/api/pending are paged and filtered (only a page's records are diffed), `memory pending` is
limited, and /metrics reuses the judged queue while nothing it rests on changed.

The figures at 300, 3,000 and 10,000 records are bench/bench_pending_states.py's; these
tests check the behaviour (a page, a filter, a reuse), never a time."""

from __future__ import annotations

import json
import os
import time

from click.testing import CliRunner

from reverie.config import FakeClock
from reverie.memory.pending import freshness
from reverie.memory.pending.retired import retired_dir
from reverie.memory.pending.staging import StageRequest, stage
from reverie.worker.cli import cli


def more_records(settings, n: int) -> list[str]:
    ids = []
    for i in range(n):
        out = stage(settings, StageRequest({"action": "add", "target": "memory",
                                            "content": f"Paging fact {i}: service {i} runs on port {9100 + i}."},
                                           origin="background_review",
                                           evidence={"session_id": f"p{i}"}))
        assert out.status == "staged", out.message
        ids.append(out.record_id)
    return ids


def test_api_pending_is_paged_and_filtered(seeded, bearer):
    more_records(seeded.settings, 4)                 # 3 seeded + 4 = 7
    first = bearer.get("/api/pending?limit=3").json()
    assert len(first["pending"]) == 3 and first["total"] == 7 and first["next_offset"] == 3
    assert first["counts"]["pending"] == 7           # counts are of the whole queue
    last = bearer.get("/api/pending?limit=3&offset=6").json()
    assert len(last["pending"]) == 1 and last["next_offset"] is None
    ids = [r["id"] for r in first["pending"]] + [
        r["id"] for r in bearer.get("/api/pending?limit=3&offset=3").json()["pending"]] + [
        r["id"] for r in last["pending"]]
    assert len(set(ids)) == 7                        # every record on exactly one page
    replaces = bearer.get("/api/pending?kind=replace").json()
    assert [r["id"] for r in replaces["pending"]] == [seeded.replace_memory]
    assert bearer.get("/api/pending?state=stale").json()["total"] == 0
    assert bearer.get("/api/pending?origin=background_review").json()["total"] == 7
    assert bearer.get("/api/pending?origin=foreground").json()["total"] == 0
    bad = bearer.get("/api/pending?state=sleepy")
    assert bad.status_code == 400 and "sleepy" in bad.json()["error"]


def test_the_pending_page_shows_one_page_with_links_to_the_next(seeded, client):
    more_records(seeded.settings, 4)
    page = client.get("/pending?limit=3", headers={"accept": "text/html"}).text
    assert "records 1–3 of 7" in page and "offset=3" in page and "next →" in page
    assert page.count("data-record=") == 3


def test_memory_pending_is_limited(seeded):
    more_records(seeded.settings, 4)
    home = ["--home", str(seeded.settings.home)]
    out = CliRunner().invoke(cli, [*home, "memory", "pending", "--limit", "2"])
    assert out.exit_code == 0, out.output
    listed = [line for line in out.output.splitlines() if line[:8].isalnum()
              and len(line) > 8 and line[8] == " "]
    assert len(listed) == 2 and "5 more: `reverie memory pending --offset 2`" in out.output
    data = json.loads(CliRunner().invoke(cli, [*home, "memory", "pending", "--json",
                                               "--limit", "5", "--offset", "5"]).output)
    assert len(data["pending"]) == 2 and data["total"] == 7 and data["offset"] == 5


def settle_mtimes(settings) -> None:
    """Every file the cache rests on last changed a minute ago (no change within the racy
    window of the file system clock)."""
    past = time.time() - 60
    records = list(settings.pending_dir.glob("*.json")) if settings.pending_dir.exists() else []
    for path in (*records, settings.pending_dir, retired_dir(settings),
                 settings.memory_file("memory"), settings.memory_file("user")):
        if path.exists():
            os.utime(path, (past, past))


def test_metrics_reuse_the_judged_queue_until_something_changes(seeded, monkeypatch):
    settings = seeded.settings
    calls = []
    real = freshness.overview

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(freshness, "overview", counting)
    cache = freshness.OverviewCache()
    # Readings past the racy window of what the test writes: its mtimes are set back, but
    # the change times cannot be (a change within the window is not trusted).
    later = FakeClock(start=time.time() + 3600)
    settle_mtimes(settings)
    first = cache.get(settings, clock=later)
    second = cache.get(settings, clock=later)
    assert len(calls) == 1 and second.counts == first.counts == {"pending": 3, "stale": 0,
                                                                  "expired": 0}
    more_records(settings, 1)                        # a new record: judged again
    settle_mtimes(settings)
    assert cache.get(settings, clock=later).counts["pending"] == 4 and len(calls) == 2
    record = sorted(settings.pending_dir.glob("*.json"))[0]   # edited in place: the
    with open(record, "r+b") as f:                             # directory's mtime stays
        f.seek(0, os.SEEK_END)
        f.write(b" ")
    settle_mtimes(settings)
    os.utime(record, (time.time() - 30, time.time() - 30))
    cache.get(settings, clock=later)
    assert len(calls) == 3, "a record changed in place is judged again"
    calls.pop()
    (settings.memory_file("memory")).write_text("Someone edited the file by hand.")
    now = FakeClock(start=time.time())               # a reading right after the write
    cache.get(settings, clock=now)                   # the file changed: judged again
    assert len(calls) == 3
    cache.get(settings, clock=now)                   # changed just now: not trusted yet
    assert len(calls) == 4


def test_the_queue_page_reuses_the_judged_queue_metrics_and_pending_share(seeded, monkeypatch):
    # The Queue page refreshes every 10 s; its pending figures come from the console's
    # judged queue, as /metrics' and the Pending page's do, not from a judging of its own.
    from starlette.testclient import TestClient

    from reverie.worker import monitor
    from reverie.worker.web.app import create_app
    from reverie.worker.web.security import Access

    settings = seeded.settings
    calls = []
    real = freshness.overview
    for module in (freshness, monitor):      # (the queue's status imports it by name)
        monkeypatch.setattr(module, "overview", lambda *a, **k: calls.append(1) or real(*a, **k))
    later = FakeClock(start=time.time() + 3600)   # past the racy window of the writes
    settle_mtimes(settings)
    access = Access(bind_host="127.0.0.1", port=9120, clock=later)
    with TestClient(create_app(settings, access, clock=later), base_url="http://127.0.0.1:9120",
                    headers={"authorization": f"Bearer {access.token}"}) as c:
        figures = [c.get("/api/queue").json()["status"]["memory"] for _ in range(3)]
        assert c.get("/metrics").status_code == 200
    assert len(calls) == 1
    assert figures[0] == figures[2] and figures[0]["pending_by_state"]["pending"] == 3
