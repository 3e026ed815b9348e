"""learn36 (review14 N7): a weekday said with "on" in a plan, or in a clause said in the
progressive or the future, is the coming one. It was read as the one before, so "I'm going to
Lisbon on Friday" was written "User plans to Lisbon on <the Friday before>." (and "going to" + a
place had no verb), "I'm starting a new job on Monday" was dated the Monday gone, and a passing
visit still to come was kept as if it had happened. A past clause keeps the weekday before.
Said on Tuesday 14 November 2023 (chat_support.SAID_AT). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm going to Lisbon on Friday.", "User plans to go to Lisbon on 17 November 2023."),
    ("I'm planning to visit Kyoto on Sunday.", "User plans to visit Kyoto on 19 November 2023."),
    ("I'm starting a new job at the library on Monday.",
     "User is starting a new job at the library (planned for 20 November 2023)."),
])
def test_a_weekday_in_a_plan_is_the_coming_one(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said), added_at_said_time(said)


def test_a_passing_visit_still_to_come_is_not_kept_as_done() -> None:
    # learn112: the cousins named with "my" are had; the visit to come stays refused
    assert added_at_said_time("I'm visiting my cousins on Saturday.") == ["User has cousins."]


def test_a_weekday_in_a_past_clause_is_the_one_before() -> None:
    assert "User joined a rowing club on 13 November 2023." in \
        added_at_said_time("I joined a rowing club on Monday.")


# fix17 (review15 O3): the everyday changes of a life still to come on a weekday are kept with
# the coming date, as a move or a new job is (they were dropped as a passing plan)
@pytest.mark.parametrize(("said", "entry"), [
    ("I'm quitting my job at the bank on Friday.", "User is quitting their job at the bank (planned for 17 November 2023)."),
    ("I'm adopting a kitten on Saturday.", "User is adopting a kitten (planned for 18 November 2023)."),
    ("I'm buying a flat in Leith on Monday.", "User is buying a flat in Leith (planned for 20 November 2023)."),
    ("I'm signing a lease on a studio on Thursday.", "User is signing a lease on a studio (planned for 16 November 2023)."),
])
def test_a_change_of_life_on_a_coming_weekday_is_kept_with_its_date(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said), added_at_said_time(said)


# the weekday of a past relative clause before it is that act's, not the coming one: the main
# clause is kept as it was, with the relative's day gone by
def test_a_weekday_of_a_past_relative_is_not_read_as_coming() -> None:
    added = added_at_said_time("I'm wearing the coat my sister lent me on Sunday.")
    assert any(e.startswith("User is wearing the coat their sister lent them") for e in added), added
    assert not any("19 November" in e for e in added), added


# a thing named after the home, the car or the pet ("a car seat", "a cat flap") is a purchase of
# the week still to come, no change of life: not kept as one
@pytest.mark.parametrize("said", [
    "I'm buying a car seat on Friday.",
    "I'm getting a cat flap on Saturday.",
    "I'm buying a house plant on Monday.",
])
def test_a_thing_for_the_home_or_the_pet_is_no_change_of_life(said: str) -> None:
    assert added_at_said_time(said) == []
