"""learn27 (issue 31 precision: "naming nothing", "passing states"): a head that names no one
until its relative says who is not kept once the relative is cut; a past aim is one work's; an
experience had in the progressive is the moment's; "more than ever" compares with the moment
it was said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    "said",
    [
        "I get support from people who love me.",
        "I talk to someone who understands.",
        "My aim was to capture the calm of the sea.",
        "My goal was to finish before sunset.",
        "I'm having trouble with my new laptop.",
        "I'm having so much fun with my new band.",
    ],
)
def test_nothing_a_reader_could_use_is_kept(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My goal is to run a marathon.", ["User's goal is to run a marathon."]),
        ("My dream was to become a pilot.", ["User's dream was to become a pilot."]),
        ("I love people who are kind.", ["User loves people who are kind."]),
        ("I'm practising for my recital more than ever.", ["User is practising for their recital."]),
        ("I love my job more than ever.", ["User loves their job."]),
    ],
)
def test_what_names_something_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "I used my old camera.",
        "I used my network in the music scene.",
    ],
)
def test_a_thing_used_without_its_purpose_is_not_kept(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I used my savings to buy a van.", ["User used their savings to buy a van."]),
        # two things used for one purpose are one object: not cut at "and my"
        ("I used my contacts in the film industry and my writing skills to land a deal.",
         ["User used their contacts in the film industry and their writing skills to land a deal."]),
        ("I used my savings and my bonus to buy a van.",
         ["User used their savings and their bonus to buy a van."]),
        # a clause of its own after "and my" is still cut
        ("I finished my degree and my sister wants to visit.", ["User finished their degree."]),
        ("I use my bike to get everywhere.", ["User uses their bike to get everywhere."]),
        ("I used to play the cello.", ["User used to play the cello."]),
    ],
)
def test_a_thing_used_for_something_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept
