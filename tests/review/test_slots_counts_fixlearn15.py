"""A count of one kept or owned thing is one slot (session 28, fixlearn15; tester20's finding
on Hermes sessions: "I've kept N beehives for years" said with seven counts left seven live
entries, none superseding another). How many of a thing the user has now is one value, so a
later count replaces the earlier one, in the review and in the consolidation. A count that
shares its object with something else ("two dogs and a cat"), another thing counted, or a
count of what was done (books read) is no such slot. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.consolidate.measures import supersession
from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.review.slots import SUPERSEDED, slot_of

from .test_slots import planned


def _said_with_live(said: str, live: str) -> list[tuple[str, str | None, str]]:
    found, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, "user", said),),
                                              entries=(("user", live),)))
    return [(o["action"], o.get("old_text"), o["content"]) for o in found]


@pytest.mark.parametrize(("live", "said", "entry"), [
    ("User has kept 2 beehives for years.", "I've kept 5 beehives for years.",
     "User has kept 5 beehives for years."),
    ("User has kept 2 beehives for years.", "I now keep three beehives.", "User keeps three beehives."),
    ("User keeps six hens in their garden.", "I keep 9 hens in my garden.", "User keeps 9 hens in their garden."),
    ("User has two dogs.", "I have three dogs.", "User has three dogs."),
])
def test_a_new_count_of_the_same_thing_replaces_the_old(live: str, said: str, entry: str) -> None:
    assert _said_with_live(said, live) == [("replace", live, entry)]
    assert supersession(entry, live) == SUPERSEDED
    plan = planned(live, entry)
    assert plan.fates[live].kind == "superseded" and plan.after == [entry]


@pytest.mark.parametrize(("live", "said", "entry"), [
    # another thing counted, a thing with no count, a second thing kept
    ("User has kept 2 beehives for years.", "I keep 4 hens as well.", "User keeps 4 hens."),
    ("User has two dogs.", "I have a cat too.", "User has a cat."),
    ("User has two dogs and a cat.", "I have three dogs.", "User has three dogs."),
])
def test_another_thing_or_a_shared_object_is_an_add(live: str, said: str, entry: str) -> None:
    assert _said_with_live(said, live) == [("add", None, entry)]
    assert supersession(entry, live) is None


@pytest.mark.parametrize("entry", [
    "User has two dogs and a cat.",          # the count is not the whole object
    "User has 2 kids who love football.",    # a clause after the count
    "User has read 20 books this year.",     # a count of things done, not kept
])
def test_only_a_count_that_is_the_whole_object_is_a_count_slot(entry: str) -> None:
    slot = slot_of(entry)
    assert slot is None or not slot.attribute.startswith("count of")


def test_a_count_keeps_its_thing_whole() -> None:
    # "older brothers" and "brothers" are not read as one thing counted twice
    assert slot_of("User has 2 older brothers.").attribute == "count of older brothers"
    assert slot_of("User has kept five beehives.").value == "5"


def test_where_the_things_are_is_part_of_the_slot_and_a_time_is_not() -> None:
    # "2 kids at home" may be two of three: no supersession of "3 kids"
    assert supersession("User has 2 kids at home.", "User has 3 kids.") is None
    assert supersession("User has kept 5 beehives since 2020.", "User has kept 2 beehives for years.") \
        == SUPERSEDED


def test_what_the_things_are_for_is_part_of_the_slot() -> None:
    # review30 R10: "for" says a purpose here, not a time
    assert supersession("User has four season tickets for the opera.",
                        "User has two season tickets for the Rovers.") is None
    assert supersession("User keeps 9 hens at their cottage.",
                        "User has kept 6 hens for years at their cottage.") == SUPERSEDED
