"""learn108: a short answer that turns the friend's question back at its end ("A beagle, what
about you?") is read as the answer before it (:mod:`.turned_back`); any other question at its
end, or an answer that is all question, keeps nothing. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.turned_back import answer_before
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn108
    ("What kind of boat do you sail?", "A small catamaran, what do you sail?", "User sails a small catamaran."),
    ("What kind of car do you drive?", "A rusty old van, how about you?", "User's car is a rusty old van."),
    ("What kind of dog do you have?", "A border collie, what about yourself?", "User's dog is a border collie."),
    ("What do you do for a living?", "Nurse, and you?", "User is a nurse."),
])
def test_the_answer_before_the_question_asked_back_is_kept(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("sentence", "before"), [
    ("A small catamaran, what do you sail?", "A small catamaran."),
    ("Mostly jazz and you?", "Mostly jazz."),
    ("Rye bread, what's yours?", "Rye bread."),
    ("Chess, what are your hobbies?", "Chess."),
    ("Two cats, do you?", "Two cats."),
])
def test_the_question_asked_back_is_cut(sentence: str, before: str) -> None:
    assert answer_before(sentence) == before


@pytest.mark.parametrize("sentence", [
    "Chess, is that what you mean?",      # a question of the answer's own
    "Tea, want some?",                    # an offer
    "What about you?",                    # all question
    "I love you?",                        # no comma: a bare "you" ends the clause
    "Do you?",
])
def test_no_question_asked_back(sentence: str) -> None:
    assert answer_before(sentence) is None


@pytest.mark.parametrize(("question", "answer"), [
    ("What kind of boat do you sail?", "A catamaran, is that a boat?"),
    ("What kind of tea do you like?", "Green tea, want a cup?"),
])
def test_another_question_keeps_nothing(question: str, answer: str) -> None:
    assert _answered(question, answer) == []
