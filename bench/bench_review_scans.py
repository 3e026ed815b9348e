"""The scanner's part of bench_review_cpu's offline review, beside an older commit's scanner
in the same process (issue 27; fast41).

A review of bench_review_cpu's home scans four texts new to the process (the entry the
review writes, the user's message its evidence quotes, the session's summary, and the
session's id its evidence carries, in Hermes' shape since session 39) and reads
the entry with its neighbours when it is added to a memory file that grows by one entry a
review (``find_joined_threats`` with the new entry in focus). bench_review_cpu's figure
moves by a fifth from run to run on the shared machine, more than a change to these parts
makes; this measures them alone, thread CPU, the scanners alternating round by round
(before, after; after, before; ...), every round's texts new to both (their own salt).
The summary is written in the offline summary's shape (its request, a key point clipped at
110 characters, its outcome), not made by it.

``--before REV``: the scanner of commit REV (``memory/scan`` read with ``git archive``, as
``eval_scanner.py --before`` reads it). Figures: the median and the least of the rounds, ms a review (the least is what the
load added least to).

    python bench/bench_review_scans.py --before REV [--rounds 8] [--sessions 50]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_review_cpu import session_id  # noqa: E402
from eval_scanner import _scanner_at  # noqa: E402

from reverie.memory.scan import scanner as current  # noqa: E402


def review_texts(salt: str, index: int) -> tuple[str, str, str, str]:
    """(entry, message, summary, session id) of bench_review_cpu's session ``index`` under
    ``salt``."""
    message = (f"Remember that build server {salt}{index} is host-{salt}{index}.example.org"
               f" and that deploys to it go through make ship-{salt}{index}.")
    entry = "B" + message[len("Remember that b"):]
    summary = f"Request: {message}\nKey points: {message[:109]}…\nOutcome: Noted."
    return entry, message, summary, session_id(salt, index, time.time())


def one_round(scanner: Any, salt: str, sessions: int) -> tuple[float, float]:
    """(ms of the four scans, ms of the joined read) a review, thread CPU."""
    scans = joined = 0.0
    entries: list[str] = []
    for index in range(sessions):
        entry, message, summary, sid = review_texts(salt, index)
        started = time.thread_time()
        for text in (entry, message, summary, sid):
            scanner.find_threat(text)
        scans += time.thread_time() - started
        entries.append(entry)
        started = time.thread_time()
        scanner.find_joined_threats(entries, focus={len(entries) - 1})
        joined += time.thread_time() - started
    return scans / sessions * 1000, joined / sessions * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", required=True, metavar="REV")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--sessions", type=int, default=50)
    args = parser.parse_args()
    scanners = {"before": _scanner_at(args.before), "after": current}
    for name, scanner in scanners.items():   # warm: tables compiled, first caches
        one_round(scanner, f"warm-{name}-", 3)
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in scanners}
    for number in range(args.rounds):
        order = ("before", "after") if number % 2 == 0 else ("after", "before")
        for name in order:
            figures[name].append(one_round(scanners[name], f"r{number}{name[0]}-50-",
                                           args.sessions))
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"{args.sessions} reviews a round, {args.rounds} rounds, before = {args.before}")
    for part, column in (("four new texts' scans", 0), ("the add's joined read", 1),
                         ("both", None)):
        medians, least = {}, {}
        for name, rows in figures.items():
            values = [row[0] + row[1] if column is None else row[column] for row in rows]
            medians[name], least[name] = statistics.median(values), min(values)
            print(f"  {part:24s} {name:6s} median {medians[name]:6.3f}, least "
                  f"{least[name]:6.3f} ms a review  ({' '.join(f'{v:.3f}' for v in values)})")
        print(f"  {part:24s} median {_change(medians):+.1f} %, least {_change(least):+.1f} %")


def _change(figures: dict[str, float]) -> float:
    return (figures["after"] - figures["before"]) / figures["before"] * 100


if __name__ == "__main__":
    main()
