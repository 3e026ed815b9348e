"""Issue 31 (mbprec3): the day's news told to an AI companion, two shapes mbprec2 left. Said to
the assistant, an undated single past act is kept live as said; mbprec2 dated one told after a
*sentence* naming the day, or with "just"/"recently" right after the "I". Two shapes of the same
news slipped through and read as standing facts: the day named in an earlier *clause* of the
same sentence ("It was sunny today, so I went to …"), and "recently" closing the clause ("I
visited <a city> recently"). Both are now dated as mbprec2's are; a taste, a stretch and a
habit beside them stay live. Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()   # a Monday evening


def _told_the_assistant(said: str) -> tuple[list[str], list[str]]:
    """What one message said to the assistant keeps: (live entries, episodes)."""
    messages = [ReviewMessage(1, "user", said, at=MONDAY),
                ReviewMessage(2, "assistant", "How lovely. Tell me more!", at=MONDAY + 5)]
    operations, _, episodes = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")], [e["content"] for e in episodes]


@pytest.mark.parametrize(("said", "episode"), [
    ("It was sunny today, so I went to the beach with my sister.",
     "User went to the beach with their sister on 11 March 2024."),
    ("The weather was mild today, and I walked along the canal to the old mill.",
     "User walked along the canal to the old mill on 11 March 2024."),
    ("Today was warm, so I visited the pottery fair in the square.",
     "User visited the pottery fair in the square on 11 March 2024."),
    ("I visited Porto recently. It's a lovely city.",
     "User visited Porto shortly before 11 March 2024."),
])
def test_the_day_named_in_the_same_sentence_or_recently_at_the_end_dates_the_act(said: str, episode: str) -> None:
    live, episodes = _told_the_assistant(said)
    assert live == []
    assert episodes == [episode]


@pytest.mark.parametrize(("said", "kept"), [
    ("It's sunny today, so I love walking by the lake.", "User loves walking by the lake."),
    ("I have been learning the cello recently.", "User has been learning the cello."),
    ("It was cold today, but I swim in the sea every morning.", "User swims in the sea every morning."),
])
def test_a_taste_a_stretch_and_a_habit_stay_live(said: str, kept: str) -> None:
    live, episodes = _told_the_assistant(said)
    assert live == [kept]
    assert episodes == []


@pytest.mark.parametrize("said", [
    "It was my day off today. I cleaned the whole house.",
    "Since it was my day off today, I cleaned the whole house.",
])
def test_the_named_days_chore_is_the_days_doing_and_kept_nowhere(said: str) -> None:
    """review32 R7: as "Today I cleaned the whole house." keeps nothing, a chore after the day
    named before it keeps nothing either (it was live as said); a thing bought stays."""
    assert _told_the_assistant(said) == ([], [])


def test_a_thing_bought_on_the_named_day_stays_live() -> None:
    assert _told_the_assistant("It was sunny today, so I bought a kayak.") == (["User bought a kayak."], [])


@pytest.mark.parametrize("said", [
    "When I was cycling home, I saw a fox.",
    "When I was hiking, I got lost.",   # review32 R28: a plight of the moment, no thing got
    "When I was climbing the hill, I ran out of water, but a kind walker shared hers.",
])
def test_a_moment_of_one_past_doing_is_not_kept_live(said: str) -> None:
    """A "When I was <doing>" lead sets the act inside one past outing: a moment of it."""
    assert _told_the_assistant(said) == ([], [])


@pytest.mark.parametrize(("said", "kept"), [
    ("When I was living in Rome, I learned Italian.", "User learned Italian."),
    ("When I was volunteering abroad, I found my calling.", "User found their calling."),
])
def test_a_lasting_outcome_of_that_doing_stays(said: str, kept: str) -> None:
    assert _told_the_assistant(said) == ([kept], [])
