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
    second, opened = _opened_while_the_first_opener_stops(settings, monkeypatch)
    assert len(opened) == 1
    assert second.dequeue() == b"from the first", "both opened the same queue.db"
    assert sorted(p.name for p in settings.reverie_dir.iterdir()
                  if p.name.startswith(".queue.db")) == [], "no file left beside it"
    assert stat.S_IMODE(os.stat(settings.queue_db).st_mode) == 0o600


def test_a_new_queue_db_on_a_file_system_without_hard_links(home, clean_env, monkeypatch) -> None:
    """Where ``link`` is refused (EPERM: a file system without hard links), queue.db is
    made in place, exclusively, with its tables: the queue opens, owner-only, nothing left
    beside it."""
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


def test_an_empty_queue_db_is_never_seen_without_its_tables(home, clean_env, monkeypatch) -> None:
    """An empty queue.db (a crash between making the file and its tables, or one made in
    place by another process where links are refused) is given huey's tables before any
    opener can see it not empty: a second opener (another thread here, or another process,
    which no lock of this one holds back) must not find a header without tables. Forced as
    above: the first opener stops right after its first connection set its journal mode
    (huey's own DDL switched the empty file to WAL, a header, before its tables)."""
    settings = make_settings(home, clean_env)
    settings.reverie_dir.mkdir(parents=True, exist_ok=True)
    os.close(os.open(settings.queue_db, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    second, opened = _opened_while_the_first_opener_stops(settings, monkeypatch)
    assert len(opened) == 1
    assert second.dequeue() == b"from the first"
    assert second.conn.execute("pragma journal_mode").fetchone()[0] == "wal"
    assert stat.S_IMODE(os.stat(settings.queue_db).st_mode) == 0o600


def _opened_while_the_first_opener_stops(settings, monkeypatch):  # type: ignore[no-untyped-def]
    """The home's queue opened by a first opener (a thread, which enqueues "from the first")
    stopped right after its first connection set its journal mode, and by a second opener
    meanwhile, which must find the tables (a handshake, no sleep): (the second's storage,
    what the first opened). Shared by the two tests above (review14 N2)."""
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
    return second, opened


def _open_and_enqueue(settings, message: bytes, *, wait_for=None, stop_at=None,  # type: ignore[no-untyped-def]
                      resume=None, done=None) -> None:
    """A child process opening the home's queue where ``link`` is refused: it enqueues
    ``message`` and closes. ``wait_for``: an event to wait on first. ``stop_at``/``resume``:
    stop when this process is about to put a file at queue.db's path (a rename over it,
    or an exclusive create, just after it), set ``stop_at`` and wait for ``resume``.
    ``done``: set once the message is committed and the queue closed."""
    import errno

    def no_links(src, dst, *args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(errno.EPERM, "Operation not permitted")

    os.link = no_links
    target = os.fspath(settings.queue_db)
    if stop_at is not None:
        real_open, real_rename = os.open, os.rename

        def stop() -> None:
            stop_at.set()
            if not resume.wait(30):
                os._exit(3)

        def open_(path, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
            fd = real_open(path, flags, *args, **kwargs)
            if os.fspath(path) == target and flags & os.O_CREAT:
                stop()
            return fd

        def rename(src, dst, *args, **kwargs):  # type: ignore[no-untyped-def]
            if os.fspath(dst) == target:
                stop()
            return real_rename(src, dst, *args, **kwargs)

        os.open, os.rename = open_, rename
    if wait_for is not None and not wait_for.wait(30):
        os._exit(4)
    storage = make_huey(settings).storage
    storage.enqueue(message, 0)
    storage.close()
    if done is not None:
        done.set()


def test_two_processes_making_a_new_queue_db_without_hard_links_keep_both(home, clean_env) -> None:
    """review13 M19: where ``link`` is refused, two processes opening a new home at once
    must end with one queue.db holding what each enqueued. Forced with a handshake: the
    second opener stops as it puts its file at queue.db's path (renamed over it, or made
    empty by an exclusive create), while the first opens the queue, enqueues and closes;
    then the second goes on. A rename over the first's file lost the first's message."""
    import multiprocessing

    settings = make_settings(home, clean_env)
    settings.reverie_dir.mkdir(parents=True, exist_ok=True)
    fork = multiprocessing.get_context("fork")
    stopped, resume, first_done = fork.Event(), fork.Event(), fork.Event()
    second = fork.Process(target=_open_and_enqueue, args=(settings, b"from the second"),
                          kwargs={"stop_at": stopped, "resume": resume})
    first = fork.Process(target=_open_and_enqueue, args=(settings, b"from the first"),
                         kwargs={"wait_for": stopped, "done": first_done})
    second.start()
    first.start()
    try:
        assert first_done.wait(60), "the first opener did not finish"
    finally:
        resume.set()
        first.join(60)
        second.join(60)
    assert (first.exitcode, second.exitcode) == (0, 0)
    storage = make_huey(settings).storage
    taken = {storage.dequeue(), storage.dequeue()}
    assert taken == {b"from the first", b"from the second"}
    assert storage.dequeue() is None
    assert stat.S_IMODE(os.stat(settings.queue_db).st_mode) == 0o600
    assert [p.name for p in settings.reverie_dir.iterdir() if p.name.startswith(".queue.db")] == []
