"""prec15 (issue 31; a single past event, the largest false kind of the sealed report samples):
between people, an occasion of one day joined ("I joined a protest downtown"), one puzzle begun,
a thing of a day made at play ("I built a snowman with the kids") and tickets for one occasion
said with no count were kept as lasting facts, "joined", "started" and "built" being verbs of a
life's milestones. A group, a club or a committee joined, a puzzle done every weekend and season
tickets stay; dated, the occasion joined is an episode for the archive. Every sentence here is
our own, and each refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, live_and_episodes

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I built a giant sandcastle with my nephews.": ["User has nephews."],
    "I built a snowman in the garden with my daughter.": ["User has a daughter."],
}


@pytest.mark.parametrize("said", [
    "I joined a rally outside the town hall.",
    "I joined the climate march on Saturday morning.",
    "I started a jigsaw of the Alps with my flatmate.",
    "I built a giant sandcastle with my nephews.",
    "I built a snowman in the garden with my daughter.",
    "I got tickets to see the ballet.",
])
def test_a_one_day_occasion_joined_begun_or_made_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I joined a rowing club.", ["User joined a rowing club."]),
    ("I joined the festival committee.", ["User joined the festival committee."]),
    ("I do a jigsaw every weekend.", ["User does a jigsaw every weekend."]),
    ("I have season tickets for the Rovers.", ["User has season tickets for the Rovers."]),
])
def test_a_standing_joined_a_habit_or_season_tickets_stay(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


def test_a_dated_occasion_joined_is_the_users_history_not_a_live_fact() -> None:
    assert live_and_episodes("I joined the climate march on Saturday morning.") == (
        [], ["User joined the climate march on 9 March 2024."])
