"""A home's queue in its storage's own terms (issue 27): the :class:`HomeQueue` protocol.

huey's consumer serves one queue and branches once on ``storage.blocking``: a blocking
storage (Redis) waits on the server in ``dequeue``, the others are polled. A pool serves many
homes' queues and needs a little more than huey's storage API gives one consumer: to wait on
many Redis lists at once (one ``BRPOP``), to notice that a queue.db changed without opening
it, and to count many schedules in one round trip. :func:`home_queue` picks the class once,
by the same capability huey's consumer looks at; the pool and the monitor then use the
protocol alone. This module is the only one that knows huey's storage classes and its Redis
key names.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .hueylib import SqliteStorage
from .watch import stat_signature, with_wal


@dataclass(frozen=True)
class QueueCounts:
    pending: int     # messages waiting to be taken
    scheduled: int   # retries waiting for their time


class HomeQueue(Protocol):
    """The queue of one home, as a pool takes from it."""

    #: ``take`` can wait on a server that other homes' queues share (Redis); such queues
    #: are waited on together with :meth:`RedisHomeQueue.take_any`. The others are polled.
    blocking: bool
    #: What queues on one server share (their connection pool); None for a local file.
    server: Any
    #: The queue's name on its storage.
    name: str

    def take(self) -> bytes | None:
        """One message, or None at once when there is none."""

    def move_due(self, now: float) -> int:
        """Move the retries due at ``now`` (epoch seconds) into the queue; how many."""

    def counts(self) -> QueueCounts:
        """Messages waiting and retries scheduled."""

    def changed(self) -> bool:
        """Whether something may have been added since the last call (cheap; no I/O on
        the queue itself)."""

    def release(self) -> None:
        """Close what is open (reopened on next use)."""

    def put_back(self, data: bytes, *, front: bool, behind: bytes | None = None) -> None:
        """Return a message taken and not run: at the head of the queue (``front``: the next
        take gets it, or the one after ``behind``'s message when that one is at the head
        too: put back there earlier and not taken since), else at its end."""


def huey_time(now: float) -> dt.datetime:
    """``now`` as huey stamps its schedule: a naive UTC datetime (``Huey(utc=True)``)."""
    return dt.datetime.fromtimestamp(now, dt.UTC).replace(tzinfo=None)


def _enqueue_due(storage: Any, at: dt.datetime) -> int:
    """Move the schedule's messages due at ``at`` into the queue, through huey's API."""
    due = storage.read_schedule(at)
    for data in due:
        storage.enqueue(data)
    return len(due)


class SqliteHomeQueue:
    """A home's own queue.db: polled, its change noticed by ``stat`` of the file and -wal.
    (Any storage that is polled fits: one with no file, huey's in-memory storage in tests,
    may always have changed.)"""

    blocking = False
    server = None

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self.name = storage.name
        filename = getattr(storage, "filename", None)
        self.path = Path(filename) if filename else None
        self._signature: str | None = None

    def take(self) -> bytes | None:
        return self.storage.dequeue()

    def move_due(self, now: float) -> int:
        at = huey_time(now)
        # huey's read of the schedule is an exclusive transaction, even with nothing due:
        # a pool looks at every home whose queue.db changed once a second. It looks first
        # without the lock, as huey's own dequeue does (a retry stored meanwhile is moved
        # at the next look).
        if isinstance(self.storage, SqliteStorage) and not self.storage.sql(
                "select 1 from schedule where queue = ? and timestamp <= ? limit 1",
                (self.name, at.timestamp()), results=True):
            return 0
        return _enqueue_due(self.storage, at)

    def counts(self) -> QueueCounts:
        return QueueCounts(self.storage.queue_size(), self.storage.schedule_size())

    def changed(self) -> bool:
        if self.path is None:
            return True
        signature = stat_signature(*with_wal(self.path))
        if signature == self._signature:
            return False
        self._signature = signature
        return True

    def release(self) -> None:
        self.storage.close()

    def put_back(self, data: bytes, *, front: bool, behind: bytes | None = None) -> None:
        # huey's polled storages take the highest priority first, then the oldest; Reverie
        # sends every message at priority 0, so 1 is the head, behind every message put
        # back there before (``behind``'s among them, if it is still there).
        self.storage.enqueue(data, 1 if front else None)


class RedisHomeQueue:
    """A home's list (and schedule) in a Redis database that many homes and hosts share."""

    blocking = True
    #: huey's RedisStorage names a queue's list and schedule so (checked in __init__).
    QUEUE_PREFIX = "huey.redis."
    SCHEDULE_PREFIX = "huey.schedule."

    def __init__(self, storage: Any) -> None:
        if (storage.queue_key != self.QUEUE_PREFIX + storage.name
                or storage.schedule_key != self.SCHEDULE_PREFIX + storage.name):
            raise RuntimeError("huey's Redis key names changed; update RedisHomeQueue")
        self.storage = storage
        self.name = storage.name
        self.server = storage.conn.connection_pool

    def take(self) -> bytes | None:
        return self.storage.conn.rpop(self.storage.queue_key)

    def move_due(self, now: float) -> int:
        # huey's Redis read of the schedule is one atomic script: nothing to look at first.
        return _enqueue_due(self.storage, huey_time(now))

    def counts(self) -> QueueCounts:
        pipe = self.storage.conn.pipeline(transaction=False)
        pipe.llen(self.storage.queue_key)
        pipe.zcard(self.storage.schedule_key)
        pending, scheduled = pipe.execute()
        return QueueCounts(pending, scheduled)

    def changed(self) -> bool:
        return True  # any host may push into it: only the server can say

    def release(self) -> None:
        pass  # connections belong to the shared pool

    def put_back(self, data: bytes, *, front: bool, behind: bytes | None = None) -> None:
        # huey pushes on the left and takes from the right: the right is the head. Pushed
        # there, a message goes before those put back at the head earlier: behind
        # ``behind``'s message (just left of it), if that is still in the list.
        conn = self.storage.conn
        key = self.storage.queue_key
        if not front:
            conn.lpush(key, data)
        elif behind is None or conn.linsert(key, "BEFORE", behind, data) <= 0:
            conn.rpush(key, data)

    @staticmethod
    def take_any(queues: Sequence[RedisHomeQueue], timeout: float) -> tuple[int, bytes] | None:
        """One ``BRPOP`` over ``queues`` (all on one server): the index of the queue a
        message came from and the message, or None after ``timeout`` seconds. BRPOP pops
        from the first non-empty list in the order given; rotating it is the caller's
        fairness."""
        conn = queues[0].storage.conn
        got = conn.brpop([q.storage.queue_key for q in queues], timeout=timeout)
        if got is None:
            return None
        key, data = got
        key = key.decode() if isinstance(key, bytes) else key
        for i, queue in enumerate(queues):
            if queue.storage.queue_key == key:
                return i, data
        conn.rpush(key, data)  # not a list we asked for (cannot happen): put it back
        return None

    @staticmethod
    def scheduled_sizes(queues: Sequence[RedisHomeQueue]) -> list[int]:
        """The schedule size of each of ``queues`` (one server), in one round trip."""
        pipe = queues[0].storage.conn.pipeline(transaction=False)
        for queue in queues:
            pipe.zcard(queue.storage.schedule_key)
        return list(pipe.execute())

    @classmethod
    def server_queues(cls, conn: Any) -> list[tuple[str, QueueCounts]]:
        """Every huey queue in the Redis database ``conn`` talks to, this process's homes
        or not: (name, counts), by name."""
        lists = {k.decode()[len(cls.QUEUE_PREFIX):]
                 for k in conn.scan_iter(match=cls.QUEUE_PREFIX + "*", count=1000)}
        schedules = {k.decode()[len(cls.SCHEDULE_PREFIX):]
                     for k in conn.scan_iter(match=cls.SCHEDULE_PREFIX + "*", count=1000)}
        names = sorted(lists | schedules)
        pipe = conn.pipeline(transaction=False)
        for name in names:
            pipe.llen(cls.QUEUE_PREFIX + name)
            pipe.zcard(cls.SCHEDULE_PREFIX + name)
        answers = pipe.execute()
        return [(name, QueueCounts(answers[2 * i], answers[2 * i + 1]))
                for i, name in enumerate(names)]


def home_queue(storage: Any) -> HomeQueue:
    """The :class:`HomeQueue` over a huey storage, chosen by what it can do."""
    if storage.blocking:
        return RedisHomeQueue(storage)
    return SqliteHomeQueue(storage)
