"""prec16 (issue 31; a corpus nobody here had read, Topical-Chat's dev half): talk of the chat's
topic was kept as facts of the user's life. A reply of not knowing ("I don't know.", "no idea",
"no preference", "I meant green" as a repair), a fact of the world known or just learned ("I
learned a honeybee can fly six miles"), a view of the topic ("I believe plumbers earn more than
lawyers") and a taste or habit naming nothing ("I'm not a massive fan.", "I haven't been keeping
up.", "I used to play a sport.") each gave an entry. Each is told by the
entry's shape (:mod:`reverie.review.providers.heuristic.topic_talk`); learning a skill, a fact of
the user's own life, a value and a taste with its object stay. Every sentence here is our own, and each
refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: in a chat with no names exchanged (as Topical-Chat's) and
    in a chat between two friends, after the other asks about it."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "I don't know.",
    "I honestly have no idea.",
    "I don't really have a preference.",
    "Sorry, I meant green.",
])
def test_a_reply_of_not_knowing_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize("said", [
    "I learned a honeybee can fly six miles.",
    "I just found out that the library opens on Sundays now.",
    "I don't think most viewers notice the background music.",
])
def test_a_fact_of_the_world_known_or_learned_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize("said", [
    "I believe plumbers earn more than lawyers.",
    "I believe that Jupiter has dozens of moons.",
    "I don't think.",
    "I was surprised and pleased.",
])
def test_a_view_of_the_topic_or_a_bare_reaction_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I believe that family is important.", "User believes that family is important."),
    ("I believe that Oslo has the best trams.", "User believes that Oslo has the best trams."),
])
def test_a_value_or_a_taste_believed_stays(said: str, kept: str) -> None:
    assert all(kept in adds for adds in _both(said))


@pytest.mark.parametrize("said", [
    "Honestly I'm not a massive fan.",
    "I haven't been keeping up.",
    "I haven't really been watching.",
    "I mostly watch my team.",
    "I used to play a sport.",
])
def test_a_taste_or_habit_naming_nothing_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


def test_with_no_names_exchanged_no_clue_gives_nothing() -> None:
    assert added_in_a_developer_session("I had no clue.") == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I learned to knit.", "User learned to knit."),
    ("I learned Spanish at school.", "User learned Spanish at school."),
    ("I don't know how to swim.", "User doesn't know how to swim."),
    ("I'm a big fan of jazz.", "User is a big fan of jazz."),
    ("I watch rugby every Sunday.", "User watches rugby every Sunday."),
    ("I follow the Rovers.", "User follows the Rovers."),
    ("I read a lot of mystery novels.", "User reads a lot of mystery novels."),
])
def test_learning_a_skill_and_a_taste_with_its_object_stay(said: str, kept: str) -> None:
    assert all(kept in adds for adds in _both(said))
