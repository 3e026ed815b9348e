"""The pool's scheduler sends maintenance only where something changed (issue 24, item 3),
and the pool's own rules (shared providers, which failures pause a home), in-process on
real homes with a fake clock."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from reverie.config import FakeClock, PermanentProviderError, load_settings
from reverie.jobs.homes import HomeSet
from reverie.jobs.ledger import JobLedger
from reverie.jobs.tasks import SharedProviders
from reverie.jobs.watch import QUIET_SECONDS
from reverie.review.providers.base import InvalidModelOutput, RateLimited
from reverie.review.providers.errors import from_status
from reverie.search_index import SessionStore
from reverie.worker.pool import Pool, home_failure
from reverie.worker.pool_scheduler import PoolScheduler

from .conftest import write_config

SCAN = 60.0
IDLE_MINUTES = 30


def _homes(tmp_path: Path, n: int) -> list[Path]:
    homes = []
    for i in range(n):
        home = tmp_path / f"h{i}"
        home.mkdir()
        write_config(home, reverie={"schedule": {"scan_seconds": SCAN, "reconcile_seconds": 300,
                                                 "idle_summary_minutes": IDLE_MINUTES,
                                                 "nudge_interval": 10}})
        homes.append(home)
    return homes


def _drain(pool: Pool) -> None:
    """Run every queued message of every home here and now (what the pool's threads do)."""
    for entry in pool.served():
        with pool.runtime(entry) as rt:
            while (task := rt.huey.dequeue()) is not None:
                rt.huey.execute(task)


def _pass(pool: Pool, scheduler: PoolScheduler) -> dict[str, list[str]]:
    """One scheduler pass, its maintenance run to the end: per home, the kinds it ran."""
    before = {e.ref: {r.id for r in JobLedger(e.settings).in_states(["done", "skipped"])}
              for e in pool.served()}
    scheduler.tick()
    assert scheduler.wait()
    out = {}
    for entry in pool.served():
        rows = JobLedger(entry.settings).in_states(["done", "skipped"])
        out[entry.ref.root.name] = sorted(r.kind for r in rows if r.id not in before[entry.ref]
                                          and r.session_id is None)
    return out


NOTHING = {"h0": [], "h1": [], "h2": []}
EVERY = ["reconcile", "scan", "sweep"]


def _settle(pool: Pool, scheduler: PoolScheduler, clock: FakeClock) -> None:
    """The first pass (every kind in every home) and the jobs it enqueued."""
    assert _pass(pool, scheduler) == {"h0": EVERY, "h1": EVERY, "h2": EVERY}
    _drain(pool)
    clock.advance(SCAN + 1)


@pytest.fixture
def setup(tmp_path: Path):
    clock = FakeClock(start=time.time())  # message times must not lie in the future
    homes = _homes(tmp_path, 3)
    pool = Pool(HomeSet((str(tmp_path / "h*"),)), environ={}, clock=clock, workers=1)
    pool.refresh(first=True)
    scheduler = PoolScheduler(pool)
    yield pool, scheduler, clock, homes
    scheduler.release()
    pool.close()


def test_an_unchanged_home_is_not_scanned_again(setup, monkeypatch) -> None:
    pool, scheduler, clock, homes = setup
    _settle(pool, scheduler, clock)
    opened = []
    real_connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: opened.append(a[0]) or real_connect(*a, **k))
    assert scheduler.tick() == 0 and opened == [], "an unchanged pass opens no database"
    clock.advance(SCAN + 1)
    assert scheduler.tick() == 0 and opened == []


def test_maintenance_runs_beside_the_queues_not_in_them(setup) -> None:
    pool, scheduler, clock, homes = setup
    scheduler.tick()
    assert scheduler.wait()
    for entry in pool.served():
        with pool.runtime(entry) as rt:
            assert rt.huey.pending_count() == 0, "no scan waits in a home's queue"
        rows = JobLedger(entry.settings).in_states(["done"])
        assert {r.worker for r in rows} == {pool.identity.owner}


def test_a_change_in_one_home_is_scanned_there_alone(setup) -> None:
    pool, scheduler, clock, homes = setup
    _settle(pool, scheduler, clock)
    with SessionStore.open(load_settings(homes[1], environ={})) as store:
        store.append_message("s1", "user", "hello", clock.now())
    assert _pass(pool, scheduler) == {"h0": [], "h1": ["scan", "sweep"], "h2": []}, \
        "scan and sweep (reconcile: not before its 300 s interval)"
    with SessionStore.open(load_settings(homes[1], environ={})) as store:
        store.append_message("s1", "user", "again", clock.now())
    clock.advance(1)
    assert _pass(pool, scheduler) == NOTHING, "not again before its interval, even if it changes"


def test_a_home_comes_back_when_its_idle_review_falls_due(setup) -> None:
    pool, scheduler, clock, homes = setup
    with SessionStore.open(load_settings(homes[2], environ={})) as store:
        store.append_message("s", "user", "one turn, below the nudge", clock.now())
    _settle(pool, scheduler, clock)  # the scan sees one unreviewed turn, due in 30 minutes
    assert _pass(pool, scheduler) == NOTHING
    clock.advance(IDLE_MINUTES * 60)
    ran = _pass(pool, scheduler)
    assert "scan" in ran["h2"] and ran["h0"] == []
    _drain(pool)
    reviews = JobLedger(pool.served()[2].settings).in_states(["done"], kind="review")
    assert [r.session_id for r in reviews] == ["s"]


def test_every_home_is_looked_at_once_an_hour_whatever_its_signature(setup) -> None:
    pool, scheduler, clock, homes = setup
    _settle(pool, scheduler, clock)
    assert _pass(pool, scheduler) == NOTHING
    clock.advance(QUIET_SECONDS)
    assert _pass(pool, scheduler) == {"h0": EVERY, "h1": EVERY, "h2": EVERY}


def test_open_jobs_bring_reconcile_back_on_its_interval(setup) -> None:
    pool, scheduler, clock, homes = setup
    _settle(pool, scheduler, clock)
    entry = pool.served()[0]
    with SessionStore.open(entry.settings) as store:
        for i in range(10):  # due by the nudge: the scan enqueues a review, left queued
            store.append_message("busy", "user", f"turn {i}", clock.now())
    assert _pass(pool, scheduler)["h0"] == ["scan", "sweep"]
    clock.advance(SCAN + 1)
    assert _pass(pool, scheduler) == NOTHING
    clock.advance(300)
    assert "reconcile" in _pass(pool, scheduler)["h0"]


def test_homes_with_the_same_provider_settings_share_one_provider(tmp_path) -> None:
    homes = _homes(tmp_path, 3)
    for home, key in zip(homes, ("k-one", "k-one", "k-two"), strict=True):
        write_config(home, auxiliary={"background_review": {"provider": "gemini", "api_key": key}})
    from reverie.jobs.kinds import default_kinds

    review = default_kinds()["review"]
    shared, clock = SharedProviders(), FakeClock()
    got = [shared.get(review, load_settings(h, environ={}), clock) for h in homes]
    assert got[0] is got[1] and got[2] is not got[0] and len(shared) == 2
    shared.close()


def test_which_failures_pause_a_home() -> None:
    assert home_failure(from_status("Gemini", 401, "", key_env="GEMINI_API_KEY"))
    assert home_failure(from_status("Gemini", 404, "", key_env="GEMINI_API_KEY"))
    assert home_failure(from_status("Gemini", 429, "", key_env="GEMINI_API_KEY"))
    assert isinstance(from_status("Gemini", 429, "", key_env="X"), RateLimited)
    # About one session's request or output: the home goes on.
    assert not home_failure(from_status("Gemini", 400, "too long", key_env="GEMINI_API_KEY"))
    assert not home_failure(InvalidModelOutput("not JSON", raw_text="{"))
    assert not home_failure(from_status("Gemini", 503, "", key_env="GEMINI_API_KEY"))
    wrapped = RuntimeError("review failed")
    wrapped.__cause__ = PermanentProviderError("x")
    assert not home_failure(wrapped)


def test_a_failed_first_maintenance_is_tried_again_on_its_interval(setup, monkeypatch) -> None:
    """Issue 29 item 5 (finding 7): a fresh home whose first maintenance failed ("no such
    table: kv", two threads creating one queue.db) was not scanned again for 150 s."""
    import reverie.worker.pool_scheduler as pool_scheduler

    pool, scheduler, clock, homes = setup
    real = pool_scheduler.run_maintenance_now
    failing = {"h1"}

    def flaky(tasks, kind):
        if tasks.context.settings.home.name in failing:
            raise sqlite3.OperationalError("no such table: kv")
        return real(tasks, kind)

    monkeypatch.setattr(pool_scheduler, "run_maintenance_now", flaky)
    first = _pass(pool, scheduler)
    assert first["h1"] == [] and first["h0"] == EVERY
    failing.clear()
    _drain(pool)
    clock.advance(SCAN + 1)                 # its scan interval: nothing else changed
    again = _pass(pool, scheduler)
    assert "scan" in again["h1"], again


def _waiting(pool: Pool) -> dict[str, int]:
    """Per home, the messages waiting in its queue."""
    out = {}
    for entry in pool.served():
        with pool.runtime(entry) as rt:
            out[entry.ref.root.name] = rt.huey.pending_count()
    return out


def test_a_capped_scan_comes_back_once_its_queue_drained_not_an_interval_later(
        setup, monkeypatch) -> None:
    """tester17 (session 24): after a restart with 1,700 sessions due, a scan queued 100
    and the next waited its full interval (60 s) while the threads sat idle. With a clock
    that never moves, a backlog of four caps in two homes is all reviewed: each home is
    scanned again once its queue drained, a cap at a time (never more queued), and not
    while its queue is still full. (The first pass's reconcile finds work as the scan
    does: one cap each.)"""
    import reverie.jobs.tasks as tasks_module

    cap = 4
    monkeypatch.setattr(tasks_module, "MAX_ENQUEUE_PER_SCAN", cap)
    pool, scheduler, clock, homes = setup
    backlog = {"h0": set(), "h2": set()}
    for home in (homes[0], homes[2]):
        with SessionStore.open(load_settings(home, environ={})) as store:
            for s in range(4 * cap):  # ten turns each: due by the nudge
                for turn in range(10):
                    store.append_message(f"s{s}", "user", f"note {turn} of errand {s}",
                                         clock.now())
                backlog[home.name].add(f"s{s}")
    assert _pass(pool, scheduler) == {"h0": EVERY, "h1": EVERY, "h2": EVERY}
    rescans, queued = 0, 2 * cap
    while any(_waiting(pool).values()):
        assert _waiting(pool) == {"h0": queued, "h1": 0, "h2": queued}, "a cap a run, no more"
        queued = cap
        assert _pass(pool, scheduler) == NOTHING, "not again while its queue is full"
        _drain(pool)
        ran = _pass(pool, scheduler)
        if ran != NOTHING:
            assert ran == {"h0": ["scan"], "h1": [], "h2": ["scan"]}
            rescans += 1
    assert rescans == 2, "the third and fourth caps, each once the queue had drained"
    for entry in pool.served():
        reviewed = {r.session_id for r in JobLedger(entry.settings).in_states(["done"],
                                                                              kind="review")}
        assert reviewed == backlog.get(entry.ref.root.name, set())
