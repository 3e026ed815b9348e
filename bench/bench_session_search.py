"""Benchmark session_search: summary fan-out against a slow model, and the stored-summary path.

A state.db with N matched past sessions, the real google-genai SDK talking to the fake
Gemini server on 127.0.0.1 with a fixed latency per request. Prints, measured in the same
run: the wall time of the first search (every summary made by the model) at
max_concurrency 1 (the serial baseline) and at the configured concurrency, next to the
ideal ``ceil(N / concurrency) * latency``; then the time of the repeated search, answered
from stored summaries with no model call.

    python bench/bench_session_search.py [--sessions 8] [--latency 0.5] [--concurrency 3]
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.config import load_settings  # noqa: E402
from reverie.review.tools import SessionSearchTool  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402
from tests.fakes.gemini_server import FakeGeminiServer  # noqa: E402


def _fill(store: SessionStore, sessions: int) -> None:
    for i in range(sessions):
        for turn in range(20):
            store.append_message(f"s{i}", "user" if turn % 2 == 0 else "assistant",
                                 f"turn {turn} of session {i}: postgres vacuum settings "
                                 + "and some ordinary filler text " * 10,
                                 1_760_000_000.0 + i * 3600 + turn, source="bench")


def _run(sessions: int, latency: float, concurrency: int) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as tmp, \
            FakeGeminiServer(latency=latency) as server:
        home = Path(tmp)
        settings = load_settings(home, environ={}, overrides={"auxiliary": {"session_search": {
            "provider": "gemini", "base_url": server.url, "api_key": "bench",
            "max_concurrency": concurrency, "timeout": 30}}})
        with SessionStore.open(settings) as store:
            _fill(store, sessions)
            tool = SessionSearchTool(settings, store)
            started = time.perf_counter()
            first = tool.call({"query": "postgres vacuum", "limit": sessions})
            cold = time.perf_counter() - started
            calls = len(server.requests)
            started = time.perf_counter()
            again = tool.call({"query": "postgres vacuum", "limit": sessions})
            warm = time.perf_counter() - started
            tool.close()
        assert first["count"] == sessions, first
        assert all(r["summary_kind"] == "stored" for r in again["results"]), again
        assert len(server.requests) == calls  # the repeat made no model call
        return cold, warm, calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--latency", type=float, default=0.5)
    parser.add_argument("--concurrency", type=int, default=3)
    args = parser.parse_args()
    n = min(args.sessions, 10)
    print(f"session_search: {n} matched sessions, model latency {args.latency:.2f} s")
    print(f"{'max_concurrency':>16} {'first search':>13} {'ideal':>8} {'repeat (stored)':>16} {'calls':>6}")
    for conc in dict.fromkeys((1, args.concurrency)):
        cold, warm, calls = _run(n, args.latency, conc)
        ideal = math.ceil(n / conc) * args.latency
        print(f"{conc:>16} {cold:>12.2f}s {ideal:>7.2f}s {warm * 1000:>14.1f}ms {calls:>6}")


if __name__ == "__main__":
    main()
