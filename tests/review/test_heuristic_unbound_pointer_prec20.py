"""prec20 (issue 31): an entry whose "it" or "that" stands for nothing the entry names
(:mod:`...heuristic.unbound_pointer`): "it" with only the verb group before it and time, a
place or a judgement after it; "that" as the subject after knowing, thinking or a time.

Each sentence is our own; each refused one was kept before the change (checked at the parent).
Its twin, where the entry names the thing or the clause "it" stands for, stays."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.unbound_pointer import points_at_nothing

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: with no names exchanged, and after the other asks."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


def _users(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User")]


@pytest.mark.parametrize("said", [
    "I used to follow it a lot in the nineties.",
    "I do hum along to it sometimes on the bus.",
    "I wasn't keen on trying it at first.",
    "I force my cousins to watch it every Christmas at my place.",
    "I get my nephews to play it about once a month at my flat.",
    "I don't think it's wise.",
    "I tend to skip it due to a bad knee.",
    "I was at college when that came out.",
    "I have always thought that was a brave choice.",
    "I hum tunes from it all day.",
    "I read about that, very clever.",
])
def test_a_pointer_for_the_talks_thing_gives_nothing(said: str) -> None:
    for adds in _both(said):
        assert _users(adds) == [], adds


# The twins: the thing named where the pointer stood, or a noun before "it" for it to stand for.
@pytest.mark.parametrize(("said", "kept"), [
    ("I used to follow curling a lot in the nineties.",
     "User used to follow curling a lot in the nineties."),
    ("I do hum along to sea shanties sometimes on the bus.",
     "User does hum along to sea shanties sometimes on the bus."),
    ("I wasn't keen on trying sushi at first.", "User wasn't keen on trying sushi at first."),
    ("I tend to skip dairy due to a bad stomach.", "User tends to skip dairy due to a bad stomach."),
    ("I am learning Welsh and I find it tough.", "User is learning Welsh and finds it tough."),
])
def test_the_thing_named_stays(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize(("entry", "unbound"), [
    ("User doesn't think it's right", True),
    ("User has never looked at it from that angle", True),
    ("User tends to skip it due to a bad knee", True),
    ("User never knew that was allowed", True),
    ("User was at college when that came out", True),
    ("User has always thought that was a brave choice", True),
    ("User watched a film about it on the plane", True),
    ("User hums tunes from it all day", True),
    ("User didn't know that either, what a story", True),
    ("User reads about that, very clever", True),
    # a noun for "it", the clause it stands for, a place, an idiom: the entry names the thing
    ("User lives near the park and walks through it daily", False),
    ("User hates it when trains are late", False),
    ("User believes it is important to vote", False),
    ("User finds it calming to knit", False),
    ("User likes it here", False),
    ("User loved it in Lisbon", False),
    ("User takes it easy on Sundays", False),
    ("User prefers quiet cafes when it comes to working", False),
    ("User had a friend that was a pilot", False),
    ("User knows that their sister is moving", False),
    ("User's son loves it", False),
    ("User has a shed and keeps bikes in it", False),
    ("User knows that their landlord is selling", False),
    ("User heard that the pool reopens in May", False),
])
def test_points_at_nothing_reads_the_entry_alone(entry: str, unbound: bool) -> None:
    assert points_at_nothing(entry) is unbound


@pytest.mark.parametrize(("said", "kept"), [
    # a reaction of "that" joined to the user's own clause: the user's clause stays alone
    ("I live by the sea and thought that was a bold claim.", "User lives by the sea."),
    # a pointer after "and" with a noun of the user's before it is the user's: whole
    ("I live in the city and love it.", "User lives in the city and loves it."),
    # review40 (session 38): a time said by "that" for the talk's thing is cut off, not the
    # user's clause with it
    ("I moved to Ohio after that happened.", "User moved to Ohio."),
    ("I quit my job when that was announced.", "User quit their job."),
])
def test_a_reaction_joined_by_and_leaves_the_users_clause(said: str, kept: str) -> None:
    for adds in _both(said):
        assert _users(adds) == [kept], adds
