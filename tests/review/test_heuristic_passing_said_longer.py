"""learn30: passing states and plans kept as lasting because they were said a little longer.

A thought of the moment read through one adverb only ("I'm still thinking about …" gave
nothing, "I'm always still thinking about …" was kept), and one trip planned was passing
only when said "planning a trip" ("planning to take a trip …" was kept as a lasting plan).
Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added
from tests.review.chat_support import added_in_a_developer_session


@pytest.mark.parametrize("said", [
    "I'm always still thinking about Rex.",
    "I'm always thinking about my old dog.",
    "I'm also constantly thinking about moving to Leeds.",
    "I'm planning to take a trip to the coast.",
    "We're planning to take a family trip next month to tour some castles.",
    "I'm planning to go on a cycling trip up the coast with Ada.",
])
def test_a_passing_thought_or_one_trip_is_not_kept(said: str) -> None:
    assert added(said) == []


def test_a_plan_that_lasts_is_still_kept() -> None:
    assert added("I'm always thinking about my old dog.",
                 "I'm planning to take a pottery course.",
                 "I'm planning to go on a cycling trip up the coast with Ada.") == [
        "User plans to take a pottery course."]


# review14 N9: "always/often" before a wish make it a standing one, not a hedge; a trip made
# with a frequency is a habit and one around the world a life's plan.
@pytest.mark.parametrize(("said", "kept"), [
    ("I always want to make time for my grandparents.",
     ["User always wants to make time for their grandparents."]),
    ("I often want to quit, but I adore my students.",
     ["User often wants to quit.", "User adores their students."]),
    ("I'm planning to take a trip to visit my aunt every summer.",
     ["User plans to take a trip to visit their aunt every summer."]),
    ("I'm planning to take a sailing trip around the world.",
     ["User plans to take a sailing trip around the world."]),
])
def test_a_standing_wish_or_a_trip_that_lasts_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_standing_wish_is_kept_in_a_developer_session_too() -> None:
    assert added_in_a_developer_session("I always want to make time for my grandparents.") == [
        "User always wants to make time for their grandparents."]
