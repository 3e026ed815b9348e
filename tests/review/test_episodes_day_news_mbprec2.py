"""Issue 31 (mbprec2): a user telling an AI companion the day's news. Said to the assistant (no
names: not between people), an undated single past act was kept live as said, so "User went to
the lake and watched the herons." read as a standing fact. When the message names the day in a
sentence before the act, or the act is said with "just" or "recently", the day is fixed after
all: the act is an episode for the archive, dated, and never live. A habit, a taste, a thing
owned and an act that leaves a state of the work stay live. Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()   # a Monday evening


def _told_the_assistant(said: str) -> tuple[list[str], list[str]]:
    """What one message said to the assistant keeps: (live entries, episodes)."""
    messages = [ReviewMessage(1, "user", said, at=MONDAY),
                ReviewMessage(2, "assistant", "That sounds lovely. What else happened?", at=MONDAY + 5)]
    operations, _, episodes = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")], [e["content"] for e in episodes]


@pytest.mark.parametrize(("said", "episode"), [
    ("The weather is lovely today. I went to the lake and watched the herons.",
     "User went to the lake and watched the herons on 11 March 2024."),
    ("This morning was quiet. I visited the pottery fair in the square.",
     "User visited the pottery fair in the square on 11 March 2024."),
    ("I recently watched a documentary about deep-sea squid.",
     "User watched a documentary about deep-sea squid shortly before 11 March 2024."),
    ("Yesterday was lovely. I went to the zoo with my niece.",
     "User went to the zoo with their niece on 10 March 2024."),
    ("Recently, I went to a jazz night at the harbour.",
     "User went to a jazz night at the harbour shortly before 11 March 2024."),
])
def test_the_days_news_told_the_assistant_is_a_dated_episode_not_a_live_fact(said: str, episode: str) -> None:
    live, episodes = _told_the_assistant(said)
    assert live == []
    assert episodes == [episode]


@pytest.mark.parametrize(("said", "kept"), [
    ("Every day I go to the park.", "User goes to the park every day."),
    ("The weather is lovely today. I love walking by the lake.", "User loves walking by the lake."),
    ("It rained all morning today. I have two dogs.", "User has two dogs."),
    ("Recently, I started learning the cello.", "User started learning the cello."),
    ("Yesterday was lovely. I love walking by the lake.", "User loves walking by the lake."),
    ("Today was busy. I set up a Grafana dashboard for the lab.", "User set up a Grafana dashboard for the lab."),
])
def test_a_habit_a_taste_a_thing_owned_and_a_state_of_the_work_stay_live_beside_the_day_said(
        said: str, kept: str) -> None:
    live, episodes = _told_the_assistant(said)
    assert live == [kept]
    assert episodes == []


def test_without_the_messages_time_the_days_news_is_not_dated() -> None:
    messages = [ReviewMessage(1, "user", "The weather is lovely today. I went to the lake and watched the herons."),
                ReviewMessage(2, "assistant", "That sounds lovely.")]
    _, _, episodes = propose_review(ReviewInput(messages=messages))
    assert episodes == []
