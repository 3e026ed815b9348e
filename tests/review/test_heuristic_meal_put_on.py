"""learn47 (issue 31, single past events): a meal put on once ("We organized a meal for the
hospital staff") is one occasion, as a dinner, a lunch or a brunch put on once already was
(learn40's `_OCCASION_PUT_ON`); a series ("a monthly meal") and a programme stay. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "We organized a meal for the hospital staff.",
    "I organized a big meal for the volunteers last week.",
    "We hosted a feast for our neighbours.",
    "I put on a breakfast for the night shift.",
])
def test_a_meal_put_on_once_is_one_occasion(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("I organize a monthly meal for the shelter residents.",
     "User organizes a monthly meal for the shelter residents."),
    ("I organized a community meal program in my town.",
     "User organized a community meal program in their town."),
])
def test_a_series_or_a_programme_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
