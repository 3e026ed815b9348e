"""learn30 (broken writing): an adverb that only says how strongly something was said is cut
from the entry ("absolutely", "definitely", "sort of"); misspelt as chats spell it
("absolutley", "definitley") or said "sorta", it was written in ("User absolutley loves …",
"User sortas prefer …"). A name or a noun in -ley stays. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I absolutley love board games.", ["User loves board games."]),
    ("I definitley prefer tea over coffee.", ["User prefers tea over coffee."]),
    ("I sorta prefer tea over coffee.", ["User prefers tea over coffee."]),
])
def test_a_misspelt_or_spoken_adverb_is_not_written_in(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_name_or_a_noun_in_ley_stays() -> None:
    assert added("I completley love my new flat.", "I live in Beverley with my partner.",
                 "I grow parsley and thyme in my garden.") == [
        "User loves their new flat.", "User lives in Beverley with their partner.",
        "User grows parsley and thyme in their garden."]
