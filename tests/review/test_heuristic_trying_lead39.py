"""Session 39 (lead): an effort the user is making ("I'm trying to learn the cello") is kept
when the doing it tries would be kept ("I'm learning the cello"), in the doing's words. The
progressive "I'm trying" was read as the moment's work in progress and every such clause was
dropped. A stance ("trying to stay calm"), the day's task, a pointer, a doing the shape layer
drops, and a pair whose second verb the gerund changed stay out. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure.trying import tried
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("I'm trying to learn the cello.", "User is trying to learn the cello."),
    ("I'm trying to quit smoking.", "User is trying to quit smoking."),
    ("I'm really trying to save up for a motorbike.", "User is trying to save up for a motorbike."),
    ("I'm trying to train for a triathlon.", "User is trying to train for a triathlon."),
])
def test_an_effort_whose_doing_lasts_is_kept(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]


def test_a_time_said_with_this_is_no_pointer() -> None:
    assert added_as_news("I'm trying to learn the cello this year.") == ["User is trying to learn the cello."]


def test_the_effort_after_a_habit_is_its_own_entry() -> None:
    assert added_as_news("I mostly swim laps, but I'm trying to learn the butterfly stroke.") == [
        "User mostly swims laps.", "User is trying to learn the butterfly stroke."]


@pytest.mark.parametrize("text", [
    "I'm trying to stay calm.",                       # a stance
    "I'm trying to keep my spirits up.",
    "I'm trying to get quicker at it.",               # a pointer, a change by "get"
    "I'm trying to make the most of the summer.",
    "I'm trying to fix the printer.",                 # the day's task: its doing is dropped too
    "I'm trying to relax and enjoy the weekend.",     # a pair: "relaxing and enjoying" not written back
    "I'm trying to fit that into my week.",           # a pointer at the chat's thing
    "I'm trying to track down that shop you mentioned.",
])
def test_a_stance_or_the_days_task_stays_out(text: str) -> None:
    assert added_as_news(text) == []


def test_a_clause_that_tries_nothing_is_left_to_the_other_readings() -> None:
    assert tried("I'm learning the cello", lambda doing: []) is None
    assert tried("I'm trying to learn the cello", lambda doing: []) == []
