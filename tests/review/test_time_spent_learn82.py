"""learn82 (issue 31, LoCoMo recall): a dated stretch of time spent doing something names its
act (:mod:`reverie.review.providers.heuristic.time_spent`). "I spent some time" alone points
at nothing and was refused with what came after it. Every sentence is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.time_spent import as_a_doing, doing_in_time_spent
from tests.review.chat_support import MONDAY, live_and_episodes_at

# said on Monday 11 March 2024: "yesterday" is 10 March, "last Friday" 8 March
FLYERS = "User spent some time in town handing out flyers for the choir on 10 March 2024."


@pytest.mark.parametrize(("said", "episode"), [
    ("Yesterday I spent some time in town handing out flyers for the choir.", FLYERS),
    ("I spent some time in town handing out flyers for the choir yesterday.", FLYERS),
    ("I spent some time up on the allotment pulling weeds with my brother on Friday.",
     "User spent some time up on the allotment pulling weeds with their brother on 8 March 2024."),
])
def test_a_dated_time_spent_doing_something_is_an_episode(said: str, episode: str) -> None:
    live, episodes = live_and_episodes_at(MONDAY, said)
    assert episodes == [episode]
    assert live == []


@pytest.mark.parametrize("said", [
    "I spent some time in town handing out flyers for the choir.",   # undated: one past act, no day
    "I spent some time doing that yesterday.",                # the doing points
    "I spent some time reading it last week.",                # the doing points
    "I spent some time yesterday worrying about money.",      # a worry, no act
    "I spent some time last week getting over a cold.",       # a recovery
    "I spent some time yesterday at the station waiting.",    # a wait, and nothing more said
    "I'll spend some time in town handing out flyers tomorrow.",   # ahead, not done
])
def test_what_a_time_spent_keeps_nothing_of(said: str) -> None:
    assert live_and_episodes_at(MONDAY, said) == ([], [])


def test_said_to_the_assistant_it_is_the_same_episode() -> None:
    live, episodes = live_and_episodes_at(
        MONDAY, "Yesterday I spent some time in town handing out flyers for the choir.", between_people=False)
    assert episodes == [FLYERS]
    assert live == []


@pytest.mark.parametrize(("clause", "doing"), [
    ("I spent an hour at the food bank sorting tins on Sunday", "sorting tins on Sunday"),
    ("I also spent hours yesterday fixing my bike", "fixing my bike"),
    ("I spent some time", None),
    ("I spent some time yesterday thinking about my future", None),
    ("I spent two days in Rome", None),
    ("I spent too much money yesterday buying shoes", None),
    ("I spent a rough week looking for a flat", None),                   # a struggle
    ("We spent an afternoon by the lake fishing yesterday", None),        # not the user alone
])
def test_the_doing_read_in_a_time_spent(clause: str, doing: str | None) -> None:
    assert doing_in_time_spent(clause) == doing


def test_the_pointer_test_reads_the_whole_doing() -> None:
    assert as_a_doing("I spent some time with my cousin painting his fence") == \
        "I was with my cousin painting his fence"
    assert as_a_doing("I spent some time yesterday worrying") is None
