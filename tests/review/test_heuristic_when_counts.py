"""The count a relative time says is the count written (judge32 on the sealed v26: "two days
ago", said on 27 January, was written "around 24 January", a fixed three days back).

"two days ago" and "three days ago" name a day; "a couple of", "a few" and "the other day"
name about one, and weeks are always about. Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic.when import anchor
from tests.review.chat_support import added_at_said_time

SAID = datetime(2024, 3, 14, 18, 30, tzinfo=UTC).timestamp()   # a Thursday


@pytest.mark.parametrize(("phrase", "written"), [
    ("we adopted her two days ago", "on 12 March 2024"),
    ("I signed the lease three days ago", "on 11 March 2024"),
    ("a couple of days ago", "around 12 March 2024"),
    ("a few days ago", "around 11 March 2024"),
    ("the other day", "around 11 March 2024"),
    ("two weeks ago", "around 29 February 2024"),
    ("a couple of weeks ago", "around 29 February 2024"),
    ("three weeks ago", "around 22 February 2024"),
    ("a few weeks ago", "around 22 February 2024"),
    ("last week", "around 7 March 2024"),
])
def test_the_count_said_is_the_count_written(phrase: str, written: str) -> None:
    assert anchor(phrase, SAID) == written


def test_a_lasting_event_told_in_days_is_dated_by_that_count() -> None:
    # chat_support.SAID_AT is 14 November 2023
    assert added_at_said_time("My grandfather passed away two days ago.") == [
        "User's grandfather passed away on 12 November 2023."]
