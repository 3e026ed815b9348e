"""learn107 (issue 31, recall on MSC's per-turn annotations): the user's own clause typed
straight after a remark on the friend's words, with no stop between them, is read alone when
the whole sentence keeps nothing (:mod:`reverie.review.providers.heuristic.after_a_remark`,
through :func:`reverie.review.providers.heuristic.refused_beside.freed`). Every sentence here
is our own.

1. A remark run into the clause: "That's so neat I keep bees", "Me too I work nights".
2. A reason pointing back: "That's why I …", "Probably why I …".
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.after_a_remark import said_after
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept nothing in either reading before learn107
@pytest.mark.parametrize(("text", "kept"), [
    ("That is so neat I keep bees on the roof.", "User keeps bees on the roof."),
    ("Wow that's pretty cool I collect old maps", "User collects old maps."),
    ("Sounds relaxing I also like fishing on the lake.", "User likes fishing on the lake."),
    ("Me too I am a plumber.", "User is a plumber."),
    ("Same here I have three rabbits.", "User has three rabbits."),
    ("Awe I have a parrot and a tortoise!", "User has a parrot and a tortoise."),
    ("Not really I mostly swim at the lido on weekends", "User mostly swims at the lido on weekends."),
    ("Haha that is funny my brother was a lifeguard in college", "User's brother was a lifeguard in college."),
    ("How fun I play the cello", "User plays the cello."),
])
def test_a_clause_run_on_after_a_remark_is_the_users_own(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize(("text", "kept"), [
    ("That's why I only drink green tea.", "User only drinks green tea."),
    ("Probably why I became a postman", "User became a postman."),
    ("Which is why I walk to work every day.", "User walks to work every day."),
    ("It's why I keep a diary.", "User keeps a diary."),
    ("That's why my garden is full of roses.", "User's garden is full of roses."),
])
def test_a_reason_pointing_back_leaves_the_users_clause(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "That's the one I like.",                    # a relative inside the remark: no clause beside it
    "That's all I do.",
    "That's what I do on Sundays.",
    "It's where I grew up.",
    "Why I moved here is a long story.",         # no pointer before "why": a clause as a subject
    "That's great I hope you feel better soon.",  # the clause itself is a wish for the listener
    "That's cool I guess.",                      # a hedge alone
    "It's raining I stayed in today.",           # the clause is the day's
    "That's funny I was just thinking about that.",
    "Cool, I'm too old to even say, what car did you get?",  # a comma closed the remark: cut there, refused
])
def test_a_clause_inside_the_remark_or_refused_alone_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


def test_said_after_reads_only_its_shapes() -> None:
    assert said_after("That's so neat I keep bees.") == "I keep bees."
    assert said_after("Me too I work nights.") == "I work nights."
    assert said_after("That's why my dog sleeps inside.") == "My dog sleeps inside."
    assert said_after("I keep bees.") is None                  # no remark before it
    assert said_after("That's the one I like.") is None
    assert said_after("Cool, I keep bees.") is None            # a comma closed the remark
    assert said_after("My uncle bakes bread I believe.") is None


def test_a_long_run_of_reactions_is_read_quickly() -> None:
    # each reaction is one atomic step: a long run with no clause after it is refused at once
    assert said_after("wow " * 5000 + "that is so " * 200 + "nice.") is None
    assert said_after("haha, " * 5000 + "me too I swim.") == "I swim."
