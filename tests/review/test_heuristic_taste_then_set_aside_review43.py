"""Session 41 (review43, on learn95's 57aa210e): a later sentence grants a taste said with no
first person only when it does not set the taste aside. "Cooking is so relaxing. I hate cooking
though." kept both "User finds cooking relaxing." and "User dislikes cooking."; a "though" at
the end or a "But" opening the later sentence sets it aside as "but" does inside the sentence
(learn93's ``_TAKEN_BACK``). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure.impersonal_taste import speaks_of_self
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("Cooking is so relaxing. I hate cooking though.", ["User dislikes cooking."]),
    ("Skating is always fun. But I prefer hockey.", ["User prefers hockey."]),
])
def test_a_later_sentence_that_sets_the_taste_aside_grants_nothing(text: str, kept: list[str]) -> None:
    assert added_as_news(text) == kept


def test_news_after_still_grants() -> None:
    assert "User finds kneading dough relaxing." in added_as_news(
        "Kneading dough is so relaxing. I bake two loaves every Sunday.")


@pytest.mark.parametrize(("sentence", "grants"), [
    ("I hate cooking though.", False),
    ("But I prefer hockey.", False),
    ("I bake every Sunday anyway.", False),
    ("I bake two loaves every Sunday.", True),
    ("And I bake every Sunday.", True),
])
def test_speaks_of_self(sentence: str, grants: bool) -> None:
    assert speaks_of_self(sentence) is grants
