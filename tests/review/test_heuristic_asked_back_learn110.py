"""learn110: one reader of the question a speaker asks the friend back
(:func:`.turned_back.asked_back`): :func:`.turned_back.answer_before` cuts it off a short
answer, and :mod:`.same_here` skips it after the friend's statement, so both read the same
questions back. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.same_here import same_said
from reverie.review.providers.heuristic.turned_back import asked_back
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("sentence", "said"), [
    ("A tabby, what about you?", "A tabby"),
    ("Mostly folk and you?", "Mostly folk"),
    ("What about you?", ""),
    ("And yourself?", ""),
    ("Where do you live?", ""),
    ("Do you?", ""),
])
def test_the_question_back_and_what_is_said_before_it(sentence: str, said: str) -> None:
    found = asked_back(sentence)
    assert found is not None and found[0] == said


@pytest.mark.parametrize("sentence", ["Tea, want some?", "Is that odd?", "I love you?", "A tabby."])
def test_no_question_back(sentence: str) -> None:
    assert asked_back(sentence) is None


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    # each kept nothing before learn110: same_here knew only "what about you", "you", "and
    # you", "do you" and "what's yours" as the friend's question back
    ("I live in a small town. Where do you live?", "Me too!", "User lives in a small town."),
    ("I play the cello. And yourself?", "Same here.", "User plays the cello."),
])
def test_the_friends_statement_before_any_question_back(friend: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", friend), ("user", answer))


@pytest.mark.parametrize(("friend", "answer"), [
    ("I love hiking. Is that odd?", "Me too."),           # a question of the statement, not asked back
    ("I love hiking. Want to come along?", "Me too."),   # an invitation
])
def test_another_question_after_the_statement_keeps_nothing(friend: str, answer: str) -> None:
    assert same_said(friend, answer) is None
