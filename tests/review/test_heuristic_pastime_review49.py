"""review49 (a second read of learn108's :mod:`reverie.review.providers.heuristic.pastime`): an
answer to a question of leisure that names no doing keeps nothing: a reaction alone ("Nope.",
"Nah!"), a word about answering itself ("Hard to say.", "Tough to tell.") or a
vague amount alone ("Various."). The thing-enjoyed reading took any fragment, so each was
written as a thing the user enjoys. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


# each kept "User enjoys <the answer>." at the parent
@pytest.mark.parametrize(("question", "answer"), [
    ("What are your hobbies?", "Nope."),
    ("Any hobbies?", "Nah!"),
    ("What do you do for fun?", "Hard to say."),
    ("What do you do in your free time?", "Tough to tell."),
    ("What are your hobbies?", "Various."),
])
def test_an_answer_naming_no_doing_keeps_nothing(question: str, answer: str) -> None:
    assert _answered(question, answer) == []


# the near twins: a doing or a thing said as briefly is still enjoyed
@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("What are your hobbies?", "Pottery.", "User enjoys Pottery."),
    ("Any hobbies?", "Sudoku and crosswords!", "User enjoys sudoku and crosswords."),
    ("What do you do for fun?", "Various board games.", "User enjoys various board games."),
])
def test_a_brief_doing_is_still_enjoyed(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)
