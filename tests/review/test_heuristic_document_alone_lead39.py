"""Session 39 (lead): a document that carries an identifier, named alone ("I finally got my
driver's license", "I don't have a passport"), is a fact of the user's life; the heuristic
refused every entry naming the label, so both kept nothing. Its number, said by its label
("passport number") or with a value after the document, is still never proposed, and
validation still drops it from any reviewer. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.identifiers import identifier_in, names_identifier
from tests.review.chat_support import live_and_episodes


@pytest.mark.parametrize(("said", "kept"), [
    ("I finally got my driver's license.", "User got their driver's license."),
    ("I don't have a passport.", "User doesn't have a passport."),
])
def test_the_document_alone_is_a_fact(said: str, kept: str) -> None:
    assert live_and_episodes(said) == ([kept], [])


@pytest.mark.parametrize("said", [
    "My passport number is K7730142.",
    "My driver's license number is D4418207.",
    "I keep my passport K7730142 in the safe.",
])
def test_the_number_is_still_never_proposed(said: str) -> None:
    assert live_and_episodes(said) == ([], [])


@pytest.mark.parametrize(("text", "names"), [
    ("User got their driver's license.", False),
    ("User doesn't have a passport.", False),
    ("用户办了护照。", False),
    ("User's passport number is private.", True),         # the label of the number
    ("User's passport is K7730142.", True),               # the document with a value after it
    ("User's driver's licence number ends in 42.", True),
    ("User's phone number is private.", True),            # every other label, as before
])
def test_names_identifier_reads_the_number_not_the_document(text: str, names: bool) -> None:
    assert names_identifier(text) is names


def test_validation_still_drops_a_document_said_with_its_value() -> None:
    assert identifier_in("User's passport is K7730142.") == "passport"
