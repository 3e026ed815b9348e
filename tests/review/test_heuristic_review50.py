"""review50: a second read of session 48's learner landings. Each row is a near twin of a
new reading that the reading took too far; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


# prec33's oath with "my" (cutting._INTERJECTION): a hyphen after the word joins a compound,
# the user's relative, no oath
@pytest.mark.parametrize(("said", "kept"), [
    ("My god-daughter is a nurse.", "User's god-daughter is a nurse."),
    ("My god-son plays the cello.", "User's god-son plays the cello."),
])
def test_a_god_compound_after_my_is_still_the_users(said: str, kept: str) -> None:
    assert _answered("Tell me about yourself.", said) == [kept]


def test_the_oath_itself_still_owns_nothing() -> None:
    assert _answered("Tell me about yourself.", "Oh my god I have three cats.") == ["User has three cats."]
