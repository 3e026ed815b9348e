"""A non-event is no fact about the user (fixlearn13, issue 31; review28 R11's pre-existing
notes): an act said not to have been done on one day ("I didn't go to the gym yesterday") or
said to have almost happened ("I almost missed my flight") leaves nothing behind, so it is
neither a live entry nor an episode. A lasting "not" (never done, not done at all, not done
for years) and "almost" before a frequency ("almost never") still are facts. Our own
sentences; each failed on the parent commit."""

from __future__ import annotations

import pytest

from .chat_support import live_and_episodes as kept


@pytest.mark.parametrize("said", [
    "I didn't go to the gym yesterday.",
    "I didn't call my mom on Saturday.",
    "Last weekend I did not mow the lawn.",
    "I almost missed my flight.",
    "I almost went skydiving last week.",
    "I nearly lost my passport at the airport.",
    "Yesterday I almost finished the marathon but dropped out at mile 20.",
])
def test_an_act_not_done_leaves_nothing(said: str) -> None:
    assert kept(said) == ([], [])


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a lasting "not", and "almost" before a frequency, are facts about the user
    ("I didn't go to college.", "User didn't go to college."),
    ("I never finished my degree.", "User never finished their degree."),
    ("I almost never eat meat.", "User almost never eats meat."),
    ("I nearly always cycle to work.", "User nearly always cycles to work."),
    # a near miss of a stage of life is formative (review29 R11)
    ("I nearly fell off a cliff as a teenager.", "User nearly fell off a cliff as a teenager."),
])
def test_a_lasting_not_and_an_almost_of_frequency_are_kept(said: str, entry: str) -> None:
    assert kept(said) == ([entry], [])
