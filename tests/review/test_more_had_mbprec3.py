"""Issue 31 (mbprec3): more of a thing had, with nothing to compare it with. A user telling an
AI companion what a new routine brought says they now have more stamina on their shifts:
written "User has more stamina on the night shift." it compares with a before the entry does
not say. A number or
a "than" says what it is, and stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.stands_alone import stands_alone
from reverie.review.review_input import ReviewInput, ReviewMessage


def _kept(said: str) -> list[str]:
    messages = [ReviewMessage(1, "user", said), ReviewMessage(2, "assistant", "That's great to hear!")]
    operations, _, _ = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")]


def test_more_of_a_thing_with_nothing_to_compare_is_dropped() -> None:
    assert _kept("I swim every morning now. I also have more stamina on the night shift.") == \
        ["User swims every morning."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I have more than 20 plants.", ["User has more than 20 plants."]),
    ("I have more books than shelf space.", ["User has more books than shelf space."]),
    ("I have two more cats.", ["User has two more cats."]),
])
def test_a_number_or_a_than_says_what_it_is(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize(("entry", "alone"), [
    ("User has more patience with their students.", False),
    ("User has less spare cash.", False),
    ("User has more than 20 plants.", True),
])
def test_the_shape_on_the_written_entry(entry: str, alone: bool) -> None:
    assert stands_alone(entry) is alone
