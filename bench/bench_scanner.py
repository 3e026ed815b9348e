"""Benchmark the memory content scanner: microseconds per KiB, typical and worst case.

For each input it prints the scanner's cost per KiB next to same-run baselines: one
``str.find`` of a string that is not there (the cheapest full pass over the text Python
offers), one NFKC normalisation (the floor of any Unicode-aware scan), and the scanner as
it was before its speed work (``tests/memory/scanner_reference.py``, which the
differential tests hold to the same verdicts), with the speed-up over it. Inputs: a
realistic memory file (benign notes), a single short entry, and the worst cases the tests
use (keyword runs that start a bounded gap at every position, long runs of secret-class
characters, NFKC-expanding characters), each at the 64 Ki-character limit.

    python bench/bench_scanner.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.memory.scanner import MAX_SCAN_CHARS, scan_content  # noqa: E402
from tests.memory import scanner_reference  # noqa: E402

NOTES = [
    "User prefers dark mode and concise answers with code first.",
    "Project uses pnpm; run `pnpm test` before pushing.",
    "Deploys go over ssh to staging.internal via the bastion.",
    "Password policy: 12+ characters, rotated every 90 days.",
    "The system prompt of the support bot lives in prompts/support.txt.",
    "用户喜欢简洁的回答。",
]


def _realistic(size: int) -> str:
    out, i = [], 0
    while sum(map(len, out)) < size:
        out.append(f"{NOTES[i % len(NOTES)]} (note {i})")
        i += 1
    return "\n§\n".join(out)[:size]


def _inputs() -> dict[str, str]:
    n = MAX_SCAN_CHARS
    return {
        "one entry (60 chars)": NOTES[0],
        "memory file 2 KiB": _realistic(2048),
        "memory file 2 KiB, ASCII": _realistic(2048).replace(NOTES[-1], "User likes it short."),
        "benign 64 Ki": _realistic(n),
        "worst: 'ignore ' runs": ("ignore " * n)[:n],
        "worst: 'send your ' runs": ("send your " * n)[:n],
        "worst: 'curl $x ' runs": ("curl $x " * n)[:n],
        "worst: 'password:' runs": ("password:" * n)[:n],
        "worst: 'https://' runs": ("https://" * n)[:n],
        "worst: 'sk-AAAA…'": ("sk-" + "A" * n)[:n],
        "worst: CJK '忽略' runs": ("忽略" * n)[:n],
        "worst: U+FDFA (NFKC x18)": "\ufdfa" * (n // 18),
        "refused: U+FDFA over bound": "\ufdfa" * (n // 4),
    }


def _best_of(repeat: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    print(f"{'input':28} {'KiB':>6} {'scan µs/KiB':>12} {'find µs/KiB':>12} "
          f"{'NFKC µs/KiB':>12} {'before µs/KiB':>14} {'x faster':>9} {'scan ms':>9}  verdict")
    ratios, speedups = [], []
    for name, text in _inputs().items():
        kib = max(len(text.encode("utf-8")) / 1024, 1 / 1024)
        scan = _best_of(args.repeat, lambda t=text: scan_content(t))
        find = _best_of(args.repeat, lambda t=text: t.find("\x00never-there\x00"))
        nfkc = _best_of(args.repeat, lambda t=text: unicodedata.normalize("NFKC", t))
        before = _best_of(args.repeat, lambda t=text: scanner_reference.scan_content(t))
        verdict = scan_content(text)
        if verdict != scanner_reference.scan_content(text):
            raise SystemExit(f"verdicts differ on {name!r}: the figures would mean nothing")
        short = "clean" if verdict is None else verdict.split("'")[1]
        speedups.append(before / scan)
        print(f"{name:28} {kib:6.1f} {scan / kib * 1e6:12.1f} {find / kib * 1e6:12.3f} "
              f"{nfkc / kib * 1e6:12.2f} {before / kib * 1e6:14.1f} {before / scan:9.1f} "
              f"{scan * 1e3:9.2f}  {short}")
        if name.startswith("worst"):
            ratios.append(scan / kib)
    print(f"\nworst-case median {statistics.median(ratios) * 1e6:.1f} µs/KiB, "
          f"max {max(ratios) * 1e6:.1f} µs/KiB (linear: no input above costs more than a "
          f"small constant per character)")
    print(f"speed-up over the reference scanner: median {statistics.median(speedups):.1f}x, "
          f"min {min(speedups):.1f}x")


if __name__ == "__main__":
    main()
