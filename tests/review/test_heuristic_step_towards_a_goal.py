"""learn57 (review19 R16, naming nothing): a step said only as a step was refused (learn54), and
with it the step whose goal is the lasting fact ("I made a first step toward qualifying as a
vet" gave nothing). The goal of a life named after "towards"/"to" is kept as the pursuit
("User is working towards qualifying as a vet."); a step towards a pointer, or a step whose content
is said elsewhere, is still no entry of its own. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_at_said_time, added_in_turns


@pytest.mark.parametrize(("said", "entry"), [
    ("I made a first step toward qualifying as a vet.", "User is working towards qualifying as a vet."),
    ("I've made a big step toward getting my pilot's licence.",
     "User is working towards getting their pilot's licence."),
    ("I made the first step to a degree in geology by enrolling in evening classes.",
     "User is working towards a degree in geology."),
    ("Two weeks ago I made the first step towards opening a bakery.",
     "User is working towards opening a bakery."),
])
def test_a_step_towards_a_named_goal_is_the_pursuit(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("said", [
    # guards: a step towards a pointer names nothing, as before
    "I took a big step towards it.",
    "I made the first step towards that.",
])
def test_a_step_towards_a_pointer_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# fix38 (review20 R12): a step towards a place or an object is a movement, not a pursuit; nor is
# a step another act of the clause follows
@pytest.mark.parametrize("said", [
    "I made the first step toward the door.",
    "I made the first step toward the exit.",
    "I made the first step toward my car and slipped on the ice.",
])
def test_a_step_towards_a_thing_is_no_pursuit(said: str) -> None:
    assert added_in_turns(("assistant", "What's new?"), ("user", said)) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a doing or a goal of a life is still the pursuit
    ("I made the first step toward becoming a pilot by booking a lesson.", "User is working towards becoming a pilot."),
    ("I made the first step toward adopting a child.", "User is working towards adopting a child."),
    ("I made the first step toward a career in nursing.", "User is working towards a career in nursing."),
])
def test_a_step_towards_a_goal_of_a_life_is_the_pursuit(said: str, kept: str) -> None:
    assert added_in_turns(("assistant", "What's new?"), ("user", said)) == [kept]
