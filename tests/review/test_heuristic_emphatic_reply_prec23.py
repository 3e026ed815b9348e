"""prec23 (issue 31, chat replies, Topical-Chat's dev half): an emphatic "do" before agreeing,
remembering something of the world or finding a fact funny answers the other side: "I do agree
that the old sitcom is off the air." kept "User does agree that …". Nothing of the user is
known by it. Their twins stay: a memory of the user's own, a habit said with "I do". Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize("entry", [
    "User does agree that the old sitcom is off the air",
    "User does remember a mayor tripping on stage during a speech",
    "User does think it's funny that the lead singer never heard the cover",
    "User did remember when the bridge was closed for a year",
])
def test_the_emphatic_reply_is_talk(entry: str) -> None:
    assert talk_not_life(entry)


@pytest.mark.parametrize("entry", [
    "User does remember being scared of their uncle's dog",
    "User does agree with their sister about most things",
    "User does think it's funny that their cat hates the vacuum",
])
def test_their_own_stays(entry: str) -> None:
    assert not talk_not_life(entry)


def test_the_reply_keeps_nothing() -> None:
    assert added_in_a_developer_session("I do agree that the old sitcom is off the air.") == []
