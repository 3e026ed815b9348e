"""CPU of the offline review's readings with module patterns compiled plainly against
compiled with the set of characters their matches open with (config/first_character.py,
issue 27: a search skips the positions outside the set).

Each arm runs in a fresh process (the heuristic's and the scanner's caches start empty in
both), the arms alternating ``--pairs`` times so a change of load on the shared machine falls
on both. A process compiles every module pattern of the heuristic and the scanner first
(plainly, or as ``lazy_re`` compiles them), outside the timed part, then reads process CPU
time around:

- **heuristic**: ``propose_operations`` on each session of LoCoMo's dev half
  (conversations 1-5), played from both sides, the ms a review;
- **scanner**: ``find_threat`` on every turn of those sessions, each text once, the ms a
  text.

    python bench/bench_first_character.py [--locomo PATH] [--pairs 3]

LoCoMo is read where it lies (eval/locomo.py: --locomo, $REVERIE_LOCOMO, or
../shared/datasets/locomo beside the checkout); the report half is not read.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402
from locomo_reviews import review_inputs  # noqa: E402

ARMS = ("plain", "first-set")


def every_module_pattern(arm: str) -> int:
    """Import the heuristic's and the scanner's modules and compile their module patterns
    as ``arm`` says; how many."""
    import importlib
    import pkgutil
    import re

    from reverie.config import lazy_re

    for package in ("reverie.review.providers.heuristic", "reverie.memory.scan"):
        root = importlib.import_module(package)
        for found in pkgutil.walk_packages(root.__path__, package + "."):
            importlib.import_module(found.name)
    for lazy in lazy_re.MADE:
        if arm == "plain":   # what LazyPattern.compiled keeps, from re.compile
            compiled = re.compile(lazy.pattern, lazy._flags)
            lazy.__dict__.update({name: getattr(compiled, name) for name in lazy_re._KEPT})
            lazy.__dict__["_compiled"] = compiled
        else:
            lazy.compiled  # noqa: B018 - compiled now, as a first use compiles it
    return len(lazy_re.MADE)


def run_arm(arm: str, path: Path) -> dict[str, float]:
    from reverie.memory.scan.scanner import find_threat
    from reverie.review.providers.heuristic import propose_operations

    reviews = review_inputs(path, locomo.DEV)
    compiled = every_module_pattern(arm)
    started = time.process_time()
    for review in reviews:
        propose_operations(review)
    heuristic = (time.process_time() - started) / len(reviews)
    texts = list(dict.fromkeys(m.content for r in reviews for m in r.messages if m.content))
    started = time.process_time()
    for text in texts:
        find_threat(text)
    scanner = (time.process_time() - started) / len(texts)
    return {"heuristic_ms": 1000 * heuristic, "scanner_ms": 1000 * scanner,
            "reviews": len(reviews), "texts": len(texts), "patterns": compiled}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locomo", default=None)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--arm", choices=ARMS, help=argparse.SUPPRESS)   # a child's
    args = parser.parse_args(argv)
    path = locomo.dataset_path(args.locomo)
    if args.arm:
        print(json.dumps(run_arm(args.arm, path)))
        return 0
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; LoCoMo dev "
          f"(conversations 1-5), both sides of each session")
    seen: dict[str, list[dict[str, float]]] = {arm: [] for arm in ARMS}
    for pair in range(args.pairs):
        for arm in ARMS:
            ran = subprocess.run([sys.executable, __file__, "--arm", arm, "--locomo", str(path)],
                                 capture_output=True, text=True, check=True)
            got = json.loads(ran.stdout.splitlines()[-1])
            seen[arm].append(got)
            print(f"pair {pair + 1} {arm:9s}: heuristic {got['heuristic_ms']:6.2f} ms a review "
                  f"({got['reviews']}), scanner {got['scanner_ms']:5.3f} ms a text "
                  f"({got['texts']}); load {os.getloadavg()[0]:.1f}")
    for part in ("heuristic_ms", "scanner_ms"):
        plain, ahead = (statistics.median(g[part] for g in seen[arm]) for arm in ARMS)
        print(f"median {part[:-3]:9s}: plain {plain:6.3f} ms, first-set {ahead:6.3f} ms "
              f"({100 * (ahead - plain) / plain:+.1f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
