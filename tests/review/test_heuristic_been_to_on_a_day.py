"""learn47 (issue 31, single past events): "I've been to <a place>" with a past day or week
said is where one went that day, not the experience "I've been to Lisbon" is: it is read as
"went to", as "I went to Lisbon yesterday" already was (and gives nothing, a trip of one day).
It was kept and written "User went to Lisbon on <date>.". Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I've been to Lisbon yesterday!",
    "I've been to Lisbon last weekend.",
    "We've been to the coast last week.",
    "I've just been to the new mall on Saturday.",
])
def test_been_to_a_place_on_a_past_day_is_one_trip(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    # guards: the experience, and v8's parts of a life one builds, stay
    # (learn72: "twice" counts an experience, not a fact: test_heuristic_fleeting_learn72)
    ("I've been to Lisbon.", "User has been to Lisbon."),
    # learn53: a support group gone to once is no longer one (an occasion of one day); a
    # course still is
    ("I've been to a pottery course on Tuesday.", "User went to a pottery course on 7 November 2023."),
])
def test_the_experience_and_a_life_built_stay(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
