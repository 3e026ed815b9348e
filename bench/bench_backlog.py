"""A backlog drained by the long-running worker against `run --once` (tester17, session 24).

After a restart with 1,700 sessions due, `reverie run` (no --once) took 496 s for them,
`run --once` 125 s for 2,000: a scan queues at most ``MAX_ENQUEUE_PER_SCAN`` (100) sessions
a kind, and the next scan came a full ``scan_seconds`` later while the threads sat idle.

Builds two fresh homes of ``--sessions`` due sessions each (offline heuristic reviewer,
two turns a session, due by the nudge), then times, in this run:

- ``run --once`` on the first home: the process's start to its exit;
- ``run`` (long-running, scheduler and threads) on the second: the process's start to the
  moment its ledger holds a done review for every session (read every 0.5 s), then stopped.

Usage: python bench/bench_backlog.py [--sessions 400] [--scan-seconds 60] [--workers 4]
The machine's load is printed first: on a shared machine read the figures with it.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import yaml  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.jobs.ledger import JobLedger  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402


def make_home(home: Path, sessions: int, scan_seconds: float, workers: int) -> None:
    home.mkdir(parents=True)
    config = {
        "reverie": {"queue": {"backend": "sqlite", "workers": workers},
                    "schedule": {"scan_seconds": scan_seconds, "nudge_interval": 1}},
        "auxiliary": {"background_review": {"provider": "heuristic"},
                      "session_search": {"provider": "heuristic"}},
    }
    (home / "config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    with SessionStore.open(load_settings(home, environ={})) as store:
        for i in range(sessions):
            store.append_message(f"s{i}", "user", f"Remember that the lab printer {i} sits "
                                                  f"on floor {i % 9 + 1}.")
            store.append_message(f"s{i}", "assistant", "Noted.")


def reviewed(home: Path) -> int:
    rows = JobLedger(load_settings(home, environ={})).in_states(["done"], kind="review",
                                                                  limit=1_000_000)
    return len({r.session_id for r in rows})


def child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY", "REVERIE_HOME",
                        "HERMES_HOME", "REVERIE_PROFILE")}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def cli(home: Path, *args: str) -> list[str]:
    return [sys.executable, "-c", "from reverie.worker.cli import main; main()",
            "--home", str(home), *args]


def time_run_once(home: Path) -> float:
    started = time.perf_counter()
    subprocess.run(cli(home, "run", "--once"), env=child_env(), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def time_long_running(home: Path, sessions: int, limit: float, log: Path) -> float | None:
    started = time.perf_counter()
    with log.open("w") as out:
        proc = subprocess.Popen(cli(home, "run"), env=child_env(), stdout=out, stderr=out)
        try:
            while time.perf_counter() - started < limit:
                if reviewed(home) >= sessions:
                    return time.perf_counter() - started
                time.sleep(0.5)
            return None
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=400)
    parser.add_argument("--scan-seconds", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--limit", type=float, default=1800.0,
                        help="give the long-running worker at most this many seconds")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{args.sessions} due sessions, scan_seconds {args.scan_seconds:g}, "
          f"{args.workers} threads")
    with tempfile.TemporaryDirectory(prefix="bench-backlog-") as tmp:
        root = Path(tmp)
        once_home, run_home = root / "once", root / "run"
        for home in (once_home, run_home):
            make_home(home, args.sessions, args.scan_seconds, args.workers)
        once = time_run_once(once_home)
        print(f"run --once: {once:6.1f} s for {reviewed(once_home)} sessions")
        took = time_long_running(run_home, args.sessions, args.limit, root / "run.log")
        if took is None:
            print(f"run:        not drained after {args.limit:g} s "
                  f"({reviewed(run_home)} of {args.sessions} reviewed)")
        else:
            print(f"run:        {took:6.1f} s for {args.sessions} sessions "
                  f"({took / once:.2f}x run --once)")


if __name__ == "__main__":
    main()
