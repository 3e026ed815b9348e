"""CPU per offline review: the rule table alone against the rule table plus the shape layer
(issue 31), on every session of LoCoMo played from both sides, in the same run.

    python bench/bench_shape_cpu.py [--locomo PATH] [--rounds 2]

LoCoMo is read where it lies (eval/locomo.py: --locomo, $REVERIE_LOCOMO, or
../shared/datasets/locomo beside the checkout); its sessions are long (about 11 user turns
of several sentences each), so a review of one is heavier than a typical one.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402
from locomo_reviews import review_inputs  # noqa: E402

from reverie.review.providers.heuristic import extract, propose_operations  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locomo", default=None)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    reviews = review_inputs(locomo.dataset_path(args.locomo))
    turns = sum(m.role == "user" for r in reviews for m in r.messages) / len(reviews)

    def cpu_ms() -> float:
        extract._claim.cache_clear()
        started = time.process_time()
        for review in reviews:
            propose_operations(review)
        return 1000 * (time.process_time() - started) / len(reviews)

    shape = extract.disclosed
    print(f"{len(reviews)} reviews, {turns:.1f} user turns each")
    for n in range(args.rounds):
        extract.disclosed = lambda _sentence, *_a, **_k: []
        table = cpu_ms()
        extract.disclosed = shape
        both = cpu_ms()
        print(f"round {n + 1}: CPU ms per review — rule table alone {table:.2f}, "
              f"with the shape layer {both:.2f} (+{both - table:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
