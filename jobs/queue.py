"""The huey instance and its two backends: built here, on the enqueue side's layer.

``make_huey(settings)`` returns a ``SqliteHuey`` at ``<home>/reverie/queue.db`` (the embedded
default) or a ``RedisHuey`` when ``reverie.queue.backend: redis``. Every home has a queue of
its own (issue 24): its queue.db, or in Redis the one named by :func:`queue_name` —
``<queue.name>_<home id>``, the id being a random token kept in ``<home>/reverie/home-id``
(:func:`home_id`). So any number of homes (and profiles) share one Redis database without
sharing a queue, two hosts holding different homes at the same path never see each other's
jobs, and hosts that share one home (one file system) see the same id and share its queue.
Nothing here is a module global: every process builds its own instance from the settings it
was given, and :mod:`jobs.tasks` registers the task functions on it.

It lives in ``jobs`` because both sides need it: the enqueue API and the dead-letter actions
send through the same instance the workers consume. ``worker`` only runs the engine on
top of it, reaching each queue through :mod:`jobs.homequeue`.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import pickle
import re
import secrets
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reverie.config import QueueError, Settings, load_settings
from reverie.config.fs import FILE_MODE, ensure_private_dir, fsync_dir
from reverie.config.regular import check_regular, read_regular
from reverie.config.settings import redact_url
from reverie.config.sqlitedb import NOT_A_DATABASE, failure_hint, failure_kind, is_transient_failure

from .hueylib import (
    EmptyData,
    RedisHuey,
    Serializer,
    SqliteHuey,
    SqliteStorage,
    huey,
    redis_backend,
)

if TYPE_CHECKING:
    import redis

# Redis workers block on BRPOP instead of polling; a short read timeout lets them notice a
# stop request quickly.
REDIS_READ_TIMEOUT = 1


@dataclass(frozen=True)
class Capabilities:
    """What a backend can do, so callers branch on facts rather than on class names."""

    blocking_dequeue: bool       # workers wait on the server instead of polling
    shared_across_hosts: bool    # worker processes on other machines see the same queue
    priorities: bool


def capabilities(h: huey.Huey) -> Capabilities:
    if h.storage.blocking:
        return Capabilities(blocking_dequeue=True, shared_across_hosts=True, priorities=False)
    return Capabilities(blocking_dequeue=False, shared_across_hosts=False, priorities=True)


HOME_ID_RE = re.compile(r"[0-9a-f]{32}")


def home_id(settings: Settings) -> str:
    """The home's random id, created on first use (0600, atomically: two processes racing
    to create it agree on the one that was linked first).

    The id stays a random token, shared by whatever holds the file (issue 29 decision):
    hosts sharing one home over a network file system must agree on its queue, and they may
    mount it at different paths, so neither the path nor an inode can be part of it. The
    file's second line records the home it was made in (:func:`home_id_origin`): a copy
    (``cp -a``) then names its original, which the pool and ``doctor`` check."""
    path = settings.layout.home_id_file
    try:
        return _read_home_id(path)
    except FileNotFoundError:
        pass
    ensure_private_dir(path.parent)
    tmp = path.with_name(f".home-id.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW, FILE_MODE)
    try:
        os.write(fd, (secrets.token_hex(16) + "\n" + os.path.abspath(settings.home) + "\n"
                      ).encode("utf-8", "surrogateescape"))
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        os.link(tmp, path)   # fails if another process made one first: theirs is the id
        fsync_dir(path.parent)
    except FileExistsError:
        pass
    finally:
        os.unlink(tmp)
    return _read_home_id(path)


def _read_home_id(path: os.PathLike[str]) -> str:
    return _home_id_lines(path)[0]


def _home_id_lines(path: os.PathLike[str]) -> tuple[str, str | None]:
    """The id and the home it was made in (None in a file written before issue 29)."""
    hint = "Delete it: Reverie makes a new one (reconcile re-sends what the old queue held)."
    text = read_regular(path, follow=False, limit=8192, error=QueueError, hint=hint)
    lines = text.decode("utf-8", "surrogateescape").split("\n")
    value = lines[0].strip()
    if not HOME_ID_RE.fullmatch(value):
        raise QueueError(f"{path} is not a home id (32 hex digits).", hint=hint)
    origin = lines[1].strip() if len(lines) > 1 and lines[1].strip() else None
    return value, origin


def existing_home_id(settings: Settings) -> tuple[str, str | None] | None:
    """The home's id and the home it was made in, without creating one (None: no id yet,
    or one that cannot be read — the queue reports that)."""
    try:
        return _home_id_lines(settings.layout.home_id_file)
    except (FileNotFoundError, QueueError):
        return None


def copied_from(settings: Settings) -> str | None:
    """The home this one's ``reverie/home-id`` was copied from, when that home still holds
    the same id (a ``cp -a`` of a home): on Redis both would take each other's jobs."""
    found = existing_home_id(settings)
    if found is None or found[1] is None:
        return None
    value, origin = found
    if os.path.abspath(settings.home) == origin or not os.path.isdir(origin):
        return None
    try:
        other = existing_home_id(load_settings(origin, environ={}))
    except Exception:  # noqa: BLE001 - the original's config does not matter here
        return None
    return origin if other is not None and other[0] == value else None


def copy_line(copy: Settings, original: str) -> str:
    """The one line the pool and ``doctor`` say about a copied home id."""
    consequence = ("so it is not served on Redis (it would take the other's jobs)"
                   if copy.queue.backend == "redis" else "which would make them take each "
                   "other's jobs on a shared Redis")
    return (f"{copy.home} holds the same reverie/home-id as {original} (a copy of it), "
            f"{consequence}: delete {copy.layout.home_id_file} to give it its own id.")


def queue_name(settings: Settings) -> str:
    """The name of the home's queue on its backend: ``queue.name`` for its own queue.db;
    ``<queue.name>_<home id>`` in a Redis database shared by many homes."""
    if settings.queue.backend == "redis":
        return f"{settings.queue.name}_{home_id(settings)}"
    return settings.queue.name


class ConnectionPools:
    """The Redis connection pools of one process, one per URL: a process serving many
    homes on one Redis opens one pool for them all, not one per home."""

    def __init__(self) -> None:
        self._pools: dict[str, redis.ConnectionPool] = {}
        self._lock = threading.Lock()

    def get(self, url: str) -> redis.ConnectionPool:
        with self._lock:
            if url not in self._pools:
                self._pools[url] = redis_pool(url)
            return self._pools[url]

    def close(self) -> None:
        with self._lock:
            pools, self._pools = list(self._pools.values()), {}
        for pool in pools:
            with contextlib.suppress(Exception):
                pool.disconnect()


#: What a Reverie job message holds besides plain values (str, int, float, None, tuple,
#: list, dict, bytes): huey's message and a retry's eta. Nothing else is loaded.
_MESSAGE_GLOBALS = frozenset({
    ("huey.registry", "Message"),
    ("datetime", "datetime"), ("datetime", "timedelta"), ("datetime", "timezone"),
})


class _MessageUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in _MESSAGE_GLOBALS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"it names {module}.{name}, which no Reverie job holds")


class TaskSerializer(Serializer):
    """huey's serializer, reading messages with an unpickler that loads only what a Reverie
    job holds (tester9). huey's own ran ``pickle.loads`` on every message it read, so a
    message planted in queue.db, or in a Redis database shared by many workers (writable by
    every local user when it has no password), ran whatever code its pickle named the
    moment a worker or ``run --once`` listed the queue. Writing is unchanged."""

    def _deserialize(self, data: bytes) -> Any:
        try:
            return _MessageUnpickler(io.BytesIO(data)).load()
        except pickle.UnpicklingError:
            raise
        except Exception as exc:  # truncated, not a pickle at all
            raise pickle.UnpicklingError(f"it is not a job message ({type(exc).__name__}: "
                                         f"{' '.join(str(exc).split())})") from None


class _QueueStorage(SqliteStorage):
    """huey's SQLite storage, extended at its documented point (the storage class).

    After every task huey pops the task's revoke flag (``Huey._execute``: "clear the flag
    if this instance was revoked after it began"), an exclusive transaction on queue.db.
    Reverie never revokes, so there is nothing to pop: the pop looks first without the
    lock, as huey's own ``dequeue`` does, and takes it only for a key that is there — one
    queue.db transaction less a job (issue 27). A key stored meanwhile is one stored after
    the pop, as it would be had the pop's transaction come first."""

    def _create_connection(self):  # type: ignore[no-untyped-def]
        # synchronous=NORMAL, as journal.db runs (config.sqlitedb): in WAL mode a commit
        # is then not fsync'ed, only each checkpoint, and survives any crash of a process;
        # only a power cut may lose the last few. huey leaves SQLite's FULL, an fsync of
        # the -wal at every enqueue and every take (4 a session, ~0.2 ms of CPU each on
        # this machine, issue 27). What a power cut could lose is recovered as a crash
        # is: an enqueue the ledger holds is found lost and sent again (jobs.tasks.reconcile),
        # and a take that comes back runs its job again, which finds its work done (a
        # review's cursor has moved on; a summary is written again the same).
        conn = super()._create_connection()
        conn.execute("pragma synchronous=NORMAL")
        return conn

    def pop_data(self, key):  # type: ignore[no-untyped-def]
        if not self.sql("select 1 from kv where queue = ? and key = ? limit 1",
                        (self.name, key), results=True):
            return EmptyData
        return super().pop_data(key)


class _QueueHuey(SqliteHuey):
    storage_class = _QueueStorage

    def get_storage(self, shared: Any = None, **kwargs: Any) -> Any:  # type: ignore[override]
        """huey's point for making the storage: ``shared``, a storage already open on the
        same queue.db and queue, is used as it is (a pool's home runtime takes the one its
        dispatcher reads, so a home's jobs and takes share one queue.db connection instead
        of opening one each, issue 27)."""
        return shared if shared is not None else super().get_storage(**kwargs)


def make_huey(settings: Settings, *, immediate: bool = False,
              connection_pool: redis.ConnectionPool | None = None,
              pools: ConnectionPools | None = None, storage: Any = None) -> huey.Huey:
    """The huey instance for ``settings`` (tasks are registered by :func:`jobs.tasks.register`).

    ``results=False``: nobody waits on task results (the ledger records outcomes), so the
    result store would only grow. ``connection_pool``: a Redis pool to use; ``pools``: the
    process's shared pools to take it from. ``storage``: a SQLite storage of this home's
    queue already made (by :func:`make_huey`) to use instead of a new one; one of another
    file or queue, or of another kind, is not used.
    """
    name = queue_name(settings)
    if settings.queue.backend == "redis":
        try:
            redis_backend()   # huey's Redis storage made whole before it is used
            url = settings.queue.redis_url
            pool = connection_pool or (pools.get(url) if pools is not None else redis_pool(url))
            return RedisHuey(name, results=False, immediate=immediate,
                             serializer=TaskSerializer(),
                             connection_pool=pool, blocking=True,
                             read_timeout=REDIS_READ_TIMEOUT)
        except Exception as exc:  # redis-py raises ValueError for a malformed URL
            raise QueueError(f"Cannot use the Redis queue: {exc}.",
                             hint="Check reverie.queue.redis_url.") from exc
    ensure_private_dir(settings.reverie_dir)
    try:
        # SQLite opening a FIFO hangs (issue 19): a regular file, or none yet.
        if not check_regular(settings.queue_db, error=QueueError, hint=NOT_A_DATABASE):
            _create_queue_db(settings.queue_db, name)
        else:
            with _SCHEMA_LOCK:
                if settings.queue_db.stat().st_size == 0:
                    # An empty file (a crash between making the file and its tables,
                    # before queue.db was made whole, or one made in place by another
                    # opener on a file system without hard links, below): its tables
                    # are written in it, in one transaction.
                    _write_tables(settings.queue_db)
        # A queue.db that exists holds its tables (it is made whole, below): skipping
        # huey's DDL makes opening a known home's queue ~1 ms cheaper, which a pool of
        # many homes pays for each home it opens.
        shared = (storage if isinstance(storage, _QueueStorage) and storage.name == name
                  and storage.filename == str(settings.queue_db) and not immediate else None)
        return _QueueHuey(name, results=False, immediate=immediate,
                          serializer=TaskSerializer(),
                          filename=str(settings.queue_db), timeout=10, create_tables=False,
                          **({"shared": shared} if shared is not None else {}))
    except QueueError:
        raise
    except Exception as exc:  # sqlite3 errors from creating the schema
        # A full disk (or a held lock) while the file is made is not a foreign file (session
        # 18: "database or disk is full. Check that the file is a SQLite database you own."):
        # say which, as every other database's open does, and let a job retry it.
        raise QueueError(f"Cannot open the queue database {settings.queue_db}: {exc}.",
                         hint=queue_hint(exc, settings.queue_db),
                         transient=is_transient_failure(exc)) from exc


#: Held while an empty queue.db is looked at and given its tables.
_SCHEMA_LOCK = threading.Lock()
#: What ``link`` fails with where the file system has no hard links.
_NO_HARD_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.ENOSYS}


def _create_queue_db(path: Path, name: str) -> None:
    """Make ``path`` a queue.db with huey's tables, whole or not at all: they are made in
    an owner-only file beside it, which is then linked to ``path``.

    Made in place, the file existed (and, once huey switched it to WAL, had a header)
    before its tables were committed: another opener that saw it then skipped the DDL and
    failed with ``no such table: task`` (two threads of the pool's first round, or the
    plugin's first enqueue and a worker). If another opener links first, its file is the
    queue and this one is dropped."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW, FILE_MODE)
    os.close(fd)
    try:
        # huey's DDL, written as one file and nothing beside it: no journal, no sync (a
        # file that is not linked is thrown away; huey switches the linked one to WAL).
        conn = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.execute("pragma journal_mode=off")
            conn.execute("pragma synchronous=off")
            conn.execute("begin")
            for statement in _QueueStorage.ddl:
                conn.execute(statement)
            conn.execute("commit")
        finally:
            conn.close()
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass   # made meanwhile by another opener: that one is the queue
        except OSError as exc:
            if exc.errno not in _NO_HARD_LINKS:
                raise
            # A file system without hard links: queue.db itself is made, exclusively, and
            # its tables written in it. A rename into place could replace a queue.db
            # another process made and enqueued into meanwhile (review13 M19).
            _create_in_place(path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _create_in_place(path: Path) -> None:
    """Make ``path`` (owner-only) unless it is there, and write huey's tables in it. The
    file is empty until their transaction commits, which SQLite does under its exclusive
    lock: an opener that finds it empty writes the tables too (each ``if not exists``),
    and one that finds it not empty waits on that lock for the commit."""
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW, FILE_MODE)
    except FileExistsError:
        pass   # made by another opener: the tables are written again, a no-op if there
    else:
        os.close(fd)
    with _SCHEMA_LOCK:
        _write_tables(path)


def _write_tables(path: Path) -> None:
    """huey's DDL on ``path`` in one transaction, in whatever journal mode the file has
    (a new or empty file: the rollback journal, so nothing is written to the file before
    the commit; huey switches it to WAL when it opens it)."""
    conn = sqlite3.connect(str(path), timeout=10, isolation_level=None)
    try:
        conn.execute("begin immediate")
        for statement in _QueueStorage.ddl:
            conn.execute(statement)
        conn.execute("commit")
    finally:
        conn.close()


def redis_pool(url: str) -> redis.ConnectionPool:
    """The connection pool Reverie talks to a Redis queue through."""
    return redis_backend().ConnectionPool.from_url(url, socket_connect_timeout=3,
                                                   socket_timeout=REDIS_READ_TIMEOUT + 5,
                                                   health_check_interval=10)


def queue_hint(exc: BaseException, queue_db: Path) -> str:
    """What to do about a SQLite failure of the embedded queue ``queue_db``: a file that is
    not a database can go (:func:`damaged_queue_hint`); anything else (a full disk, a held
    lock, another owner) is said as every database's failure is (``failure_hint``). The
    one rule for both opens of queue.db and the pool's read of it (review20's R6)."""
    if failure_kind(exc) == "damaged":
        return damaged_queue_hint(queue_db)
    return failure_hint(exc, queue_db)


def damaged_queue_hint(queue_db: Path) -> str:
    """What to do about a queue.db that is not a database: it can go (spec section 10)."""
    return (f"It holds only jobs waiting to run (journal.db keeps what is due, and it is "
            f"queued again): move it aside (mv {queue_db} {queue_db}.broken) and run again; "
            f"a new one is made.")


def check_reachable(h: huey.Huey, settings: Settings) -> None:
    """Raise a one-line QueueError unless the Redis server answers a PING, or the embedded
    queue.db opens and reads.

    A worker started with Redis down would otherwise run and log a failed dequeue per
    thread and poll interval; better to refuse at once and say why.
    """
    if not h.storage.blocking:
        if not isinstance(h.storage, SqliteStorage):
            return  # huey's in-memory storage (immediate mode): nothing to open
        # A local file. huey connects on first use, and a queue.db that is not a database
        # (or was cut short) failed there, deep in the run, as "unexpected DatabaseError"
        # (tester9): opening it now names the file and what to do.
        try:
            h.storage.sql("select 1 from kv limit 1", results=True)
        except sqlite3.Error as exc:
            raise QueueError(
                f"The queue {settings.queue_db} cannot be used: {' '.join(str(exc).split())}.",
                hint=queue_hint(exc, settings.queue_db),
                transient=is_transient_failure(exc)) from exc
        return
    redis_error = redis_backend().RedisError
    try:
        h.storage.conn.ping()
    except redis_error as exc:
        raise QueueError(
            f"The Redis queue at {redact_url(settings.queue.redis_url)} is unreachable: "
            f"{type(exc).__name__}: {' '.join(str(exc).split())}",
            hint="Start Redis, or fix reverie.queue.redis_url.") from exc
