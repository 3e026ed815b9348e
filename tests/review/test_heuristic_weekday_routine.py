"""learn56 (issue 31): a weekday before a time of day in the plural ("on Tuesday evenings", "on
Saturday mornings") is a routine, every such week, not one day to date. It was written as a
past date with the time of day left hanging ("User bakes bread evenings on <a date>.").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I bake bread on Tuesday evenings.", "User bakes bread on Tuesday evenings."),
    ("I coach a netball squad on Saturday mornings.", "User coaches a netball squad on Saturday mornings."),
    ("I play bridge with my aunt on Friday nights.", "User plays bridge with their aunt on Friday nights."),
])
def test_a_weekday_routine_is_kept_undated(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_one_weekday_night_is_still_one_day() -> None:
    # one night of one week is cut whole with its day, no "night" left hanging
    assert not any("night" in kept for kept in added_at_said_time("I sold my kayak on Monday night."))
