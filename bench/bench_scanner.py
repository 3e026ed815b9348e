"""Benchmark the memory content scanner: microseconds per KiB, typical and worst case.

For each input it prints the scanner's cost per KiB next to same-run baselines: one
``str.find`` of a string that is not there (the cheapest full pass over the text Python
offers), one NFKC normalisation (the floor of any Unicode-aware scan), and the same
pattern table run the obvious way (``tests/memory/scanner_oracle.py``: every regex in
order, no prefilter, per-character normalisation — the differential tests hold the
scanner to its verdicts), with the speed-up over it. Inputs: short entries (English,
Chinese, accented), a realistic memory file (benign notes), and the worst cases the tests
use (keyword runs that start a bounded gap at every position, long runs of secret-class
characters, digit runs for the identifier checks, NFKC-expanding characters), each at the
64 Ki-character limit.

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
from tests.memory import scanner_oracle  # noqa: E402

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
        "one entry, Chinese": NOTES[-1],
        "one entry, accents+digits": "Café Zürich team: port 8443, ticket 4521, v2.3.1.",
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
        "worst: digit groups": ("4111 " * n)[:n],
        "worst: combining marks": ("e\u0301" * n)[:n],
        "worst: U+FDFA (NFKC x18)": "\ufdfa" * (n // 18),
        "refused: U+FDFA over bound": "\ufdfa" * (n // 4),
    }


def _best_of(repeat: int, fn: Callable[[], object], loops: int = 1) -> float:
    """Best CPU time of one call over ``repeat`` runs of ``loops`` calls (short inputs loop,
    so a ~40 µs scan is not lost in timer noise). CPU time of this process, not wall time:
    on a shared 2-core machine other processes' load would otherwise swamp the figures."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(loops):
            fn()
        times.append((time.process_time() - start) / loops)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    print(f"{'input':28} {'KiB':>6} {'scan µs/KiB':>12} {'find µs/KiB':>12} "
          f"{'NFKC µs/KiB':>12} {'oracle µs/KiB':>14} {'x faster':>9} {'scan µs':>9}  verdict")
    ratios, speedups = [], []
    for name, text in _inputs().items():
        kib = max(len(text.encode("utf-8")) / 1024, 1 / 1024)
        loops = max(1, min(500, 20_000 // max(len(text), 1)))
        scan = _best_of(args.repeat, lambda t=text: scan_content(t), loops)
        find = _best_of(args.repeat, lambda t=text: t.find("\x00never-there\x00"), loops)
        nfkc = _best_of(args.repeat, lambda t=text: unicodedata.normalize("NFKC", t), loops)
        before = _best_of(args.repeat, lambda t=text: scanner_oracle.find_threat(t), loops)
        verdict = scan_content(text)
        oracle = scanner_oracle.find_threat(text)
        if verdict != (oracle and oracle.message):
            raise SystemExit(f"verdicts differ on {name!r}: the figures would mean nothing")
        short = "clean" if verdict is None else verdict.split("'")[1]
        speedups.append(before / scan)
        print(f"{name:28} {kib:6.1f} {scan / kib * 1e6:12.1f} {find / kib * 1e6:12.3f} "
              f"{nfkc / kib * 1e6:12.2f} {before / kib * 1e6:14.1f} {before / scan:9.1f} "
              f"{scan * 1e6:9.1f}  {short}")
        if name.startswith("worst"):
            ratios.append(scan / kib)
    print(f"\nworst-case median {statistics.median(ratios) * 1e6:.1f} µs/KiB, "
          f"max {max(ratios) * 1e6:.1f} µs/KiB (linear: no input above costs more than a "
          f"small constant per character)")
    print(f"speed-up over the same patterns without prefilter: median {statistics.median(speedups):.1f}x, "
          f"min {min(speedups):.1f}x")


if __name__ == "__main__":
    main()
