"""review51 (session 49), on learn113's readings: a pseudo-cleft negated ("Not all I eat is
...") says no habit, and a denial asked back and turned into the user's own statement
loses the words only a denial takes ("anymore", "either", "yet", "any longer"), which
"User skis anymore." kept as broken writing. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.leaning import leaning_said_plainly
from reverie.review.providers.heuristic.same_here import same_said

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize("said", [
    "Not all I cook is vegetarian.",
    "Honestly, not all I read is serious.",
])
def test_a_negated_cleft_keeps_no_habit(said: str) -> None:
    # "User mostly cooks vegetarian." before: the very thing the sentence denies
    assert leaning_said_plainly(said) == said
    assert added_in_a_developer_session(said) == []


def test_the_cleft_itself_is_still_read() -> None:
    assert added_in_a_developer_session("All I cook is vegetarian food.") == [
        "User mostly cooks vegetarian food."]


@pytest.mark.parametrize(("friend", "answer", "statement"), [
    ("I don't bake bread anymore. Do you?", "Every weekend.", "I bake bread every weekend."),
    ("I don't drink tea at all. Do you?", "Every morning.", "I drink tea every morning."),
    ("I don't eat fish either. Do you?", "Sometimes.", "I sometimes eat fish."),
    ("I don't own a bike yet. Do you?", "I do.", "I own a bike."),
    ("I don't play chess any longer. Do you?", "Every weekend.", "I play chess every weekend."),
    ("I never go to the gym any more. Do you?", "Twice a week.", "I go to the gym twice a week."),
])
def test_a_denial_turned_drops_the_words_only_a_denial_takes(friend: str, answer: str,
                                                             statement: str) -> None:
    assert same_said(friend, answer) == statement


def test_either_inside_the_clause_stays() -> None:
    assert same_said("I don't speak either language. Do you?", "I do.") == "I speak either language."
