"""A non-event is no fact about the user (fixlearn13, issue 31; review28 R11's pre-existing
notes): an act said not to have been done on one day ("I didn't go to the gym yesterday") or
said to have almost happened ("I almost missed my flight") leaves nothing behind, so it is
neither a live entry nor an episode. A lasting "not" (never done, not done at all, not done
for years) and "almost" before a frequency ("almost never") still are facts. Our own
sentences; each failed on the parent commit."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()


def kept(said: str) -> tuple[list[str], list[str]]:
    """(live adds, episodes) of one user line in a dated chat between two friends."""
    ops, _, episodes = propose_review(ReviewInput(messages=(
        ReviewMessage(1, "assistant", "Hey Jonas! What have you been up to?", at=MONDAY - 60),
        ReviewMessage(2, "user", f"Hi Priya! {said}", at=MONDAY),
        ReviewMessage(3, "assistant", "Oh nice, Jonas!", at=MONDAY + 5))))
    return [o["content"] for o in ops if o["action"] == "add"], [e["content"] for e in episodes]


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
])
def test_a_lasting_not_and_an_almost_of_frequency_are_kept(said: str, entry: str) -> None:
    assert kept(said) == ([entry], [])
