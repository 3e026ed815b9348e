"""Hermes plugin benchmark: what the plugin costs the agent — at Hermes' start and per turn.

1. **Loading the plugin** (what Hermes pays at start, once): a fresh interpreter imports
   ``reverie.jobs.hermes_plugin``; the import time (``-X importtime``, the module's
   cumulative figure) and the modules it adds (Reverie's own and third-party, then all), beside, in
   the same run, what loading it used to pull in (``reverie.jobs.enqueuer`` and
   ``reverie.jobs.tasks``, which ``jobs/__init__.py`` imported before issue 19) and a bare
   interpreter.
2. **One hook call, unlocked**: the turn hook (``on_session_end``) on fresh sessions (each call
   records a request and sends one SqliteHuey message, on the hooks' background thread, the
   hook waiting for it) against ``jobs.enqueue_turn(home, session_id)`` called directly on
   other fresh sessions of the same home; then the hook on a session whose review is already
   waiting.
3. **One hook call under a held lock**: another process holds ``BEGIN EXCLUSIVE`` on
   journal.db, then on queue.db; the hook's median and worst case beside the unlocked ones
   (before issue 19 each such call took SQLite's 10 s busy timeout).

Usage: python bench/bench_plugin.py [--sessions 200] [--locked-calls 12]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from reverie.config import load_settings  # noqa: E402
from reverie.jobs import enqueue_turn, hermes_plugin  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402
from tests.lockholder import LockHolder  # noqa: E402

IMPORT_PROBE = textwrap.dedent("""
    import json, sys
    before = set(sys.modules)
    for name in sys.argv[1:]:
        __import__(name)
    new = sorted(set(sys.modules) - before)
    std = set(sys.stdlib_module_names)
    print(json.dumps({"all": len(new),
                      "outside_stdlib": [m for m in new if m.split(".")[0] not in std]}))
""")

def timed(fn, ids) -> list[float]:
    out = []
    for sid in ids:
        start = time.perf_counter()
        fn(sid)
        out.append((time.perf_counter() - start) * 1000)
    return out


def describe(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return (f"{name:<48} median {statistics.median(ms):7.2f} ms   p95 {p95:7.2f} ms   "
            f"worst {ms[-1]:7.2f} ms   n={len(ms)}")


def import_cost(modules: list[str], runs: int = 5) -> tuple[float, dict]:
    """Median import time (ms, the last module's cumulative -X importtime figure) and the
    modules the imports add, in fresh interpreters."""
    times = []
    for _ in range(runs):
        result = subprocess.run([sys.executable, "-X", "importtime", "-c",
                                 "; ".join(f"import {m}" for m in modules)],
                                capture_output=True, text=True, check=True, cwd=REPO)
        total = 0
        for line in result.stderr.splitlines():
            parts = [p.strip() for p in line.split("|")]
            if len(parts) == 3 and parts[2].lstrip() in modules:
                total += int(parts[1])
        times.append(total / 1000)
    probe = subprocess.run([sys.executable, "-c", IMPORT_PROBE, *modules], capture_output=True,
                           text=True, check=True, cwd=REPO)
    return statistics.median(times), json.loads(probe.stdout)


def bare_interpreter_ms(runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def print_import_figures() -> None:
    print(f"bare interpreter start (baseline)                {bare_interpreter_ms():7.1f} ms wall")
    for label, modules in (("plugin load: reverie.jobs.hermes_plugin", ["reverie.jobs.hermes_plugin"]),
                           ("before issue 19: + jobs.enqueuer, jobs.tasks",
                            ["reverie.jobs.hermes_plugin", "reverie.jobs.enqueuer",
                             "reverie.jobs.tasks"])):
        ms, mods = import_cost(modules)
        outside = mods["outside_stdlib"]
        third = sorted({m.split(".")[0] for m in outside if not m.startswith("reverie")})
        print(f"{label:<48} {ms:7.1f} ms import   {mods['all']:4d} modules, "
              f"{len(outside):3d} outside the stdlib ({sum(m.startswith('reverie') for m in outside)}"
              f" Reverie; third-party: {', '.join(third) or 'none'})")


def hooks_under_lock(path: Path, sessions: list[str]) -> list[float]:
    with LockHolder(path):
        measured = timed(lambda sid: hermes_plugin.after_turn(session_id=sid), sessions)
    hermes_plugin.wait_background(120)
    return measured


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--locked-calls", type=int, default=12)
    args = parser.parse_args()
    n, locked_n = args.sessions, args.locked_calls
    print_import_figures()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        os.environ["HERMES_HOME"] = str(home)
        settings = load_settings(home, environ={"HOME": tmp})
        total = 2 * n + 2 * locked_n
        with SessionStore.open(settings) as store:
            for i in range(total):
                store.append_message(f"s{i}", "user", f"turn of session {i}", source="cli")
        # Interleaved so that load on the machine hits both sides alike.
        hook, direct = [], []
        for i in range(n):
            hook += timed(lambda sid: hermes_plugin.after_turn(session_id=sid), [f"s{2 * i}"])
            direct += timed(lambda sid: enqueue_turn(home, sid), [f"s{2 * i + 1}"])
        hermes_plugin.wait_background(120)
        again = timed(lambda sid: hermes_plugin.at_session_end(session_id=sid),
                      [f"s{2 * i}" for i in range(n)])
        hermes_plugin.wait_background(120)
        ids = [f"s{i}" for i in range(2 * n, total)]
        on_journal = hooks_under_lock(settings.journal_db, ids[:locked_n])
        on_queue = hooks_under_lock(settings.queue_db, ids[locked_n:])
        print(describe("baseline: enqueue_turn, new session", direct))
        print(describe("plugin on_session_end hook, new session", hook))
        print(describe("plugin on_session_end, review already waiting", again))
        print(describe("hook, journal.db write-locked elsewhere", on_journal))
        print(describe("hook, queue.db write-locked elsewhere", on_queue))
        print(f"hook / baseline (median): {statistics.median(hook) / statistics.median(direct):.2f};"
              f" worst locked hook / reverie.hooks.timeout: "
              f"{max(on_journal + on_queue) / (settings.hook_timeout * 1000):.2f}")


if __name__ == "__main__":
    main()
