"""prec34 (issue 31, precision): a thing of the moment kept as if lasting. Every sentence here is
our own.

* :data:`.when.NEAR_AHEAD` / :data:`.when.FOR_NEAR`, read by :mod:`.fleeting` ("near occasion"):
  a thing held, to come or got for a near time ahead ("next period", "in three days", "this
  coming Thursday", "for the weekend") is over when the entry is read again. A change of a
  life said with a near time is still dated; "in two days" after another verb is how long a
  thing took, and "for the holidays" in a plain present is a habit: both stay.
* :func:`.disclosure.dated.dish_eaten`: a dish eaten once, said in a session read as one with
  the assistant, was kept live as said ("User had some soup."); a meal leaves no setup.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.fleeting import fleeting
from reverie.review.providers.heuristic.when import FOR_NEAR, NEAR_AHEAD
from tests.review.chat_support import MONDAY, live_and_episodes_at


def _kept(said: str, *, between_people: bool) -> tuple[list[str], list[str]]:
    return live_and_episodes_at(MONDAY, said, between_people=between_people)


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("said", [
    "I have a chemistry quiz next period.",
    "I have band practice next period.",
    "I've got midterm break in two weeks.",
    "I have my driving test in three days.",
    "I have the dentist this coming Thursday.",
    "I just grabbed a jug of cider for the weekend.",
])
def test_a_thing_of_a_near_time_ahead_is_not_kept(said: str, between_people: bool) -> None:
    assert _kept(said, between_people=between_people) == ([], [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm moving to Leeds in two weeks.", "User is moving to Leeds (planned for 11 March 2024 plus two weeks)."),
    ("I'm adopting a kitten in a couple of weeks.",
     "User is adopting a kitten (planned for 11 March 2024 plus a couple of weeks)."),
    ("I can knit a hat in two days.", "User can knit a hat in two days."),
    ("I bake pies for the holidays.", "User bakes pies for the holidays."),
    ("I always visit my nan for the holidays.", "User always visits their nan for the holidays."),
])
def test_a_change_dated_a_span_taken_and_a_habit_stay(said: str, kept: str) -> None:
    assert kept in _kept(said, between_people=False)[0]


@pytest.mark.parametrize("clause", [
    "I have a quiz next period",
    "I'm off to the lake for the weekend",
    "I bought some cider for the weekend",
    "I'll be at my aunt's the day after tomorrow",
    "we have a gig in a few days",
])
def test_near_occasion_is_read_by_the_verb_and_the_near_time(clause: str) -> None:
    assert fleeting(clause) == "near occasion"


@pytest.mark.parametrize("clause", [
    "I finished the whole series in three days",
    "I can knit a hat in two days",
    "I bake pies for the holidays",
    "I have my next class on Monday",
    "I've lost four pounds in two weeks",
])
def test_a_span_a_habit_or_a_class_of_ones_own_is_no_near_occasion(clause: str) -> None:
    assert fleeting(clause) != "near occasion"


def test_the_near_times_are_one_pattern_each() -> None:
    assert NEAR_AHEAD.search("see you in a day or two")
    assert NEAR_AHEAD.search("this coming Friday")
    assert not NEAR_AHEAD.search("my next class")
    assert not NEAR_AHEAD.search("in two months")   # a plan of a life's time (when.NAMED_AHEAD)
    assert FOR_NEAR.search("for the long weekend")


@pytest.mark.parametrize("said", [
    "I just had a bowl of chili.",
    "I just had some tomato soup.",
])
def test_a_dish_eaten_said_to_the_assistant_is_not_kept(said: str) -> None:
    assert _kept(said, between_people=False) == ([], [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I just had knee surgery.", "User had knee surgery."),
    ("I just had a baby.", "User had a baby."),
])
def test_what_a_body_went_through_is_no_dish(said: str, kept: str) -> None:
    assert kept in _kept(said, between_people=False)[0]


def test_the_near_times_are_linear_on_long_input() -> None:
    # no nested quantifier: a long run of the units' words is read in one pass
    text = "in a couple of " * 4000 + "years"
    assert NEAR_AHEAD.search(text) is None
    assert FOR_NEAR.search("for the " * 4000) is None
