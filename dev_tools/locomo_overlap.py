"""Find the repo's text that repeats LoCoMo's words (a development tool, not a test).

LoCoMo is CC BY-NC: none of its turns or observations may be copied into the repo, and
an example written "after" a LoCoMo line drifts back to it word for word. This reads the
dataset from the path given (it is not in the repo, and CI does not have it) and prints,
for every run of at least ``--words`` consecutive words that a tracked *.py, *.md, *.json
or *.txt file (tests/review/data/everyday_turns*.txt) shares with a LoCoMo turn or
observation, ``file:line: N words`` — the repo's own line with ``--show``, never the
dataset's text.

    python dev_tools/locomo_overlap.py /work/shared/datasets/locomo/locomo10.json
    python dev_tools/locomo_overlap.py DATASET --words 5 --messages main~20..main

``--messages RANGE`` reads the commit messages of a git range instead of the tree: a
message that quotes the dev sentence it was written from is as much a copy as a test row.

The sealed precision samples (eval/locomo_precision_v*.json) are left out unless
``--samples``: they are judged extractor output on LoCoMo and are read separately.
Exit status 1 when anything overlaps, 0 when nothing does.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SUFFIXES = (".py", ".md", ".json", ".txt")
_SAMPLES = re.compile(r"^eval/locomo_precision(_v\d+)?\.json$")


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def locomo_texts(dataset: dict | list) -> Iterator[str]:
    """Every turn (its text and image caption) and every observation."""
    for sample in dataset:
        for key, session in sample.get("conversation", {}).items():
            if key.startswith("session_") and isinstance(session, list):
                for turn in session:
                    yield turn.get("text", "")
                    yield turn.get("blip_caption", "") or ""
        for per_session in sample.get("observation", {}).values():
            for facts in per_session.values():
                for fact in facts:
                    yield fact[0] if isinstance(fact, list) else str(fact)


def shingles(dataset_path: Path, size: int) -> set[tuple[str, ...]]:
    dataset = json.loads(dataset_path.read_text(encoding="utf-8"))
    found: set[tuple[str, ...]] = set()
    for text in locomo_texts(dataset):
        tokens = words(text)
        found.update(tuple(tokens[i:i + size]) for i in range(len(tokens) - size + 1))
    return found


def overlaps(path: Path, known: set[tuple[str, ...]], size: int) -> Iterator[tuple[int, int]]:
    """(line, length) of each maximal run of words shared with LoCoMo, across line breaks
    (a docs paragraph or a Python string is wrapped over several lines)."""
    tokens: list[tuple[str, int]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace")
                                  .splitlines(), 1):
        tokens += [(w, number) for w in words(line)]
    yield from _runs(tokens, known, size)


def _runs(tokens: list[tuple[str, int]], known: set[tuple[str, ...]],
          size: int) -> Iterator[tuple[int, int]]:
    """(line, length) of each maximal run of ``size`` or more words found in ``known``."""
    plain = [w for w, _ in tokens]
    i = 0
    while i <= len(plain) - size:
        if tuple(plain[i:i + size]) not in known:
            i += 1
            continue
        end = i + size
        while end < len(plain) and tuple(plain[end - size + 1:end + 1]) in known:
            end += 1
        yield tokens[i][1], end - i
        i = end


def tracked(root: Path, samples: bool) -> list[Path]:
    listed = subprocess.run(["git", "-C", str(root), "ls-files"], check=True,
                            capture_output=True, text=True).stdout.splitlines()
    return [root / name for name in listed if name.endswith(_SUFFIXES)
            and (samples or not _SAMPLES.match(name)) and not name.startswith("dev_tools/")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", type=Path, help="locomo10.json")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--words", type=int, default=7, help="shortest run reported")
    parser.add_argument("--samples", action="store_true",
                        help="also read the sealed eval/locomo_precision*.json samples")
    parser.add_argument("--show", action="store_true", help="print the repo's own line")
    parser.add_argument("--messages", metavar="RANGE", default=None,
                        help="read the commit messages of this git range, not the tree")
    args = parser.parse_args(argv)
    if not args.dataset.is_file():
        print(f"locomo_overlap: no dataset at {args.dataset}", file=sys.stderr)
        return 2
    known = shingles(args.dataset, args.words)
    if args.messages is not None:
        return _check_messages(args.root, args.messages, known, args.words, args.show)
    hits = 0
    for path in tracked(args.root, args.samples):
        lines = None
        for line, length in overlaps(path, known, args.words):
            hits += 1
            shown = ""
            if args.show:
                lines = lines or path.read_text(encoding="utf-8", errors="replace").splitlines()
                shown = "  " + lines[line - 1].strip()[:160]
            print(f"{path.relative_to(args.root)}:{line}: {length} words{shown}")
    return 1 if hits else 0


def _check_messages(root: Path, commits: str, known: set[tuple[str, ...]], size: int,
                    show: bool) -> int:
    """Print ``commit:line: N words`` for each run a commit message shares with LoCoMo."""
    listed = subprocess.run(["git", "-C", str(root), "log", "--format=%H", commits],
                            check=True, capture_output=True, text=True).stdout.split()
    hits = 0
    for commit in listed:
        message = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%B", commit],
                                 check=True, capture_output=True, text=True).stdout
        lines = message.splitlines()
        tokens = [(w, number) for number, line in enumerate(lines, 1) for w in words(line)]
        for line, length in _runs(tokens, known, size):
            hits += 1
            shown = "  " + lines[line - 1].strip()[:160] if show else ""
            print(f"{commit[:10]}:{line}: {length} words{shown}")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
