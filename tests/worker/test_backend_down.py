"""A worker and the queue backend going away: refuse to start with one line, and while
running, one rate-limited warning instead of a traceback per poll."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pytest

from reverie.config import FakeClock
from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.search_index import SessionStore
from reverie.worker.logfilter import BackendErrorFilter
from tests.conftest import free_port

from .conftest import PrivateRedis, settings_for, wait_for, write_config


def test_worker_with_redis_down_exits_1_with_one_line(home: Path, spawn) -> None:
    url = f"redis://:s3cret-pw@127.0.0.1:{free_port()}/0"
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": url}})
    worker = spawn(["worker", "-w", "4"], home)
    assert worker.wait(30) == 1
    lines = worker.output().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("Error: The Redis queue at redis://:***@127.0.0.1:")
    assert "unreachable: ConnectionError" in lines[0] and "s3cret" not in lines[0]


@pytest.mark.slow
def test_redis_stopped_under_a_running_worker_logs_a_line_not_tracebacks(
        home: Path, spawn, private_redis: PrivateRedis) -> None:
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url}})
    s = settings_for(home)
    with SessionStore.open(s) as store:
        store.append_message("s1", "user", "Remember that the build host is hopper.")
    worker = spawn(["worker", "-w", "4"], home)
    wait_for(lambda: JobLedger(s).heartbeats("worker"), timeout=20, message="worker heartbeat")
    private_redis.stop()
    time.sleep(4)  # the outage: 4 threads polling every <= 0.5 s logged ~175 tracebacks here
    private_redis.start()
    job = enqueue_review(s, "s1")
    assert job.queued
    wait_for(lambda: JobLedger(s).get(job.job_id).status == "done", timeout=30,
             message="the review after Redis came back")
    output = worker.output()
    assert "Traceback" not in output, output
    lines = output.splitlines()
    assert 1 <= len(lines) <= 3, lines
    assert "queue backend unavailable: ConnectionError" in lines[0] and "retrying" in lines[0]


def _record(msg: str, exc: BaseException | None = None) -> logging.LogRecord:
    info = (type(exc), exc, None) if exc else None
    return logging.LogRecord("huey.consumer.Worker", logging.ERROR, __file__, 1, msg, (), info)


def test_filter_reports_backend_errors_once_per_window() -> None:
    clock = FakeClock()
    f = BackendErrorFilter(every=30, clock=clock)
    error = ConnectionError("Error 111 connecting to redis://:pw@127.0.0.1:1. Refused.")
    passed = [r for r in (_record("Error reading from queue", error) for _ in range(100))
              if f.filter(r)]
    assert len(passed) == 1
    first = passed[0]
    assert first.levelno == logging.WARNING and first.exc_info is None
    assert first.getMessage() == ("queue backend unavailable: ConnectionError: Error 111 "
                                  "connecting to redis://:***@127.0.0.1:1. Refused.; retrying")
    clock.advance(31)
    again = _record("Error reading from queue", error)
    assert f.filter(again) and "(99 similar errors since the last report)" in again.getMessage()
    other = _record("Unhandled error during execution of task %s.", error)
    assert f.filter(other) and other.exc_info is not None, "other errors pass untouched"
    debug = BackendErrorFilter(debug=True, clock=clock)
    kept = _record("Error reading from queue", error)
    assert debug.filter(kept) and kept.exc_info is not None, "--debug keeps the traceback"


def test_huey_storage_failing_after_a_task_is_one_line_per_task() -> None:
    """Issue 19: a full queue.db failing to store a task's retry was a traceback each."""
    import sqlite3

    f = BackendErrorFilter(every=30, clock=FakeClock())
    full = sqlite3.OperationalError("database or disk is full")
    lines = []
    for task_id in ("job-a", "job-b"):
        record = _record("Unhandled error during execution of task %s.", full)
        record.args = (task_id,)
        assert f.filter(record), "one line per task, not rate-limited away"
        assert record.exc_info is None and record.levelno == logging.WARNING
        lines.append(record.getMessage())
    assert lines[0] == ("job job-a: the queue backend failed after the job ran (OperationalError:"
                        " database or disk is full); reconcile enqueues its work again if it was"
                        " to be retried")
    assert lines[1].startswith("job job-b: ")
    bug = _record("Unhandled error during execution of task %s.", KeyError("x"))
    bug.args = ("job-c",)
    assert f.filter(bug) and bug.exc_info is not None, "a bug keeps its traceback"


@pytest.mark.slow
def test_redis_gone_under_the_scheduler_is_one_line_and_no_other_run(
        tmp_path: Path, private_redis: PrivateRedis, caplog) -> None:
    """`reverie run` on a Redis home while Redis is gone (session 34, tester26): before, its
    scheduler logged "cannot reach Redis for the scheduler keys" at every tick (27 lines in
    27 s, 3,600 an hour) and said "another run leads this home; standing by", though no
    other run was there. Now one warning for the outage, nothing of another run, one line
    when it answers again, and the lead is taken back."""
    from reverie.worker.pool import Pool
    from reverie.worker.pool_scheduler import PoolScheduler

    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url}})
    settings = settings_for(home)
    clock = FakeClock(start=time.time())
    pool = Pool.of_one(settings, clock=clock, workers=1)
    scheduler = PoolScheduler(pool)

    def tick() -> None:   # what each scheduler pass does first, the lead's ttl apart
        scheduler.lead()
        scheduler._say_standby(pool.served())
        clock.advance(settings.queue.leader_ttl)

    try:
        tick()
        assert scheduler.leading()
        private_redis.stop()
        with caplog.at_level(logging.INFO, logger="reverie.scheduler"):
            for _ in range(5):
                tick()
            assert not scheduler.leading()
            gone = [r.getMessage() for r in caplog.records]
            caplog.clear()
            private_redis.start()
            tick()
            back = [r.getMessage() for r in caplog.records]
        assert scheduler.leading()
    finally:
        scheduler.release()
        pool.close()
    assert len(gone) == 1 and "cannot reach Redis for the scheduler keys" in gone[0], gone
    assert back == ["Redis answers the scheduler again"], back
