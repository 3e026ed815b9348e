"""Opening Reverie's SQLite files and applying recorded, ordered schema migrations.

Several packages keep tables in the same database (``reverie/journal.db`` holds the
operation journal, review cursors, model-call costs and the job ledger). Each package
declares its own ordered list of migrations under a *component* name; applied ones are
recorded in ``reverie_migrations(component, version, name, applied_at)`` so every
migration runs exactly once per database, in order, inside a transaction.
"""

from __future__ import annotations

import contextlib
import errno
import os
import pwd
import random
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from .errors import ReverieError
from .fs import FILE_MODE, ensure_private_dir
from .regular import check_regular

T = TypeVar("T")

NOT_A_DATABASE = "Move it away: a database must be a regular file (Reverie creates a new one)."

BUSY_TIMEOUT_MS = 10_000
#: How long opening/migrating keeps retrying a busy database (see ``retry_busy``).
OPEN_RETRY_SECONDS = 30.0


@dataclass(frozen=True)
class Migration:
    """One schema step: SQL script text, or a callable taking the connection."""

    version: int
    name: str
    apply: str | Callable[[sqlite3.Connection], None]


def open_retry_seconds(busy_timeout: float) -> float:
    """How long opening/migrating retries a busy database for a connection that waits
    ``busy_timeout`` seconds on a lock: :data:`OPEN_RETRY_SECONDS` for the default 10 s, in
    proportion for a shorter one (an agent's hook that must not block)."""
    return OPEN_RETRY_SECONDS * busy_timeout / (BUSY_TIMEOUT_MS / 1000)


def is_busy(exc: BaseException) -> bool:
    """Whether a SQLite failure is another process holding the database (worth a retry)."""
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def retry_busy(fn: Callable[[], T], *, seconds: float | None = None,
               sleep: Callable[[float], None] = time.sleep) -> T:
    """``fn()``, retried with backoff (10 ms doubling to 0.5 s, jittered) while SQLite says
    the database is busy/locked, for at most ``seconds``.

    SQLite does not call the busy handler everywhere: switching a database to WAL while
    another connection holds a write lock, or a read turning into a write, returns
    SQLITE_BUSY at once (issue 14: two reviews opening a fresh journal.db at the same moment
    failed with "database is locked"). Opening and migrating go through here.
    """
    deadline = time.monotonic() + (OPEN_RETRY_SECONDS if seconds is None else seconds)
    delay = 0.01
    while True:
        try:
            return fn()
        except sqlite3.OperationalError as exc:
            if not is_busy(exc) or time.monotonic() >= deadline:
                raise
        sleep(delay * (0.5 + random.random()))
        delay = min(delay * 2, 0.5)


_ERRNO_KINDS = {errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EIO: "io"}


def failure_kind(exc: BaseException) -> str:
    """What a SQLite (or OS) failure is: ``busy``, ``full``, ``readonly``, ``open``, ``io``,
    ``constraint`` (the schema refused a row) or ``damaged`` (anything else: SQLite says the
    file is not what it should be)."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return "busy"
    if "disk is full" in text or "no space" in text:
        return "full"
    if "readonly" in text or "read-only" in text or "permission" in text:
        return "readonly"
    if "unable to open" in text:
        return "open"
    if "disk i/o" in text:
        return "io"
    # A row the schema refuses (NOT NULL, CHECK, FOREIGN KEY …) is not a damaged file: the
    # usual cause is a newer Hermes whose state.db has a column or rule Reverie does not
    # fill (session 18: an ingest into such a file said "check that the file is a SQLite
    # database").
    if "constraint failed" in text:
        return "constraint"
    return "damaged"


#: Failures where the same work may succeed later without anyone editing a file: the lock
#: is freed, space is freed (a full disk also shows as an I/O error while SQLite creates
#: its -wal/-shm files).
TRANSIENT_KINDS = frozenset({"busy", "full", "io"})

_HINTS = {
    "busy": "Another process is holding the database; retry in a moment.",
    "full": "The disk is full; free some space, then retry.",
    "readonly": ("The file or its directory is read-only for you; Reverie writes there even"
                 " to read (SQLite's WAL). Check the home's permissions and mount."),
    "open": "Check that the directory exists and that you can write to it.",
    "io": "The disk reported an I/O error; check the disk and free space, then retry.",
    "damaged": "Check that the file is a SQLite database and that you own it.",
    "constraint": ("The database refused a row (a constraint failed): a fault in Reverie;"
                   " run the command again with --debug and report what it shows."),
}

#: A row Hermes' session store refuses: its schema, which Hermes owns, has a column or rule
#: Reverie does not fill (review20's R5: said of journal.db or queue.db, whose schema is
#: Reverie's own, it sent the operator to doctor's state.db line for nothing).
_NEWER_HERMES_HINT = ("The database refused the row: its schema has a column or rule this"
                      " Reverie does not fill (a newer Hermes?); `reverie doctor` names the"
                      " schema version; upgrade Reverie.")

#: The file name of Hermes' session store (``Settings.state_db``); Reverie's own are
#: journal.db and queue.db.
_HERMES_STORE_NAME = "state.db"


def failure_hint(exc: BaseException, path: Path | None = None) -> str:
    """What to do about a SQLite failure: a lock, a full disk or a read-only home is not a
    damaged file, so say which it is (issue 14: a full disk was diagnosed as "check that
    the file is a SQLite database"). With the database's ``path``, a file or directory
    that belongs to another user is named as that, not as a read-only mount, and a row
    Hermes' state.db refuses is put down to a newer Hermes schema."""
    kind = failure_kind(exc)
    if kind == "readonly" and path is not None:
        owner = other_owner_hint(Path(path))
        if owner is not None:
            return owner
    if kind == "constraint" and path is not None and Path(path).name == _HERMES_STORE_NAME:
        return _NEWER_HERMES_HINT
    return _HINTS[kind]


def other_owner_hint(path: Path) -> str | None:
    """When ``path`` (or, missing or ours, its directory) belongs to another user and is not
    writable for this one: what to do, naming the owner. A home Hermes runs as one user and Reverie as another (root's
    shell, a service with another User=) fails on every write with "read-only"."""
    me = os.geteuid()
    for where in (path, path.parent):
        try:
            uid = os.stat(where).st_uid
        except OSError:
            continue
        # Only when its owner is what refuses this user (review20's R2: a damaged file of
        # another user's, writable by all, is damaged, and root is refused by no owner).
        if uid != me and not os.access(where, os.W_OK, effective_ids=True):
            owner, you = _user_name(uid), _user_name(me)
            return (f"{where} belongs to {owner}, not to you ({you}): run Reverie as {owner},"
                    " the user the agent runs as, or give the home to the user who runs both"
                    " (chown -R).")
    return None


def _user_name(uid: int) -> str:
    try:
        return f"{pwd.getpwuid(uid).pw_name} (uid {uid})"
    except KeyError:  # a uid with no passwd entry (a container's files)
        return f"uid {uid}"


def is_transient_failure(exc: BaseException) -> bool:
    """Whether a SQLite/OS failure may go away by itself (see :data:`TRANSIENT_KINDS`)."""
    return failure_kind(exc) in TRANSIENT_KINDS


#: ``connect(journal=...)``: Reverie's own databases are switched to WAL; a database another
#: program owns (Hermes' state.db) keeps the journal mode that program chose.
OWN_WAL = "wal"
KEEP = "keep"


def wal_reset_vulnerable(version: tuple[int, ...] | None = None) -> bool:
    """Whether this SQLite (or ``version``) has the WAL-reset corruption bug
    (https://sqlite.org/wal.html#walresetbug): 3.7.0 up to 3.51.2, except the backports
    3.44.6+ (3.44 line) and 3.50.7+ (3.50 line). Python 3.11 on Debian 12 links 3.40.1."""
    v = tuple(sqlite3.sqlite_version_info if version is None else version)[:3]
    fixed = v >= (3, 51, 3) or (3, 50, 7) <= v < (3, 51, 0) or (3, 44, 6) <= v < (3, 45, 0)
    return v >= (3, 7, 0) and not fixed


def connect(path: Path, *, error: type[ReverieError] = ReverieError,
            busy_timeout: float = BUSY_TIMEOUT_MS / 1000,
            journal: str = OWN_WAL) -> sqlite3.Connection:
    """Open ``path`` with a busy timeout (seconds); a new file is created owner-only.

    ``journal``: :data:`OWN_WAL` switches the file to WAL (Reverie's own databases);
    :data:`KEEP` never changes the journal mode of an existing file (issue 32: Hermes 0.22
    keeps state.db in rollback mode on SQLite builds with the WAL-reset bug, and switching
    it to WAL overrode that decision). A brand-new file opened with :data:`KEEP` gets what
    current Hermes would give it: WAL, unless this SQLite has the WAL-reset bug.

    ``isolation_level=None`` (autocommit): callers open transactions explicitly with
    ``BEGIN IMMEDIATE`` where they need them.
    """
    if journal not in (OWN_WAL, KEEP):
        raise ValueError(f"journal must be {OWN_WAL!r} or {KEEP!r}, not {journal!r}")
    path = Path(path)
    conn = None
    try:
        ensure_private_dir(path.parent)
        # SQLite opening a FIFO hangs on its first read (issue 19): a regular file or none.
        if not check_regular(path, error=error, hint=NOT_A_DATABASE):
            fd = os.open(path, os.O_CREAT | os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK,
                         FILE_MODE)
            os.close(fd)
        conn = sqlite3.connect(
            str(path), timeout=busy_timeout, isolation_level=None, check_same_thread=False,
        )
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
        if journal == OWN_WAL or (_is_empty(conn) and not wal_reset_vulnerable()):
            retry_busy(lambda: _set_wal(conn), seconds=open_retry_seconds(busy_timeout))
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
    except (sqlite3.Error, OSError) as exc:
        if conn is not None:
            conn.close()
        raise error(
            f"Cannot open database {path}: {exc}.", hint=failure_hint(exc, path),
            transient=is_transient_failure(exc),
        ) from exc
    return conn


def connect_readonly(path: Path, *, error: type[ReverieError] = ReverieError,
                     timeout: float = 2.0) -> sqlite3.Connection:
    """Open an existing database to read it and change nothing in its directory (``reverie
    doctor``): no WAL switch, no migration, no new file.

    ``mode=ro`` alone still creates ``-wal`` and ``-shm`` beside a WAL database nobody has
    open (issue 19: doctor left them in the home). Without a ``-wal`` (or a rollback
    ``-journal``) file no connection is writing and everything committed is in the main
    file, so it is read ``immutable`` (SQLite then takes no locks and makes no files; a
    writer that starts during the read is not seen: a diagnosis is a snapshot). With one
    present, a writer may be live, and the usual read-only open, which reads it, is used.

    The file's header is deliberately not read with ``open()``: closing any descriptor of a
    database drops every POSIX lock this process holds on it, including those of its own
    SQLite connections, and another process may then delete the WAL under them.
    """
    path = Path(path)
    if not check_regular(path, error=error, hint=NOT_A_DATABASE):
        raise error(f"{path} does not exist.", hint="Check --home / --profile.")
    quiet = not any(os.path.lexists(f"{path}{suffix}") for suffix in ("-wal", "-journal"))
    uri = f"file:{quote(str(path.absolute()))}?mode=ro" + ("&immutable=1" if quiet else "")
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None,
                               check_same_thread=False)
    except sqlite3.Error as exc:
        raise error(f"Cannot open database {path}: {exc}.", hint=failure_hint(exc, path),
                    transient=is_transient_failure(exc)) from exc
    conn.row_factory = sqlite3.Row
    return conn


def _is_empty(conn: sqlite3.Connection) -> bool:
    """Whether the file holds no database yet (zero pages): reading the page count takes no
    lock and changes nothing."""
    return int(conn.execute("PRAGMA page_count").fetchone()[0]) == 0


def _set_wal(conn: sqlite3.Connection) -> None:
    # Asking is lock-free; switching needs the database to itself (and fails at once,
    # without waiting, while another connection writes), so switch only when needed.
    if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
        conn.execute("PRAGMA journal_mode=WAL")


_MIGRATIONS_TABLE = """
CREATE TABLE IF NOT EXISTS reverie_migrations (
    component TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at REAL NOT NULL,
    PRIMARY KEY (component, version)
)
"""


def migrate(conn: sqlite3.Connection, component: str, migrations: Sequence[Migration]) -> list[str]:
    """Apply the not-yet-applied ``migrations`` of ``component`` in version order.

    Returns the names applied now. Safe to call from concurrent processes: the check and
    the apply happen inside one ``BEGIN IMMEDIATE`` transaction.
    """
    versions = [m.version for m in migrations]
    if versions != sorted(set(versions)):
        raise ValueError(f"migrations of {component!r} must have increasing unique versions")
    # Fast path, no write lock: every open of a current database ends here.
    if {m.version for m in migrations} <= _applied_versions(conn, component):
        return []
    conn.execute(_MIGRATIONS_TABLE)
    applied_now: list[str] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        done = {
            row[0]
            for row in conn.execute(
                "SELECT version FROM reverie_migrations WHERE component = ?", (component,)
            )
        }
        for m in migrations:
            if m.version in done:
                continue
            if isinstance(m.apply, str):
                for statement in _split_sql(m.apply):
                    conn.execute(statement)
            else:
                m.apply(conn)
            conn.execute(
                "INSERT INTO reverie_migrations(component, version, name, applied_at)"
                " VALUES (?, ?, ?, ?)",
                (component, m.version, m.name, time.time()),
            )
            applied_now.append(m.name)
        conn.execute("COMMIT")
    except BaseException:
        # SQLite may have rolled back by itself (disk full, I/O error); a second ROLLBACK
        # would raise "no transaction is active" and hide the real cause.
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return applied_now


def _applied_versions(conn: sqlite3.Connection, component: str) -> set[int]:
    try:
        rows = conn.execute(
            "SELECT version FROM reverie_migrations WHERE component = ?", (component,))
    except sqlite3.OperationalError:  # no migrations table yet: a new database
        return set()
    return {row[0] for row in rows}


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, or ``ROLLBACK`` on any exception.

    IMMEDIATE takes the write lock up front, so two writers queue on the busy timeout
    instead of one failing with SQLITE_BUSY when it upgrades a read to a write.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        # SQLite may have rolled back by itself (disk full, I/O error); a second ROLLBACK
        # would raise "no transaction is active" and hide the real cause.
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _split_sql(script: str) -> list[str]:
    """Split a script into complete statements (executescript would COMMIT our transaction)."""
    statements: list[str] = []
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                statements.append(buf.strip())
            buf = ""
    if buf.strip():
        statements.append(buf.strip())
    return statements
