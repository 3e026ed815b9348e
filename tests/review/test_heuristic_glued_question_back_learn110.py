"""learn110: an own statement with the question back glued on without a comma ("I am a plumber
you?", "I like chess and what about you?") is still said: the question is cut
(:func:`.turned_back.statement_before`, :func:`.disclosure.rewrite.own_statement_asked_back`).
A bare "you" that the clause takes as its object or after a preposition ("I love you?", "I'm
with you?") is the clause's own, and a thought or a lead-in keeps nothing. Every sentence
here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.turned_back import statement_before
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    # each kept nothing before learn110
    ("I am from Leeds what about you?", "User is from Leeds."),
    ("I am a plumber you?", "User is a plumber."),
    ("I like chess and what about you?", "User likes chess."),
    ("I love sailing how about you?", "User loves sailing."),
    ("My name is Ottilie how are you?", "User's name is Ottilie."),
])
def test_the_statement_before_the_glued_question_is_kept(said: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", "Tell me a bit about yourself."), ("user", said))


@pytest.mark.parametrize("said", ["I love you?", "I am with you?", "I'd like to see you?", "I think so you?",
                                  "I wonder what you do?"])
def test_a_you_of_the_clause_or_a_thought_keeps_nothing(said: str) -> None:
    assert added_in_turns(("assistant", "Tell me a bit about yourself."), ("user", said)) == []


@pytest.mark.parametrize(("sentence", "before"), [
    ("I am a plumber you?", "I am a plumber."),
    ("I knit scarves do you?", "I knit scarves."),
    ("I turned thirty last spring how old are you?", "I turned thirty last spring."),
    ("I love you?", None),
    ("I'm with you?", None),
    ("I am a plumber, you?", None),   # after a comma: learn101's reading
])
def test_statement_before(sentence: str, before: str | None) -> None:
    assert statement_before(sentence) == before


def test_a_long_statement_is_still_read() -> None:
    assert statement_before("the red kite " * 300 + "do you?") == ("the red kite " * 300).rstrip() + "."
