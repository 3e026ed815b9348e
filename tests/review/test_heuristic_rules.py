"""The heuristic's rule tables (issue 23): every row has an example, the example is taken by
that row and no earlier one, and it gives the entries the row says it gives. A new row that
shadows an old one, or is shadowed, fails here rather than as a change in what fires."""

from __future__ import annotations

import re

import pytest

from reverie.review.providers.heuristic import rules_en, rules_zh
from reverie.review.providers.heuristic.extract import TABLE, candidates
from reverie.review.providers.heuristic.table import REASONS, SUBJECT
from reverie.review.providers.heuristic.text import core_of, end_of
from reverie.review.wellformed import problems
from tests.fakes.helpers import review_input

ROWS = [*rules_en.RULES, *rules_zh.RULES]


def test_rows_are_named_once_and_declare_what_they_write():
    names = [row.name for row in ROWS]
    assert len(set(names)) == len(names)
    for row in ROWS:
        lang = row.name.split(".", 1)[0]
        assert (lang, row in rules_en.RULES) in (("en", True), ("zh", False)), row.name
        assert row.kind in REASONS, row.name
        assert row.target in ("user", "memory", SUBJECT), row.name
        assert row.template.strip() and 0 < row.confidence <= 1, row.name


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_every_row_takes_its_own_example(row):
    assert row.example.strip(), f"{row.name} has no example"
    if row.kind == "veto":
        # a veto takes its example and yields nothing, so no later row can make it a fact
        taker, found = TABLE.claim(core_of(row.example), end_of(row.example))
        assert taker is row and found == [] and row.gives == ()
        assert candidates(row.example) == []
        return
    assert row.gives, f"{row.name} gives nothing"
    found = candidates(row.example)
    assert found, f"{row.name}: its example {row.example!r} gives nothing"
    takers = {c.rule for c in found}
    assert takers == {row.name}, f"{row.name}: its example is taken by {sorted(takers)}"
    assert tuple(c.content for c in found) == row.gives
    for candidate in found:
        assert problems(candidate.content) == [], candidate.content
        if row.target != SUBJECT:
            assert candidate.target == row.target


def test_the_first_row_yielding_something_wins_and_a_declining_row_passes_on():
    # en.switch declines a move without a from ("moved to Lisbon" is a move): en.moved takes it
    assert [c.rule for c in candidates("I moved to Lisbon last year.")] == ["en.moved"]
    # a sentence in Chinese tries the Chinese table first, then the English one
    assert [row.name for row in TABLE.rows("zh")][0] == "zh.remember"
    assert [row.name for row in TABLE.rows("en")][0] == "en.remember"


# --- the diverged copies issue 23 names, now one each ----------------------------------------

def _contents(messages):
    from reverie.review.providers.heuristic import propose_operations

    ops, _ = propose_operations(review_input(messages))
    return [op["content"] for op in ops]


@pytest.mark.parametrize("fact", ["The build box has 64 GB of RAM；", "The build box has 64 GB of RAM."])
def test_a_fact_keeps_one_stop_however_the_remember_request_points_at_it(fact):
    """"Remember that X；" and "X； Remember that." keep X with the same stop: one reading of
    "；" (one copy had accepted it as a sentence's end, the other had not)."""
    direct = _contents([(1, "user", f"Remember that {fact}")])
    pointed = _contents([(1, "user", f"{fact} Remember that.")])
    assert direct == pointed and len(direct) == 1


@pytest.mark.parametrize("said", ["我 {} 用 Windows 电脑。", "我 {} 换成 Podman 了。", "I use Windows {}.",
                                  "I'm not on zsh anymore {}."])
def test_the_moment_is_read_the_same_in_any_case_by_every_rule(said):
    """"today"/"Today"/"TODAY" is the moment for every rule (one copy of the pattern had been
    case-sensitive in two places and case-insensitive in two others)."""
    for word in ("today", "Today", "TODAY"):
        assert _contents([(1, "user", said.format(word))]) == [], word


def test_no_module_keeps_its_own_copy_of_the_moment():
    """The moment is defined once, in text.py, and every rule reads it from there."""
    from pathlib import Path

    package = Path(rules_en.__file__).parent
    for path in package.glob("*.py"):
        if path.name == "text.py":
            continue
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"today\|tonight", source), path.name


def test_a_row_is_skipped_for_english_text_only_when_its_pattern_cannot_match_without_cjk() -> None:
    """The table does not try a row that needs a CJK character on a text without one (a
    review's CPU budget); whether it needs one is read from the pattern, never guessed."""
    import re

    from reverie.review.providers.heuristic.table import Rule

    def needs(pattern: str) -> bool:
        return Rule("t", "veto", re.compile(pattern), "user", "", "", (), 0.0).needs_cjk

    assert needs(r"^我(?:以后|今后)\s*(?P<x>.+)$") and needs(r"^(?:以后|今后)+x") and needs(r"^[我你]x")
    assert not needs(r"^(?:以后|from now on)\s*(?P<x>.+)$")      # one branch is English
    assert not needs(r"^(?:以后)?\s*(?P<x>.+)$") and not needs(r"^(?:以后)*x")   # optional
    assert not needs(r"^[我a]x")
    from reverie.review.providers.heuristic.extract import TABLE
    assert all(r.needs_cjk for r in TABLE.tables["zh"])    # what makes English text cheaper
    assert not any(r.needs_cjk for r in TABLE.tables["en"])
