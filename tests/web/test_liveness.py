"""One liveness rule for `reverie queue` and the console (worker.monitor.liveness)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

from reverie.config import FakeClock
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import register
from reverie.worker.cli.queue_cmd import _print_status
from reverie.worker.monitor import (
    DEAD_AFTER_SECONDS,
    PRUNE_DEAD_SECONDS,
    STALE_AFTER_SECONDS,
    liveness,
    queue_status,
)
from tests.worker.conftest import settings_for, write_config

HOST = socket.gethostname()


def gone_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_liveness_by_silence_and_by_pid() -> None:
    me, dead = f"{HOST}:{os.getpid()}:t", f"{HOST}:{gone_pid()}:t"
    elsewhere = "other-host.example:1:t"
    now = 10_000.0
    assert liveness(me, now - 1, now) == "alive"
    assert liveness(me, now - STALE_AFTER_SECONDS - 1, now) == "stale"
    assert liveness(me, now - DEAD_AFTER_SECONDS - 1, now) == "dead"
    assert liveness(dead, now - 1, now) == "dead"  # its pid is gone: no need to wait
    assert liveness(elsewhere, now - 30, now) == "stale"  # another host: silence only
    assert liveness(elsewhere, now - DEAD_AFTER_SECONDS - 1, now) == "dead"
    assert liveness("not-an-owner", now - 1, now) == "alive"


def test_queue_status_marks_dead_processes_and_prunes_old_ones(home, clean_env, capsys) -> None:
    write_config(home)
    settings = settings_for(home)
    clock = FakeClock()
    tasks = register(make_huey(settings), settings, clock=clock)
    ledger = tasks.context.ledger
    alive, dead = f"{HOST}:{os.getpid()}:a", f"{HOST}:{gone_pid()}:b"
    ledger.beat("worker", "old-host.example:7:c", "4 threads")   # dead long ago: pruned
    ledger.beat("scheduler", f"{HOST}:{os.getpid()}:s", "leader")  # will miss its beats
    clock.advance(PRUNE_DEAD_SECONDS + 1)
    ledger.beat("worker", dead, "4 threads")
    ledger.beat("worker", alive, "4 threads")
    clock.advance(1)
    status = queue_status(settings, clock=clock, tasks=tasks)
    assert {w.owner: w.liveness for w in status.workers} == {alive: "alive", dead: "dead"}
    scheduler = status.scheduler
    assert scheduler.leader is None  # dead for longer than the prune delay: not shown
    ledger.beat("scheduler", f"{HOST}:{os.getpid()}:s", "leader")
    clock.advance(DEAD_AFTER_SECONDS + 5)
    status = queue_status(settings, clock=clock, tasks=tasks)
    assert status.scheduler.liveness == "dead" and not status.scheduler.alive
    _print_status(status)
    out = capsys.readouterr().out
    assert "is DEAD (last heartbeat 1m ago); no scheduler is running" in out
    assert f"worker {dead} (4 threads) DEAD" in out
