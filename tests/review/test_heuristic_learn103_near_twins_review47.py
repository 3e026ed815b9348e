"""learn103's readings (a skill, a pursuit or a home wished; a wish held "always"; a skill
learnt over late weeks) against their near twins that name none (review47): each twin was
kept at learn103's a023cf2f and keeps nothing now, and each reading still keeps its own.
Sentences written for this test."""

from __future__ import annotations

import pytest

from dev_tools.update_everyday_turns import READINGS, kept

NOTHING = "∅"

TWINS = [
    # a skill whose verb needs its object, said with none: play what?
    "I'd love to learn how to play.",
    "I'd like to learn to play.",
    "I'm looking forward to learning how to play.",
    # a day, a month or a step of a plan after "move to" is no home
    "I'd like to move to Wednesday.",
    "I'd love to move to Plan B.",
    # a room or an occasion entered is no pursuit; an indefinite or a measure names none
    "I'd love to get into the meeting.",
    "I'd like to take up something.",
    "I'd love to take up space.",
    # a message to the friend is the chat's moment
    "I always wanted to say thanks.",
    # an amount, a manner or a time in the skill's place: the span is a spell's
    "I've been learning a lot the past few days.",
    "I've been studying late the last few nights.",
    "I've been learning the hard way the past couple of weeks.",
]

KEPT = {
    "I'd love to learn how to knit.": "User would love to learn how to knit.",
    "I'd like to move to Lisbon.": "User would like to move to Lisbon.",
    "I'd love to get into rock climbing.": "User would love to get into rock climbing.",
    "I'd like to take up fencing.": "User would like to take up fencing.",
    "I always wanted to be a baker.": "User always wanted to be a baker.",
    "I've been learning Greek for the past few weeks.": "User has been learning Greek for the past few weeks.",
}


@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("turn", TWINS)
def test_a_near_twin_naming_no_skill_pursuit_or_home_keeps_nothing(turn: str, reading: str) -> None:
    assert kept(turn, reading) == NOTHING


@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("turn", sorted(KEPT))
def test_the_reading_keeps_its_own(turn: str, reading: str) -> None:
    assert kept(turn, reading) == f"user: {KEPT[turn]}"
