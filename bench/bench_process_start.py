"""What a fresh ``reverie`` process costs before and around its first review (issue 27).

Each round starts, one after another, fresh processes and reads each one's CPU (user +
system, from ``os.wait4``):

* **bare**: ``python -c pass``, the same run's baseline (the interpreter and site);
* **cli**: ``python -c "import reverie.worker.cli"``, what every command imports;
* **empty**: ``reverie run --once`` on a home with no session (settings, the queue, the
  scanner's import, the report);
* **offline**: ``run --once`` on a home holding one due session, reviewed and summarised by
  the offline heuristic (its rule tables imported and used);
* **model**: the same with a model-backed review against the fake OpenAI server
  (``tests/fakes/openai_server.py``, a process of its own, not counted);
* **add**: ``reverie memory add`` of one note on the empty home (the agent's tool path: the
  store, its scan and the journal; no queue, no state.db).

The homes are ``bench_review_cpu.py``'s (its sessions, its config: summaries by the
heuristic), with one thread.

The homes are copied fresh from one template a round, so every process does the same work.
The processes write and read the bytecode cache, as an installed Reverie does
(``PYTHONDONTWRITEBYTECODE`` is unset for them), and one round first, not counted, fills it.
``--rounds`` rounds, the kinds alternating within each; the medians are printed, each beside
the bare interpreter's. ``--python`` runs the processes with another interpreter (another
checkout's venv: a same-run before/after on the same homes). ``--importtime KIND`` prints
the slowest imports (cumulative) of one process of that kind.

Usage: python bench/bench_process_start.py [--rounds 5] [--python PY] [--importtime offline]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench_review_cpu import make_home, start_model  # noqa: E402

KINDS = ("bare", "cli", "empty", "offline", "model", "add")


def command(kind: str, python: str, home: Path | None) -> list[str]:
    if kind == "bare":
        return [python, "-c", "pass"]
    if kind == "cli":
        return [python, "-c", "import reverie.worker.cli"]
    if kind == "add":
        return [python, "-m", "reverie.worker.cli", "--home", str(home), "memory", "add",
                "Prefers dark mode in every editor."]
    return [python, "-m", "reverie.worker.cli", "--home", str(home), "run", "--once"]


def cpu_of(argv: list[str], env: dict[str, str], stderr: int | None = None) -> float:
    """CPU seconds (user + system) of one process run to its end; it must succeed."""
    proc = subprocess.Popen(argv, cwd=REPO, env=env, stdout=subprocess.DEVNULL,
                            stderr=stderr if stderr is not None else subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{argv[2:]} failed: exit {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--importtime", choices=KINDS[1:])
    args = parser.parse_args()

    server, url = start_model()
    work = Path(tempfile.mkdtemp(prefix="reverie-bench-start-"))
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("REVERIE_", "HERMES_", "GEMINI_", "GOOGLE_", "OPENAI_"))
           and k != "PYTHONDONTWRITEBYTECODE"}
    try:
        # bench_review_cpu's homes (summaries by the heuristic in both), one thread
        templates = {"empty": make_home(work, 0, "offline", url, 1),
                     "offline": make_home(work, 1, "offline", url, 1),
                     "model": make_home(work, 1, "model", url, 1)}
        templates["add"] = templates["empty"]
        if args.importtime:
            home = None
            if args.importtime in templates:
                home = work / "imp"
                shutil.copytree(templates[args.importtime], home)
            log = work / "importtime.txt"
            with log.open("w") as err:
                cpu_of([args.python, "-X", "importtime"] + command(args.importtime, args.python,
                                                                   home)[1:], env, err.fileno())
            rows = [line.split("|") for line in log.read_text().splitlines()
                    if line.startswith("import time:") and "cumulative" not in line]
            rows.sort(key=lambda r: -int(r[1]))
            print(f"-- slowest imports of one {args.importtime} process (cumulative µs | own µs) --")
            for row in rows[:25]:
                print(f"{int(row[1]):>9} | {int(row[0].split(':')[1]):>9} | {row[2].rstrip()}")
            return
        load = os.getloadavg()[0]
        cpu: dict[str, list[float]] = {kind: [] for kind in KINDS}
        for n in range(-1, args.rounds):   # round -1 fills the bytecode cache
            order = KINDS if n % 2 == 0 else KINDS[::-1]
            for kind in order:
                home = None
                if kind in templates:
                    home = work / f"r{n}-{kind}"
                    shutil.copytree(templates[kind], home)
                used = cpu_of(command(kind, args.python, home), env)
                if n >= 0:
                    cpu[kind].append(used)
        bare = statistics.median(cpu["bare"])
        print(f"load average {load:.2f} on {os.cpu_count()} cores; {args.rounds} rounds; "
              f"python {args.python}")
        for kind in KINDS:
            runs = " / ".join(f"{c * 1000:.0f}" for c in cpu[kind])
            median = statistics.median(cpu[kind])
            beyond = "" if kind == "bare" else f"  ({(median - bare) * 1000:.0f} ms beyond bare)"
            print(f"{kind:8s} median {median * 1000:6.0f} ms CPU{beyond}   [{runs}]")
        print(json.dumps({kind: round(statistics.median(cpu[kind]) * 1000, 1) for kind in KINDS}))
    finally:
        server.kill()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
