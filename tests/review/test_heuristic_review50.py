"""review50: a second read of session 48's learner landings. Each row is a near twin of a
new reading that the reading took too far; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


# prec33's oath with "my" (cutting._INTERJECTION): a hyphen after the word joins a compound,
# the user's relative, no oath
@pytest.mark.parametrize(("said", "kept"), [
    ("My god-daughter is a nurse.", "User's god-daughter is a nurse."),
    ("My god-son plays the cello.", "User's god-son plays the cello."),
])
def test_a_god_compound_after_my_is_still_the_users(said: str, kept: str) -> None:
    assert _answered("Tell me about yourself.", said) == [kept]


def test_the_oath_itself_still_owns_nothing() -> None:
    assert _answered("Tell me about yourself.", "Oh my god I have three cats.") == ["User has three cats."]


# prec33's duty or rest (pastime._DUTY_OR_REST): "dishes" cooked or tried are food, a pastime;
# only dishes done or washed, or a list of chores, are a duty
@pytest.mark.parametrize(("said", "kept"), [
    ("Cooking new dishes.", "User enjoys cooking new dishes."),
    ("Trying dishes from other countries.", "User enjoys trying dishes from other countries."),
])
def test_dishes_cooked_are_done_for_fun(said: str, kept: str) -> None:
    assert _answered("What do you do for fun?", said) == [kept]


@pytest.mark.parametrize("said", ["Doing the dishes, honestly.", "Washing dishes.", "Dishes and laundry."])
def test_dishes_washed_are_still_a_duty(said: str) -> None:
    assert _answered("What do you do for fun?", said) == []


# prec33's long gap before "since" (cutting._GAP_SINCE): a change of state is done once and
# lasts, so a vague long gap dates it as a measured span does; only a repeated act has not
# happened for that long
@pytest.mark.parametrize(("said", "kept"), [
    ("It's been years since I moved to Denver.", "User moved to Denver."),
    ("It's been ages since I graduated from college.", "User graduated from college."),
    ("It has been a long time since I got married.", "User got married."),
])
def test_a_change_of_state_after_a_long_gap_is_still_done(said: str, kept: str) -> None:
    assert kept in _answered("Tell me about yourself.", said)


@pytest.mark.parametrize("said", [
    "It's been ages since I went to a concert.",
    "It's been a good while since I've felt rested.",
])
def test_a_repeated_act_after_a_long_gap_keeps_nothing(said: str) -> None:
    assert _answered("Tell me about yourself.", said) == []


# learn110's yes to a statement asked back (same_here._YES): a yes that goes on to name a count
# or a thing of its own answers with another thing than the friend's
@pytest.mark.parametrize(("friend", "answer"), [
    ("I have two kids, do you?", "Yes, three."),
    ("I have a dog, do you?", "Yes, a cat."),
    ("I drive a truck, do you?", "Yes, a van."),
    ("I have a dog, do you?", "I do, two actually."),
])
def test_a_yes_with_a_thing_of_its_own_keeps_nothing_of_the_friends(friend: str, answer: str) -> None:
    assert _answered(friend, answer) == []


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    ("I love jazz, do you?", "Yes, a lot.", "User loves jazz."),
    ("I love jazz, do you?", "Yes, one of my favourites.", "User loves jazz."),
    ("I keep bees, do you?", "I do!", "User keeps bees."),
])
def test_a_yes_with_a_degree_still_agrees(friend: str, answer: str, kept: str) -> None:
    assert kept in _answered(friend, answer)
