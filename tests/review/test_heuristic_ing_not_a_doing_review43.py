"""Session 41 (review43): the words that only end in "-ing" are one table
(``words.ING_NOT_A_DOING_ALTERNATION``) for the three readings that ask whether a word is a
doing. The companion's reading had only five of them, so a noun it lacked was taken as the
doing the companion follows and split from its own object ("User goes building with their
husband sandcastles …"); the prepositions in "-ing" stay that reading's own, as after a dash
the phrase they open stays with its clause. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("My husband and I go building sandcastles at the beach every summer.",
     "User goes with their husband building sandcastles at the beach every summer."),
    ("My wife and I go meeting new people at the club every Friday.",
     "User goes with their wife meeting new people at the club every Friday."),
    ("My husband and I moved during the pandemic.", "User moved with their husband during the pandemic."),
    ("My friends and I go bowling every Friday.", "User goes bowling with their friends every Friday."),
])
def test_the_companion_is_not_put_inside_a_noun_phrase(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


def test_a_phrase_after_a_dash_in_during_stays_with_its_clause() -> None:
    assert added_as_news("I spend my weekends outdoors - during the summer especially.") == [
        "User spends their weekends outdoors, during the summer especially."]
