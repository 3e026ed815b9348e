"""learn27 (issue 31 precision, "lost condition"): a clause's condition travels with it. A
condition said first ("If …, I …", "Unless …, I …") was cut at its comma and the main clause
kept alone, which says more than was said; a long habit with its "whenever" was cut to its
head; a habit's own present tense was read from a clause inside it. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # learn33 (review13 M11): the entry itself is asserted, so an empty answer fails
        ("If it rains, I read indoors.", ["User reads indoors if it rains."]),
        ("Unless it's raining, I cycle to work.", ["User cycles to work unless it's raining."]),
        ("As long as I sleep well, I run every morning.",
         ["User runs every morning as long as they sleep well."]),
        ("Even if it's cold, I swim in the lake.", ["User swims in the lake even if it's cold."]),
    ],
)
def test_a_condition_said_first_is_not_cut_off(said: str, kept: list[str]) -> None:
    # read as the same habit with its condition after it ("I read indoors if it rains"):
    # never the habit alone, and never nothing
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # an aside to the listener is no condition
        ("If I'm honest, I love my job.", ["User loves their job."]),
        ("If I'm being honest, I prefer tea.", ["User prefers tea."]),
    ],
)
def test_an_aside_said_with_if_is_not_a_condition(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_only_when_is_written_only_when() -> None:
    assert added("I drink coffee only when I'm tired.") == ["User drinks coffee only when they are tired."]


def test_a_past_inside_the_habit_does_not_make_it_past() -> None:
    assert added("When I face problems, I reflect on what went wrong.") == [
        "User reflects on what went wrong whenever they face problems."]


def test_a_long_habit_is_not_kept_without_its_condition() -> None:
    # too long for one entry: its head alone would drop the "whenever"
    kept = added("When I lose a match at the club, I try to look back at what I did and find ways to improve.")
    assert not any("whenever" not in e for e in kept), kept
