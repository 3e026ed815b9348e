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
