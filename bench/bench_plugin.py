"""Hermes plugin benchmark: what one hook call costs the agent's turn.

The plugin's ``post_llm_call`` hook is timed on fresh sessions (each call records a request
and sends one SqliteHuey message) against, in the same run, the baseline it must not exceed:
``jobs.enqueue_turn(home, session_id)`` called directly on other fresh sessions of the same
home. A second figure is the hook on a session whose review is already waiting (no second
message is sent). Prints medians and 95th percentiles in milliseconds.

Usage: python bench/bench_plugin.py [--sessions 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from reverie.config import load_settings  # noqa: E402
from reverie.jobs import enqueue_turn, hermes_plugin  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402


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
    return f"{name:<44} median {statistics.median(ms):6.2f} ms   p95 {p95:6.2f} ms   n={len(ms)}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=200)
    n = parser.parse_args().sessions
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        os.environ["HERMES_HOME"] = str(home)
        settings = load_settings(home, environ={"HOME": tmp})
        with SessionStore.open(settings) as store:
            for i in range(2 * n):
                store.append_message(f"s{i}", "user", f"turn of session {i}", source="cli")
        # Interleaved so that load on the machine hits both sides alike.
        hook, direct = [], []
        for i in range(n):
            hook += timed(lambda sid: hermes_plugin.after_turn(session_id=sid), [f"s{2 * i}"])
            direct += timed(lambda sid: enqueue_turn(home, sid), [f"s{2 * i + 1}"])
        again = timed(lambda sid: hermes_plugin.at_session_end(session_id=sid),
                      [f"s{2 * i}" for i in range(n)])
        print(describe("baseline: enqueue_turn, new session", direct))
        print(describe("plugin post_llm_call hook, new session", hook))
        print(describe("plugin on_session_end, review already waiting", again))
        print(f"hook / baseline (median): {statistics.median(hook) / statistics.median(direct):.2f}")


if __name__ == "__main__":
    main()
