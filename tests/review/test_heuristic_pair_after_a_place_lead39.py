"""Session 39 (lead): the second verb of a pair whose first member ends at a place gone to
agrees. "to" before a determiner or a daily place is no infinitive's, so "I cycle to the office
and swim in the evenings." is "User cycles to the office and swims …", not "… and swim …" (the
parent left it bare). A second place ("to the park and beach"), an infinitive ("likes to go to
the park and play", "wants to work and swim") and "gets to work" (arrives, or is allowed to)
stay as said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("I cycle to the office and swim in the evenings.", "User cycles to the office and swims in the evenings."),
    ("I cycle to work and swim in the evenings.", "User cycles to work and swims in the evenings."),
    ("I drive to the gym and lift kettlebells.", "User drives to the gym and lifts kettlebells."),
    ("I go to the library and study for hours.", "User goes to the library and studies for hours."),
    ("I walk to my office and listen to podcasts.", "User walks to their office and listens to podcasts."),
    ("I belong to a choir and sing every week.", "User belongs to a choir and sings every week."),
    ("I go out to the building site and start working.", "User goes out to the building site and starts working."),
])
def test_the_second_verb_after_a_place_agrees(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]


@pytest.mark.parametrize(("text", "kept"), [
    ("I go to the park and beach on Sundays.", "User goes to the park and beach on Sundays."),
    ("I like to go to the park and play.", "User likes to go to the park and play."),
    ("I want to work and swim every day.", "User wants to work and swim every day."),
    ("I get to work and make coffee first.", "User gets to work and make coffee first."),
])
def test_a_second_place_or_an_infinitive_stays_as_said(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]
