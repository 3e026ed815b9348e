"""prec14 (issue 31; naming nothing, a false kind USER.md held until upkeep moved it out): a
favourite part, bit or moment with no whole named, or a favourite thing "about it", and one of
the people everyone has with nothing said of them ("User has a friend.", its relative cut) or a
favourite of no kind ("User has a new favourite.") are
dropped by `referents.with_referent`; a favourite thing said alone (the user's favourite in
general), a part whose whole is named, one of kin and a friend said with a place or what they
are stay. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answer(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize(("asked", "said"), [
    ("Why ceramics?", "My favourite part is trimming the bowls."),
    ("Why do you coach?", "My favourite thing about it is watching the shy ones open up."),
    ("What's the best bit of your week?", "My favourite moment is when the bakery opens."),
])
def test_a_part_with_no_whole_gives_nothing(asked: str, said: str) -> None:
    assert _answer(asked, said) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("What do you do for fun?", "My favourite thing is knitting socks.", ["User's favourite thing is knitting socks."]),
    ("How do you start the day?", "My favourite part of the day is my swim.",
     ["User's favourite part of the day is their swim."]),
])
def test_a_favourite_in_general_or_a_part_of_a_named_whole_stays(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept


@pytest.mark.parametrize(("asked", "said"), [
    ("Who got you into climbing?", "I have a friend who drags me to the wall every week."),
    ("Any runners at work?", "I've got a colleague who does triathlons."),
    ("Still on that jam?", "I have a new favourite."),
])
def test_one_of_everyones_people_with_nothing_said_gives_nothing(asked: str, said: str) -> None:
    assert _answer(asked, said) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Any family nearby?", "I have a brother.", ["User has a brother."]),
    ("Live alone?", "I have a roommate.", ["User has a roommate."]),   # how the user lives (review30 R14)
    ("Coffee?", "I have a favourite cafe by the docks.", ["User has a favourite cafe by the docks."]),
    ("Know anyone there?", "I have a friend in Galway.", ["User has a friend in Galway."]),
    ("Who cooks?", "I have a neighbour who's a baker.", ["User has a neighbour who is a baker."]),
])
def test_kin_or_a_friend_with_something_said_stays(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept
