"""queue.db as Reverie opens it through huey's storage class (jobs.queue._QueueStorage)."""

from __future__ import annotations

import os
import stat
import threading

from reverie.jobs.queue import _QueueStorage, make_huey
from tests.conftest import make_settings


def test_queue_db_commits_in_wal_at_synchronous_normal_on_every_thread(home, clean_env) -> None:
    """As journal.db: a commit is not fsync'ed (only each checkpoint), where huey left
    SQLite's FULL, one fsync of the -wal per enqueue and per take (issue 27)."""
    storage = make_huey(make_settings(home, clean_env)).storage
    seen: list[tuple[str, int]] = []

    def look() -> None:   # huey keeps a connection per thread: each is opened the same way
        conn = storage.conn
        seen.append((conn.execute("pragma journal_mode").fetchone()[0],
                     conn.execute("pragma synchronous").fetchone()[0]))

    look()
    other = threading.Thread(target=look)
    other.start()
    other.join()
    assert seen == [("wal", 1), ("wal", 1)]   # 1: NORMAL
    storage.enqueue(b"a message", 0)
    assert storage.dequeue() == b"a message"
    assert storage.dequeue() is None


def test_a_new_queue_db_is_never_seen_without_its_tables(home, clean_env, monkeypatch) -> None:
    """Two openers of a home with no queue.db yet (the pool's first round opening a home
    while its dispatcher opens the home's queue): the second must not find a file whose
    tables are not committed. Forced with a handshake: the first opener stops right after
    its first connection switched its file to WAL, until the second has opened and read."""
    settings = make_settings(home, clean_env)
    inside, done = threading.Event(), threading.Event()
    first = threading.current_thread()   # replaced by the first opener's thread below
    original = _QueueStorage._set_journal_mode

    def set_journal_mode(self, conn) -> None:  # type: ignore[no-untyped-def]
        original(self, conn)
        if threading.current_thread() is first and not inside.is_set():
            inside.set()
            assert done.wait(30), "the second opener did not finish"

    monkeypatch.setattr(_QueueStorage, "_set_journal_mode", set_journal_mode)
    opened: list[object] = []

    def open_first() -> None:
        storage = make_huey(settings).storage
        storage.enqueue(b"from the first", 0)
        opened.append(storage)

    thread = threading.Thread(target=open_first)
    first = thread
    thread.start()
    assert inside.wait(30), "the first opener never connected"
    try:
        second = make_huey(settings).storage
        assert second.dequeue() is None   # without the fix: no such table: task
    finally:
        done.set()
        thread.join()
    assert len(opened) == 1
    assert second.dequeue() == b"from the first", "both opened the same queue.db"
    assert sorted(p.name for p in settings.reverie_dir.iterdir()
                  if p.name.startswith(".queue.db")) == [], "no file left beside it"
    assert stat.S_IMODE(os.stat(settings.queue_db).st_mode) == 0o600


def test_a_new_queue_db_on_a_file_system_without_hard_links(home, clean_env, monkeypatch) -> None:
    """Where ``link`` is refused (EPERM: a file system without hard links), the new file is
    renamed into place: the queue opens as it did before queue.db was made whole."""
    import errno

    def no_links(src, dst, *args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    settings = make_settings(home, clean_env)
    storage = make_huey(settings).storage
    storage.enqueue(b"a message", 0)
    assert storage.dequeue() == b"a message"
    assert stat.S_IMODE(os.stat(settings.queue_db).st_mode) == 0o600
    assert [p.name for p in settings.reverie_dir.iterdir() if p.name.startswith(".queue.db")] == []
