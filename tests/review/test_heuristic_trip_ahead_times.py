"""fix14 (review14 N7): a trip still to come is a plan to go whatever coming time it is said
with. _TRIP_AHEAD spelt its own copy of the coming times, without the weekdays and counted
spans when.AHEAD and the readers know, so "I'm going to Lisbon next Sunday" was written
"User plans to Lisbon next Sunday.". It reads when.AHEAD now. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "start"), [
    ("I'm going to Lisbon next Sunday.", "User plans to go to Lisbon"),
    ("I'm going to Lisbon in three weeks.", "User plans to go to Lisbon"),
    ("I'm driving to Porto in a couple of days.", "User plans to drive to Porto"),
])
def test_a_trip_said_with_any_coming_time_is_a_plan_to_go(said: str, start: str) -> None:
    assert any(entry.startswith(start) for entry in added_as_news(said)), added_as_news(said)
