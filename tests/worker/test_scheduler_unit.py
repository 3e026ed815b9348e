"""Scheduler leadership (file lock, Redis lock with TTL) on the one engine's scheduler (a
pool of one per process), owner-only files, and CLI usage errors."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import redis
from click.testing import CliRunner

from reverie.config import FakeClock
from reverie.jobs.ledger import JobLedger
from reverie.jobs.queue import make_huey, queue_name
from reverie.search_index import SessionStore
from reverie.worker.leadership import FileLeadership
from reverie.worker.pool import Pool, PoolBeats
from reverie.worker.pool_scheduler import PoolScheduler

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


def _schedulers(s, n: int, clock=None) -> list[PoolScheduler]:
    """``n`` schedulers of the home of ``s``, as ``n`` processes would run them: each a
    pool of one with an identity of its own."""
    kwargs = {"clock": clock} if clock is not None else {}
    return [PoolScheduler(Pool.of_one(s, reconcile_memory=False, **kwargs)) for _ in range(n)]


def _entry(scheduler: PoolScheduler):
    [entry] = scheduler.pool.served()
    return entry


def test_redis_leadership_expires_without_renewal(home: Path, private_redis: PrivateRedis) -> None:
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url,
                                          "leader_ttl": 30}})
    s = settings_for(home)
    clock = FakeClock()
    server = redis.Redis.from_url(private_redis.url)
    a, b = _schedulers(s, 2, clock)
    key = f"reverie:scheduler:{queue_name(s)}"
    a.lead()
    b.lead()
    assert a.leads(_entry(a)) and not b.leads(_entry(b))
    assert 0 < server.pttl(key) <= 30_000, "the lock carries the ttl"
    # Time is moved by Redis itself and by the schedulers' clock, not by sleeping against
    # them: shorten the key's life as if most of the ttl had passed, then renew.
    server.pexpire(key, 2_000)
    clock.advance(10)  # a third of the ttl: time to renew
    a.lead()
    assert a.leads(_entry(a)), "renewed within the ttl"
    assert server.pttl(key) > 20_000, "renewal pushed the expiry back to a full ttl"
    b.lead()
    assert not b.leads(_entry(b)), "still held thanks to the renewal"
    server.pexpire(key, 50)  # a leader that stops renewing: its key runs out
    wait_for(lambda: b.lead() or b.leads(_entry(b)), timeout=10,
             message="the standby to take the expired lock")
    clock.advance(10)
    a.lead()
    assert not a.leads(_entry(a)), "and cannot take it back by renewing"
    a.release()
    assert server.get(key).decode() == b.owner, "releasing someone else's lock does nothing"
    b.release()
    for scheduler in (a, b):
        scheduler.pool.close()


def test_redis_leadership_with_redis_down_is_not_leadership(home: Path,
                                                            private_redis: PrivateRedis) -> None:
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url,
                                          "leader_ttl": 5}})
    s = settings_for(home)
    clock = FakeClock()
    [a] = _schedulers(s, 1, clock)
    a.lead()
    assert a.leads(_entry(a))
    private_redis.stop()
    clock.advance(5)
    a.lead()
    assert not a.leads(_entry(a)), "a lead it cannot renew is no lead"
    a.lead()
    assert not a.leads(_entry(a))
    a.release()
    a.pool.close()


def test_one_scheduler_leads_runs_maintenance_and_records_heartbeats(home: Path) -> None:
    write_config(home, reverie={"schedule": {"scan_seconds": 60, "reconcile_seconds": 60}})
    s = settings_for(home)
    leader, standby = _schedulers(s, 2)
    try:
        leader.lead()
        standby.lead()
        assert leader.leads(_entry(leader)) and not standby.leads(_entry(standby))
        for scheduler in (leader, standby):
            beats = PoolBeats(scheduler.pool, {"scheduler": lambda e, sch=scheduler:
                                               "leader" if sch.leads(e) else "standby"})
            assert beats.beat_due() == 1
        ledger = JobLedger(s)
        beats = {b["owner"]: b["state"] for b in ledger.heartbeats("scheduler")}
        assert beats == {leader.owner: "leader", standby.owner: "standby"}
        assert standby.tick() == 0, "a standby runs nothing"
        assert leader.tick() == 3 and leader.wait(30), "scan, sweep and reconcile, once"
        assert leader.tick() == 0, "and not again before they are due"
        scans = ledger.in_states(["done"], kind="scan")
        assert [r.worker for r in scans] == [leader.owner]
    finally:
        leader.release()
    standby.lead()
    assert standby.leads(_entry(standby)), "the standby takes over once the leader lets go"
    standby.release()
    for scheduler in (leader, standby):
        scheduler.pool.close()


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
    assert status.pending is None and status.backend_error
    assert "s3cret" not in json.dumps(status.to_dict())
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
    [scheduler] = _schedulers(s, 1)
    caplog.set_level(logging.INFO, logger="reverie.scheduler")
    scheduler.start()  # on its APScheduler, as the engine runs it
    wait_for(lambda: scheduler.leads(_entry(scheduler)), timeout=10,
             message="the scheduler to lead")
    scheduler.stop()  # what the SIGTERM/SIGINT handler of `reverie scheduler` ends in
    assert not scheduler.leads(_entry(scheduler))
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert warnings == [], warnings
    assert any("stopped leading" in r.getMessage() for r in caplog.records)
    scheduler.pool.close()

    caplog.clear()
    [scheduler] = _schedulers(s, 1)
    scheduler.lead()
    entry = _entry(scheduler)
    assert scheduler.leads(entry)
    scheduler.plans[entry.ref].lock.release()  # the lock is gone from under the leader
    scheduler.lead()
    assert not scheduler.leads(entry)
    scheduler.release()
    scheduler.pool.close()
