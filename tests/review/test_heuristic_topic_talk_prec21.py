"""prec21 (issue 31): talk of the chat's topic that prec17's shapes did not read
(:mod:`reverie.review.providers.heuristic.topic_talk`):

* a view of people (``_VIEW_OF_PEOPLE``): words before the plural, a quantifier, "people",
  "everyone" or a noun of a doer, a place after the plural, a verb of liking, a negated modal
  or a past, where prec17 read one bare plural and a verb;
* not having known a fact whose subject is "there" or longer than five words
  (``_NOT_KNOWN_AT_LENGTH``).

Every sentence here is our own, and each refused one was kept before the change (checked at
the parent); a value, a taste, a view with the user in it and "every <one>" stay beside them."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: in a chat with no names exchanged and in a chat between
    two friends, after the other asks about it."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


def _users(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User")]


@pytest.mark.parametrize("said", [
    "I think that rugby referees get far too little credit.",
    "I think most people stopped buying newspapers years ago.",
    "I think many bus drivers in the city love their routes.",
    "I think ferry skippers shouldn't have to work double shifts.",
    "I think pro cyclists in the mountains earn too little.",
])
def test_a_view_of_people_or_a_class_keeps_nothing(said: str) -> None:
    for adds in _both(said):
        assert _users(adds) == [], adds


@pytest.mark.parametrize(("entry", "talk"), [
    ("User believes that rugby referees get far too little credit", True),
    ("User thinks that many people in the city love trams", True),
    ("User believes that family is important", False),        # a value
    ("User thinks that board games are fun", False),          # a taste
    ("User believes that kids need more sleep", False),       # a value ("need")
    ("User believes that their neighbours are kind", False),  # their own people
    ("User believes that dogs make them calmer", False),      # the user in it
    ("User believes that every day is a gift", False),        # "every <one>": a value lived by
    ("User believes that everyone deserves a second chance", False),
    ("User believes that tiny favours from strangers can lift a whole month", False),  # not people
    ("User believes that big oil firms have too much sway", False),   # not people by their word
])
def test_the_reading(entry: str, talk: bool) -> None:
    assert talk_not_life(entry) is talk


@pytest.mark.parametrize("said", [
    "I didn't know that the oldest bridge in the whole county was built by monks.",
    "I didn't know that the tallest lighthouse on this stretch of coast was painted by hand.",
    "I honestly had no idea that there were owls nesting in the city park.",
])
def test_a_fact_not_known_keeps_nothing(said: str) -> None:
    for adds in _both(said):
        assert _users(adds) == [], adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I didn't know that my landlord was selling the flat.",
     "User didn't know that their landlord was selling the flat."),
    ("I don't know much about sailing.", "User doesn't know much about sailing."),
])
def test_what_is_the_users_own_stays(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds
