"""learn30: a time said first and cut off by its comma is the time of the clause after it.

"Yesterday, I joined a club" was written "User joined a club." (the one-word time was read
as a name called first and dropped, so a single act was kept as if lasting), "Tonight, I'm
playing my first gig" was kept as a lasting state, and "Next week, I start my new job" lost
its plan; said without the comma, each was already dated, dropped or planned. And a time
said before one clause dated a state said in the next ("On Monday I got the news - I'm in
the choir" was written "User, on <Monday>, is in the choir …"). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import SAID_AT
from tests.review.chat_support import added_at_said_time as added

# SAID_AT is Tuesday 14 November 2023 (UTC); the first line is said a second later.
assert SAID_AT == 1_700_000_000.0


@pytest.mark.parametrize(("said", "kept"), [
    ("Yesterday, I joined a rowing club.", ["User joined a rowing club on 13 November 2023."]),
    ("Yesterday, I adopted a greyhound from the rescue.",
     ["User adopted a greyhound from the rescue on 13 November 2023."]),
])
def test_a_time_said_first_dates_the_act_after_its_comma(said: str, kept: list[str]) -> None:
    assert added(said) == kept
    # with no comma it was dated already; both read the same now
    assert added(said.replace(", ", " ", 1)) == kept


@pytest.mark.parametrize("said", [
    "Tonight, I'm playing my first gig with the band.",
    "Today, I signed up for a pottery class.",
    "This morning, I signed up for a pottery class.",
    "Tomorrow, I start my new job at the bakery.",
])
def test_a_moment_said_first_is_the_moment_of_the_clause_after_it(said: str) -> None:
    assert added(said) == []


def test_a_coming_time_said_first_keeps_the_plan() -> None:
    assert added("Next week, I start my new job at the bakery.") == [
        "User starts their new job at the bakery (planned for November 2023)."]


@pytest.mark.parametrize(("said", "kept"), [
    ("On Sunday, I got the letter - I'm a member of the lifeboat crew!",
     ["User is a member of the lifeboat crew."]),
    ("Last month, I got the letter: I'm now part of the orchestra.",
     ["User is part of the orchestra."]),
])
def test_a_time_said_before_another_clause_does_not_date_a_state_of_now(
        said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_only_the_state_goes_undated_and_a_name_called_first_is_no_time() -> None:
    assert added("Last month was busy - I coached at the summer camp. "
                 "Last week, I got the letter - I'm now part of the orchestra.") == [
        "User coached at the summer camp in October 2023.", "User is part of the orchestra."]
    assert added("Sam, I joined a rowing club.", "Yesterday, I got a greyhound.") == [
        "User joined a rowing club.", "User got a greyhound on 13 November 2023."]
