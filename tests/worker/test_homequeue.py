"""The HomeQueue protocol on both backends, and the pool on the injectable clock (issue 27).

Each contract test runs against the storage ``jobs.queue.make_huey`` builds for a sqlite home
and for a Redis home (a server of our own), through ``home_queue`` alone: what the pool may
assume of any home's queue. The pool tests run on a FakeClock: a pause ends, a heartbeat
falls due, when the test moves the clock, not after real seconds.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from reverie.config import FakeClock, load_settings
from reverie.jobs.homequeue import QueueCounts, RedisHomeQueue, SqliteHomeQueue, home_queue
from reverie.jobs.homes import HomeSet
from reverie.jobs.ledger import JobLedger
from reverie.jobs.queue import make_huey

from .conftest import PrivateRedis


@pytest.fixture(scope="module")
def queue_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateRedis]:
    server = PrivateRedis(tmp_path_factory.mktemp("homequeue-redis"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "redis"])
def open_queue(request: pytest.FixtureRequest, tmp_path: Path):
    """``open_queue(home_name)`` → (HomeQueue, huey) of a new home on this test's backend."""
    backend = request.param
    url = request.getfixturevalue("queue_redis").url if backend == "redis" else ""

    def build(name: str = "a") -> tuple[Any, Any]:
        home = tmp_path / name
        home.mkdir(exist_ok=True)
        section: dict[str, Any] = {"backend": backend, "name": "hq"}
        if url:
            section["redis_url"] = url
        settings = load_settings(home, environ={}, overrides={"reverie": {"queue": section}})
        h = make_huey(settings)
        return home_queue(h.storage), h

    return build


def _eta(seconds: float) -> dt.datetime:
    """A schedule time as huey writes one (naive UTC)."""
    return dt.datetime.now(dt.UTC).replace(tzinfo=None) + dt.timedelta(seconds=seconds)


def test_the_class_is_chosen_by_what_the_storage_can_do(open_queue) -> None:
    queue, h = open_queue()
    if h.storage.blocking:
        assert isinstance(queue, RedisHomeQueue) and queue.blocking and queue.server is not None
    else:
        assert isinstance(queue, SqliteHomeQueue) and not queue.blocking and queue.server is None


def test_take_is_first_in_first_out_and_none_when_empty(open_queue) -> None:
    queue, h = open_queue()
    assert queue.take() is None
    h.storage.enqueue(b"one")
    h.storage.enqueue(b"two")
    assert queue.counts() == QueueCounts(pending=2, scheduled=0)
    assert [queue.take(), queue.take(), queue.take()] == [b"one", b"two", None]


def test_a_message_put_back_goes_to_the_head_or_the_end(open_queue) -> None:
    """A review that is not its turn goes back (session 31): at the head, the next take
    gets it again; at the end, every message before it first."""
    queue, h = open_queue()
    for data in (b"one", b"two", b"three"):
        h.storage.enqueue(data)
    first = queue.take()
    queue.put_back(first, front=True)
    assert queue.take() == b"one"
    queue.put_back(b"one", front=False)
    assert [queue.take() for _ in range(4)] == [b"two", b"three", b"one", None]


def test_a_message_put_back_behind_one_at_the_head_comes_right_after_it(open_queue) -> None:
    """A review waiting for one put back at the head goes back right behind it (session
    32): on Redis a push to the head went before it (the next take got the waiting one
    again), and a message no longer there is no place: then the head."""
    queue, h = open_queue()
    for data in (b"one", b"two", b"three", b"four"):
        h.storage.enqueue(data)
    one, two = queue.take(), queue.take()
    queue.put_back(one, front=True)
    queue.put_back(two, front=True, behind=one)
    assert [queue.take(), queue.take(), queue.take()] == [b"one", b"two", b"three"]
    queue.put_back(b"three", front=True, behind=b"gone")
    assert [queue.take(), queue.take(), queue.take()] == [b"three", b"four", None]


def test_move_due_moves_only_the_retries_whose_time_came(open_queue) -> None:
    queue, h = open_queue()
    h.storage.add_to_schedule(b"due", _eta(-5))
    h.storage.add_to_schedule(b"later", _eta(3600))
    assert queue.counts() == QueueCounts(pending=0, scheduled=2)
    now = dt.datetime.now(dt.UTC).timestamp()
    assert queue.move_due(now) == 1
    assert queue.counts() == QueueCounts(pending=1, scheduled=1)
    assert queue.take() == b"due"
    assert queue.move_due(now + 7200) == 1 and queue.take() == b"later"


def test_a_queue_of_another_home_is_another_queue(open_queue) -> None:
    a, ha = open_queue("a")
    b, _hb = open_queue("b")
    ha.storage.enqueue(b"for a")
    assert b.take() is None and a.take() == b"for a"


def test_changed_says_when_a_polled_queue_may_hold_work(open_queue) -> None:
    queue, h = open_queue()
    queue.take()  # opens (creates) it
    first = queue.changed()
    if queue.blocking:  # another host may push at any time: only the server knows
        assert first and queue.changed()
        return
    assert first and not queue.changed(), "no write, no change"
    _other, other = open_queue()  # the same home's queue, as another process opens it
    other.storage.enqueue(b"x")
    assert queue.changed() and not queue.changed()


def test_one_wait_takes_from_many_queues_of_one_server(queue_redis: PrivateRedis,
                                                       tmp_path: Path) -> None:
    queues = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        section = {"backend": "redis", "name": "many", "redis_url": queue_redis.url}
        s = load_settings(tmp_path / name, environ={}, overrides={"reverie": {"queue": section}})
        queues.append(home_queue(make_huey(s).storage))
    a, b = queues
    b.storage.enqueue(b"for b")
    a.storage.enqueue(b"for a")
    assert a.take_any([a, b], 1) == (0, b"for a")   # the first non-empty in the order given
    assert a.take_any([b, a], 1) == (0, b"for b")
    assert a.take_any([a, b], 0.05) is None
    b.storage.add_to_schedule(b"retry", _eta(60))
    assert a.scheduled_sizes([a, b]) == [0, 1]
    found = dict(RedisHomeQueue.server_queues(redis.Redis.from_url(queue_redis.url)))
    assert found[b.name] == QueueCounts(pending=0, scheduled=1)


# --- the pool on a FakeClock ------------------------------------------------------------------


class WatchedClock(FakeClock):
    """A FakeClock that says when someone starts waiting on it (the handshake that shows
    a taker found nothing to take and is waiting for time to pass)."""

    def __init__(self) -> None:
        super().__init__(start=dt.datetime.now(dt.UTC).timestamp())
        self.waiting = threading.Event()

    def wait(self, waitable: Any, timeout: float) -> bool:
        self.waiting.set()
        return super().wait(waitable, timeout)


@pytest.fixture
def pool_of_one(tmp_path: Path):
    from reverie.worker.pool import Pool

    (tmp_path / "homes" / "a").mkdir(parents=True)
    clock = WatchedClock()
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, clock=clock,
                reconcile_memory=False)
    pool.refresh(first=True)
    yield pool, clock
    pool.close()


def test_a_paused_home_is_taken_from_when_the_clock_says_the_pause_ended(pool_of_one) -> None:
    pool, clock = pool_of_one
    [entry] = pool.served()
    with pool.runtime(entry) as rt:
        rt.huey.storage.enqueue(b"job")
    seconds = pool.pause(entry, "rate limited")
    stop, got = threading.Event(), []
    taker = threading.Thread(target=lambda: got.append(pool.dispatcher.take(stop)))
    clock.waiting.clear()
    taker.start()
    assert clock.waiting.wait(10), "the taker waits on the clock"
    assert got == [] and taker.is_alive(), "nothing is taken from a paused home"
    clock.advance(seconds)
    taker.join(10)
    assert not taker.is_alive()
    [taken] = got
    assert taken.entry is entry and taken.data == b"job"
    pool.release(taken.runtime)


def test_heartbeats_fall_due_on_the_pools_clock(pool_of_one) -> None:
    from reverie.worker.pool import POOL_BEAT_SECONDS, PoolBeats

    pool, clock = pool_of_one
    beats = PoolBeats(pool, {"worker": lambda entry: "pool, 1 threads"})
    assert beats.beat_due() == 1
    assert beats.beat_due() == 0, "not again before its period"
    clock.advance(POOL_BEAT_SECONDS * 1.2)
    assert beats.beat_due() == 1
    [entry] = pool.served()
    [row] = JobLedger(entry.settings, clock=clock).heartbeats("worker")
    assert row["state"] == "pool, 1 threads" and row["beat_at"] == clock.now()


def test_a_take_between_polls_looks_at_the_homes_woken_not_at_every_home(tmp_path: Path) -> None:
    """Issue 27: each take walked every served home (their queues, the poll's flags); in a
    large pool the take lock was held that long for every job. Between polls, a take looks
    at the homes this process enqueued into; the walk over every home comes with the poll."""
    from reverie.worker.pool import POLL_MAX_SECONDS, Pool

    for name in ("a", "b", "c", "d", "e", "f"):
        (tmp_path / "homes" / name).mkdir(parents=True)
    clock = WatchedClock()
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, clock=clock,
                reconcile_memory=False)
    pool.refresh(first=True)
    try:
        entries = pool.served()
        stop = threading.Event()
        with pool.runtime(entries[0]) as rt:
            rt.huey.enqueue(rt.tasks.wrapper("review").s("s1"))
        first = pool.dispatcher.take(stop)   # the first take walks every home
        assert first is not None and first.entry is entries[0]
        pool.release(first.runtime)
        walks: list[int] = []
        real = pool.served
        pool.served = lambda: (walks.append(1), real())[1]  # type: ignore[method-assign]
        with pool.runtime(entries[3]) as rt:   # woken by this process's enqueue
            rt.huey.enqueue(rt.tasks.wrapper("review").s("s2"))
        second = pool.dispatcher.take(stop)
        assert second is not None and second.entry is entries[3]
        pool.release(second.runtime)
        assert walks == [], "no walk over every home between polls"
        clock.advance(POLL_MAX_SECONDS)
        with pool.runtime(entries[5]) as rt:
            rt.huey.storage.enqueue(b"another process's message")   # no wake: the poll's
        third = pool.dispatcher.take(stop)
        assert third is not None and third.entry is entries[5]
        pool.release(third.runtime)
        assert walks, "the poll walks every home"
    finally:
        pool.close()


def test_move_due_with_nothing_due_takes_no_lock_on_queue_db(tmp_path: Path) -> None:
    """huey reads a schedule in an exclusive transaction; a pool looks at the schedule of
    every home whose queue.db changed once a second. With nothing due, the look takes no
    lock: it returns while another connection holds queue.db's write lock (before: it
    waited on that lock, and failed with 'database is locked' after the busy timeout)."""
    import sqlite3

    home = tmp_path / "a"
    home.mkdir()
    settings = load_settings(home, environ={})
    h = make_huey(settings)
    queue = home_queue(h.storage)
    h.storage.add_to_schedule(b"later", _eta(3600))
    writer = sqlite3.connect(settings.queue_db, isolation_level=None)
    try:
        writer.execute("begin immediate")
        assert queue.move_due(dt.datetime.now(dt.UTC).timestamp()) == 0
    finally:
        writer.execute("rollback")
        writer.close()
    assert queue.move_due(dt.datetime.now(dt.UTC).timestamp() + 7200) == 1
    assert queue.take() == b"later"


def _counting_queue_db_opens(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The queue.db connections opened from now on (huey opens them with sqlite3.connect)."""
    import sqlite3

    opened: list[str] = []
    real = sqlite3.connect

    def counting(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if str(database).endswith("queue.db"):
            opened.append(str(database))
        return real(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", counting)
    return opened


def _many_homes_pool(tmp_path: Path, names: tuple[str, ...]) -> Any:
    from reverie.worker.pool import Pool

    for name in names:
        (tmp_path / "homes" / name).mkdir(parents=True)
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, clock=WatchedClock(),
                reconcile_memory=False)
    pool.refresh(first=True)
    return pool


def test_a_homes_jobs_and_its_takes_share_one_queue_db_connection(tmp_path: Path,
                                                                   monkeypatch) -> None:
    """Issue 27: in a pool of many homes the dispatcher took a home's messages through one
    queue.db storage and its runtime (the job's enqueues, huey's reads around a job)
    through another, each with its own connection: about one more open a job. The runtime
    now uses the storage the dispatcher reads."""
    pool = _many_homes_pool(tmp_path, ("a", "b"))
    try:
        entry = pool.served()[0]
        with pool.runtime(entry) as rt:
            rt.huey.enqueue(rt.tasks.wrapper("review").s("s1"))
        pool.queue_of(entry).release()   # closed: what follows opens its own
        pool.cool()
        opened = _counting_queue_db_opens(monkeypatch)
        taken = pool.dispatcher.take(threading.Event())
        assert taken is not None and taken.entry is entry
        try:
            assert taken.runtime.huey.storage is pool.queue_of(entry).storage
            taken.runtime.huey.enqueue(taken.runtime.tasks.wrapper("summary").s("s1"))
        finally:
            pool.release(taken.runtime)
        home_a = str(tmp_path / "homes" / "a")
        assert len([p for p in opened if p.startswith(home_a)]) == 1, opened
    finally:
        pool.close()


def test_an_empty_take_looks_at_the_homes_schedule_on_the_connection_it_opened(
        tmp_path: Path, monkeypatch) -> None:
    """Issue 27: a home found empty had its queue.db closed, and the next schedule look
    (once a second) opened it again to look at its retries. The empty take looks at them
    itself: a retry already due is moved and taken next, and one queue.db connection was
    opened for both."""
    pool = _many_homes_pool(tmp_path, ("a",))
    try:
        entry = pool.served()[0]
        queue = pool.queue_of(entry)
        queue.storage.add_to_schedule(b"a retry", _eta(-1))
        queue.release()
        opened = _counting_queue_db_opens(monkeypatch)
        now = pool.clock.now()
        pool.dispatcher._poll(pool.dispatcher._walk(), now)   # the home is in the ring
        assert pool.dispatcher._take_polled(now) is None       # its queue: empty
        taken = pool.dispatcher._take_polled(now)              # the retry, moved by it
        assert taken is not None and taken.data == b"a retry"
        pool.release(taken.runtime)
        assert not entry.scheduled
        assert len(opened) == 1, opened
    finally:
        pool.close()
