"""Session 42 (review44, on learn97's bare plural after a dropped "I"): a turn or an occasion of
a life said back in the bare plural ("Love new beginnings! Good luck." to the friend's "I just
started a new job!") is the friend's news said as a kind, a reaction as "Love the pics" is;
it was kept as "User loves new beginnings.". A kind one seeks out stays a taste. Our own
sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("news", "reaction"), [
    ("I just started a new job!", "Love new beginnings! Good luck."),
    ("We finally moved into the house.", "Adore fresh starts! Congrats to you both."),
    ("I ran my first half marathon on Sunday.", "Love big milestones like that."),
])
def test_an_occasion_said_back_is_no_taste(news: str, reaction: str) -> None:
    assert added_in_turns(("assistant", news), ("user", reaction)) == []


@pytest.mark.parametrize(("turn", "answer", "kept"), [
    ("What do you do on weekends?", "Love board games. We play every Friday.", "User loves board games."),
    ("I found a map from 1850 at a fair.", "Love old maps! I collect them.", "User loves old maps."),
])
def test_a_kind_in_the_bare_plural_is_still_a_taste(turn: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", turn), ("user", answer))
