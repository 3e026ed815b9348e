"""learn36 (review14 N7): a weekday said with "on" in a plan, or in a clause said in the
progressive or the future, is the coming one. It was read as the one before, so "I'm going to
Lisbon on Friday" was written "User plans to Lisbon on <the Friday before>." (and "going to" + a
place had no verb), "I'm starting a new job on Monday" was dated the Monday gone, and a passing
visit still to come was kept as if it had happened. A past clause keeps the weekday before.
Said on Tuesday 14 November 2023 (chat_support.SAID_AT). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm going to Lisbon on Friday.", "User plans to go to Lisbon on 17 November 2023."),
    ("I'm planning to visit Kyoto on Sunday.", "User plans to visit Kyoto on 19 November 2023."),
    ("I'm starting a new job at the library on Monday.",
     "User is starting a new job at the library (planned for 20 November 2023)."),
])
def test_a_weekday_in_a_plan_is_the_coming_one(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said), added_at_said_time(said)


def test_a_passing_visit_still_to_come_is_not_kept_as_done() -> None:
    assert added_at_said_time("I'm visiting my cousins on Saturday.") == []


def test_a_weekday_in_a_past_clause_is_the_one_before() -> None:
    assert "User joined a rowing club on 13 November 2023." in \
        added_at_said_time("I joined a rowing club on Monday.")
