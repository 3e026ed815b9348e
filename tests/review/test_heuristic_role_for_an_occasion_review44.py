"""Session 42 (review44, on learn97's wished role and learn99's reading of it said to the
assistant): a part played for an occasion ("I want to be a pilot for Halloween", "… a pirate
at the costume party", "In the game I want to be a wizard") is a costume or a game's, no role
of a life; it was kept as "User wants to be a pilot for Halloween.", between people and, since
learn99, in the assistant's sessions. A role of a life with a place of its own stays. Our own
sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize("text", [
    "I want to be a pilot for Halloween.",
    "I want to be a pirate at the costume party.",
    "In the game I want to be a wizard.",
    "I'm hoping to be a dragon in the school play.",
])
def test_a_part_for_an_occasion_is_no_role_of_a_life(text: str) -> None:
    assert added_in_a_developer_session(text) == []
    assert added_as_news(text) == []


@pytest.mark.parametrize(("text", "kept"), [
    ("I want to be a game designer.", "User wants to be a game designer."),
    ("I want to be a teacher in the games industry.", "User wants to be a teacher in the games industry."),
    ("I want to be an actor in the theatre.", "User wants to be an actor in the theatre."),
])
def test_a_role_of_a_life_stays(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)
