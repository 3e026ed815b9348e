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


def _pool_of(root: Path, names: list[str], **kwargs) -> Pool:
    from reverie.jobs.homes import HomeSet
    for name in names:
        (root / name).mkdir(parents=True)
        write_config(root / name)
    pool = Pool(HomeSet((str(root / "*"),)), environ={}, **kwargs)
    pool.refresh(first=True)
    return pool


def test_a_thread_moving_to_another_home_keeps_the_last_ones_journal_until_it_runs_dry(
        tmp_path: Path) -> None:
    """With more homes than threads a worker nearly always moves to another home: closing
    the last one's journal.db then made its next job open it again (WAL set up; the close
    checkpointing and deleting the -wal and -shm), ~2.3 ms of CPU a job at 100 homes."""
    pool = _pool_of(tmp_path / "homes", ["a", "b", "c"], workers=1)
    try:
        a, b, c = (pool.entries[ref] for ref in sorted(pool.entries, key=str))

        def job(entry):  # a worker thread's job on ``entry``: a journal.db read
            rt = pool.acquire(entry)
            with rt.tasks.context.ledger.db.read():
                pass
            pool.release(rt, keep_warm=True)
            return rt.tasks.context.ledger.db

        ja, jb = job(a), job(b)
        assert ja.idle_connections == 1       # a's kept although the thread moved on
        jc = job(c)
        assert (ja.idle_connections, jb.idle_connections) == (1, 1)
        a.mark(ready=False)                   # a's queue was found empty; b and c may hold work
        pool.cool()                           # the thread ran dry
        assert ja.idle_connections == 0
        assert (jb.idle_connections, jc.idle_connections) == (1, 0)  # c: the thread's own
        b.mark(ready=False)
        pool.cool()
        assert jb.idle_connections == 0       # an idle pool keeps no journal open
    finally:
        pool.close()


def test_kept_journals_are_bounded(tmp_path: Path) -> None:
    pool = _pool_of(tmp_path / "homes", ["a", "b", "c", "d"], workers=1)
    pool.keep_journals = 2
    try:
        dbs = []
        for ref in sorted(pool.entries, key=str):
            rt = pool.acquire(pool.entries[ref])
            with rt.tasks.context.ledger.db.read():
                pass
            pool.release(rt, keep_warm=True)
            dbs.append(rt.tasks.context.ledger.db)
        # d is the thread's warm home; of a, b, c only the two most recent are kept
        assert [db.idle_connections for db in dbs] == [0, 1, 1, 1]
    finally:
        pool.close()


def test_a_run_once_opens_each_homes_journal_once_for_its_first_round_and_its_jobs(
        tmp_path: Path, monkeypatch) -> None:
    """The first round queued a home's jobs and closed its journal.db; the job then opened
    it again on a worker thread. It is now handed on (``Pool.release(keep_journal=True)``)."""
    from reverie.search_index import SessionStore
    from reverie.worker import run as run_mod

    root = tmp_path / "homes"
    names = [f"h{i}" for i in range(5)]
    pool = _pool_of(root, names, workers=2)
    for name in names:
        with SessionStore.open(settings_for(root / name)) as store:
            store.append_message(f"s-{name}", "user", "Remember that the port is 8443.",
                                 1_735_689_600.0)
            store.append_message(f"s-{name}", "assistant", "Noted.", 1_735_689_605.0)
    opened: list[str] = []
    real = database.connect

    def counting(path, *args, **kwargs):
        if threading.current_thread().name.startswith("pool-worker"):
            opened.append(str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(database, "connect", counting)
    try:
        report = run_mod.run_pool_once(pool, timeout=120)
    finally:
        pool.close()
    assert report.finished.get("done", 0) >= len(names)
    # Before the hand-off a worker thread opened each home's journal.db again, twice a home
    # here (10 for 5 homes, measured at f35838d). Now the first job uses the journal the
    # first round opened; a thread that finds no work meanwhile may close one home's kept
    # journal before its job runs (review17 Q28: 1 of 7 runs under load), so what is
    # promised is fewer than one open a home, not none.
    journal_opens = [p for p in opened if p.endswith("journal.db")]
    assert len(journal_opens) < len(names), journal_opens


def test_a_kept_journal_holds_one_connection(tmp_path: Path) -> None:
    """A home parked among the kept journals keeps one idle connection, not every one its
    jobs and the lease keeper opened side by side."""
    pool = _pool_of(tmp_path / "homes", ["a", "b"], workers=2)
    try:
        a, b = (pool.entries[ref] for ref in sorted(pool.entries, key=str))
        rt = pool.acquire(a)
        db = rt.tasks.context.ledger.db
        leases = rt.tasks.context.leases.db
        with db.read(), leases.read():     # two owners' reads side by side on two threads
            done = threading.Event()

            def other() -> None:
                with leases.read():
                    pass
                done.set()
            threading.Thread(target=other).start()
            assert done.wait(30)
        assert db.idle_connections >= 2
        pool.release(rt, keep_warm=True)
        rt_b = pool.acquire(b)
        pool.release(rt_b, keep_warm=True)   # the thread moves on: a is parked
        assert db.idle_connections == 1
    finally:
        pool.close()


def test_an_idle_pool_on_redis_closes_the_kept_journals_too(tmp_path: Path,
                                                           private_redis) -> None:
    """review17 Q7: a queue on a server is never flagged empty (its take waits on Redis), so
    ``cool()`` kept every served home's journal.db open while the pool idled. A thread that
    found no work closes them whatever the backend."""
    from reverie.jobs.homes import HomeSet
    root = tmp_path / "homes"
    for name in ("a", "b", "c"):
        (root / name).mkdir(parents=True)
        write_config(root / name, reverie={"queue": {
            "backend": "redis", "redis_url": private_redis.url, "name": f"q7{name}"}})
    pool = Pool(HomeSet((str(root / "*"),)), environ={}, workers=1)
    pool.refresh(first=True)
    try:
        dbs = []
        for ref in sorted(pool.entries, key=str):
            rt = pool.acquire(pool.entries[ref])
            assert rt.entry.queue is not None and rt.entry.queue.blocking
            with rt.tasks.context.ledger.db.read():
                pass
            pool.release(rt, keep_journal=True)   # the first round hands it to its job
            dbs.append(rt.tasks.context.ledger.db)
        assert [db.idle_connections for db in dbs] == [1, 1, 1]
        pool.cool()   # the taker found no work
        assert [db.idle_connections for db in dbs] == [0, 0, 0]
    finally:
        pool.close()
