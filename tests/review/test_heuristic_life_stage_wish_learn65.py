"""learn65 (issue 31, learn63's "Left"): a wish or a goal whose time is a stage of a life to
come ("when I retire", "once I graduate", "when the kids are grown") is a wish that lasts, as
one said with "someday" is (learn46): the stage is its time, kept with it. A condition of the
coming days ("when I get home", "when I'm there") stays unread, as before.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answering(said: str) -> list[str]:
    return added_in_turns(("assistant", "Any big dreams for later on?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("When I retire, I'd love to run a little vineyard.",
     "User would love to run a little vineyard when they retire."),
    ("I'd love to run a little vineyard when I retire.",
     "User would love to run a little vineyard when they retire."),
    ("Once I retire, I'd really like to walk the whole Camino.",
     "User would like to walk the whole Camino once they retire."),
    ("I would like to move up to the highlands when the kids are grown.",
     "User would like to move up to the highlands when the kids are grown."),
    ("After I graduate, I'd love to teach English in Korea.",
     "User would love to teach English in Korea after they graduate."),
    # a plan said first with its stage lost it ("User wants to work abroad.")
    ("After I finish my degree, I want to train as a paramedic.",
     "User wants to train as a paramedic after they finish their degree."),
    # a goal's stage was cut off ("User's dream is to restore a sailing boat.")
    ("My dream is to restore an old sailing boat when I retire.",
     "User's dream is to restore an old sailing boat when the user retires."),
])
def test_a_wish_for_a_stage_of_a_life_keeps_its_time(said: str, kept: str) -> None:
    assert _answering(said) == [kept]


@pytest.mark.parametrize("said", [
    # guards (nothing on the parent either): a time of the coming days, a pointer, a past habit,
    # a hedge
    "I'd love to see it when I'm back in town.",
    "I'd love to call you when I get home.",
    "When I retire, I'd like to try one of those.",
    "I'd go crabbing on the pier when I was small.",
    "Maybe when I retire I'd love to travel.",
])
def test_a_wish_for_the_coming_days_or_a_pointer_gives_nothing(said: str) -> None:
    assert _answering(said) == []
