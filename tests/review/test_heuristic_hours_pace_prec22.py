"""prec22 (issue 31, broken writing): after "open", "available" or "on call" a pace ("24/7",
"round the clock") is the fact itself, the hours a place or a person can be had, and is kept:
"My corner shop is open 24/7." was kept "User's corner shop is open." The pace of a doing is
still cut and the doing kept (review24 R18). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("My corner shop is open 24/7 and I pop in late.", "User's corner shop is open 24/7."),
    ("My local pool is open round the clock.", "User's local pool is open round the clock."),
])
def test_the_hours_a_place_is_open_are_kept(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


def test_the_pace_of_a_doing_is_still_cut() -> None:
    assert "User has been working on their thesis." in added_in_a_developer_session(
        "I've been working nonstop on my thesis.")
