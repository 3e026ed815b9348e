"""review48 (session 46's second read of learn106's :mod:`.favourite_picked`): a question judged
easy before the pick ("That's easy, it's <pick>.") was read as its own pick, so the favourite
was kept as "easy". The judgement is how the choice is, and the pick is what follows it. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.favourite_picked import favourite_picked
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept "User's favorite <kind> is easy/simple." at review48's parent
    ("What's your favorite soup?", "That's easy, it's lentil soup.", "User's favorite soup is lentil soup."),
    ("What is your favorite sport?", "That is simple, it has to be rowing.", "User's favorite sport is rowing."),
])
def test_the_pick_after_the_question_judged_easy_is_the_favourite(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize("answer", ["That's easy!", "It's simple.", "That's obvious, surely."])
def test_the_judgement_alone_is_no_pick(answer: str) -> None:
    assert favourite_picked(answer) is None
    assert _answered("What's your favorite soup?", answer) == []
