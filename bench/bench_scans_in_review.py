"""The scans of a review against the same texts scanned alone, in the same run (issue 27).

Rounds 34-35 (fast41, fast42) found the scanner's part of bench_review_cpu's offline review
costing 2-2.5x what "the same texts" cost scanned in a loop; the loops scanned texts of
the same shape, not the review's own (and a salt's digits change a text's cost: one whose
hyphenated digits read as spaced-out letters costs 2.7x another, its decoded view read
through every layer again). This measures it with the review's own texts:

- **review**: each new text's scan (``scanner._scan``, thread CPU) inside bench_review_cpu's
  offline home served as a pool of one (``make_home``, ``run_home``; four texts a session:
  the entry, the user's message its evidence quotes, the session id the evidence carries,
  the session's summary in the summary job);
- **alone**: the same texts, in the same order, in a fresh process of this tree (its
  tables warmed on other texts of the bench's shape), one after the other;
- **alone, paused**: the same texts again (each new to a third process), with the thread
  asleep ``--pause`` ms before each, as a review's thread waits between its scans (its
  file and SQLite syncs, ~5 a session; the GIL handed to the drain's thread at a job's
  end);
- **alone, busy**: the same in a fourth process, the thread spinning on the clock for
  ``--pause`` ms before each instead (not giving its core up itself, touching next to
  nothing).

On this machine (load 8-13) both cost a scan at least what the review does, the busy one as
much as the paused one, whether or not the spin was preempted (fast43: 327 of 600 spins
were, the scans after either alike), and the excess grows with the gap (0.05 to 2 ms): it
is the time since the scanner's tables and code were last read, in caches shared with what
else runs (the guest shows one thread a core; what the host runs beside it is not visible
from here), not the scanner's work (the scans make the same calls in and out of a review:
cProfile's counts). On a quiet machine the two columns should read as "alone" (not seen
this session).

Per kind and per round the median of the scans, then the median of the rounds (ms of the
thread's CPU a scan), the load beside it; the children run in turn, their order reversed
every other round. The verdicts are not compared (all four read the same scanner); the
bench only reads time.

    python bench/bench_scans_in_review.py [--rounds 3] [--sessions 50] [--pause 2]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

KINDS = ("entry", "message", "id", "summary")


def kind_of(text: str) -> str:
    """Which of a bench session's four texts ``text`` is (``other``: none of them, e.g. a
    text of the run's own books)."""
    if text.startswith("Request: "):
        return "summary"
    if text.startswith("Remember that build server "):
        return "message"
    if text.startswith("Build server "):
        return "entry"
    if len(text) == 22 and text[8] == "_" and text[15] == "_":   # Hermes' id shape
        return "id"
    return "other"


def medians(rows: list[tuple[str, float]]) -> dict[str, float]:
    """The median ms of each kind's scans."""
    by_kind: dict[str, list[float]] = {}
    for kind, seconds in rows:
        by_kind.setdefault(kind, []).append(seconds * 1000)
    return {kind: statistics.median(values) for kind, values in by_kind.items()}


def scan_alone(texts_file: str, pause_ms: float, busy: bool) -> None:
    """Child process: scan the texts of ``texts_file`` ([kind, text] pairs) in order, thread
    CPU each, with ``pause_ms`` asleep (``busy``: spinning) before each; print the per-kind
    medians as JSON."""
    from bench_review_scans import review_texts

    from reverie.memory.scan import scanner

    for index in range(3):   # the tables compiled and the first caches made, on other texts
        for text in review_texts("warm-alone-", index):
            scanner.find_threat(text)
    rows = []
    for kind, text in json.loads(Path(texts_file).read_text(encoding="utf-8")):
        if pause_ms and busy:
            until = time.perf_counter() + pause_ms / 1000
            while time.perf_counter() < until:
                pass
        elif pause_ms:
            time.sleep(pause_ms / 1000)
        started = time.thread_time()
        scanner._scan(text)
        rows.append((kind, time.thread_time() - started))
    print(json.dumps(medians(rows)))


def in_child(texts_file: Path, pause_ms: float, busy: bool) -> dict[str, float]:
    done = subprocess.run([sys.executable, __file__, "--alone", str(texts_file),
                           "--pause", str(pause_ms), *(["--busy"] if busy else [])],
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--pause", type=float, default=2.0,
                        help="ms asleep (paused) or spinning (busy) before each scan alone")
    parser.add_argument("--alone", help=argparse.SUPPRESS)
    parser.add_argument("--busy", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.alone:
        scan_alone(args.alone, args.pause, args.busy)
        return

    import bench_review_cpu as bench

    from reverie.memory.scan import scanner

    real_scan = scanner._scan
    scanned: list[tuple[str, str, float]] = []   # (kind, text, thread CPU s)

    def timed_scan(text: str):
        started = time.thread_time()
        try:
            return real_scan(text)
        finally:
            scanned.append((kind_of(text), text, time.thread_time() - started))

    server, url = bench.start_model()
    work = Path(tempfile.mkdtemp(prefix="bench-scans-in-review-"))
    figures: dict[str, list[dict[str, float]]] = {
        "review": [], "alone": [], "alone, paused": [], "alone, busy": []}
    loads = []
    scanner._scan = timed_scan
    try:
        bench.run_home(bench.make_home(work / "warm", 2, "offline", url, 1), 1)
        for number in range(args.rounds):
            scanned.clear()
            loads.append(os.getloadavg()[0])
            bench.run_home(bench.make_home(work / f"r{number}", args.sessions, "offline", url, 1), 1)
            texts = [(kind, text) for kind, text, _ in scanned if kind != "other"]
            figures["review"].append(medians([(kind, cpu) for kind, _, cpu in scanned
                                              if kind != "other"]))
            texts_file = work / f"texts-{number}.json"
            texts_file.write_text(json.dumps(texts), encoding="utf-8")
            # the children in turn, the order reversed every other round
            order = (("alone", 0.0, False), ("alone, paused", args.pause, False),
                     ("alone, busy", args.pause, True))
            for column, pause, busy in order if number % 2 == 0 else reversed(order):
                figures[column].append(in_child(texts_file, pause, busy))
            loads.append(os.getloadavg()[0])
    finally:
        scanner._scan = real_scan
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"load {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores; {args.rounds} rounds "
          f"of {args.sessions} offline sessions; ms of thread CPU a scan, the median of the "
          f"rounds' medians (pause {args.pause:g} ms)")
    print(f"{'':16s}" + "".join(f"{kind:>9s}" for kind in KINDS) + f"{'the four':>10s}")
    for column, rounds in figures.items():
        row = {kind: statistics.median(r[kind] for r in rounds) for kind in KINDS}
        print(f"{column:16s}" + "".join(f"{row[kind]:9.3f}" for kind in KINDS)
              + f"{sum(row.values()):10.3f}")


if __name__ == "__main__":
    main()
