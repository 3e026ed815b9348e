"""Issue 31 (learn78, "lost condition"): a time of the speaker's life said *after* a past
clause ("… when I was little", "… when I was a teenager", "… when I was nine") bounds it, as it
does said first (learn63, ``_fronted_times``). It was cut off at "when", and the clause alone
was dropped as an outing's feeling ("I loved drawing") or kept as if it held now ("User was
obsessed with comics."). Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I loved building dens when I was little.", "User loved building dens as a child."),
    ("I was crazy about motorbikes when I was a teenager.", "User was crazy about motorbikes as a teenager."),
    ("I went to a Quaker school when I was small.", "User went to a Quaker school as a child."),
    ("I broke my wrist when I was nine.", "User broke their wrist at age nine."),
    ("I loved riding lessons with my cousins when I was younger.",
     "User loved riding lessons with their cousins when younger."),
    # a pastime of a time of life lasts as "as a kid" does (disclosure._LASTING_PAST_MARK)
    ("I sang in a gospel choir when I was younger.", "User sang in a gospel choir when younger."),
    ("I played the cello when I was in high school.", "User played the cello in high school."),
])
def test_a_time_of_life_said_after_a_past_clause_bounds_it(said: str, entry: str) -> None:
    added = added_at_said_time(said)
    assert entry in added
    assert all(e == entry for e in added)   # never the clause alone, as if it held now


@pytest.mark.parametrize(("first", "after"), [
    ("When I was little, I loved building dens.", "I loved building dens when I was little."),
    ("As a teenager, I was crazy about motorbikes.", "I was crazy about motorbikes when I was a teenager."),
])
def test_said_first_or_after_the_time_of_life_gives_one_entry(first: str, after: str) -> None:
    assert added_at_said_time(first) == added_at_said_time(after)


# guards (pass on the parent too): a present habit's "when" stays a condition; a time that is
# no time of life ("when I was at the market") is not written as one
def test_a_present_habit_and_a_past_moment_are_left() -> None:
    assert added_at_said_time("I sketch birds when I'm bored.") == ["User sketches birds whenever they are bored."]
    assert not any("as a" in e or "at age" in e
                   for e in added_at_said_time("I bought a kite when I was at the market."))


# Synthetic-Persona-Chat dev showed these shapes (in our own words): the time of life must not
# carry a clause that points at nothing, names no game, or ends on its auxiliary
@pytest.mark.parametrize("said", [
    "I began playing when I was seven.",
    "I loved that show when I was little.",
    "I loved watching that show as a kid.",
])
def test_a_time_of_life_keeps_no_clause_that_says_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


def test_a_bare_auxiliary_takes_no_time_of_life() -> None:
    assert added_at_said_time("I rarely swim now, but I did when I was small.") == ["User rarely swims."]
