"""learn57: :mod:`.relative` read three of :mod:`.disclosure`'s private word classes; they live
in :mod:`.words` now, public, and the reading imports no other module's private names; nor
does :mod:`.life_past` (review39)."""

from __future__ import annotations

import ast
from pathlib import Path

import reverie.review.providers.heuristic.life_past as life_past
import reverie.review.providers.heuristic.relative as relative


def _private_names_imported(module) -> list[str]:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    return [alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
            for alias in node.names if alias.name.startswith("_") and alias.name != "__future__"]


def test_the_relative_reading_imports_no_private_name() -> None:
    assert _private_names_imported(relative) == []


def test_the_relative_of_a_life_imports_no_private_name() -> None:
    # review39: learn88's life_past read relative's noun phrase and disclosure's regular
    # forms by their private names; both are public now
    assert _private_names_imported(life_past) == []


def test_the_shared_word_classes_are_the_ones_the_readings_use() -> None:
    from reverie.review.providers.heuristic import words
    from reverie.review.providers.heuristic.disclosure import cutting, speaker
    assert {"step", "nightmare", "ones"} <= words.NOT_A_THING_HEAD
    assert {"weekend", "ago"} <= words.TIME_WORDS
    assert "chose" in words.PAST_IRREGULAR and "read" not in words.PAST_IRREGULAR
    assert cutting.NOT_A_THING_HEAD is words.NOT_A_THING_HEAD
    assert speaker.NOT_A_THING_HEAD is words.NOT_A_THING_HEAD
