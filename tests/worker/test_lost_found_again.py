"""A job reconcile marks ``lost`` while its message is in a worker's hands is not run twice
(session 33, order3; order2's note: a review put back for its turn is out of the queue
for a moment on every try, and reconcile reading then took it for lost and queued its
session again beside it, so the session's work was done twice).

A real worker process takes the job's message and waits to start it: the test holds
journal.db's write lock, which the job's start transaction needs (a handshake: the test
waits until the message has left the queue, never a sleep). Reconcile then runs in this
process, inside the lock, and finds the message in neither the queue nor the schedule:
the row is marked lost and the session queued again. Once the lock is let go, the
message the worker holds gives way to the job queued instead, and the session's review
runs once; at the parent both ran. On the home's queue.db and on Redis.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from reverie.config import FakeClock
from reverie.jobs.ledger import FOUND_AGAIN_NONE_RAN, FOUND_AGAIN_NOTE, JobLedger
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import (
    enqueue_all_due,
    mark_orphans,
    queued_ids,
    reconcile,
    register,
    tasks_for,
    wait_idle,
)
from reverie.review.ledger import set_cursor
from reverie.search_index import SessionStore

from .conftest import PrivateRedis, child_env, settings_for, wait_for, write_config


@pytest.fixture(scope="module")
def lost_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateRedis]:
    server = PrivateRedis(tmp_path_factory.mktemp("lost-redis"))
    server.start()
    yield server
    server.stop()


def _queue(backend: str, request: pytest.FixtureRequest) -> dict[str, Any]:
    if backend == "redis":
        return {"backend": "redis", "redis_url": request.getfixturevalue("lost_redis").url}
    return {"backend": "sqlite"}


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["sqlite", "redis"])
def test_a_job_taken_for_lost_in_a_workers_hands_runs_once(
        tmp_path: Path, spawn, backend: str, request: pytest.FixtureRequest) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie={"queue": _queue(backend, request)})
    env = child_env()
    settings = settings_for(home, env)
    worker = spawn(["worker", "-w", "2"], home, env)
    with tasks_for(settings) as tasks:
        ledger = tasks.context.ledger
        # (through the ledger: a read-only look at a journal.db the worker is still making
        # may read it half-written, "database disk image is malformed")
        wait_for(lambda: ledger.heartbeats("worker"), timeout=60,
                 message="the worker to start")
        # (every table reconcile reads is made first: a schema is prepared on a connection
        # of its own, which the lock below would keep waiting)
        assert reconcile(tasks) == []
        with SessionStore.open(settings) as store:
            store.append_message("s1", "user", "Remember that the spare keys hang by the door.")
            store.append_message("s1", "assistant", "Noted.")
        with tasks.context.journal.held(), ledger.db.write():
            # the worker's start transaction waits for this one
            (first,) = enqueue_all_due(tasks, "scan")
            wait_for(lambda: first not in queued_ids(tasks.huey), timeout=60,
                     message="the worker to take the review")
            # (older than reconcile's grace for a message on its way to the queue)
            ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 60"
                              " WHERE id = ?", (first,))
            again = reconcile(tasks)
            assert ledger.get(first).status == "lost"
            assert [ledger.get(j).session_id for j in again] == ["s1"]

        def ended() -> bool:
            rows = ledger.for_session("s1", "review")
            return len(rows) == 2 and not any(r.status in ("queued", "retrying", "running")
                                              for r in rows)

        wait_for(ended, timeout=60, message="both of the session's jobs to end")
    assert worker.popen.poll() is None, worker.output()
    with JobLedger(settings) as books:
        rows = {r.id: r for r in books.for_session("s1", "review")}
    # Nothing was lost: the row says the message turned up and gave way (session 34; it
    # stayed "lost" before, a loss that never happened in `reverie queue` and the metrics).
    [other] = [r for r in rows.values() if r.id != first]
    assert rows[first].status == "skipped", rows[first]
    assert rows[first].error == FOUND_AGAIN_NOTE + other.id
    assert rows[first].attempts == 0, "the message taken for lost never ran"
    assert other.status == "done"


def test_a_lost_job_found_again_runs_when_nothing_was_queued_instead(home: Path) -> None:
    """Reconcile marked the row lost but has not queued the session again (or found it
    not due): the message that turned up is the session's only job, so its row is queued
    again and it starts; once another job is queued for the session, it gives way."""
    write_config(home)
    with JobLedger(settings_for(home)) as ledger:
        ledger.enqueued("j1", "review", "s1", reason="test")
        ledger.mark(["j1"], "lost")
        assert ledger.found_again("j1", "review", "s1") is None
        assert ledger.get("j1").status == "queued"
        ledger.mark(["j1"], "lost")
        ledger.enqueued("j2", "review", "s1", reason="reconcile")
        ledger.enqueued("m1", "summary", "s1", reason="test")   # (another kind: no matter)
        assert ledger.found_again("j1", "review", "s1") == "j2"
        assert ledger.get("j1").status == "skipped"     # (it was left "lost": nothing was)
        assert ledger.get("j1").error == FOUND_AGAIN_NOTE + "j2"
        # a row not lost is left as it is
        assert ledger.found_again("j2", "review", "s1") is None
        assert ledger.get("j2").status == "queued"


def test_a_job_that_starts_while_reconcile_looks_is_not_marked_lost(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reconcile reads the queue, then the waiting rows: a job taken before the first read
    and started after the second is absent from the queue, read as queued, and running by
    the time it is marked; it stays running (was: marked lost under the running job, and
    its session queued again beside it)."""
    import reverie.jobs.tasks as tasks_mod

    write_config(home)
    settings = settings_for(home)
    with tasks_for(settings) as tasks:
        ledger = tasks.context.ledger
        ledger.enqueued("j1", "review", "s1", reason="test")
        ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 60")
        monkeypatch.setattr(tasks_mod, "queued_ids", lambda huey: set())   # taken
        read = ledger.in_states

        def then_started(states: Any, **kw: Any) -> Any:
            rows = read(states, **kw)
            if "queued" in states:
                ledger.started("j1", "review", "s1", worker=tasks.context.identity.owner)
            return rows

        monkeypatch.setattr(ledger, "in_states", then_started)
        assert tasks_mod.mark_orphans(tasks, running_here=lambda: ["j1"])["lost"] == 0
        assert ledger.get("j1").status == "running"


def test_a_lost_review_is_queued_again_in_its_place_as_it_is_marked(home: Path) -> None:
    """Reconcile marks a review lost and, in the same transaction, queues its session's
    review again with the same turn (when its oldest message was said; a request's, when
    it was queued): a later review of the home waiting for it finds it there at once. Was:
    marked lost, and queued again only by the scan after it (in `run --once`, the next
    round), so the later review found its turn in between and ran first."""
    write_config(home)
    settings = settings_for(home)
    with tasks_for(settings) as tasks:
        ledger = tasks.context.ledger
        ledger.enqueued("r1", "review", "s1", reason="test", said_at=1_700_000_000.0)
        ledger.enqueued("q1", "review", "s3", reason="request")   # said_at unknown
        later = tasks.wrapper("review").s("s2")
        ledger.enqueued(later.id, "review", "s2", reason="test", said_at=1_700_000_060.0)
        tasks.huey.enqueue(later)                  # r1's and q1's messages are nowhere
        ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 60")
        asked = ledger.get("q1").enqueued_at
        assert mark_orphans(tasks) == {"interrupted": 0, "lost": 2, "again": 2}
        again = {r.session_id: r for r in ledger.in_states(["queued"], kind="review")}
        assert set(again) == {"s1", "s2", "s3"}
        assert (again["s1"].said_at, again["s3"].said_at) == (1_700_000_000.0, asked)
        assert {again["s1"].id, again["s3"].id} <= queued_ids(tasks.huey)
        assert ledger.turn_blocker(later.id, "review", "s2").id == again["s1"].id
        # the scan after it finds the session's job open: nothing is queued twice
        assert enqueue_all_due(tasks, "reconcile") == []


@contextmanager
def _taken_then_lost(home: Path) -> Iterator[tuple[Any, list[str], str, Any, str]]:
    """A home whose one due session's review a thread has taken (``held``), marked lost by
    reconcile, which queued another in its place: (tasks, reviewed, first, held, instead).
    The review moves the session's cursor to its last message, as a review does."""
    write_config(home)
    settings = settings_for(home)
    reviewed: list[str] = []

    def review(kind: str, session_id: str, call: Any) -> None:
        reviewed.append(session_id)
        with SessionStore.open(settings) as store:
            set_cursor(settings, session_id, store.last_message_id(session_id))

    tasks = register(make_huey(settings), settings, engine=review)
    try:
        ledger, storage = tasks.context.ledger, tasks.huey.storage
        with SessionStore.open(settings) as store:
            store.append_message("s1", "user", "Remember that the spare keys hang by the door.")
            store.append_message("s1", "assistant", "Noted.")
        (first,) = enqueue_all_due(tasks, "scan")
        held = storage.dequeue()                   # the first thread takes it
        assert tasks.huey.deserialize_task(held).id == first
        # (older than reconcile's grace for a message on its way to a thread)
        ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 60"
                          " WHERE id = ?", (first,))
        (instead,) = reconcile(tasks)
        assert ledger.get(first).status == "lost"
        yield tasks, reviewed, first, held, instead
    finally:
        tasks.context.close()


def test_a_job_taken_for_lost_starts_after_the_one_queued_instead_ended_and_gives_way(
        home: Path) -> None:
    """fix44 (tests/worker/test_run_once_lost_put_back.py reviewed s1 twice, once in ~40
    runs under load): a worker thread takes a review (the job reconcile queued in place of
    a lost one, there), and before its start transaction a reconcile finds its message
    nowhere, marks it lost and queues the session's review again at the head of the queue;
    the other thread takes that one and runs it to its end; only then does the first
    thread start the message it held. Its row said lost and no job of the session was
    open any more, so it was queued again and ran: the session reviewed twice. The job
    queued in its place did its work, open or ended: the message gives way. The two
    threads' steps are taken here one after the other, in that order (no thread, no
    sleep)."""
    with _taken_then_lost(home) as (tasks, reviewed, first, held, instead):
        ledger, storage = tasks.context.ledger, tasks.huey.storage
        # the other thread takes the job queued instead and runs it to its end
        tasks.huey.execute(tasks.huey.deserialize_task(storage.dequeue()))
        assert ledger.get(instead).status == "done"
        assert reviewed == ["s1"]
        # the first thread starts the message it held (at the parent: run, s1 reviewed twice)
        tasks.huey.execute(tasks.huey.deserialize_task(held))
        assert reviewed == ["s1"]
        row = ledger.get(first)
        assert (row.status, row.error, row.attempts) == (
            "skipped", FOUND_AGAIN_NOTE + instead, 0)
        assert storage.dequeue() is None


def test_a_lost_job_that_gave_way_to_one_that_did_no_work_leaves_its_session_due(
        home: Path) -> None:
    """review45 (fix44's promise read back): the job queued in the lost one's place ended
    without reviewing (skipped: another worker held the session's lease), and only then the
    lost message turned up. It gives way, since that job was queued after the mark; the
    session's work is not lost with it: it is still due, the next scan queues it again, and
    that job reviews it (was it left to nothing, the messages would never be read)."""
    with _taken_then_lost(home) as (tasks, reviewed, first, held, instead):
        ledger, storage = tasks.context.ledger, tasks.huey.storage
        # another thread takes the job queued instead and finds the lease held: no review
        assert tasks.huey.deserialize_task(storage.dequeue()).id == instead
        ledger.started(instead, "review", "s1", worker="w2")
        ledger.finished(instead, "skipped", error="session leased by another worker")
        tasks.huey.execute(tasks.huey.deserialize_task(held))
        assert ledger.get(first).status == "skipped"
        assert reviewed == []
        # fix44's note named it as the job that did the work: it says none did (fix45)
        assert ledger.get(first).error == FOUND_AGAIN_NONE_RAN.format(job=instead, status="skipped")
        # the session is still due: the next scan queues it, and its review runs
        (again,) = enqueue_all_due(tasks, "scan")
        assert again not in (first, instead)
        tasks.huey.execute(tasks.huey.deserialize_task(storage.dequeue()))
        assert reviewed == ["s1"]
        assert ledger.get(again).status == "done"


def test_a_lost_job_that_gave_way_names_the_job_that_ran_its_work_not_a_newer_one_that_did_not(
        home: Path) -> None:
    """fix45 (review45: fix44's note named the newest job since the mark): the job queued in
    the lost one's place runs to its end; a request then queues another, which another
    worker's lease makes skip; only then does the lost message start. It gives way, and its
    row names the job that reviewed the session, not the newest. The threads' steps are
    taken one after the other in that order (no thread, no sleep)."""
    with _taken_then_lost(home) as (tasks, reviewed, first, held, instead):
        ledger, storage = tasks.context.ledger, tasks.huey.storage
        tasks.huey.execute(tasks.huey.deserialize_task(storage.dequeue()))
        assert (ledger.get(instead).status, reviewed) == ("done", ["s1"])
        ledger.enqueued("later", "review", "s1", reason="request")
        ledger.started("later", "review", "s1", worker="w2")
        ledger.finished("later", "skipped", error="session leased by another worker")
        tasks.huey.execute(tasks.huey.deserialize_task(held))
        assert reviewed == ["s1"]
        row = ledger.get(first)
        assert (row.status, row.error, row.attempts) == ("skipped", FOUND_AGAIN_NOTE + instead, 0)


def test_a_lost_job_found_again_names_a_job_open_else_says_none_ran(home: Path) -> None:
    """fix45: with no job done since the mark, the note names one still open (it will do
    the work: a running one before a queued one); with every one ended without the work
    (deferred, failed), it says none ran and names the newest with its state."""
    write_config(home)
    clock = FakeClock()
    with JobLedger(settings_for(home), clock=clock) as ledger:
        ledger.enqueued("a1", "review", "s1", reason="test")
        clock.advance(1)
        ledger.mark(["a1"], "lost")
        clock.advance(1)
        ledger.enqueued("a2", "review", "s1", reason="reconcile")
        ledger.started("a2", "review", "s1", worker="w")
        clock.advance(1)
        ledger.enqueued("a3", "review", "s1", reason="request")
        assert ledger.found_again("a1", "review", "s1") == "a2"   # running, not the newer queued
        assert ledger.get("a1").error == FOUND_AGAIN_NOTE + "a2"

        ledger.enqueued("b1", "review", "s2", reason="test")
        clock.advance(1)
        ledger.mark(["b1"], "lost")
        clock.advance(1)
        ledger.enqueued("b2", "review", "s2", reason="reconcile")
        ledger.started("b2", "review", "s2", worker="w")
        ledger.finished("b2", "failed", error="boom")
        clock.advance(1)
        ledger.enqueued("b3", "review", "s2", reason="request")
        ledger.started("b3", "review", "s2", worker="w")
        ledger.finished("b3", "deferred", error="daily input-token budget spent")
        assert ledger.found_again("b1", "review", "s2") == "b3"
        assert ledger.get("b1").status == "skipped"
        assert ledger.get("b1").error == FOUND_AGAIN_NONE_RAN.format(job="b3", status="deferred")


def test_a_lost_job_gives_way_to_one_started_since_its_mark_not_to_one_ended_before(
        home: Path) -> None:
    """What "since the mark" reads (fix44): a job of the session queued before the lost one
    was marked but started after it read the session after the mark, as the lost one would
    have, and it gives way to it though it ended; a job that ended before the mark did not
    see what the lost one was queued for, and it runs."""
    write_config(home)
    clock = FakeClock()
    with JobLedger(settings_for(home), clock=clock) as ledger:
        ledger.enqueued("a1", "review", "s1", reason="test")
        ledger.enqueued("a2", "review", "s1", reason="request")   # queued before the mark
        clock.advance(1)
        ledger.mark(["a1"], "lost")
        clock.advance(1)
        ledger.started("a2", "review", "s1", worker="w")        # started after it
        ledger.finished("a2", "done")
        assert ledger.found_again("a1", "review", "s1") == "a2"
        assert ledger.get("a1").status == "skipped"

        ledger.enqueued("b1", "review", "s2", reason="test")
        ledger.started("b1", "review", "s2", worker="w")
        ledger.finished("b1", "done")
        clock.advance(1)
        ledger.enqueued("b2", "review", "s2", reason="request")
        clock.advance(1)
        ledger.mark(["b2"], "lost")
        assert ledger.found_again("b2", "review", "s2") is None
        assert ledger.get("b2").status == "queued"


def test_since_the_mark_is_the_ledgers_write_order_not_a_clock_stepped_back(home: Path) -> None:
    """fix44's left (fix46): the mark, the enqueue and the start are written by different
    processes, each reading its own wall clock, which can be stepped back between them (a
    time sync, a resumed machine). A job queued and run after the mark, stamped with a time
    before it, still read the session after it: the lost one gives way (it ran again, and
    the session was reviewed twice); one that ran before the mark, stamped after it, does
    not take its place. The clock here is injected and stepped by hand."""
    write_config(home)
    clock = FakeClock()
    with JobLedger(settings_for(home), clock=clock) as ledger:
        ledger.enqueued("a1", "review", "s1", reason="test")
        clock.advance(1)
        ledger.mark(["a1"], "lost")
        clock.advance(-30)                                          # stepped back
        ledger.enqueued("a2", "review", "s1", reason="reconcile")
        ledger.started("a2", "review", "s1", worker="w")
        ledger.finished("a2", "done")
        assert ledger.found_again("a1", "review", "s1") == "a2"
        assert (ledger.get("a1").status, ledger.get("a1").error) == ("skipped", FOUND_AGAIN_NOTE + "a2")

        clock.advance(60)                                           # stepped forward
        ledger.enqueued("b1", "review", "s2", reason="test")
        ledger.started("b1", "review", "s2", worker="w")
        ledger.finished("b1", "done")
        ledger.enqueued("b2", "review", "s2", reason="request")
        clock.advance(-30)
        ledger.mark(["b2"], "lost")                                 # after b1 ran, by the order
        assert ledger.found_again("b2", "review", "s2") is None
        assert ledger.get("b2").status == "queued"


def test_a_row_marked_lost_before_the_write_order_goes_by_its_time(home: Path) -> None:
    """A lost row of a ledger written before migration 5 has no place in the write order:
    it is read by the times, as before."""
    write_config(home)
    clock = FakeClock()
    with JobLedger(settings_for(home), clock=clock) as ledger:
        ledger.enqueued("a1", "review", "s1", reason="test")
        clock.advance(1)
        ledger.mark(["a1"], "lost")
        with ledger.db.write() as conn:
            conn.execute("UPDATE jobs_ledger SET lost_order = NULL WHERE id = 'a1'")
        clock.advance(1)
        ledger.enqueued("a2", "review", "s1", reason="reconcile")
        ledger.started("a2", "review", "s1", worker="w")
        ledger.finished("a2", "done")
        assert ledger.found_again("a1", "review", "s1") == "a2"


@pytest.mark.parametrize("lease_held", [False, True])
def test_in_a_pool_the_thread_holding_a_message_taken_for_lost_starts_it_last_and_it_gives_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lease_held: bool) -> None:
    """The same interleaving on a pool's two threads (fix44): one holds the review's message
    and has not started its job (the test holds it there: a handshake at the job's start);
    reconcile marks it lost and queues the session again; the other thread takes that one
    (the same session: the take does not hold it back) and runs it to its end; then the
    first starts. At the parent the session was reviewed twice. With the session's lease
    held elsewhere (``lease_held``, fix45), the job queued instead ends skipped: the first
    still gives way, and its row says no job since ran its work (it named the skipped one as
    doing it)."""
    from reverie.jobs import tasks as tasks_mod
    from reverie.jobs.homes import HomeSet
    from reverie.jobs.leases import Leases, lease_key
    from reverie.worker.pool import Pool, PoolWorker

    home = tmp_path / "homes" / "h"
    home.mkdir(parents=True)
    write_config(home, reverie={"queue": {"workers": 2}})
    settings = settings_for(home, {})
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "Remember that the spare keys hang by the door.")
        store.append_message("s1", "assistant", "Noted.")
    reviewed: list[str] = []

    def review(kind: str, session_id: str, call: Any) -> None:
        reviewed.append(session_id)
        with SessionStore.open(settings) as store:
            set_cursor(settings, session_id, store.last_message_id(session_id))

    in_hand, go = threading.Event(), threading.Event()
    ended = [threading.Event(), threading.Event()]   # the first job to end, the second
    held: list[str] = []
    real_start = tasks_mod._run_session_job

    def first_held(ctx: Any, kind: Any, session_id: str, task: Any, tasks: Any = None) -> None:
        if not held:   # the first message taken waits here, before its start transaction
            held.append(task.id)
            in_hand.set()
            assert go.wait(60), "never let go"
        real_start(ctx, kind, session_id, task, tasks)

    monkeypatch.setattr(tasks_mod, "_run_session_job", first_held)
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, workers=2,
                engine=review, reconcile_memory=False)
    pool.refresh(first=True)
    (entry,) = pool.served()

    def one_ended(taken: Any) -> None:
        next(e for e in ended if not e.is_set()).set()

    worker = PoolWorker(pool, on_job=one_ended)
    try:
        with pool.runtime(entry) as rt:
            (first,) = enqueue_all_due(rt.tasks, "scan")
        worker.start()
        assert in_hand.wait(30), "no thread took the review"
        assert held == [first]
        with pool.runtime(entry) as rt:
            ledger = rt.tasks.context.ledger
            # (older than reconcile's grace for a message on its way to a thread)
            ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = enqueued_at - 60"
                              " WHERE id = ?", (first,))
            elsewhere = Leases(settings, ttl=60)
            if lease_held:   # (refused to any thread while this process is alive and holds it)
                assert elsewhere.acquire(lease_key("review", "s1"))
            (instead,) = reconcile(rt.tasks)
            assert ledger.get(first).status == "lost"
            assert ended[0].wait(30), "the job queued instead never ran"
            assert ledger.get(instead).status == ("skipped" if lease_held else "done")
            elsewhere.release(lease_key("review", "s1"))
            elsewhere.close()
            go.set()
            assert ended[1].wait(30), "the message held never ended"
            row = ledger.get(first)
            assert wait_idle(rt.tasks, 30)
    finally:
        go.set()
        worker.stop(5)
        pool.close()
    note = (FOUND_AGAIN_NONE_RAN.format(job=instead, status="skipped") if lease_held
            else FOUND_AGAIN_NOTE + instead)
    assert reviewed == ([] if lease_held else ["s1"])
    assert (row.status, row.error, row.attempts) == ("skipped", note, 0)
