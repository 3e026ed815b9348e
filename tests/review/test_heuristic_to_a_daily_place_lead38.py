"""session 38 (review40's leftover): a "to" before a place one goes to daily ("walks to work")
is a place, so the verb after "and" is the user's and agrees; after a verb that takes an
infinitive ("wants to work and play", "gets to work and …") it stays bare. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What have you been up to?"), ("user", said))]


@pytest.mark.parametrize(("said", "kept"), [
    ("I walk to work and play tennis at night.", "User walks to work and plays tennis at night."),
    ("I cycle to school and teach piano in the evenings.",
     "User cycles to school and teaches piano in the evenings."),
])
def test_the_verb_after_a_daily_place_agrees(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize(("said", "bare"), [
    ("I like to go to school and play chess.", "User likes to go to school and play chess."),
    ("I get to work nights and study in the day.", "User gets to work nights and study in the day."),
])
def test_an_infinitive_before_the_place_keeps_the_verb_bare(said: str, bare: str) -> None:
    for adds in _both(said):
        assert bare in adds, adds
