"""review48 (session 46's second read of prec31's ``well_formed._how_they_are_read_as_had``):
how one of the user's pets or people is this week is written as the having it tells ("User has a
dog."), but the pattern took any noun, so how a thing of the user's is ("my back", "my grades")
was written "User has a back." Only a pet or a person is had this way. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import mended
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


# each kept "User has a <thing>." at review48's parent
@pytest.mark.parametrize(("question", "answer"), [
    ("How is your knee these days?", "My knee is doing fine now."),
    ("How's your sleep?", "My sleep is doing pretty good."),
    ("How are your exams going?", "My exams are doing well."),
])
def test_how_a_thing_of_theirs_is_is_no_thing_had(question: str, answer: str) -> None:
    assert not any(e.startswith("User has") for e in _answered(question, answer))


@pytest.mark.parametrize(("entry", "read"), [
    ("User's knee is doing fine now.", "User's knee is doing fine now."),
    ("User's parrot is doing great.", "User has a parrot."),
    ("User's nephews are doing well.", "User has nephews."),
    ("User's little sister is doing fine.", "User has a little sister."),
])
def test_only_a_pet_or_a_person_is_read_as_had(entry: str, read: str) -> None:
    assert mended(entry) == read
