"""learn21: "Did I tell you I got a new job?", "You know I'm allergic to cats, right?": a
question in form whose answer the speaker does not need; the news after the asking is said
as a statement and read as one (every question gave nothing). A real question ("Did I tell
you about my job?", "Did I leave my keys at yours?") is still no fact. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Did I tell you I joined a rowing club?", ["User joined a rowing club."]),
        ("Did I ever mention that I play the oboe?", ["User plays the oboe."]),
        ("Have I told you I'm allergic to kiwi?", ["User is allergic to kiwi."]),
        ("You know I'm a night owl, right?", ["User is a night owl."]),
    ],
)
def test_news_asked_as_a_question_is_read_as_said(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "Did I tell you about my new job?",
        "Did I leave my umbrella at yours?",
        "Do I need to bring anything?",
        "Did I tell you I might move?",  # a hedge stays a hedge
    ],
)
def test_a_real_question_is_still_no_fact(said: str) -> None:
    assert added_as_news(said) == []
