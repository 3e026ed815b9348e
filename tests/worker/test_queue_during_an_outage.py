"""`reverie queue` while the queue backend is gone and a run waits for it (session 34,
tester26): the UNREACHABLE line said why, and the line under it advised "no scheduler is
running (start `reverie scheduler` or `reverie run`)" though the run was alive, standing by
until Redis answered: an operator could start a second run. The advice follows the
UNREACHABLE line now. A real `reverie run` process, a real redis-server stopped under it."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.jobs.ledger import JobLedger

from .conftest import PrivateRedis, child_env, main_here, settings_for, wait_for, write_config


def _scheduler_states(settings) -> set[str]:
    with JobLedger(settings) as ledger:
        return {b["state"] for b in ledger.heartbeats("scheduler")}


@pytest.mark.slow
def test_queue_during_an_outage_does_not_advise_a_second_run(
        tmp_path: Path, private_redis: PrivateRedis, spawn) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, reverie={"queue": {"backend": "redis", "redis_url": private_redis.url}})
    settings = settings_for(home)
    run = spawn(["run"], home)
    # handshake: the run leads (its heartbeat row says so), then Redis goes away and the
    # same run's row turns to standby
    wait_for(lambda: "leader" in _scheduler_states(settings), timeout=60,
             message="the run to lead")
    private_redis.stop()
    wait_for(lambda: _scheduler_states(settings) == {"standby"}, timeout=60,
             message="the run to stand by while Redis is gone")
    assert run.popen.poll() is None, run.output()

    code, out, err = main_here(child_env(), "--home", str(home), "queue")
    assert "UNREACHABLE" in out, out
    assert "start `reverie scheduler` or `reverie run`" not in out, out
    assert "stands by until the backend answers again" in out, out
