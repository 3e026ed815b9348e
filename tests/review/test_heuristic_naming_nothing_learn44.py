"""Entries naming nothing (issue 31, learn44): a thing counted or praised but never named —
"some amazing young people", where a word of age or size follows the praise — and a
difference made with nothing saying where, for whom or how. Entries that name the thing stay.
Developed on LoCoMo's dev half (conversations 1-5); every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize("said", [
    "I've met some amazing young people.",
    "I've been building a cool little project.",
    "I want to make a difference.",
    "I really hope to make a real difference!",
    "I'm speaking up and making a positive difference.",
])
def test_learn44_an_entry_naming_nothing_is_not_kept(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    ("I've met some young people from my choir.",
     ["User has met some young people from their choir."]),
    ("I want to make a difference in my town's schools.",
     ["User wants to make a difference in their town's schools."]),
    ("I'm learning a new skill: pottery.", ["User is learning a new skill: pottery."]),
    ("I'm learning a new skill, knitting.", ["User is learning a new skill, knitting."]),
])
def test_learn44_an_entry_that_names_the_thing_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


def test_learn44_a_difference_as_the_purpose_of_a_named_doing_stays() -> None:
    assert added("I started volunteering at the shelter to help make a difference.") != []


@pytest.mark.parametrize(("said", "expected"), [
    # a name of more than one word after the comma names the thing too
    ("I have a new hobby, rock climbing.", ["User has a new hobby, rock climbing."]),
    ("I'm learning a new skill, ice dance skating.",
     ["User is learning a new skill, ice dance skating."]),
    # a comment after the comma names nothing
    ("I have a new hobby, so fun.", []),
    ("I have a new hobby, really exciting.", []),
])
def test_learn44_a_name_of_several_words_after_a_comma(said: str, expected: list[str]) -> None:
    assert added(said) == expected
