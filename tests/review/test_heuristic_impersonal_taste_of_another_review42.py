"""Session 40 (review42, on learn93's impersonal taste): a taste said with no first person is
another's when the sentence names no speaker before it and the user's sentence before was
about another person, in a later clause as in the first ("My son started piano lessons.
Practicing scales is so boring but playing songs is fun." kept "User enjoys playing songs."),
or spoke to the friend ("I saw your photos from the lake. Kayaking is so much fun!" kept "User
enjoys kayaking.": the friend's doing, said as a general view). The user's own news before it
still makes it theirs. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("My son started piano lessons. Practicing scales is so boring but playing songs is fun.",
     ["User's son started piano lessons."]),
    ("I saw your photos from the lake. Kayaking is so much fun!", []),
    ("I love your idea. Hiking is always fun.", []),
])
def test_anothers_doing_is_not_the_users_taste(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I had a long week. Kneading dough is so relaxing.", ["User finds kneading dough relaxing."]),
    ("How are you? I've been baking a lot. Kneading dough is so relaxing.",
     ["User finds kneading dough relaxing."]),
])
def test_the_users_own_taste_stays(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
