"""Session 42 (review44): time left before a thing of the moment ("I have two weeks to finish my
thesis", "It's next month so I have about six weeks to train") is a countdown, gone when the
time is; it was kept as "User has about six weeks to train." (the shape since prec25's cut let
one through on MSC dev). A thing had for a purpose is no span and stays. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.now_state import state_of_now
from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize("text", [
    "I have two weeks to finish my thesis.",
    "I have about 5 days left to pack.",
    "I have ten days or so to pack.",
    "It's next month so I have about six weeks to train.",
    "We have three months to find a new flat.",
])
def test_time_left_is_a_countdown(text: str) -> None:
    assert added_as_news(text) == []
    assert added_in_a_developer_session(text) == []


@pytest.mark.parametrize(("text", "kept"), [
    ("I have three kids to feed.", "User has three kids to feed."),
    ("I have two dogs to walk every morning.", "User has two dogs to walk every morning."),
])
def test_a_thing_had_for_a_purpose_stays(text: str, kept: str) -> None:
    assert not state_of_now(text.rstrip("."))
    assert kept in added_as_news(text)
