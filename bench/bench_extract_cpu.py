"""CPU per offline review of the extractor alone, on LoCoMo's development half, with counts
that do not move with the machine's load (issue 27).

    python bench/bench_extract_cpu.py [--locomo PATH] [--rounds 3] [--by-reader 25]

Every session of LoCoMo conversations 1-5 (the development half; the report half is never
read here) is played from both sides, each a review of its turns (``propose_operations``,
the offline heuristic: rule table, shape layer and every reader). One untimed round first
(compiles and first-use tables out of the figure), then ``--rounds`` timed ones: CPU
(``time.process_time``) a review, each round's and their median and least. The figure
moves by a fifth with the load on the shared machine; beside it, one more round under a
profile hook counts what a review does whatever the load:

- **Python calls** a review (every function entered, the heuristic's and the library's);
- **regex runs** a review (a compiled pattern's search, match, fullmatch, sub, subn, split,
  findall or finditer called).

Two trees are compared by running this script in each (same load, alternated): the counts
say what changed, the CPU how much it costs. ``--by-reader N`` also prints the N functions
that call the most regex runs a review (where the extractor's work is).
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402
from locomo_reviews import review_inputs  # noqa: E402

from reverie.review.providers.heuristic import propose_operations  # noqa: E402
from reverie.review.review_input import ReviewInput  # noqa: E402

_REGEX_METHODS = frozenset({"search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer"})


def counted(reviews: list[ReviewInput]) -> tuple[int, int, collections.Counter[str]]:
    """Python calls and regex runs over ``reviews``, and the regex runs by calling function."""
    calls = regex = 0
    by_caller: collections.Counter[str] = collections.Counter()

    def hook(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls, regex
        if event == "call":
            calls += 1
        elif event == "c_call" and arg.__name__ in _REGEX_METHODS \
                and type(getattr(arg, "__self__", None)).__name__ == "Pattern":
            regex += 1
            code = frame.f_code
            by_caller[f"{Path(code.co_filename).name}:{code.co_name}"] += 1

    sys.setprofile(hook)
    try:
        for review in reviews:
            propose_operations(review)
    finally:
        sys.setprofile(None)
    return calls, regex, by_caller


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locomo", default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--by-reader", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    reviews = review_inputs(locomo.dataset_path(args.locomo), locomo.DEV)
    turns = sum(m.role == "user" for r in reviews for m in r.messages) / len(reviews)
    for review in reviews:   # untimed: compiles and first-use tables
        propose_operations(review)
    figures = []
    for _ in range(args.rounds):
        started = time.process_time()
        for review in reviews:
            propose_operations(review)
        figures.append(1000 * (time.process_time() - started) / len(reviews))
    calls, regex, by_caller = counted(reviews)
    with open("/proc/loadavg") as load:
        print(f"load {load.read().split()[0]}; {len(reviews)} reviews (LoCoMo dev, both sides), "
              f"{turns:.1f} user turns each")
    print(f"CPU ms a review: {' '.join(f'{f:.2f}' for f in figures)}; median {statistics.median(figures):.2f}, "
          f"least {min(figures):.2f}")
    print(f"a review: {calls / len(reviews):.0f} Python calls, {regex / len(reviews):.0f} regex runs")
    for caller, n in by_caller.most_common(args.by_reader):
        print(f"  {n / len(reviews):8.1f} regex runs  {caller}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
