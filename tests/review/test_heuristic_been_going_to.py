"""fix38 (review20 R15): "I've been going to <bare verb> …" is an intention put off, neither a
plan nor a routine, and gives nothing; "I've been going to <a place or a class> …" is the
routine learn56 keeps. Every sentence here is our own (review20's probes)."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_a_developer_session, added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I've been going to call my aunt for weeks.": ["User has an aunt."],
}


def _between_people(said: str) -> list[str]:
    return added_in_turns(("assistant", "How are things with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    "I've been going to fix the fence all month.",
    "I've been going to call my aunt for weeks.",
    "I've been going to learn Spanish for years but never started.",
    "I've been going to write a novel for ages.",
])
def test_an_intention_put_off_gives_nothing(said: str) -> None:
    assert _between_people(said) == HAD_IN_PASSING.get(said, [])
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


def test_an_intention_put_off_gives_nothing_solo() -> None:
    assert added_in_a_developer_session("I've been going to learn Spanish for years but never started.") == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a place, a class or a practice gone to is the routine (learn56)
    ("I've been going to yoga for two years.", "User has been going to yoga for two years."),
    ("I've been going to Welsh lessons since January.", "User has been going to Welsh lessons since January."),
    ("I've been going to dance classes since March.", "User has been going to dance classes since March."),
    ("I've been going to the barber on Mill Street for ten years.",
     "User has been going to the barber on Mill Street for ten years."),
])
def test_a_place_gone_to_is_still_the_routine(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]
