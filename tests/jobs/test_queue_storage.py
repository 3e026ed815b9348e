"""queue.db as Reverie opens it through huey's storage class (jobs.queue._QueueStorage)."""

from __future__ import annotations

import threading

from reverie.jobs.queue import make_huey
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
