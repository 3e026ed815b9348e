"""Benchmark what judging pending records costs (issue 22): their state and content version.

A home with N pending records (adds and pinned replaces over 12 entries, as the reviewer
stages them). For each N, the median and p95 ms of:

- ``list_pending`` — reading the queue, the same-run baseline (what listing cost before);
- ``overview`` — the queue judged: every record's state, stale reason and version (the
  store's apply step and limit check per record, one journal), what `memory pending --json`,
  `queue --json`, /metrics and the console's Pending page now read;
- ``sweep`` — the sweep job's chore with nothing to retire (a judge per record, no claim).

    python bench/bench_pending_states.py [--records 50 241] [--calls 15]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from timing import timed  # noqa: E402

from reverie.config import load_settings  # noqa: E402
from reverie.memory.pending import staging  # noqa: E402
from reverie.memory.pending.freshness import overview  # noqa: E402
from reverie.memory.store import open_store  # noqa: E402


def home_with(records: int) -> object:
    home = Path(tempfile.mkdtemp(prefix="bench-states-"))
    (home / "config.yaml").write_text("memory: {write_approval: true, memory_char_limit: 20000}\n"
                                      f"reverie: {{queue: {{name: bench{os.getpid()}}}}}\n")
    settings = load_settings(home, environ={})
    store = open_store(settings)
    for i in range(12):
        store.add("memory", f"Fact number {i}: the build uses tool {i} with flag --opt-{i}.")
    for i in range(records):
        # a replace of each entry once (two on one entry: the older would be superseded)
        payload = ({"action": "replace", "target": "memory", "old_text": f"Fact number {i // 3}:",
                    "content": f"Fact number {i // 3}: the build uses tool {i} (revised)."}
                   if i % 3 == 0 and i < 36 else
                   {"action": "add", "target": "memory",
                    "content": f"Proposed fact {i}: service {i} listens on {8000 + i}."})
        out = staging.stage(settings, staging.StageRequest(payload, origin="background_review",
                                                           evidence={"session_id": f"s{i % 7}", "message_ids": [i + 1]}))
        assert out.status in ("staged", "duplicate"), out.message
    return settings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, nargs="+", default=[50, 241])
    parser.add_argument("--calls", type=int, default=15)
    args = parser.parse_args()
    print(f"{args.calls} calls each; median / p95 in ms")
    print(f"{'records':<9}{'list_pending (baseline)':>26}{'overview (states)':>22}"
          f"{'sweep (none to retire)':>26}")
    for n in args.records:
        settings = home_with(n)
        assert overview(settings).counts == {"pending": n, "stale": 0, "expired": 0}
        base = timed(lambda s=settings: staging.list_pending(s), args.calls)
        judged = timed(lambda s=settings: overview(s), args.calls)
        swept = timed(lambda s=settings: staging.sweep(s), args.calls)
        assert len(staging.list_pending(settings)) == n  # nothing was retired
        print(f"{n:<9}{base[0]:>16.1f} / {base[1]:<7.1f}{judged[0]:>12.1f} / {judged[1]:<7.1f}"
              f"{swept[0]:>16.1f} / {swept[1]:<7.1f}")


if __name__ == "__main__":
    main()
