"""learn24: what the speaker cannot do is a lasting fact when it is a skill ("I can't swim",
"I cannot speak French") or what they cannot eat or drink ("I can't have dairy"). Every
other "I can't" stays a promise or the moment, as before. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    ("I can't swim.", "User can't swim."),
    ("Honestly, I can't drive.", "User can't drive."),
    ("I cannot speak Portuguese.", "User can't speak Portuguese."),
    ("I can't cook at all!", "User can't cook at all."),
    ("I can't ride a bike.", "User can't ride a bike."),
    ("Sadly I can't have gluten, so no pasta for me.", "User can't have gluten."),
    ("I can't eat peanuts or shellfish.", "User can't eat peanuts or shellfish."),
])
def test_a_lasting_inability_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_in_a_developers_session_too() -> None:
    assert "User can't drink coffee." in added_in_a_developer_session("I can't drink coffee.")


@pytest.mark.parametrize("text", [
    "I can't wait!",
    "I can't make it on Friday.",
    "I can't swim today, the pool is closed.",
    "I can't drive tonight.",
    "I can't eat another bite.",
    "I can't have it, sorry.",
    "I can't speak to him right now.",
    "I can't drink alcohol anymore.",     # a change told without what came before
    "I can't sing in public.",
    "I can't believe it.",
])
def test_any_other_cannot_gives_nothing(text: str) -> None:
    assert not any("can't" in a or "cannot" in a for a in added_as_news(text))
