"""Issue 31 (mbprec3): an answer whose "one(s)" stands for the question's noun. Asked "What
kind of films do you like?", a user answers "I like the old ones, with subtitles", and the
entry written from the answer alone names nothing. Decided (docs/review.md 11): such an entry
is dropped, not given the question's noun, which may be one of two offered or the asker's
guess. A "one(s)" the entry itself names, or people's "loved ones", stays. Every sentence
here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.pro_one import leans_on_one
from reverie.review.review_input import ReviewInput, ReviewMessage

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()


def _answered(asked: str, said: str) -> list[str]:
    """The live entries the user's answer to the assistant's question keeps."""
    messages = [ReviewMessage(1, "user", "Hi there!", at=MONDAY),
                ReviewMessage(2, "assistant", asked, at=MONDAY + 5),
                ReviewMessage(3, "user", said, at=MONDAY + 10),
                ReviewMessage(4, "assistant", "Nice.", at=MONDAY + 15)]
    operations, _, _ = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")]


@pytest.mark.parametrize(("asked", "said"), [
    ("What sort of podcasts do you enjoy?", "I really enjoy listening to ones about old shipwrecks."),
    ("Have you seen the whole series?", "Yes! I even saw the one that came out in May."),
    ("You sound like a real tea lover!", "Ha, I'm one myself."),
])
def test_an_answers_one_standing_for_the_questions_noun_is_dropped(asked: str, said: str) -> None:
    assert _answered(asked, said) == []


@pytest.mark.parametrize(("entry", "leans"), [
    ("User likes the ones with bright covers.", True),
    ("User prefers the longer ones, with lots of characters.", True),
    ("User loves dogs, mostly the small ones.", False),   # what they are one of is named
    ("User spends Sundays with their loved ones.", False),
    ("User likes the third one, The Silver Key, best.", False),
    ("User read a good one called The Long Field.", False),
    ("User has one sister.", False),
    ("User runs one-on-one sessions for new climbers.", False),
    ("User is one of the organisers.", False),
    # review32 R17: a thing named before "the one" in the entry, or the subject's kind, is what it is
    ("User bought a new kayak, the one with the yellow hull.", False),
    ("User's favourite bakery is the one near the station.", False),
])
def test_the_shape_on_the_written_entry(entry: str, leans: bool) -> None:
    assert leans_on_one(entry) is leans
