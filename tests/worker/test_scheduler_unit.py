"""Scheduler leadership (file lock, Redis lock with TTL), the scheduler's enqueue dedupe,
owner-only files, and CLI usage errors."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import redis
from click.testing import CliRunner

from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import register
from reverie.search_index import SessionStore
from reverie.worker.scheduler import FileLeadership, RedisLeadership, SchedulerProcess

from .conftest import PrivateRedis, settings_for, wait_for, write_config


def test_file_leadership_is_exclusive_and_released(home: Path) -> None:
    write_config(home)
    s = settings_for(home)
    first, second = FileLeadership(s), FileLeadership(s)
    assert first.acquire()
    assert not second.acquire()
    assert first.renew()
    first.release()
    assert second.acquire()
    assert stat.S_IMODE(os.stat(s.scheduler_lock).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(s.reverie_dir).st_mode) == 0o700
    second.release()


def test_redis_leadership_expires_without_renewal(home: Path, private_redis: PrivateRedis) -> None:
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url}})
    s = settings_for(home)
    server = redis.Redis.from_url(private_redis.url)
    a = RedisLeadership(s, "host:1:a", ttl=30)
    b = RedisLeadership(s, "host:2:b", ttl=30)
    assert a.acquire() and not b.acquire()
    assert 0 < server.pttl(a.key) <= 30_000, "the lock carries the ttl"
    # Time is moved by Redis itself, not by sleeping against it: shorten the key's life as
    # if most of the ttl had passed, then check what renewal and expiry do.
    server.pexpire(a.key, 2_000)
    assert a.renew(), "renewed within the ttl"
    assert server.pttl(a.key) > 20_000, "renewal pushed the expiry back to a full ttl"
    assert not b.acquire(), "still held thanks to the renewal"
    server.pexpire(a.key, 50)  # a leader that stops renewing: its key runs out
    wait_for(b.acquire, timeout=10, message="the standby to take the expired lock")
    assert not a.renew(), "and cannot take it back by renewing"
    a.release()
    assert server.get(b.key) == b"host:2:b", "releasing someone else's lock does nothing"


def test_redis_leadership_with_redis_down_is_not_leadership(home: Path,
                                                            private_redis: PrivateRedis) -> None:
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url}})
    s = settings_for(home)
    a = RedisLeadership(s, "host:1:a", ttl=5)
    assert a.acquire()
    private_redis.stop()
    assert not a.renew()
    assert not a.acquire()


def test_scheduler_step_leads_enqueues_once_and_records_heartbeat(home: Path) -> None:
    write_config(home, reverie={"schedule": {"scan_seconds": 60, "reconcile_seconds": 60}})
    s = settings_for(home)
    tasks = register(make_huey(s), s)
    leader = SchedulerProcess(s, tasks=tasks)
    standby = SchedulerProcess(s)
    try:
        leader.step()
        standby.step()
        assert leader.leading and not standby.leading
        beats = {b["owner"]: b["state"] for b in tasks.context.ledger.heartbeats("scheduler")}
        assert beats == {leader.owner: "leader", standby.owner: "standby"}
        leader._enqueue("scan")
        leader._enqueue("scan")
        assert len(tasks.context.ledger.in_states(["queued"], kind="scan")) == 1
        assert tasks.huey.pending_count() == 2  # the takeover reconcile and one scan
    finally:
        leader._step_down()
        leader.leadership.release()
    standby.step()
    assert standby.leading, "the standby takes over once the leader lets go"
    standby._step_down()
    standby.leadership.release()


def test_queue_files_are_owner_only(home: Path) -> None:
    write_config(home)
    s = settings_for(home)
    make_huey(s).enqueue  # noqa: B018 (creating the instance creates the file)
    assert stat.S_IMODE(os.stat(s.queue_db).st_mode) == 0o600


def test_cli_usage_errors_exit_2(home: Path) -> None:
    from reverie.worker.cli import cli

    res = CliRunner().invoke(cli, ["--home", str(home), "worker", "-w", "0"])
    assert res.exit_code == 2
    res = CliRunner().invoke(cli, ["--home", str(home), "queue", "retry"])
    assert res.exit_code == 2


def test_run_once_with_nothing_due_prints_and_exits_0(home: Path) -> None:
    from reverie.worker.cli import cli

    write_config(home)
    res = CliRunner().invoke(cli, ["--home", str(home), "run", "--once"])
    assert res.exit_code == 0, res.output
    assert "Enqueued 0 job(s); finished: nothing to do." in res.output


def test_status_and_enqueue_with_redis_down(home: Path) -> None:
    from reverie.jobs import enqueue_review
    from reverie.worker.monitor import queue_status
    from tests.conftest import free_port

    url = f"redis://:s3cret-pw@127.0.0.1:{free_port()}/0"
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": url}})
    s = settings_for(home)
    status = queue_status(s)
    assert status["pending"] is None and status["backend_error"]
    assert "s3cret" not in json.dumps(status)
    with SessionStore.open(s) as store:
        store.append_message("s1", "user", "hello")
    result = enqueue_review(s, "s1")
    assert not result.queued and result.job_id is None and "s3cret" not in result.note
    from reverie.jobs.ledger import JobLedger

    assert "s1" in JobLedger(s).requests("review"), "the request survives for reconcile"


def test_a_normal_stop_does_not_warn_about_lost_leadership(home: Path, caplog) -> None:
    import logging

    write_config(home, reverie={"schedule": {"scan_seconds": 60, "reconcile_seconds": 60}})
    s = settings_for(home)
    process = SchedulerProcess(s)
    caplog.set_level(logging.INFO, logger="reverie.scheduler")
    thread = process.start_thread()
    wait_for(lambda: process.leading, timeout=10, message="the scheduler to lead")
    process.stop()  # what the SIGTERM/SIGINT handler of `reverie scheduler` calls
    thread.join(10)
    assert not thread.is_alive() and not process.leading
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert warnings == [], warnings
    assert any("stopped leading" in r.getMessage() for r in caplog.records)

    caplog.clear()
    process = SchedulerProcess(s)
    process.step()
    assert process.leading
    process.leadership.release()  # the lock is gone from under the leader
    process.step()
    assert not process.leading
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        f"scheduler {process.owner} lost the leadership; standing by"]
