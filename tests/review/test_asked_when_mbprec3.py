"""Issue 31 (mbprec3): the condition of the question a habit answers. Asked "When packing for a
trip, what do you always bring?", a user answers "I always bring a paper map", and the entry
held everywhere ("User always brings a paper map."). The question's own words say the
condition, so it is carried into the entry; an answer with another verb, or a question with no
doing in its condition, is left as it was. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage


def _answered(asked: str, said: str) -> list[str]:
    messages = [ReviewMessage(1, "user", "Hi there!"), ReviewMessage(2, "assistant", asked),
                ReviewMessage(3, "user", said), ReviewMessage(4, "assistant", "Nice.")]
    operations, _, _ = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")]


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Sounds fun! When packing for a trip, what do you always bring?", "I always bring a paper map.",
     "When packing for a trip, the user always brings a paper map."),
    ("When choosing a novel, what do you usually consider?", "I usually consider the length and the author.",
     "When choosing a novel, the user usually considers the length and the author."),
    # review32 R20: the assistant's "your" is the user's own
    ("When shopping for your garden, what do you usually buy?", "I usually buy bulbs and seeds.",
     "When shopping for their garden, the user usually buys bulbs and seeds."),
])
def test_the_questions_condition_is_carried_into_the_habit_that_answers_it(asked: str, said: str, kept: str) -> None:
    assert _answered(asked, said) == [kept]


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("When packing for a trip, what do you always bring?", "I love hiking.", "User loves hiking."),
    ("What do you always bring?", "I always bring a paper map.", "User always brings a paper map."),
])
def test_another_verb_or_no_condition_is_left_as_it_was(asked: str, said: str, kept: str) -> None:
    assert _answered(asked, said) == [kept]
