"""learn57: :mod:`.relative` read three of :mod:`.disclosure`'s private word classes; they live
in :mod:`.words` now, public, and the reading imports no other module's private names."""

from __future__ import annotations

import ast
from pathlib import Path

import reverie.review.providers.heuristic.relative as relative


def test_the_relative_reading_imports_no_private_name() -> None:
    tree = ast.parse(Path(relative.__file__).read_text(encoding="utf-8"))
    private = [alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
               for alias in node.names if alias.name.startswith("_") and alias.name != "__future__"]
    assert private == []


def test_the_shared_word_classes_are_the_ones_the_readings_use() -> None:
    from reverie.review.providers.heuristic import words
    from reverie.review.providers.heuristic.disclosure import cutting, speaker
    assert {"step", "nightmare", "ones"} <= words.NOT_A_THING_HEAD
    assert {"weekend", "ago"} <= words.TIME_WORDS
    assert "chose" in words.PAST_IRREGULAR and "read" not in words.PAST_IRREGULAR
    assert cutting.NOT_A_THING_HEAD is words.NOT_A_THING_HEAD
    assert speaker.NOT_A_THING_HEAD is words.NOT_A_THING_HEAD
