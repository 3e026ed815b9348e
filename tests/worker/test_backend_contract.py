"""One contract for both queue backends, as huey's storage contract asks of every backend.

Each test runs against the SqliteHuey and the RedisHuey that ``jobs.queue.make_huey``
builds from the settings (Redis: a server of our own on a free port), so a behaviour that
differs between them is either a declared capability flag, asserted here for what it claims,
or a bug. Message-level behaviours (enqueue, dequeue, schedule, retry, isolation by queue
name) use huey's API directly; pickup goes through Reverie's own enqueue API and worker.
"""

from __future__ import annotations

import datetime
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import huey as huey_lib
import pytest
import redis
from huey.exceptions import RetryTask

from reverie.config import Settings, load_settings
from reverie.jobs import enqueue_review
from reverie.jobs.queue import Capabilities, capabilities, make_huey
from reverie.jobs.tasks import register, wait_idle
from reverie.search_index import SessionStore
from reverie.worker.pool import Pool
from reverie.worker.run import Engine

from .conftest import PrivateRedis, wait_for

# What each backend declares (see jobs.queue.capabilities).
EXPECTED = {
    "sqlite": Capabilities(blocking_dequeue=False, shared_across_hosts=False, priorities=True),
    "redis": Capabilities(blocking_dequeue=True, shared_across_hosts=True, priorities=False),
}


@pytest.fixture(scope="module")
def contract_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateRedis]:
    """One private server for the module; each test uses its own queue name."""
    server = PrivateRedis(tmp_path_factory.mktemp("contract-redis"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "redis"])
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def make(request: pytest.FixtureRequest, backend: str, home: Path):
    """``make(name="q")`` → (settings, huey) for this test's backend and a queue name."""
    url = request.getfixturevalue("contract_redis").url if backend == "redis" else ""
    prefix = f"c{abs(hash(request.node.nodeid)) % 10**8}"

    def build(name: str = "q", **queue: Any) -> tuple[Settings, huey_lib.Huey]:
        section = {"backend": backend, "name": f"{prefix}-{name}", **queue}
        if url:
            section["redis_url"] = url
        s = load_settings(home, environ={}, overrides={"reverie": {"queue": section}})
        return s, make_huey(s)

    return build


def _echo_task(h: huey_lib.Huey, ran: list[Any] | None = None) -> Any:
    """Register the test task (every process that reads or sends a message registers it)."""
    @h.task(name="echo")
    def echo(value: Any) -> None:
        if ran is not None:
            ran.append(value)

    return echo


def _other(make) -> huey_lib.Huey:
    """A second instance of the same queue, as another process would build it."""
    _, h = make()
    _echo_task(h)
    return h


def test_capability_flags_are_declared(make, backend: str) -> None:
    _, h = make()
    assert capabilities(h) == EXPECTED[backend]


def test_enqueue_then_dequeue_in_order_and_visible_to_another_instance(make) -> None:
    _, h = make()
    echo = _echo_task(h)
    ids = []
    for i in range(3):
        message = echo.s(i)
        h.enqueue(message)
        ids.append(message.id)
    other = _other(make)
    assert h.pending_count() == other.pending_count() == 3
    assert [t.id for t in other.pending()] == ids
    assert [h.dequeue().id for _ in ids] == ids, "first in, first out"
    assert h.pending_count() == 0


def test_queue_names_keep_queues_apart(make) -> None:
    _, a = make("a")
    _, b = make("b")
    h_echo = _echo_task(a)
    a.enqueue(h_echo.s(1))
    assert a.pending_count() == 1
    assert b.pending_count() == 0 and list(b.pending()) == []
    assert a.dequeue() is not None and a.pending_count() == 0


def test_priorities_follow_the_flag(make) -> None:
    _, h = make()
    echo = _echo_task(h)
    low, high = echo.s("low", priority=0), echo.s("high", priority=10)
    h.enqueue(low)
    if not capabilities(h).priorities:
        with pytest.raises(NotImplementedError):  # refused, not silently ignored
            h.enqueue(high)
        assert [t.id for t in h.pending()] == [low.id]
        return
    h.enqueue(high)
    assert [h.dequeue().id, h.dequeue().id] == [high.id, low.id]


def test_dequeue_blocks_only_where_declared(make, backend: str) -> None:
    settings, h = make()
    echo = _echo_task(h)
    message = echo.s("late")
    if not capabilities(h).blocking_dequeue:
        assert h.dequeue() is None, "a polling backend answers at once when empty"
        return
    client = redis.Redis.from_url(settings.queue.redis_url)

    def enqueue_once_blocked() -> None:
        # Send only once the worker is waiting in BRPOP, so the test shows it was woken.
        wait_for(lambda: any(c.get("cmd") == "brpop" for c in client.client_list()),
                 timeout=5, interval=0.01, message="a client blocked in BRPOP")
        _other(make).enqueue(message)

    sender = threading.Thread(target=enqueue_once_blocked)
    sender.start()
    got = h.dequeue()
    sender.join()
    assert got is not None and got.id == message.id


def test_schedule_holds_a_message_until_its_time(make) -> None:
    _, h = make()
    echo = _echo_task(h)
    message = echo.s("later", delay=3600)
    h.add_schedule(message)
    other = _other(make)
    assert h.scheduled_count() == other.scheduled_count() == 1
    assert [t.id for t in h.scheduled()] == [message.id]
    assert h.read_schedule(message.eta - datetime.timedelta(seconds=1)) == []
    assert h.scheduled_count() == 1
    assert [t.id for t in h.read_schedule(message.eta)] == [message.id]
    assert h.scheduled_count() == 0


def test_retry_goes_through_the_schedule_and_runs_again(make) -> None:
    _, h = make()
    attempts: list[int] = []

    @h.task(name="flaky", retries=1)
    def flaky() -> None:
        attempts.append(len(attempts) + 1)
        if len(attempts) == 1:
            raise RetryTask(delay=60)

    h.enqueue(flaky.s())
    h.execute(h.dequeue())
    assert attempts == [1] and h.pending_count() == 0
    [waiting] = h.scheduled()
    assert _other(make).scheduled_count() == 1, "the retry is stored, not held in memory"
    [due] = h.read_schedule(waiting.eta)
    h.execute(due, timestamp=waiting.eta)  # as the consumer's scheduler would, once due
    assert attempts == [1, 2] and h.scheduled_count() == 0 and h.pending_count() == 0


def test_a_worker_picks_up_an_enqueued_review(make) -> None:
    settings, h = make()
    reviewed: list[str] = []
    tasks = register(h, settings, engine=lambda kind, sid, call: reviewed.append(f"{kind}:{sid}"))
    idle = threading.Event()
    pool = Pool.of_one(settings, tasks=tasks, workers=1)
    [entry] = pool.served()
    queue = pool.queue_of(entry)
    # The pool asks the home's queue (one polled, or with a wait on its server): now it is
    # waiting for work.
    name = "take_any" if queue.blocking else "take"
    ask = getattr(queue, name)

    def asked(*args: Any) -> Any:
        idle.set()
        return ask(*args)

    setattr(queue, name, asked)
    worker = Engine(pool, schedule=False).start()
    try:
        assert idle.wait(10), "the worker never asked the queue for work"
        with SessionStore.open(settings) as store:  # enqueue_review refuses unknown sessions
            store.append_message("s1", "user", "hello")
        result = enqueue_review(settings, "s1", tasks=tasks)
        assert result.queued and result.job_id
        assert wait_idle(tasks, 20), "the job was not picked up"
    finally:
        worker.stop()
    assert reviewed == ["review:s1"]
    assert tasks.context.ledger.get(result.job_id).status == "done"


def test_a_pop_returns_a_stored_value_once_and_nothing_for_a_missing_key(make, backend: str) -> None:
    """huey pops each task's revoke flag after the task (issue 27: on SQLite the pop of a
    flag that is not there looks first and takes no exclusive transaction; one that is
    there is popped as before)."""
    from huey.constants import EmptyData

    _, h = make()
    statements: list[str] = []
    if backend == "sqlite":
        h.storage.conn.set_trace_callback(statements.append)
    assert h.storage.pop_data("r:nothing-here") is EmptyData
    assert not any(s.lower().startswith("begin") for s in statements), statements
    h.storage.put_data("r:flag", b"set")
    assert h.storage.pop_data("r:flag") == b"set"
    assert h.storage.pop_data("r:flag") is EmptyData
    assert not h.storage.has_data_for_key("r:flag")
    ran: list[Any] = []
    echo = _echo_task(h, ran)
    message = echo.s("x")
    h.enqueue(message)
    h.revoke_by_id(message.id, revoke_once=True)
    h.execute(h.dequeue())
    assert ran == [] and not h.storage.has_data_for_key(message.revoke_id)  # skipped, flag gone
