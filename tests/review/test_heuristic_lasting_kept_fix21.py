"""Lasting changes kept through learn40's passing readings (review16 Q3, Q7, Q9; issue 31). A
habit given up or taken on, something of the user's own begun, a proposal, a life event of the
user's looked forward to, an illness of weeks or more and a stay of years are changes of a life,
whatever near time they are said with; the passing rows they sit beside stay dropped. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # a habit given up or taken on, said with a near time
        ("I'm going to quit vaping next month.", ["User plans to quit vaping (planned for December 2023)."]),
        ("I'm planning to go vegetarian next week.", ["User plans to go vegetarian (planned for November 2023)."]),
        ("I'm going to stop gambling next week.", ["User plans to stop gambling (planned for November 2023)."]),
        # something of the user's own begun, and a proposal
        ("I'm going to launch my online store next week.", ["User plans to launch their online store (planned for November 2023)."]),
        ("I'm planning to open my own pottery studio next month.",
         ["User plans to open their own pottery studio (planned for December 2023)."]),
        ("I'm going to propose to my partner next weekend.", ["User plans to propose to their partner (planned for November 2023)."]),
        # a stay of years, its count said in words
        ("I'm planning to stay at my aunt's place for a couple of years.",
         ["User plans to stay at their aunt's place for a couple of years."]),
    ],
)
def test_a_change_of_life_planned_for_a_near_time_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # a life event of the user's own looked forward to
        ("I'm looking forward to the birth of our son.", ["User is looking forward to the birth of their son."]),
        # (learn80: the season ahead is written as when it falls)
        ("I'm looking forward to my retirement in the spring.",
         ["User is looking forward to their retirement (planned for spring 2024)."]),
        ("I'm looking forward to the move to Norway.", ["User is looking forward to the move to Norway."]),
        # an illness of weeks or more is a state
        ("I've been fighting a nasty flu since March.", ["User has been fighting a nasty flu since March."]),
        ("I've been battling a cough on and off all winter.",
         ["User has been battling a cough on and off all winter."]),
        ("I've been nursing a migraine for a few weeks.", ["User has been nursing a migraine for a few weeks."]),
        # feeling at home in a place named, or like someone: where and who the user is
        ("I'm starting to feel at home in Porto.", ["User is starting to feel at home in Porto."]),
        ("I'm beginning to feel like a proper gardener.", ["User is beginning to feel like a proper gardener."]),
    ],
)
def test_a_life_event_ahead_or_a_long_illness_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        # the passing rows beside them: another's occasion, an illness of days, a stay of nights
        "I'm looking forward to my cousin's wedding.",
        "I've been getting over a cold for a few days.",
        "I'm planning to stay at a hostel for a few nights.",
        "I'm going to stop by the bakery tomorrow.",
        "I'm starting to feel nervous about the exam.",
    ],
)
def test_the_passing_rows_beside_them_stay_dropped(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the event noun as a modifier, or a sale of the user's own home: no one event
        ("I'm planning a gathering space for teens in our village.",
         ["User is planning a gathering space for teens in their village."]),
        ("I'm planning the sale of our cottage.", ["User is planning the sale of their cottage."]),
        # a show put on as a series, said by its days
        ("I'm hosting a jazz show on Saturdays.", ["User is hosting a jazz show on Saturdays."]),
        # an event for a milestone of the user's, or for a family member's illness
        ("I'm throwing a party for my retirement.", ["User is throwing a party for their retirement."]),
        ("I'm organizing a fundraiser for my brother's surgery.",
         ["User is organizing a fundraiser for their brother's surgery."]),
    ],
)
def test_an_event_noun_that_is_no_one_event_or_goes_with_a_change_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "I'm organizing a surprise party for my grandpa.",
        "I'm planning a picnic for the neighbours.",
        "I'm hosting a barbecue at the lake.",
    ],
)
def test_one_event_put_on_stays_dropped(said: str) -> None:
    assert added(said) == []
