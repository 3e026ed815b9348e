"""Session stores kept open between the jobs of one home (issue 27).

A worker's review or summary used to open ``state.db`` for itself: a connection, four
pragmas and SQLite reading the whole schema again on the first statement, ~1 ms of CPU
each time, several times a session. :class:`KeptStores` lends each job an open
:class:`~search_index.store.SessionStore` and takes it back afterwards, as
``config.database`` lends journal.db connections.

A kept store is lent again only while it still reads the file that is at the path now,
with the schema it opened on (the file's identity and SQLite's schema cookie, as
``search_index.schema`` knows a complete schema by): a state.db replaced by a restore, or
migrated by a newer Hermes, gets a fresh store, as every job's own open did before.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from reverie.config import SYSTEM_CLOCK, Clock
from reverie.config.sqlitedb import BUSY_TIMEOUT_MS

from .store import SessionStore

#: Idle stores kept: one per worker thread that used one lately.
MAX_IDLE = 8

_Key = tuple[int, int, int]


class KeptStores:
    """Open session stores on one ``state.db``, lent one at a time to a thread."""

    def __init__(self, path: str | Path, *, clock: Clock = SYSTEM_CLOCK,
                 max_idle: int = MAX_IDLE, busy_timeout: float = BUSY_TIMEOUT_MS / 1000) -> None:
        self.path = Path(path)
        self.clock = clock
        self.busy_timeout = busy_timeout   # each store's (``Settings.state_db_busy_timeout``)
        self.max_idle = max_idle
        self._idle: list[tuple[SessionStore, _Key]] = []
        self._generation = 0        # bumped by close(): a store lent before it is not kept
        self._lock = threading.Lock()

    @contextmanager
    def borrow(self) -> Iterator[SessionStore]:
        """An open store for this thread alone; kept for the next borrower when the block
        ends normally, closed when it raised (a failure may have left the connection in
        any state)."""
        with self._lock:
            generation = self._generation
        store, opened = self._take()
        kept = False
        try:
            yield store
            kept = True
        finally:
            self._give_back(store, opened, kept, generation)

    def _take(self) -> tuple[SessionStore, _Key | None]:
        """A store and the key it was opened under (the file and schema it reads)."""
        while True:
            with self._lock:
                if not self._idle:
                    break
                store, key = self._idle.pop()
            if _key(store) == key:
                return store, key
            _close(store)       # another file at the path now, or a changed schema
        store = SessionStore(self.path, clock=self.clock, busy_timeout=self.busy_timeout)
        return store, _key(store)

    def _give_back(self, store: SessionStore, opened: _Key | None, kept: bool,
                   generation: int) -> None:
        # Kept only under the key it was opened under, never one read now: a file replaced
        # or a schema changed while it was lent would otherwise become the key of a store
        # still reading the old file (the path's stat is the new file's) or the old schema.
        # The key is not read again here (a stat and a statement a job, issue 27): the next
        # _take compares it with the file and schema then, and closes a store that no longer
        # matches, as it would one replaced while idle.
        if kept and opened is not None and not store.connection.in_transaction:
            with self._lock:
                if generation == self._generation and len(self._idle) < self.max_idle:
                    self._idle.append((store, opened))
                    return
        _close(store)

    @property
    def idle(self) -> int:
        with self._lock:
            return len(self._idle)

    def close(self) -> None:
        """Close every idle store; one lent out is closed when it comes back. The next
        borrow opens a new one."""
        with self._lock:
            idle, self._idle = self._idle, []
            self._generation += 1
        for store, _ in idle:
            _close(store)


def _key(store: SessionStore) -> _Key | None:
    """The file the store reads (device, inode) and its schema cookie; None when either
    cannot be read (the store is then not kept)."""
    try:
        st = os.stat(store.path)
        cookie = store.connection.execute("PRAGMA schema_version").fetchone()[0]
    except (OSError, sqlite3.Error):
        return None
    return (st.st_dev, st.st_ino, int(cookie))


def _close(store: SessionStore) -> None:
    with suppress(Exception):
        store.close()
