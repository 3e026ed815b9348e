"""The one way in to ``journal.db``: connection lifetime, transactions, busy waits, errors.

Several packages keep tables in ``<home>/reverie/journal.db``: ``memory`` (the operation
journal, scanner block counts), ``review`` (cursors, model calls, exclusions) and ``jobs``
(the ledger, requests, leases, heartbeats). Each owns its tables, their migrations and
every SQL statement on them; each goes through a :class:`Database` for everything else,
so all of them open, wait, commit and fail in the same way:

- **Connections** are opened on first use (WAL, busy timeout, an owner-only new file, the
  owner's migrations applied once per ``Database``) and *lent*: a ``with`` block borrows
  one, and returns it to a small pool when the block ends. Any thread may use the same
  ``Database`` (a borrowed connection is never shared between threads), nothing keeps a
  connection per thread, and :meth:`Database.close` closes every idle one. A connection
  that saw a SQLite failure is closed instead of pooled.
- **The file at the path**: a pooled connection keeps the file it opened, by descriptor.
  A restore that renames another ``journal.db`` over the path, or an operator who moves it
  away, would leave it writing into a file nobody reads any more (and its ``-wal`` beside
  the new one). Each connection is lent only while the path is still its file (device and
  inode, one ``stat`` per borrow), and pooled again only onto the file it was lent on; on
  another file, or none, every idle connection is closed first — its ``-wal`` checkpointed
  into the old file and truncated, as SQLite does not on a moved file, so no old frame is
  read as a page of the new one — the owners' migrations are checked again, and a new
  connection opens (creating an owner-only file where there is none). The closing happens
  outside the pool's lock and waits for readers of the old file only briefly
  (``RETIRE_BUSY_TIMEOUT_MS``): a reader elsewhere that still holds the old file must not
  stall every thread of this process. What this cannot reach: a connection lent at that
  moment (retired when it comes back) and other processes' connections (the ``-wal``
  stays untruncated while they read) still share the path's ``-wal`` and ``-shm`` with
  the new file until they notice too — a restore is only safe with the workers stopped or
  idle, as SQLite's own documentation says of renaming a live database.
- **Transactions**: :meth:`Database.write` is one ``BEGIN IMMEDIATE`` … ``COMMIT`` (the
  write lock taken up front, so writers queue on the busy timeout instead of failing on a
  read-to-write upgrade); an exception rolls it back if SQLite has not already. A
  ``write`` or ``read`` inside a ``write`` on the same thread joins it.
- **Busy**: SQLite's busy timeout (``busy_timeout`` seconds, 10 by default; a caller that
  must not block, such as an agent's hook, passes a short one) waits for the lock; opening
  and migrating, which SQLite fails at once when busy, are retried for up to three times
  that (:func:`config.sqlitedb.retry_busy`, :func:`~config.sqlitedb.open_retry_seconds`).
- **Errors**: every SQLite failure leaves as the owner's :class:`ReverieError` subclass,
  one line naming what could not be done and why, with :func:`config.sqlitedb.failure_hint`
  as the hint (a held lock, a full disk, a read-only home and a damaged file each get their
  own). Busy, a full disk and an I/O error are ``transient``: the same work may succeed once
  the lock is free or space is freed, so a job is retried, not dead-lettered. A misuse of
  the API (``sqlite3.ProgrammingError``: a bad parameter, a closed connection) is a bug and
  is not translated.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from .errors import ReverieError
from .sqlitedb import (
    BUSY_TIMEOUT_MS,
    Migration,
    connect,
    connect_readonly,
    failure_hint,
    is_transient_failure,
    migrate,
    open_retry_seconds,
    retry_busy,
)

DEFAULT_BUSY_TIMEOUT = BUSY_TIMEOUT_MS / 1000
#: Idle connections kept per Database: one per worker thread that used it lately.
MAX_IDLE = 8
#: How long retiring waits for readers of a replaced file before giving up on truncating
#: its ``-wal``: long enough for one of this process's own reads to end, short enough
#: that a reader elsewhere holding the old file costs the borrowers next to nothing.
RETIRE_BUSY_TIMEOUT_MS = 100


def translate(exc: BaseException, error: type[ReverieError], doing: str,
              path: Path | None = None) -> ReverieError:
    """``exc`` (a SQLite or OS failure) as ``error``: "Cannot <doing>: <why>." + hint."""
    reason = " ".join(str(exc).split()) or type(exc).__name__
    return error(f"Cannot {doing}: {reason}.", hint=failure_hint(exc, path),
                 transient=is_transient_failure(exc))


def _translatable(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.Error) and not isinstance(
        exc, sqlite3.ProgrammingError | sqlite3.InterfaceError)


class _Pool:
    """The connections of one or more :class:`Database` handles on one file: the idle ones,
    and the one each thread has borrowed (nested use on that thread gets the same one)."""

    def __init__(self) -> None:
        self.idle: list[sqlite3.Connection] = []
        self.generation = 0              # bumped by close(): older lent connections close
        self.lock = threading.Lock()
        self.lent = threading.local()    # the connection this thread borrowed, while it does
        #: Components whose migrations are applied on this file: a handle built per review
        #: on a shared pool (review.engine.ReviewRun) then reads no schema (issue 27).
        self.migrated: set[str] = set()
        #: The file (device, inode) ``migrated`` and the idle connections are about, and a
        #: count of the files seen so far (a handle's own "migrated" names the one it was).
        self.file: FileKey | None = None
        self.epoch = 0
        #: Retirements under way (outside ``lock``): no connection opens until they end,
        #: so none reads the new file while the old ``-wal`` beside it may hold frames.
        self.retiring = 0
        self.retired = threading.Condition(self.lock)


FileKey = tuple[int, int]


def _retire(conns: Sequence[sqlite3.Connection]) -> None:
    """Close connections whose file is no longer at the path. SQLite checkpoints and
    deletes the ``-wal`` when its last connection closes, but not on a moved file: the
    frames would stay at the path, and a connection on the new file there would read them
    as its own pages (the restored rows hidden under the old ones). So the frames go into
    the old file first and the ``-wal`` is truncated — once, on the last of them (they
    share one ``-wal``), after the others are closed.

    TRUNCATE, not PASSIVE: a passive checkpoint copies the frames but leaves them in the
    ``-wal`` and the ``-shm`` index pointing at them, and a reader on the new file that
    gets a read mark, or a writer that cannot restart the log while an old reader holds
    one, would still read them. TRUNCATE copies what it can at once and then waits for
    readers only ``RETIRE_BUSY_TIMEOUT_MS`` (a reader elsewhere still on the old file
    keeps the ``-wal`` whole: the limit the module docstring names). Best effort: busy,
    read-only or broken, the connection is only closed."""
    *others, last = conns
    for conn in others:
        conn.close()
    with suppress(sqlite3.Error):
        last.execute(f"PRAGMA busy_timeout = {RETIRE_BUSY_TIMEOUT_MS}")
        last.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    last.close()


def _file_key(path: Path) -> FileKey | None:
    """The file at ``path`` (device, inode); None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


class _TranslatingErrors:
    """:meth:`Database._translating_errors_then` as a plain context manager: every statement
    of a job passes through one, and a generator-based one cost three times as much
    (issue 27)."""

    __slots__ = ("db", "release", "doing")

    def __init__(self, db: Database, release: Callable[[bool], None], doing: str) -> None:
        self.db, self.release, self.doing = db, release, doing

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: Any) -> bool:
        failed = False
        try:
            if isinstance(exc, Exception):
                failed = _translatable(exc)
                if failed:
                    db = self.db
                    raise translate(exc, db.error,
                                    f"{self.doing} {db.label} in {db.path.name}",
                                    db.path) from exc
            return False    # anything else leaves as it was
        finally:
            self.release(failed)


class _Borrow:
    """:meth:`Database._borrow` as a plain context manager, entered as ``(connection,
    outer)``: every read and write of a job passes through one, and the generator-based
    one (with ``read``/``write`` around it) cost about as much as the statement it ran
    (issue 27).

    - On a thread that already has a connection (a borrow, a hold or a transaction around
      this one), that connection, ``outer`` True: inside a transaction or another borrow,
      a failure leaves as it is (the use around it answers); as a hold's own use, it fails
      as a borrow would, and a connection that failed is let go (``held()`` closes it).
    - Else one taken from the pool (the owner's schema migrated first if need be), lent to
      this thread meanwhile, and given back at the end (closed when a SQLite failure ended
      the block or it was left in a transaction); a SQLite failure leaves as the owner's
      error."""

    __slots__ = ("db", "doing", "inner")

    def __init__(self, db: Database, doing: str) -> None:
        self.db, self.doing = db, doing
        self.inner: _TranslatingErrors | None = None

    def __enter__(self) -> tuple[sqlite3.Connection, bool]:
        db = self.db
        lent = db._pool.lent
        held = getattr(lent, "conn", None)
        if held is not None:                 # nested on this thread: the same connection
            if db._unmigrated():             # a sharing owner's first use, inside another's
                db._open().close()           # transaction: its schema on a connection of its own
            if not getattr(lent, "holding", False) or held.in_transaction:
                return held, True            # the borrow or transaction around it answers

            def let_go_if_failed(failed: bool) -> None:
                if (failed or held.in_transaction) and lent.conn is held:
                    lent.conn, lent.holding = None, False   # held() closes it at the end

            self.inner = db._translating_errors_then(let_go_if_failed, self.doing)
            return held, True
        conn, generation, key = db._take()
        if db._unmigrated():                 # a connection another sharing owner opened
            db._migrate(conn)                # (closes it and raises when that fails)
        lent.conn = conn

        def give_back(failed: bool) -> None:
            lent.conn = None
            db._give_back(conn, generation, key, broken=failed or conn.in_transaction)

        self.inner = db._translating_errors_then(give_back, self.doing)
        return conn, False

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: Any) -> bool:
        inner = self.inner
        return False if inner is None else inner.__exit__(kind, exc, tb)


class _Read:
    """:meth:`Database.read`: the borrow's connection."""

    __slots__ = ("borrow",)

    def __init__(self, borrow: _Borrow) -> None:
        self.borrow = borrow

    def __enter__(self) -> sqlite3.Connection:
        return self.borrow.__enter__()[0]

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: Any) -> bool:
        return self.borrow.__exit__(kind, exc, tb)


class _Write:
    """:meth:`Database.write`: ``BEGIN IMMEDIATE`` on the borrow's connection, ``COMMIT``
    when the block ends, ``ROLLBACK`` when it raises; inside a transaction on this
    thread's connection, it joins that one. A failure of BEGIN or COMMIT leaves as the
    borrow's failures do (the owner's error for a SQLite one)."""

    __slots__ = ("borrow", "conn", "joined")

    def __init__(self, borrow: _Borrow) -> None:
        self.borrow = borrow

    def __enter__(self) -> sqlite3.Connection:
        borrow = self.borrow
        conn, outer = borrow.__enter__()
        self.conn = conn
        self.joined = outer and conn.in_transaction   # joins the transaction around it
        if not self.joined:
            try:
                conn.execute("BEGIN IMMEDIATE")
            except BaseException as exc:
                borrow.__exit__(type(exc), exc, exc.__traceback__)   # (may translate it)
                raise
        return conn

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: Any) -> bool:
        borrow, conn = self.borrow, self.conn
        if self.joined:
            return borrow.__exit__(kind, exc, tb)
        if exc is not None:
            # SQLite may have rolled back by itself (disk full, I/O error); a second
            # ROLLBACK would raise "no transaction is active" and hide the real cause.
            if conn.in_transaction:
                with suppress(sqlite3.Error):  # the connection is closed, not pooled
                    conn.execute("ROLLBACK")
            return borrow.__exit__(kind, exc, tb)
        try:
            conn.execute("COMMIT")
        except BaseException as failure:
            borrow.__exit__(type(failure), failure, failure.__traceback__)
            raise
        return borrow.__exit__(None, None, None)


class Database:
    """One owner's handle on a shared SQLite file; thread-safe, cheap until first used.

    ``component`` / ``migrations``: the owner's schema (``config.sqlitedb.migrate``);
    ``error``: the owner's error class; ``label``: what the owner's tables are called in
    messages ("the job ledger"). ``shares``: another owner's handle on the same file whose
    connections this one borrows (sqlite-utils' ``Database(conn)`` idea): the owners of one
    review use one connection, and a write of one inside a write of another joins its
    transaction. Closing a sharing handle leaves the shared connections to their owner.
    """

    def __init__(self, path: Path, *, component: str, migrations: Sequence[Migration],
                 error: type[ReverieError], label: str,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT, read_only: bool = False,
                 shares: Database | None = None) -> None:
        # (a Path is kept as it is: a review makes several handles, issue 27)
        path = path if isinstance(path, Path) else Path(path)
        if shares is not None and (path != shares.path or read_only != shares.read_only):
            raise ValueError("a Database shares connections only with one on the same file")
        self.path = path
        #: Opened ``mode=ro``: never created, switched to WAL or migrated (``reverie doctor``
        #: must not write); a write fails as the owner's error.
        self.read_only = read_only
        self.component = component
        self.migrations = list(migrations)
        self.error = error
        self.label = label
        self.busy_timeout = busy_timeout
        self._migrated_epoch: int | None = None  # the pool's file this handle migrated on
        self._owns_pool = shares is None
        self._pool = _Pool() if shares is None else shares._pool

    # --- borrowing ---------------------------------------------------------------------------

    def read(self) -> _Read:
        """A connection for reads (autocommit: each statement sees the latest commit)."""
        return _Read(_Borrow(self, "read"))

    def write(self) -> _Write:
        """One ``BEGIN IMMEDIATE`` transaction: committed whole, or rolled back whole.
        Inside another write on this thread's connection, it joins that transaction."""
        return _Write(_Borrow(self, "write"))

    def prepare(self) -> None:
        """Open and migrate now. A handle that ``shares`` another's connections is prepared
        before its first use inside the other's transaction: migrating then needs a
        connection of its own, which waits for that very transaction on a new file.
        A handle whose schema is known on the pool's file returns at once."""
        if not self._unmigrated():
            return
        with self.read():
            pass

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Every row of one read."""
        # (the borrow itself, as ``read`` does: one context manager less a statement)
        with self._borrow("read") as (conn, _):
            return conn.execute(sql, params).fetchall()

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        with self._borrow("read") as (conn, _):
            return conn.execute(sql, params).fetchone()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement in its own transaction; returns the rows it changed."""
        with self.write() as conn:
            return conn.execute(sql, params).rowcount

    @contextmanager
    def held(self) -> Iterator[None]:
        """Lend this thread one connection for the whole block (a job, issue 27): every
        ``read``/``write`` inside it, of this handle and of every handle sharing its pool,
        uses that connection without a ``stat`` of the file or the pool's lock. Each such
        use still is its own transaction and fails as its owner's error, as outside a hold.
        A connection that saw a SQLite failure, or was left in a transaction, is let go at
        once (later uses borrow as usual) and closed when the block ends. A file replaced
        at the path meanwhile is noticed by the first borrow after the block (a job's
        connection keeps the file it began on, as a lent one always did). Inside another
        borrow or hold on this thread, nothing changes."""
        lent = self._pool.lent
        if getattr(lent, "conn", None) is not None:
            yield
            return
        conn, generation, key = self._take()
        if self._unmigrated():
            self._migrate(conn)              # (closes it and raises when that fails)
        lent.conn, lent.holding = conn, True
        try:
            yield
        finally:
            kept = lent.conn is conn
            lent.conn, lent.holding = None, False
            self._give_back(conn, generation, key, broken=not kept or conn.in_transaction)

    def _borrow(self, doing: str) -> _Borrow:
        """This thread's connection (``outer``: lent by a borrow, hold or transaction around
        this one) or one taken from the pool and given back at the end (:class:`_Borrow`)."""
        return _Borrow(self, doing)

    def _translating_errors_then(self, release: Callable[[bool], None],
                                 doing: str) -> _TranslatingErrors:
        """Run the block; a SQLite failure in it leaves as this handle's error ("Cannot
        <doing> <label> in <file>"), anything else as it was. ``release(failed)`` runs at
        the end either way, told whether a SQLite failure ended the block."""
        return _TranslatingErrors(self, release, doing)

    # --- the pool ------------------------------------------------------------------------------

    def _take(self) -> tuple[sqlite3.Connection, int, FileKey | None]:
        """A connection, the pool's generation and the file it reads (None: not known)."""
        pool = self._pool
        now = _file_key(self.path)
        stale: list[sqlite3.Connection] | None = None
        with pool.lock:
            if now != pool.file:
                # Stat'ed again under the lock: a thread whose stat predates a replacement
                # another thread has already handled must not set the old file back.
                now = _file_key(self.path)
            if now != pool.file:
                # Another file at the path, or none: what the pool knew is about the old one.
                # Its idle connections are retired outside the lock (their checkpoint may
                # wait for readers of the old file); until that ends no connection opens.
                stale, pool.idle = pool.idle, []
                pool.retiring += 1
                pool.generation += 1             # lent ones are retired when they come back
                pool.migrated.clear()
                pool.file = now
                pool.epoch += 1
            generation = pool.generation
            conn = pool.idle.pop() if pool.idle else None
        if stale is not None:
            try:
                if stale:
                    _retire(stale)
            finally:
                with pool.lock:
                    pool.retiring -= 1
                    pool.retired.notify_all()
        if conn is not None:
            return conn, generation, now
        with pool.lock:
            while pool.retiring:
                pool.retired.wait()
        conn = self._open()
        # The file stat'ed before the open, if there was one (replaced in between, the
        # connection is retired when it comes back: the safe way round).
        key = now if now is not None else _file_key(self.path)
        with pool.lock:
            if pool.file is None:                # this open created the file (and migrated it)
                pool.file = key
        return conn, generation, key

    def _give_back(self, conn: sqlite3.Connection, generation: int, key: FileKey | None, *,
                   broken: bool) -> None:
        pool = self._pool
        # Back into the pool only onto the file it was lent on. No stat here: a file replaced
        # during the borrow is seen by the next take, which retires every idle connection.
        moved = False
        if not broken:
            with pool.lock:
                if (generation == pool.generation and key is not None and key == pool.file
                        and len(pool.idle) < MAX_IDLE):
                    pool.idle.append(conn)
                    return
                moved = key != pool.file
        if moved:
            _retire([conn])
        else:
            conn.close()

    def _open(self) -> sqlite3.Connection:
        if self.read_only:
            return connect_readonly(self.path, error=self.error, timeout=self.busy_timeout)
        conn = connect(self.path, error=self.error, busy_timeout=self.busy_timeout)
        if self._unmigrated():
            self._migrate(conn)
        return conn

    def _unmigrated(self) -> bool:
        """Whether this owner's migrations are still to be checked: not by this handle, nor
        by another owner's handle of the same component on the shared pool."""
        pool = self._pool
        if self._migrated_epoch == pool.epoch:
            return False
        if self.component in pool.migrated:
            self._migrated_epoch = pool.epoch
            return False
        return True

    def _migrate(self, conn: sqlite3.Connection) -> None:
        """Apply this owner's migrations on ``conn`` (once per Database; closes ``conn`` and
        raises the owner's error when that fails)."""
        if self.read_only:
            return
        with self._pool.lock:
            epoch = self._pool.epoch             # the file these migrations are checked on
        try:
            retry_busy(lambda: migrate(conn, self.component, self.migrations),
                       seconds=open_retry_seconds(self.busy_timeout))
        except sqlite3.Error as exc:
            conn.close()
            raise translate(exc, self.error,
                            f"prepare {self.label} in {self.path}", self.path) from exc
        except BaseException:
            conn.close()
            raise
        with self._pool.lock:
            if epoch == self._pool.epoch:        # (another file came meanwhile: check again)
                self._migrated_epoch = epoch
                self._pool.migrated.add(self.component)

    @property
    def idle_connections(self) -> int:
        """Connections open and waiting in the pool (for tests and monitoring)."""
        with self._pool.lock:
            return len(self._pool.idle)

    def trim(self) -> None:
        """Keep one idle connection, its page cache given back (``PRAGMA shrink_memory``),
        and close the others: what a handle parked between uses holds (a pool of many
        homes keeps some homes' journal.db open between their jobs, issue 27). A handle
        that ``shares`` another's connections leaves them to it."""
        if not self._owns_pool:
            return
        pool = self._pool
        with pool.lock:
            if not pool.idle:
                return
            *extra, conn = pool.idle
            pool.idle = []
            generation, key = pool.generation, pool.file
        for other in extra:
            other.close()
        broken = False
        try:
            conn.execute("PRAGMA shrink_memory")
        except sqlite3.Error:
            broken = True
        self._give_back(conn, generation, key, broken=broken)

    def close(self) -> None:
        """Close every idle connection; one lent out is closed when it comes back. The
        Database stays usable: the next use opens a connection again. A handle that
        ``shares`` another's connections leaves them to it."""
        if not self._owns_pool:
            return
        pool = self._pool
        with pool.lock:
            idle, pool.idle = pool.idle, []
            pool.generation += 1
        for conn in idle:
            conn.close()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
