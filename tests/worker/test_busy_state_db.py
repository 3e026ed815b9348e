"""A Hermes agent holding state.db's write lock for longer than a job's retries (tester11's
left item; docs/worker.md "Retries and dead letters").

Before: a summary whose store stayed locked was retried ``queue.retries`` times (15 s
doubling) and then dead-lettered — parked until new messages arrived or an operator typed
`queue retry` — although the docs said a busy database is never a reason to give up. Now a
job that fails because the home's storage is unavailable (locked, full, an I/O error)
waits: a worker retries it as long as it takes, the delay doubling up to
``STORAGE_RETRY_CAP_SECONDS``, and does it once the lock goes; `run --once`, which must end,
stops retrying after the retries, leaves the job deferred (never a dead letter), says so in
one line and exits 1, and the next run does it.

The lock is held by another process (tests/lockholder.py; released on a handshake), the
worker runs on a FakeClock (hours pass when the test says so), and each failed attempt is
seen through the worker's own log line, never a sleep. Each attempt waits state.db's busy
timeout for the lock, set short here (``reverie.state_db.busy_timeout``).
"""

from __future__ import annotations

import logging
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from reverie.config import FakeClock
from reverie.jobs.ledger import JobLedger
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue, register
from reverie.search_index import SessionStore
from reverie.worker.pool import Pool
from reverie.worker.run import Engine
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.lockholder import LockHolder

from .conftest import REPO, child_env, settings_for, wait_for, write_config

pytestmark = pytest.mark.slow

#: Each attempt waits state.db's busy timeout for the held lock before it fails as busy:
#: SQLite's 10 s by default (each of these tests took 22-27 s of it), a fifth of a second
#: here (``reverie.state_db.busy_timeout``): the lock, the process holding it and the
#: failures stay real.
SHORT_WAIT = {"state_db": {"busy_timeout": 0.2}}


class RetryLines(logging.Handler):
    """The worker's "…; retry N in S s" lines, with an event per line (the handshake)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []
        self.changed = threading.Condition()

    def emit(self, record: logging.LogRecord) -> None:
        with self.changed:
            self.lines.append(record.getMessage())
            self.changed.notify_all()

    def wait_for(self, count: int, timeout: float = 120) -> list[str]:
        with self.changed:
            assert self.changed.wait_for(lambda: len(self.retries()) >= count
                                         or self.gave_up(), timeout), self.lines
            return list(self.lines)

    def retries(self) -> list[str]:
        return [line for line in self.lines if "; retry " in line]

    def gave_up(self) -> bool:
        return any("failed for good" in line for line in self.lines)


def _quiet_session(settings, session_id: str) -> None:
    """A session long quiet (so a summary is due), in a WAL state.db as Hermes makes it."""
    with SessionStore.open(settings) as store:
        store.connection.execute("PRAGMA journal_mode=WAL")
        for i in range(4):
            store.append_message(session_id, ("user", "assistant")[i % 2],
                                 f"Turn {i}: the greenhouse door sticks in wet weather.",
                                 timestamp=1_714_000_000 + i)


def _settled(tasks, job: str, also: tuple[str, ...] = ()):
    """The job's row once its attempt has ended (the worker logs its retry line just
    before the row says so)."""
    return wait_for(lambda: (rec := tasks.context.ledger.get(job)).status not in (
        "running", "queued", *also) and rec, timeout=60, message="the attempt to end")


def test_a_worker_waits_out_a_held_state_db_and_summarises_once_it_is_free(tmp_path: Path):
    home = tmp_path / "home"
    home.mkdir()
    # No retry budget at all: before, the first failure was the dead letter.
    model = FakeOpenAIServer(responder=lambda request: Reply.ok(
        "The greenhouse door sticks when it rains.")).start()
    write_config(home, reverie={"queue": {"retries": 0, "retry_delay": 15}, **SHORT_WAIT},
                 auxiliary={"session_search": {"provider": "openai", "base_url": model.url,
                                               "model": "m", "api_key": "k"}})
    settings = settings_for(home, {})
    _quiet_session(settings, "g1")
    clock = FakeClock(start=time.time())
    tasks = register(make_huey(settings), settings, clock=clock)
    lines = RetryLines()
    logging.getLogger("reverie.jobs").addHandler(lines)
    engine = None
    try:
        with LockHolder(settings.state_db) as agent:
            job = enqueue(tasks, "summary", "g1", reason="test")
            engine = Engine(Pool.of_one(settings, tasks=tasks, workers=1), schedule=False)
            engine.start()
            first = lines.wait_for(1)
            assert not lines.gave_up(), first
            assert "database is locked" in first[-1] and "retry 1 in 15.0 s" in first[-1], first
            rec = _settled(tasks, job)
            assert (rec.status, rec.attempts) == ("retrying", 1), rec
            counts = tasks.context.ledger.counts()   # what `reverie queue` shows
            assert counts.get("retrying") == 1 and not counts.get("failed"), counts
            # Two hours of a held lock: the retry comes due and meets the lock again.
            clock.advance(2 * 3600)
            second = lines.wait_for(2)
            assert not lines.gave_up(), second
            assert "retry 2 in 30.0 s" in lines.retries()[1], second
            assert _settled(tasks, job).status == "retrying"
            assert agent.holding()
            # The first attempt paid the model and then met the lock; the retry asked for
            # the lock first and paid nothing (review21 R8: one call per retry before).
            assert len(model.requests) == 1, len(model.requests)
        # The lock is gone: the next retry comes due and summarises the session.
        clock.advance(3600)
        rec = _settled(tasks, job, also=("retrying",))
        assert (rec.status, rec.attempts) == ("done", 3), rec
        assert len(model.requests) == 2, len(model.requests)   # and once when it is free
    finally:
        logging.getLogger("reverie.jobs").removeHandler(lines)
        if engine is not None:
            engine.stop(5)
        model.stop()
    with SessionStore.open(settings) as store:
        assert store.get_summary("g1") is not None
    assert JobLedger(settings).in_states(["failed"]) == []


def test_the_wait_between_retries_doubles_to_a_cap_and_never_overflows(tmp_path: Path):
    """A worker may meet a held lock for days: the delay stops at the cap (a lock that goes
    is noticed within it), never below the configured delay, and an attempt number in the
    thousands is no OverflowError (2 ** 9999 is no float). (New with the wait: a guard.)"""
    from reverie.jobs.tasks import STORAGE_RETRY_CAP_SECONDS, retry_delay_of

    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie={"queue": {"retries": 3, "retry_delay": 15}})
    settings = settings_for(home, {})
    storage = [retry_delay_of(settings, n, storage=True) for n in (1, 2, 3, 4, 5, 6, 10_000)]
    assert storage == [15, 30, 60, 120, 240, STORAGE_RETRY_CAP_SECONDS, STORAGE_RETRY_CAP_SECONDS]
    assert [retry_delay_of(settings, n, storage=False) for n in (1, 2, 3)] == [15, 30, 60]
    write_config(home, reverie={"queue": {"retries": 3, "retry_delay": 3600}})
    slow = settings_for(home, {})
    assert retry_delay_of(slow, 50, storage=True) == 3600


HELD_RUN = """
import subprocess, sys
from pathlib import Path
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.lockholder import LockHolder
home, state_db = sys.argv[1], Path(sys.argv[2])
cmd = [sys.executable, "-c", "from reverie.worker.cli import main; main()", "--home", home,
       "run", "--once"]
with LockHolder(state_db):
    held = subprocess.run(cmd, capture_output=True, text=True)
free = subprocess.run(cmd, capture_output=True, text=True)
import json
print(json.dumps([[p.returncode, p.stdout, p.stderr] for p in (held, free)]))
"""


def test_run_once_under_a_held_state_db_defers_in_one_line_and_the_next_run_does_it(
        tmp_path: Path):
    """`run --once` must end: after its retries the summary is deferred, not dead-lettered
    (before: "FAILED", and the next run said "nothing to do" while the session stayed
    unsummarised until new messages came)."""
    import json

    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie={"queue": {"retries": 0}, **SHORT_WAIT})
    settings = settings_for(home, {})
    _quiet_session(settings, "g2")
    env = child_env()
    proc = subprocess.run([sys.executable, "-c", HELD_RUN, str(home), str(settings.state_db)],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    (code, out, err), (again_code, again_out, again_err) = json.loads(proc.stdout)
    assert code == 1, (out, err)
    assert "Traceback" not in err and "FAILED" not in err and "failed for good" not in err, err
    waiting = [line for line in err.splitlines() if "g2" in line]
    assert len(waiting) == 1, err
    # One line for one lock: the archive mirror's check, which met the same lock, said
    # "… was not checked: … database is locked" beside it (tester12's left item).
    assert [line for line in err.splitlines() if "locked" in line] == waiting, err
    assert "WAITING summary g2" in waiting[0] and "database is locked" in waiting[0], err
    assert "run `reverie --home" in out and "again" in out, out
    assert JobLedger(settings).in_states(["failed"]) == []
    assert again_code == 0, (again_out, again_err)
    assert "summarised g2" in again_out, again_out
    with SessionStore.open(settings) as store:
        assert store.get_summary("g2") is not None
    conn = sqlite3.connect(settings.journal_db)
    try:
        statuses = sorted(s for (s,) in conn.execute(
            "SELECT status FROM jobs_ledger WHERE kind = 'summary'"))
    finally:
        conn.close()
    assert statuses == ["deferred", "done"], statuses


def test_a_sweep_or_reconcile_that_meets_a_held_state_db_is_no_dead_letter(tmp_path: Path):
    """The periodic chores honour the same rule (session 34, tester26). Before: while Hermes
    held state.db for two minutes, every sweep and reconcile of those minutes ended
    ``failed`` at its first attempt, five dead letters; `doctor` exited 1 with "5 job(s)
    failed and wait for an operator … Their sessions' work of that kind is parked" (they
    have no session) and the webhook's dead-letter alert would fire, for work the scheduler
    sends again on its interval anyway. Now such a run is ``skipped``, with the error."""
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie=dict(SHORT_WAIT))
    settings = settings_for(home, {})
    with SessionStore.open(settings) as store:   # out of WAL, as Hermes 0.22 keeps it here
        for i in range(4):
            store.append_message("g3", ("user", "assistant")[i % 2], f"Turn {i}: the gate sticks.",
                                 timestamp=1_714_000_000 + i)
    tasks = register(make_huey(settings), settings, clock=FakeClock(start=time.time()))
    engine = None
    try:
        with LockHolder(settings.state_db):
            jobs = [enqueue(tasks, kind, reason="test") for kind in ("sweep", "reconcile")]
            engine = Engine(Pool.of_one(settings, tasks=tasks, workers=1), schedule=False)
            engine.start()
            settled = [_settled(tasks, job) for job in jobs]
    finally:
        if engine is not None:
            engine.stop(5)
    assert [rec.status for rec in settled] == ["skipped", "skipped"], settled
    assert all("database is locked" in (rec.error or "") for rec in settled), settled
    assert JobLedger(settings).in_states(["failed"]) == []
