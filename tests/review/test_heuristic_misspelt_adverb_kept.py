"""fix14 (review14 N13): only the misspellings of the adverbs that are cut when spelt right
("absolutley", "completley", "honestley") are cut; 9230ef1 cut any lower-case word in
consonant + "ley", so an adverb that carries the fact went with them ("I scarcley eat
meat." was written "User eats meat."). Such a word is now left as said. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I strictley avoid sugar.", ["User strictley avoids sugar."]),
    ("I seldomley watch TV.", ["User seldomley watches TV."]),
    ("I privatley love karaoke.", ["User privatley loves karaoke."]),
    ("I exclusivley use Firefox.", ["User exclusivley uses Firefox."]),
])
def test_a_misspelt_adverb_that_carries_the_fact_stays(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I completley adore hiking.", ["User adores hiking."]),
    ("I honestley prefer tea.", ["User prefers tea."]),
    ("I extremley dislike traffic.", ["User dislikes traffic."]),
])
def test_a_misspelt_adverb_of_degree_is_still_cut(said: str, kept: list[str]) -> None:
    assert added(said) == kept
