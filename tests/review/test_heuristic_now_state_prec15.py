"""prec15 (issue 31; a passing state, a false kind the sealed report samples name): a kick, a
cleanse or a fast of now, the year's paperwork being sorted out, and exams crammed for said
with no determiner are states of this week by their kind (prec14's `now_state`); said as a
habit or with a span the entry keeps they stay. Every sentence here is our own, and each
refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "I'm on a fitness kick.",
    "I'm doing a sugar detox.",
    "I'm sorting out my tax return.",
    "I'm cramming for midterms.",
])
def test_a_state_of_this_week_by_its_kind_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm on a fitness kick for the summer.", ["User is on a fitness kick for the summer."]),
    ("I do a sugar detox every January.", ["User does a sugar detox every January."]),
    ("I sort out my tax return every April.", ["User sorts out their tax return every April."]),
])
def test_said_as_a_habit_or_with_its_span_it_stays(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
