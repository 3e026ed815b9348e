"""learn59 (issue 31, single past events read by what they leave): a membership or a post ended
is the other side of one joined ("left the band", "left my job"), a debt cleared leaves one
owing nothing, and a course of therapy finished is held afterwards as rehab is (review20 R14);
all three were dropped between people as one act of a day. One session of therapy, or a place
left, is still the day's.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I left the choir after the spring concert.", "User left the choir after the spring concert."),
    ("I finally paid off my credit cards.", "User paid off their credit cards."),
    ("I finished my speech therapy in May.", "User finished their speech therapy in May."),
])
def test_what_is_held_after_it_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


# guards (pass on the parent too): one session, a place left
@pytest.mark.parametrize("said", [
    "I finished my therapy session early.",
    "I left the cinema before the end.",
])
def test_one_session_or_a_place_left_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []
