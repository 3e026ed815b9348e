"""Session 40 (review42, on the lead's 1dced416): "the <things> don't interest me" is a kind the
user turned down only in the plural and in lower case; one particular thing of the chat or a
name was written as a taste with its article cut ("The movie doesn't interest me." kept "Movie
doesn't interest the user.", "The job offer …" "Job offer doesn't appeal to the user.", "The
Smiths …" "Smiths don't interest the user."). These keep nothing again; the options' feature
and a kind in the plural are read as the lead's rows show. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "The movie doesn't interest me.",
    "The job offer doesn't appeal to me.",
    "The new manager doesn't interest me.",
    "The Smiths don't interest me.",
])
def test_one_thing_of_the_chat_is_no_taste(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("The trading games and farming sims don't really interest me.",
     "Trading games and farming sims don't interest the user."),
    ("The other options with long campaigns don't appeal to me.", "Long campaigns don't appeal to the user."),
])
def test_a_kind_or_a_feature_is_still_read(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
