"""Session 41 (review43, on learn96's own_measure): the occasion may be said after the standard,
in the rest of its sentence: "The others don't align with my preference for a pool, which is a
must this time." kept "User prefers a pool."; the standard said with nothing of an occasion is
still kept. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.own_measure import measured_against


@pytest.mark.parametrize(("sentence", "said"), [
    ("The others don't align with my preference for a pool, which is a must this time.", []),
    ("The others don't fit my preference for quiet rooms, at least today.", []),
    ("The others don't fit my preference for quiet rooms, since I sleep lightly.", ["I prefer quiet rooms."]),
])
def test_an_occasion_said_after_the_standard(sentence: str, said: list[str]) -> None:
    assert measured_against(sentence) == said
