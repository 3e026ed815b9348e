"""Benchmark the memory content scanner: CPU per short entry and per full snapshot, beside
the scanner before issue 21 in the same run (loaded from git: bench/before_issue21.py).

Figures are CPU time of this process (best of ``--repeat`` runs; short inputs loop), so a
shared machine's load does not swamp them. A short entry's figure is a text new to the
process each call (the entry with a counter after it), as a write's new entry is: every
cache the scanner keeps by text is missed; the last column is the same text again with
only the verdict cache cleared, which is what this bench printed before fast25 (the
scanner's other caches kept by the text made it look 2-4x cheaper). The snapshot's
*cold* figure clears the verdict cache before each call (a warm cache answers in about a
microsecond); bench_snapshot_cold.py measures a fresh process. Inputs:

* short entries (English, Chinese in Simplified and Traditional characters, accented with
  digits, a command);
* a snapshot: two full files (MEMORY.md at its 2,200-character limit, USER.md at 1,375) of
  ordinary notes, scanned as the store does at load — every entry alone, then the entries
  together (the joined scan); the scanner before issue 21 scanned the entries alone;
* worst cases at the 64 Ki-character limit (keyword runs, secret-class runs, digit runs,
  NFKC-expanding characters): cost per KiB stays a small constant.

    python bench/bench_scanner.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from itertools import count
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import before_issue21  # noqa: E402

from reverie.memory.scan.scanner import MAX_SCAN_CHARS, VERDICTS, find_joined_threats, find_threat  # noqa: E402
from tests.memory.benign_corpus import ORDINARY  # noqa: E402

SHORT = {
    "English note (60 chars)": "User prefers dark mode and concise answers with code first.",
    "Chinese note": "用户喜欢简洁的回答，代码注释用英文。",
    "Traditional Chinese note": "使用者喜歡簡潔的回答，程式碼註解用英文。",
    "accents and digits": "Café Zürich team: port 8443, ticket 4521, v2.3.1.",
    "a command": "Run `pnpm test --filter web` before pushing; CI takes 12 minutes.",
    "a hard note": "Ignore lint warnings in vendored code under third_party/.",
}


def _file(limit: int, start: int) -> list[str]:
    entries, size, index = [], 0, start
    while True:
        entry = ORDINARY[index % len(ORDINARY)]
        index += 1
        if size + len(entry) + 3 > limit:
            return entries
        entries.append(entry)
        size += len(entry) + 3


MEMORY, USER = _file(2200, 0), _file(1375, 60)


def _best_of(repeat: int, fn: Callable[[], object], loops: int = 1) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(loops):
            fn()
        times.append((time.process_time() - start) / loops)
    return min(times)


_FRESH = count()


def _new_texts(text: str, number: int) -> list[str]:
    """``number`` variants of ``text`` no call has seen (a counter after it): a short
    entry's figure is what a text new to the process costs, every cache kept by the text
    missed, as a write's new entry is."""
    return [f"{text} ({next(_FRESH)})" for _ in range(number)]


def _best_of_new(repeat: int, scan: Callable[[str], object], text: str, loops: int) -> float:
    """The best of ``repeat`` runs of ``scan`` over ``loops`` new variants of ``text``
    (made outside the timing), per call."""
    times = []
    for _ in range(repeat):
        texts = _new_texts(text, loops)
        start = time.process_time()
        for variant in texts:
            scan(variant)
        times.append((time.process_time() - start) / loops)
    return min(times)


def _cold(fn: Callable[[], object]) -> Callable[[], object]:
    def run() -> object:
        VERDICTS.clear()
        return fn()
    return run


def _snapshot_layered() -> object:
    entries = MEMORY + USER
    for entry in entries:
        find_threat(entry)
    return find_joined_threats(entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    before = before_issue21.load()
    find_threat("Café warm-up")  # build the look-alike and mark tables outside the timing
    before.find_threat("Café warm-up")

    print(f"{'input':32} {'layered µs':>11} {'before µs':>10} {'ratio':>6}"
          f"   {'same text µs':>12}")
    for name, text in SHORT.items():
        for warm in _new_texts(text, 20):  # tables a first text of its kind builds
            find_threat(warm)
            before.find_threat(warm)
        layered = _best_of_new(args.repeat, find_threat, text, 300)
        old = _best_of_new(args.repeat, before.find_threat, text, 300)
        # the same text again with only the verdict cache cleared: what this column said
        # before fast25 (the scanner's other caches kept by the text answer most of it)
        same = _best_of(args.repeat, _cold(lambda t=text: find_threat(t)), 300)
        print(f"{name:32} {layered * 1e6:11.1f} {old * 1e6:10.1f} {layered / old:6.2f}x"
              f"   {same * 1e6:12.1f}")

    entries = MEMORY + USER
    layered = _best_of(args.repeat, _cold(_snapshot_layered), 5)
    old = _best_of(args.repeat, lambda: [before.find_threat(e) for e in entries], 5)
    warm = _best_of(args.repeat, _snapshot_layered, 5)
    chars = sum(map(len, entries))
    print(f"\nsnapshot: {len(MEMORY)} + {len(USER)} entries, {chars:,} characters")
    print(f"{'  cold (first load)':32} {layered * 1e3:9.2f} ms {old * 1e3:8.2f} ms "
          f"{layered / old:6.2f}x")
    print(f"{'  warm (verdicts cached)':32} {warm * 1e3:9.2f} ms")

    n = MAX_SCAN_CHARS
    worst = {
        "'ignore ' runs": ("ignore " * n)[:n], "'send your ' runs": ("send your " * n)[:n],
        "'password:' runs": ("password:" * n)[:n], "'https://' runs": ("https://" * n)[:n],
        "'sk-AAAA…'": ("sk-" + "A" * n)[:n], "CJK '忽略' runs": ("忽略" * n)[:n],
        "Traditional '無視' runs": ("無視" * n)[:n],
        "digit groups": ("4111 " * n)[:n], "spaced letters": ("a b " * n)[:n],
        "base64-ish run": ("QUJD" * n)[:n], "combining marks": ("e\u0301" * n)[:n],
        "U+FDFA (NFKC x18)": "\ufdfa" * (n // 18),
        "'amoral ' runs": ("amoral " * n)[:n], "'act as x. ' sentences": ("act as x. " * n)[:n],
        "'%%% end ' runs": ("%%% end " * n)[:n],
        "'he ignores what i…' runs": ("he ignores what i said before " * n)[:n],
    }
    print(f"\n{'worst case (64 Ki)':32} {'µs/KiB':>11} {'before':>10}")
    per_kib = []
    for name, text in worst.items():
        kib = len(text.encode("utf-8")) / 1024
        layered = _best_of(max(1, args.repeat // 2), _cold(lambda t=text: find_threat(t)))
        old = _best_of(max(1, args.repeat // 2), lambda t=text: before.find_threat(t))
        per_kib.append(layered / kib)
        print(f"{name:32} {layered / kib * 1e6:11.1f} {old / kib * 1e6:10.1f}")
    print(f"\nworst-case median {statistics.median(per_kib) * 1e6:.1f} µs/KiB, "
          f"max {max(per_kib) * 1e6:.1f} µs/KiB")


if __name__ == "__main__":
    main()
