"""review48 (session 46's second read of learn106's :mod:`.yours_taken_up`): an answer that
takes up "your <someone>" only to say the someone is gone (a parting, a pet run off, a death
said gently) grants no one the user has now. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.yours_taken_up import yours_had
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


# each kept "User has a <someone>." at review48's parent
@pytest.mark.parametrize(("question", "answer"), [
    ("How's your husband these days?", "He left me in the spring."),
    ("How is your girlfriend?", "She dumped me last week."),
    ("How is your wife doing?", "She divorced me two years ago."),
    ("Is your dog still chewing shoes?", "He ran away last month."),
    ("How's your cat?", "She went missing in June."),
    ("How's your sister?", "She's no longer with us."),
])
def test_a_someone_gone_is_no_one_the_user_has(question: str, answer: str) -> None:
    assert yours_had(question, answer) is None
    assert not any(e.startswith("User has a") for e in _answered(question, answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("How's your brother?", "He left me a voicemail this morning.", "User has a brother."),  # left a thing
    ("How's your dog?", "He ran around the park for an hour.", "User has a dog."),
])
def test_a_near_twin_that_loses_no_one_still_grants_them(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)
