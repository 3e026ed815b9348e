"""prec20 (issue 31): broken writing a clause of thinking or knowing shows
(:func:`...heuristic.well_formed.broken`): a "that" with no clause after it ("that like the
…", "that of it …", "that it a …") and a judgement with nothing judged before it ("finds
interesting that …"). Sentences our own; each refused one was kept at the parent."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import broken

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize("said", [
    "I believe that like the old silent films.",
    "I think that of it as cold and windy.",
    "I do think that it a handy trick.",
    "I find interesting that the museum opens late.",
    "I find interesting during the match.",
])
def test_a_clause_of_thinking_with_no_clause_gives_nothing(said: str) -> None:
    assert [a for a in added_in_a_developer_session(said) if a.startswith("User")] == []


@pytest.mark.parametrize(("entry", "is_broken"), [
    ("User believes that like the old silent films", True),
    ("User finds interesting that the museum opens late", True),
    ("User plays in a quiz team with some cousins of their", True),
    ("User moved into a flat with their", True),
    ("User plays in a quiz team with some cousins of theirs", False),
    # a fronted phrase opens a real clause; "finds" meeting things; a judgement after its object
    ("User believes that with practice anyone can draw", False),
    ("User believes that for every problem there is a fix", False),
    ("User thinks that, like their dad, they snore", False),
    ("User finds interesting people at the club", False),
    ("User finds the museum interesting", False),
    ("User finds that it helps to stretch first", False),
])
def test_broken_reads_the_clause(entry: str, is_broken: bool) -> None:
    assert broken(entry) is is_broken


def test_a_meeting_sense_of_find_stays() -> None:
    assert "User finds interesting people at the club." in added_in_a_developer_session(
        "I find interesting people at the club.")


def test_of_mine_last_is_of_theirs() -> None:
    # written "… friends of their." before (prec20)
    assert added_in_a_developer_session("I sing in a choir with some neighbours of mine.") == [
        "User sings in a choir with some neighbours of theirs."]
