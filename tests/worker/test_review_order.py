"""One home's reviews run one at a time, in the order their messages were said; other homes
stay parallel (session 31, ``JobKind.ordered``; tester22's first hour: a backlog reviewed on
four threads reviewed a "forget" before the session that told the fact).

The pool tests run on both queue backends (a home's queue.db, and a Redis server of our
own), with the review engine replaced by one that holds the first review until the test
lets it go: the handshake shows the later reviews were tried and put back while it ran
(their ledger rows say so), never a sleep. The last test kills a real worker mid-backlog
and a real ``run --once`` finishes the rest, in order, each session once.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from reverie.config import load_settings
from reverie.jobs.homes import HomeSet
from reverie.jobs.ledger import JobLedger
from reverie.jobs.tasks import wait_idle
from reverie.search_index import SessionStore

from .conftest import (
    REPO,
    PrivateRedis,
    child_env,
    held_replies,
    heuristic_gemini,
    settings_for,
    wait_for,
    write_config,
)

SAID = 1_700_000_000.0


@pytest.fixture(scope="module")
def order_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateRedis]:
    server = PrivateRedis(tmp_path_factory.mktemp("order-redis"))
    server.start()
    yield server
    server.stop()


class HeldEngine:
    """The review engine of the pool under test: records each call and how many reviews of
    one home ran at once; the review of ``held`` waits until :attr:`release` is set."""

    def __init__(self, held: str) -> None:
        self.held = held
        self.started = threading.Event()
        self.release = threading.Event()
        self.calls: list[str] = []
        self.running: dict[str, int] = {}
        self.most: dict[str, int] = {}
        self._lock = threading.Lock()

    def __call__(self, kind: str, session_id: str, call: Any) -> None:
        home = session_id.split("-")[0]
        with self._lock:
            self.calls.append(session_id)
            self.running[home] = self.running.get(home, 0) + 1
            self.most[home] = max(self.most.get(home, 0), self.running[home])
        try:
            if session_id == self.held:
                self.started.set()
                assert self.release.wait(60), "never released"
        finally:
            with self._lock:
                self.running[home] -= 1


@pytest.fixture(params=["sqlite", "redis"])
def two_homes(request: pytest.FixtureRequest, tmp_path: Path):
    """A pool of homes ``a`` and ``b`` on this test's backend, the engine held at ``a-s1``."""
    from reverie.worker.pool import Pool

    backend = request.param
    section: dict[str, Any] = {"backend": backend, "name": f"order{abs(hash(str(tmp_path)))}"}
    if backend == "redis":
        section["redis_url"] = request.getfixturevalue("order_redis").url
    for name in ("a", "b"):
        home = tmp_path / "homes" / name
        home.mkdir(parents=True)
        write_config(home, reverie={"queue": section})
    engine = HeldEngine("a-s1")
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, workers=3,
                engine=engine, reconcile_memory=False)
    pool.refresh(first=True)
    yield pool, engine
    pool.close()


def _enqueue(pool: Any, entry: Any, session_id: str, said_at: float | None) -> str:
    """Queue a review of ``session_id`` in ``entry``'s home, its row saying when its oldest
    message was said (as a scan writes it)."""
    with pool.runtime(entry) as rt:
        message = rt.tasks.wrapper("review").s(session_id)
        rt.tasks.context.ledger.enqueued(message.id, "review", session_id, reason="test",
                                         said_at=said_at)
        rt.huey.enqueue(message)
        return message.id


def _row(entry: Any, session_id: str):
    with JobLedger(entry.settings) as ledger:
        return ledger.for_session(session_id, "review")[-1]


def test_one_homes_reviews_wait_their_turn_and_another_home_goes_on(two_homes) -> None:
    from reverie.worker.run import Engine

    pool, engine = two_homes
    a, b = sorted(pool.served(), key=lambda e: e.label)
    # Queued out of the order said (a request, a retry and a scan can queue so): the last
    # said first.
    for sid, said in (("a-s3", SAID + 20), ("a-s1", SAID), ("a-s2", SAID + 10)):
        _enqueue(pool, a, sid, said)
    worker = Engine(pool, schedule=False).start()
    try:
        assert engine.started.wait(30), "the first said was never reviewed"
        # While it runs: a-s3, taken before it (the head of the queue), was tried and put
        # back (its row says why). a-s2 may not have been: once a review waits for one
        # running here, the home's queue is left alone until that one ends; waiting for
        # a-s2's row too was a handshake that could be lost (session 32: 2 runs in 25
        # timed out, a-s3 taken first and a-s2 left in the queue, as designed) ...
        wait_for(lambda: (_row(a, "a-s3").error or "").startswith("waits its turn"),
                 timeout=30, message="the last said to be put back")
        # ... and another home's review is not held up by them.
        _enqueue(pool, b, "b-s1", SAID + 30)
        wait_for(lambda: _row(b, "b-s1").status == "done", timeout=30, message="home b")
        assert "a-s2" not in engine.calls and "a-s3" not in engine.calls
        assert _row(a, "a-s2").status == _row(a, "a-s3").status == "queued"
        assert "a-s1" in _row(a, "a-s3").error
        engine.release.set()
        for entry in (a, b):
            with pool.runtime(entry) as rt:
                assert wait_idle(rt.tasks, 30), "the rest was not taken"
    finally:
        engine.release.set()
        worker.stop()
    assert [c for c in engine.calls if c.startswith("a-")] == ["a-s1", "a-s2", "a-s3"]
    assert engine.most["a"] == 1, "two reviews of one home ran beside each other"
    assert {_row(a, s).status for s in ("a-s1", "a-s2", "a-s3")} == {"done"}
    assert [_row(a, s).attempts for s in ("a-s1", "a-s2", "a-s3")] == [1, 1, 1]


def test_a_later_review_never_starts_beside_a_running_one_enqueued_after_it(two_homes) -> None:
    """An earlier session's review queued while a later one runs (new messages in an old
    session) waits for it: one review of a home at a time, whatever was said when."""
    from reverie.worker.run import Engine

    pool, engine = two_homes
    engine.held = "a-s2"
    a, _ = sorted(pool.served(), key=lambda e: e.label)
    _enqueue(pool, a, "a-s2", SAID + 10)
    worker = Engine(pool, schedule=False).start()
    try:
        assert engine.started.wait(30)
        _enqueue(pool, a, "a-s1", SAID)
        wait_for(lambda: (_row(a, "a-s1").error or "").startswith("waits its turn"),
                 timeout=30, message="the earlier session's review to wait")
        assert engine.calls == ["a-s2"]
        engine.release.set()
        with pool.runtime(a) as rt:
            assert wait_idle(rt.tasks, 30)
    finally:
        engine.release.set()
        worker.stop()
    assert engine.calls == ["a-s2", "a-s1"] and engine.most["a"] == 1


def test_a_backlog_never_goes_round_behind_a_review_put_back_at_the_head(two_homes,
                                                                         monkeypatch) -> None:
    """A backlog whose first two reviews were queued the other way round (a request for the
    second session came first), on 3 threads: the first said, taken second, is held back
    at the head while the second is in a thread; the second, waiting for it, goes back
    right behind it, never to the end. Before, it went to the end (taken for "further
    down") and the whole backlog went round after it: once here, and time and again on a
    pool before the take held reviews back (200 reviews of one home put back ~7,000 times
    on 3 or 4 threads; 5,000 on 2 threads under load did not drain in 300 s,
    test_worker_retained_state)."""
    from reverie.jobs.homequeue import RedisHomeQueue, SqliteHomeQueue
    from reverie.worker.run import Engine

    pool, engine = two_homes
    engine.held = "none"
    a, _ = sorted(pool.served(), key=lambda e: e.label)
    put = {"front": 0, "end": 0}
    for cls in (SqliteHomeQueue, RedisHomeQueue):
        def counted(self: Any, data: bytes, *, front: bool, _put: Any = cls.put_back,
                    **behind: Any) -> None:
            put["front" if front else "end"] += 1
            _put(self, data, front=front, **behind)
        monkeypatch.setattr(cls, "put_back", counted)
    sessions = [f"a-s{i:03d}" for i in range(60)]
    ids = {i: _enqueue(pool, a, sessions[i], SAID + i) for i in (1, 0, *range(2, 60))}
    # The case at hand, made sure of: the second's turn is checked once the first is held
    # back at the head or taken (checked before, it finds the first only queued, further
    # down as far as it can know, and goes to the end: one round, by design).
    first_placed = threading.Event()
    from reverie.worker.pool import HomeEntry
    for name in ("was_put_front", "ordered_ahead"):
        def placed(self: Any, job_id: str, *args: Any, _real: Any = getattr(HomeEntry, name),
                   **kwargs: Any) -> Any:
            out = _real(self, job_id, *args, **kwargs)
            if job_id == ids[0] and out is None:   # (ordered_ahead: None when claimed)
                first_placed.set()
            return out
        monkeypatch.setattr(HomeEntry, name, placed)
    turn_blocker = JobLedger.turn_blocker

    def checked(self: JobLedger, job_id: str, *args: Any) -> Any:
        if job_id == ids[1]:
            assert first_placed.wait(30), "the first said was never taken"
        return turn_blocker(self, job_id, *args)
    monkeypatch.setattr(JobLedger, "turn_blocker", checked)
    worker = Engine(pool, schedule=False).start()
    try:
        with pool.runtime(a) as rt:
            assert wait_idle(rt.tasks, 60), "the backlog did not drain"
    finally:
        worker.stop()
    assert engine.calls == sessions and engine.most["a"] == 1
    assert put["end"] == 0, put
    assert put["front"] <= 3 * len(sessions), put   # (each waits for at most a few)


def test_a_review_waiting_for_one_put_back_at_the_head_goes_right_behind_it() -> None:
    """The entry's side of it: a job put back at the head and not taken since is where a
    review waiting for it finds it (behind it); taken again, it is in flight."""
    from reverie.jobs.homes import HomeRef
    from reverie.worker.pool import HomeEntry

    entry = HomeEntry(HomeRef(Path("/nowhere")))
    for job in ("j1", "j2"):
        entry.claim(job)
        entry.job_started()
    entry.was_put_front("j1", b"message of j1")
    assert entry.job_finished("j1", waited=True) is False
    assert entry.hold_turn("j2", "j1", "queued", now=0.0) is True   # at the head ...
    assert entry.behind("j1") == b"message of j1"                   # ... behind j1
    entry.claim("j1")
    assert entry.behind("j1") is None and "j1" in entry.in_flight


def test_a_review_waiting_for_one_put_back_here_and_taken_by_another_host_waits_a_while(
        ) -> None:
    """review34 R14: a job this pool put back at the head and another pool (a second host
    on one Redis) took and runs is running elsewhere, not here: a review waiting for it
    leaves the home's queue alone for TURN_RECHECK_SECONDS, as for any job running
    elsewhere. Remembered as here, the review was taken and checked again at once, again
    and again, for as long as the other host ran it."""
    from reverie.jobs.homes import HomeRef
    from reverie.worker.pool import TURN_RECHECK_SECONDS, HomeEntry

    entry = HomeEntry(HomeRef(Path("/nowhere")))
    entry.was_put_front("j1", b"message of j1")   # put back at the head here, then taken there
    entry.claim("j2")
    entry.job_started()
    assert entry.hold_turn("j2", "j1", "running", now=100.0) is True   # at the head ...
    assert entry.turn_held_until == 100.0 + TURN_RECHECK_SECONDS       # ... for a while
    assert entry.behind("j1") is None and entry.waits_elsewhere()
    # taken again here and running here: as before, the queue waits for its end
    entry.was_put_front("j3", b"message of j3")
    entry.claim("j3")
    assert entry.hold_turn("j2", "j3", "running", now=200.0) is True
    assert entry.turn_held_until == float("inf")


def test_a_review_waiting_for_one_that_ended_here_and_runs_its_retry_elsewhere_waits(
        ) -> None:
    """R14's twin (session33-order3.md, "Left"): a job that ended here (a transient
    failure: its retry waits) and whose retry another host took is remembered as ended
    here while it runs there; a review waiting for it was then taken and checked again at
    once, again and again. Its row's worker (not this pool) says where it runs: the review
    waits TURN_RECHECK_SECONDS. Ended here and its row still saying running by this pool
    (read before its end was written), it is done: the queue is taken on at once."""
    from types import SimpleNamespace

    from reverie.jobs.homes import HomeRef
    from reverie.worker.pool import TURN_RECHECK_SECONDS, Dispatcher, HomeEntry

    entry = HomeEntry(HomeRef(Path("/nowhere")))
    entry.claim("j1")
    entry.job_started()
    entry.job_finished("j1")                        # ended here
    entry.claim("j2")
    entry.job_started()
    pool = SimpleNamespace(identity=SimpleNamespace(owner="here:1:aa"),
                           clock=SimpleNamespace(now=lambda: 100.0))
    dispatcher = Dispatcher(pool)                   # (only its turn_wait is used)
    there = SimpleNamespace(id="j1", status="running", worker="other-host:7:bb")
    assert dispatcher.turn_wait(entry, "j2", there) is True
    assert dispatcher.waited() == (True, None)      # at the head ...
    assert entry.turn_held_until == 100.0 + TURN_RECHECK_SECONDS and entry.waits_elsewhere()
    mine = SimpleNamespace(id="j1", status="running", worker="here:1:aa")
    assert dispatcher.turn_wait(entry, "j2", mine) is True
    assert entry.turn_held_until == 0.0             # ended here: taken on at once


def test_two_reviews_each_waiting_behind_the_other_leave_the_home_free() -> None:
    """Two reviews of a home taken together, each not its turn while the other is in
    flight here, are both put back: the last one's end lets the queue be taken again
    (before, nothing was left to end the wait, and the home stalled for good)."""
    from reverie.jobs.homes import HomeRef
    from reverie.worker.pool import HomeEntry

    entry = HomeEntry(HomeRef(Path("/nowhere")))
    for job in ("j1", "j2"):
        entry.claim(job)
        entry.job_started()
    assert entry.hold_turn("j2", "j1", "queued", now=0.0)   # j1 in flight: at the head
    assert entry.hold_turn("j1", "j0", "running", now=0.0) is True
    assert entry.waits(0.0)
    assert entry.job_finished("j2", waited=True) is False    # j1 is still here
    assert entry.job_finished("j1", waited=True) is True     # nothing left to end it
    assert not entry.waits(0.0)


def test_a_review_behind_another_of_its_home_in_hand_goes_back_at_the_take(
        two_homes, monkeypatch: pytest.MonkeyPatch) -> None:
    """A review taken while another session's review of its home is in a thread here goes
    back at the head of the queue as it is taken, its row saying why: each review's turn
    is checked once (a journal.db write transaction), not once more for every time it was
    taken too early (a backlog on four threads checked ~5 times a review, each then put
    back)."""
    from reverie.worker.run import Engine

    pool, engine = two_homes
    a, _ = sorted(pool.served(), key=lambda e: e.label)
    checks: dict[str, int] = {}
    real = JobLedger.turn_blocker

    def counted(self: JobLedger, job_id: str, kind: str, session_id: str) -> Any:
        checks[session_id] = checks.get(session_id, 0) + 1
        return real(self, job_id, kind, session_id)

    monkeypatch.setattr(JobLedger, "turn_blocker", counted)
    # The note is written with the take lock let go (review34 R1): a journal.db another
    # process holds would otherwise keep every thread's take waiting, for every home.
    pool.dispatcher._take_lock = lock = OwnedLock()
    under_lock: list[bool] = []
    real_note = JobLedger.waits_turn

    def noted(self: JobLedger, job_id: str, note: str) -> None:
        under_lock.append(lock.owner == threading.get_ident())
        real_note(self, job_id, note)

    monkeypatch.setattr(JobLedger, "waits_turn", noted)
    for sid, said in (("a-s1", SAID), ("a-s2", SAID + 10), ("a-s3", SAID + 20)):
        _enqueue(pool, a, sid, said)
    worker = Engine(pool, schedule=False).start()
    try:
        assert engine.started.wait(30), "the first said was never reviewed"
        wait_for(lambda: "a-s1" in (_row(a, "a-s2").error or ""), timeout=30,
                 message="the next review to be put back")
        assert (_row(a, "a-s2").error or "").startswith("waits its turn")
        assert _row(a, "a-s2").status == "queued"
        engine.release.set()
        with pool.runtime(a) as rt:
            assert wait_idle(rt.tasks, 30), "the rest was not taken"
    finally:
        engine.release.set()
        worker.stop()
    assert engine.calls == ["a-s1", "a-s2", "a-s3"] and engine.most["a"] == 1
    assert checks == {"a-s1": 1, "a-s2": 1, "a-s3": 1}
    assert under_lock and not any(under_lock), "a note was written holding the take lock"


class OwnedLock:
    """A lock that says which thread holds it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.owner: int | None = None

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        got = self._lock.acquire(blocking, timeout)
        if got:
            self.owner = threading.get_ident()
        return got

    def release(self) -> None:
        self.owner = None
        self._lock.release()

    def locked(self) -> bool:
        return self._lock.locked()

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(self, *_: Any) -> None:
        self.release()


def test_a_home_lends_one_thread_at_a_time_to_its_reviews() -> None:
    """HomeEntry.claim: a review of another session is held back while one of the home is
    in flight here (the queue then waits for its end); the same session's, and any job of
    a kind that is not ordered, are not."""
    from reverie.jobs.homes import HomeRef
    from reverie.worker.pool import HomeEntry

    entry = HomeEntry(HomeRef(Path("/nowhere")))
    assert entry.claim("r1", "s1")
    assert entry.claim("sum1")              # a summary goes beside it
    assert entry.claim("r1b", "s1")         # (the same session: its lease decides)
    assert not entry.claim("r2", "s2")
    assert entry.waits(0.0) and "r2" not in entry.in_flight
    entry.job_started()
    assert entry.job_finished("sum1") is True   # a job of it here ended: its queue is free
    assert not entry.claim("r2", "s2")
    entry.unclaim("r1b")
    entry.job_started()
    assert entry.job_finished("r1") is True
    assert entry.claim("r2", "s2")


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["sqlite", "redis"])
def test_a_killed_worker_loses_and_reorders_nothing_of_the_backlog(
        tmp_path: Path, spawn, backend: str, request: pytest.FixtureRequest) -> None:
    """A real worker reviewing a home's backlog of three sessions is killed (SIGKILL) while
    the first is at the model; a real ``run --once`` then reviews all three, in the order
    said, each once: on the home's queue.db and on Redis (where the review taken by the
    killed worker left the list with it)."""
    home = tmp_path / "home"
    home.mkdir()
    with heuristic_gemini(latency=0.0) as model:
        write_config(home, **_model_config(model, _queue_section(backend, request)))
        env = child_env(GEMINI_API_KEY="k-test-not-a-real-key")
        settings = settings_for(home, env)
        _backlog(settings, 3)
        with held_replies(model):
            worker = spawn(["worker", "-w", "3"], home, env)
            scheduler = spawn(["scheduler"], home, env)
            wait_for(lambda: model.requests, timeout=60, message="the first review's call")
            # (the next one taken waits its turn; the home's queue is then left alone
            # until the running review ends)
            wait_for(lambda: (_last(settings, "s1").error or "").startswith("waits its turn"),
                     timeout=60, message="the next review to wait its turn")
            worker.signal(signal.SIGKILL)
            worker.wait(30)
            scheduler.signal(signal.SIGTERM)
            scheduler.wait(30)
        ran = subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                              "--home", str(home), "run", "--once"], env=env, cwd=REPO,
                             capture_output=True, text=True, timeout=300)
        assert ran.returncode == 0, ran.stderr
    assert _done_in_order(home, env) == ["s0", "s1", "s2"]


@pytest.mark.slow
def test_a_lost_message_on_redis_is_queued_again_and_keeps_its_turn(
        tmp_path: Path, spawn, request: pytest.FixtureRequest) -> None:
    """Redis loses the messages of a home's waiting reviews (its list deleted, as a restart
    without persistence does) while the first review is at the model: the later reviews'
    rows still say queued, so none runs before its turn; reconcile marks them lost and the
    scan queues them again, and all three are reviewed in the order said, each once."""
    import redis

    from reverie.jobs.homequeue import RedisHomeQueue
    from reverie.jobs.queue import queue_name

    home = tmp_path / "home"
    home.mkdir()
    with heuristic_gemini(latency=0.0) as model:
        write_config(home, **_model_config(model, _queue_section("redis", request)))
        env = child_env(GEMINI_API_KEY="k-test-not-a-real-key")
        settings = settings_for(home, env)
        _backlog(settings, 3)
        key = RedisHomeQueue.QUEUE_PREFIX + queue_name(settings)
        server = redis.Redis.from_url(settings.queue.redis_url)
        with held_replies(model):
            spawn(["worker", "-w", "3"], home, env)
            spawn(["scheduler"], home, env)
            wait_for(lambda: model.requests, timeout=60, message="the first review's call")
            # Both later reviews back in the list (the home's queue left alone meanwhile;
            # its summaries wait there too) ...
            def waiting() -> bool:
                rows = [_last(settings, sid) for sid in ("s1", "s2")]
                listed = server.lrange(key, 0, -1)
                return all(r is not None and any(r.id.encode() in m for m in listed)
                           for r in rows)
            wait_for(waiting, timeout=60, message="the later reviews to wait in the queue")
            assert server.delete(key) == 1   # ... and lost
        wait_for(lambda: len(_done_in_order(home, env)) == 3, timeout=120,
                 message="every review, after reconcile")
    assert _done_in_order(home, env) == ["s0", "s1", "s2"]
    with JobLedger(settings) as ledger:
        lost = {r.session_id for r in ledger.in_states(["lost"], kind="review")}
    assert lost and lost <= {"s1", "s2"}, lost   # (both, unless a take raced the delete)


def _queue_section(backend: str, request: pytest.FixtureRequest) -> dict[str, Any]:
    if backend == "redis":
        return {"backend": "redis", "redis_url": request.getfixturevalue("order_redis").url}
    return {"backend": "sqlite"}


def _model_config(model: Any, queue: dict[str, Any]) -> dict[str, Any]:
    return {"auxiliary": {"background_review": {"provider": "gemini", "base_url": model.url,
                                                "timeout": 120}},
            "reverie": {"queue": queue}}


def _backlog(settings: Any, sessions: int) -> None:
    """``sessions`` sessions s0.., each a fact to remember, said 100 s apart in that order."""
    with SessionStore.open(settings) as store:
        for i in range(sessions):
            store.append_message(f"s{i}", "user", f"Remember that rack {i} is in row {i}.",
                                 timestamp=SAID + 100 * i)
            store.append_message(f"s{i}", "assistant", "Noted.", timestamp=SAID + 100 * i + 1)


def _done_in_order(home: Path, env: dict[str, str]) -> list[str]:
    """The sessions whose review is done, by when it started."""
    with JobLedger(load_settings(home, environ=env)) as ledger:
        done = sorted((r.started_at, r.session_id)
                      for r in ledger.in_states(["done"], kind="review", limit=100))
    return [sid for _, sid in done]


def _last(settings: Any, session_id: str):
    with JobLedger(settings) as ledger:
        rows = ledger.for_session(session_id, "review")
    return rows[-1] if rows else None
