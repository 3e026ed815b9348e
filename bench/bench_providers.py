"""Benchmark the providers' own overhead per call, against the same fake server.

For a review prompt of N messages, prints the median and p95 time per ``generate_json``
call for the heuristic provider (no network), the openai provider (httpx) and the gemini
provider (google-genai SDK) against the fake servers on 127.0.0.1, next to a same-run
baseline: a bare ``httpx.post`` of an equivalent body to the same fake server. The
difference is what the provider layer (SDK, translation, schema check) adds.

    python bench/bench_providers.py [--calls 200] [--messages 50]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from reverie.review.providers import get_provider  # noqa: E402
from reverie.review.schema import REVIEW_SCHEMA  # noqa: E402
from tests.fakes.gemini_server import FakeGeminiServer  # noqa: E402
from tests.fakes.helpers import provider_settings, review_input, review_prompt  # noqa: E402
from tests.fakes.openai_server import FakeOpenAIServer  # noqa: E402
from tests.fakes.scripted_server import heuristic_responder  # noqa: E402


def timed(fn: Callable[[], object], calls: int) -> list[float]:
    fn()  # warm up: connection, imports, caches
    out = []
    for _ in range(calls):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def row(label: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"{label:<44} {statistics.median(ms):>9.2f} {p95:>9.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--messages", type=int, default=50)
    args = parser.parse_args()

    lines = []
    for i in range(1, args.messages + 1):
        role = "user" if i % 2 else "assistant"
        said = (f"Remember that service {i} listens on port {8000 + i}." if i % 10 == 1
                else f"Let us look at the logs of step {i} and compare the output.")
        lines.append((i, role, said))
    prompt, review = review_prompt(lines), review_input(lines)
    print(f"review prompt: {args.messages} messages, {len(prompt):,} chars; {args.calls} calls each")
    print(f"{'':<44} {'median ms':>9} {'p95 ms':>9}")

    heuristic = get_provider(provider_settings("heuristic"), {})
    print(row("heuristic generate_json (no network)",
              timed(lambda: heuristic.generate_json(prompt, schema=REVIEW_SCHEMA, review=review),
                    args.calls)))

    for name, server_class in (("openai", FakeOpenAIServer), ("gemini", FakeGeminiServer)):
        with server_class() as server:
            server.responder = heuristic_responder(server.request_text)
            with httpx.Client() as raw:
                if name == "openai":
                    url = server.url + "/v1/chat/completions"
                    body = {"model": "m", "messages": [{"role": "user", "content": prompt}],
                            "response_format": {"type": "json_object"}}
                else:
                    url = server.url + "/v1beta/models/m:generateContent"
                    body = {"contents": [{"role": "user", "parts": [{"text": prompt}]}],
                            "generationConfig": {"responseMimeType": "application/json"}}
                print(row(f"  baseline: bare httpx.post to fake {name}",
                          timed(lambda u=url, b=body: raw.post(u, json=b).json(), args.calls)))
            settings = provider_settings(name, base_url=server.url, api_key="bench-key")
            with get_provider(settings, {}) as provider:
                print(row(f"  {name} provider generate_json",
                          timed(lambda p=provider: p.generate_json(prompt, schema=REVIEW_SCHEMA,
                                                                  review=review),
                                args.calls)))


if __name__ == "__main__":
    main()
