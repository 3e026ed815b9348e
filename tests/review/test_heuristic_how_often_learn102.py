"""learn102 (issue 31): a clause of the user's own in the present simple with only how often
after it ("I swim a ton", "I bake bread a lot", "I like owls a lot") is a habit or a taste that
lasts, and a taste of a phrasal doing ("I love dining out") is the doing; both readings keep
it. A past, a perfect going on ("I've been cooking a lot"), a "do" standing for a verb, a
pointer, the listener and idle time ("I like chilling out") still keep nothing. Every sentence
here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing in either reading before learn102
    ("I swim a ton.", "User swims a ton."),
    ("I bake bread a lot!", "User bakes bread a lot."),
    ("I like owls a lot.", "User likes owls a lot."),
    ("I usually cycle a lot.", "User usually cycles a lot."),
    ("I love dining out.", "User loves dining out."),
    ("I enjoy working out.", "User enjoys working out."),
])
def test_a_habit_said_with_how_often_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)
    assert kept in added_in_a_developer_session(text)


@pytest.mark.parametrize("text", [
    "I baked a lot.",                 # a past: that day's
    "I drank a lot.",                 # an irregular past
    "I've been cooking a lot.",       # a perfect going on: the moment's
    "I do a lot.",                    # "do" stands for a verb said before
    "I like it a lot.",               # a pointer
    "I miss you a lot.",              # the listener
    "I like chilling out.",           # idle time, no doing named
    "I tried hard.",                  # how hard, no habit
])
def test_no_habit_keeps_nothing(text: str) -> None:
    for said in (added_as_news(text), added_in_a_developer_session(text)):
        assert said == [], said
