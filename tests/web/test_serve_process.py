"""`reverie serve` and `reverie queue` as real processes: the bind rule, and a worker killed
with SIGKILL shown dead."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import httpx

from reverie.jobs.ledger import JobLedger
from tests.web.conftest import HTTP_TIMEOUT, start_console
from tests.worker.conftest import REPO, child_env, settings_for, wait_for, write_config


def reverie(home: Path, *args: str, env: dict[str, str] | None = None,
            timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "from reverie.worker.cli import main; main()", "--home", str(home),
         *args], capture_output=True, text=True, env=env or child_env(), cwd=REPO,
        timeout=timeout)


def test_a_non_loopback_bind_without_a_password_refuses_to_start(home: Path) -> None:
    write_config(home)
    done = reverie(home, "serve", "--host", "0.0.0.0", "--port", "0", timeout=30)
    assert done.returncode == 1
    assert "Refusing to serve the console on 0.0.0.0" in done.stderr
    assert "reverie.web.password" in done.stderr and "Reverie console on" not in done.stdout
    # (A too-short password is refused when the settings load: tests/web/test_http.py.)


def test_a_non_loopback_bind_with_a_password_serves_only_to_it(home: Path, spawn) -> None:
    write_config(home)
    password = "a-console-password-for-tests"
    proc, url = start_console(spawn, home, "--host", "0.0.0.0",
                              env=child_env(REVERIE_WEB_PASSWORD=password))
    port = url.split(":")[2].split("/")[0]
    base = f"http://127.0.0.1:{port}"
    assert httpx.get(f"{base}/api/pending", timeout=HTTP_TIMEOUT).status_code == 401
    r = httpx.get(f"{base}/api/pending", headers={"authorization": f"Bearer {password}"},
                  timeout=HTTP_TIMEOUT)
    assert r.status_code == 200 and r.json() == {
        "pending": [], "groups": [], "counts": {"pending": 0, "stale": 0, "expired": 0},
        "oldest_pending_age_s": None, "problems": [], "total": 0, "offset": 0, "limit": 50,
        "next_offset": None, "filters": {"kind": None, "origin": None, "state": None}}
    assert httpx.get(f"{base}/api/pending", headers={"authorization": f"Bearer {password}",
                                                     "host": "rebound.example"},
                     timeout=HTTP_TIMEOUT).status_code == 421
    assert password not in proc.output()
    proc.signal(signal.SIGTERM)
    assert proc.wait(20) == 0


def test_queue_shows_a_killed_worker_dead(home: Path, spawn, capsys) -> None:
    write_config(home)
    worker = spawn(["worker"], home)
    settings = settings_for(home)
    wait_for(lambda: JobLedger(settings).heartbeats("worker"), timeout=30, message="a heartbeat")
    worker.signal(signal.SIGKILL)
    worker.wait(10)
    status = json.loads(reverie(home, "queue", "--json").stdout)
    [row] = [w for w in status["workers"] if f":{worker.pid}:" in w["owner"]]
    assert row["liveness"] == "dead"
    # What `reverie queue` prints for it.
    assert f"worker {row['owner']} (4 threads) DEAD" in reverie(home, "queue").stdout
