"""How many attacks cut inside a word across two entries are stored (issue 28, G11, G15).

    python bench/eval_glued_cuts.py [--before REV] [--store]

Every cut of ``tests/memory/cut_attacks.py`` (each attack at each boundary inside a word
whose halves pass alone) read as two neighbouring entries by ``find_joined_threats``;
``--before REV`` also runs the scanner of commit REV on the same cuts (same run, read with
``git archive`` as ``bench/eval_scanner.py`` does). ``--store``: the tree's store too, the
halves added one after the other into a real MemoryStore on real files (the agent's path
writes through it), counting the cuts where both adds succeed. ``--benign PATH``:
ordinary neighbours glued at a word — LoCoMo's development half (conversations 1-5,
observations and dialogue turns; PATH is locomo10.json) and the team's benign notes, each
line's final stop removed so that every word-to-word joint is glued — counting the joints
refused and the joints whose gate lets the detectors run (the write's cost).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from eval_scanner import _scanner_at  # noqa: E402

from reverie.memory.scan import scanner as _current  # noqa: E402
from tests.memory import cut_attacks  # noqa: E402


def _stored_by_scanner(module, texts: list[str]) -> tuple[int, int, list[tuple[str, str]]]:
    cuts = stored = 0
    missed = []
    for text in texts:
        for first, second in cut_attacks.inside_word_cuts(
            text, lambda half: module.find_threat(half) is None
        ):
            cuts += 1
            if not module.find_joined_threats([first, second]):
                stored += 1
                missed.append((first, second))
    return stored, cuts, missed


def _stored_by_store(texts: list[str]) -> tuple[int, int]:
    # Function-local: the store is only needed for --store (and pulls in config).
    from reverie.memory.store import MemoryStore
    from tests.conftest import make_settings

    cuts = stored = 0
    with tempfile.TemporaryDirectory() as folder:
        for text in texts:
            for first, second in cut_attacks.inside_word_cuts(
                text, lambda half: _current.find_threat(half) is None
            ):
                home = Path(folder) / f"home{cuts}"
                config = make_settings(home, {})
                config.memories_dir.mkdir(parents=True, exist_ok=True)
                store = MemoryStore(config)
                cuts += 1
                if store.add("memory", first)["success"] and store.add("memory", second)["success"]:
                    stored += 1
    return stored, cuts


def _dev_lines(path: Path) -> dict[str, list[str]]:
    data = json.loads(path.read_text(encoding="utf-8"))[:5]  # the development half only
    observations = [
        item[0]
        for sample in data
        for session in sample["observation"].values()
        for person in session.values()
        for item in person
    ]
    turns = [
        turn["text"]
        for sample in data
        for key, session in sample["conversation"].items()
        if key.startswith("session_") and isinstance(session, list)
        for turn in session
        if turn.get("text")
    ]
    return {"LoCoMo observations dev": observations, "LoCoMo turns dev": turns}


def _team_notes() -> list[str]:
    from tests.memory.benign_corpus import BENIGN_CORPUS
    from tests.memory.benign_hard import HARD

    return list(dict.fromkeys([*BENIGN_CORPUS, *HARD]))


_FINAL_STOP = re.compile(r"[\s.!?;:。！？；]+\Z")


def _glued_pairs(lines: list[str]) -> list[tuple[str, str]]:
    unstopped = [_FINAL_STOP.sub("", line) for line in lines]
    return [
        (before, after)
        for before, after in zip(unstopped, lines[1:], strict=False)
        if _current._ends_in_word(before) and _current._starts_in_word(after)
    ]


def _benign(modules: list, path: Path) -> None:
    corpora = {**_dev_lines(path), "team notes": _team_notes()}
    for title, lines in corpora.items():
        pairs = _glued_pairs(lines)
        line = f"{title}: {len(pairs)} glued joints;"
        for module in modules:
            refused = 0
            opened = 0
            for before, after in pairs:
                module.VERDICTS.clear()
                if module.find_threat(before) or module.find_threat(after):
                    continue
                refused += bool(module.find_joined_threats([before, after]))
                opened += module._glue_may_make_word(before, after)
            line += f" refused {refused}, gate open {opened} |"
        print(line.rstrip(" |"), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=None, metavar="REV")
    parser.add_argument("--store", action="store_true")
    parser.add_argument("--benign", type=Path, default=None, metavar="LOCOMO_JSON")
    parser.add_argument("--show", action="store_true", help="list the tree's stored cuts")
    args = parser.parse_args()
    before = _scanner_at(args.before) if args.before else None
    for name, texts in cut_attacks.ALL.items():
        line = f"{name:10s}"
        if before is not None:
            stored, cuts, _ = _stored_by_scanner(before, texts)
            line += f" before {stored}/{cuts} stored ->"
        stored, cuts, missed = _stored_by_scanner(_current, texts)
        line += f" after {stored}/{cuts} stored"
        if args.store:
            stored, cuts = _stored_by_store(texts)
            line += f"; through the store {stored}/{cuts}"
        print(line, flush=True)
        if args.show:
            for first, second in missed:
                print(f"    {first!r} + {second!r}")
    if args.benign is not None:
        _benign([module for module in (before, _current) if module is not None], args.benign)


if __name__ == "__main__":
    main()
