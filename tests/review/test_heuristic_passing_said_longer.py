"""learn30: passing states and plans kept as lasting because they were said a little longer.

A thought of the moment read through one adverb only ("I'm still thinking about …" gave
nothing, "I'm always still thinking about …" was kept), and one trip planned was passing
only when said "planning a trip" ("planning to take a trip …" was kept as a lasting plan).
Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


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
