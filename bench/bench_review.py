"""Benchmark the review engine: what a turn-by-turn review sends and what it costs locally.

Builds a session of N turns in a tmp home and reviews it after every turn with the offline
heuristic provider (so the figures are the engine's own: session store, ledger, prompt,
validation, staging), then prints:

- characters sent to the model per review (median, last) and in total, next to the same-run
  baseline of a reviewer that re-sends the whole session each time (what an engine without a
  cursor would send);
- engine time per review (median, p95), next to the same-run baseline of the provider call
  alone on the same prompts (the part of the time that is not the engine's).

    python bench/bench_review.py [--turns 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.config import FakeClock, load_settings  # noqa: E402
from reverie.review import prompts  # noqa: E402
from reverie.review.engine import review_session  # noqa: E402
from reverie.review.providers import get_provider  # noqa: E402
from reverie.review.schema import REVIEW_SCHEMA  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402


class Recording:
    """Wraps a provider and keeps every prompt it is given (to count what was sent)."""

    def __init__(self, inner):
        self.inner, self.prompts, self.reviews = inner, [], []
        self.name, self.model = inner.name, inner.model

    def generate_json(self, prompt, *, schema, system=None, review=None):
        self.prompts.append(prompt)
        self.reviews.append(review)
        return self.inner.generate_json(prompt, schema=schema, system=system, review=review)

    def close(self):
        self.inner.close()


def pct(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        settings = load_settings(home, environ={"HOME": tmp},
                                 overrides={"display": {"memory_notifications": "off"}})
        provider = Recording(get_provider(settings.background_review, settings.environ))
        clock = FakeClock()
        times, messages = [], []
        with SessionStore.open(settings) as store:
            for turn in range(args.turns):
                user = f"Turn {turn}: can you check item {turn} in the build log?"
                if turn % 20 == 0:
                    user += f" Remember that step {turn} needs the VPN."
                reply = f"Item {turn} looks fine; the log shows no errors for it. " * 3
                for role, content in (("user", user), ("assistant", reply)):
                    mid = store.append_message("bench", role, content)
                    messages.append(type("M", (), {"id": mid, "role": role, "content": content}))
                start = time.perf_counter()
                review_session(settings, "bench", provider=provider, clock=clock)
                times.append(time.perf_counter() - start)

        sent = [len(p) for p in provider.prompts]
        # baseline 1: a reviewer without a cursor re-sends the whole session every turn
        full = [len(prompts.transcript_block(messages[: 2 * (t + 1)])) for t in range(args.turns)]
        # baseline 2: the provider call alone on the same prompts, no engine around it
        bare = []
        for prompt, review in zip(provider.prompts, provider.reviews, strict=True):
            start = time.perf_counter()
            provider.inner.generate_json(prompt, schema=REVIEW_SCHEMA, review=review)
            bare.append(time.perf_counter() - start)

    print(f"review engine, {args.turns} turns reviewed one by one (heuristic provider)")
    print(f"  chars sent per review   median {statistics.median(sent):>9,.0f}   last {sent[-1]:>9,}"
          f"   total {sum(sent):>12,}")
    print(f"  baseline: whole session median {statistics.median(full):>9,.0f}   last {full[-1]:>9,}"
          f"   total {sum(full):>12,}")
    print(f"  engine time per review  median {statistics.median(times) * 1000:7.2f} ms"
          f"   p95 {pct(times, 0.95) * 1000:7.2f} ms")
    print(f"  baseline: provider only median {statistics.median(bare) * 1000:7.2f} ms"
          f"   p95 {pct(bare, 0.95) * 1000:7.2f} ms")


if __name__ == "__main__":
    main()
