"""A worker thread keeps the home of its last job open until it moves on or runs dry.

A home's jobs come in bursts (a session's review, then its summary): closing its queue.db
and journal.db connections after every job made the next job open them again, pragmas and
schema included (issue 27). Here real jobs (the ledger, leases and accounting in journal.db,
huey's queue.db) run on one worker thread, and the connections it opens are counted.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

from reverie.config import database
from reverie.jobs.ledger import Outcome
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue, register, wait_idle
from reverie.worker.pool import Pool
from reverie.worker.run import Engine

from .conftest import settings_for, write_config


class _Tracked(sqlite3.Connection):
    """A connection that says it was closed without being used to ask (a probe's execute
    racing the worker's close() on the same connection can crash the interpreter)."""
    closed_here = False

    def close(self) -> None:
        self.closed_here = True
        super().close()


def _count_worker_opens(monkeypatch) -> list[sqlite3.Connection]:
    opened: list[sqlite3.Connection] = []
    real = database.connect
    real_sqlite_connect = sqlite3.connect

    def tracked(*args, **kwargs):
        kwargs.setdefault("factory", _Tracked)
        return real_sqlite_connect(*args, **kwargs)

    def counting(path, *args, **kwargs):
        conn = real(path, *args, **kwargs)
        if threading.current_thread().name.startswith("pool-worker"):
            opened.append(conn)
        return conn

    monkeypatch.setattr(sqlite3, "connect", tracked)
    monkeypatch.setattr(database, "connect", counting)
    return opened


def _is_open(conn: sqlite3.Connection) -> bool:
    return not conn.closed_here


def test_a_worker_opens_journal_db_once_for_a_run_of_jobs_and_closes_it_when_dry(
        home: Path, monkeypatch) -> None:
    write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings,
                     engine=lambda kind, sid, call: Outcome(staged=1, applied=1))
    for i in range(12):
        enqueue(tasks, "review", f"s{i}", reason="test")
    opened = _count_worker_opens(monkeypatch)
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=1), schedule=False).start()
    try:
        assert wait_idle(tasks, 60), "the worker did not drain"
        ledger = tasks.context.ledger
        assert ledger.counts().get("done", 0) == 12
        # The twelve jobs' connection, opened once (each job opened one before), and the
        # one the model-call ledger checks its schema on at its first use.
        assert len(opened) <= 2, opened
        # Run dry, the thread closes what it kept open.
        deadline = time.monotonic() + 30
        while any(map(_is_open, opened)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(map(_is_open, opened))
    finally:
        worker.stop()


def test_every_worker_thread_closes_its_home_when_the_pool_runs_dry(home: Path,
                                                                   monkeypatch) -> None:
    """Two threads: the one that waits for work in the dispatcher and the one that waits
    for its turn there both close what they kept."""
    write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings,
                     engine=lambda kind, sid, call: Outcome(staged=1, applied=1))
    for i in range(12):
        enqueue(tasks, "review", f"s{i}", reason="test")
    opened = _count_worker_opens(monkeypatch)
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=2), schedule=False).start()
    try:
        assert wait_idle(tasks, 60), "the workers did not drain"
        assert tasks.context.ledger.counts().get("done", 0) == 12
        assert opened
        deadline = time.monotonic() + 30
        while any(map(_is_open, opened)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(map(_is_open, opened))
    finally:
        worker.stop()


def test_a_home_kept_warm_is_closed_when_its_thread_runs_dry_unless_in_use(home: Path,
                                                                           monkeypatch) -> None:
    write_config(home)
    settings = settings_for(home)
    tasks = register(make_huey(settings), settings,
                     engine=lambda kind, sid, call: Outcome(staged=1, applied=1))
    pool = Pool.of_one(settings, tasks=tasks, workers=1)
    entry = next(iter(pool.entries.values()))
    rt = pool.acquire(entry)
    with rt.tasks.context.ledger.db.read():
        pass                                  # a connection pooled by the home's journal
    pool.release(rt, keep_warm=True)
    assert rt.tasks.context.ledger.db.idle_connections == 1   # kept: the thread may come back
    rt = pool.acquire(entry)
    pool.release(rt, keep_warm=True)
    assert rt.tasks.context.ledger.db.idle_connections == 1   # the same home: still kept
    pool.cool()                                # this thread has nothing more to do
    assert rt.tasks.context.ledger.db.idle_connections == 0
    rt = pool.acquire(entry)
    held = pool.acquire(entry)                 # another user of the home, still running
    with rt.tasks.context.ledger.db.read():
        pass
    pool.release(rt, keep_warm=True)
    pool.cool()
    assert rt.tasks.context.ledger.db.idle_connections == 1   # in use: not closed under it
    pool.release(held)                         # its last user (not a worker): closed now
    assert rt.tasks.context.ledger.db.idle_connections == 0
    pool.close()
