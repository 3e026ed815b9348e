"""Issue 31 (mbprec3): how one moment of a told day felt is no trait. A user telling an AI
companion about a day out answers "What did you like most?" with how one thing struck them,
and the heuristic kept it live ("User was lost in the world of the paintings."), the occasion
gone. In the simple past, a feeling taken from one particular thing, a mood that came, or a
feeling the user came into is refused (:mod:`reverie.review.providers.heuristic.told_moment`);
a past interest in a kind of thing, one said to last, and a change of standing stay. Every
sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.told_moment import a_told_moment
from reverie.review.review_input import ReviewInput, ReviewMessage

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()


def _answered(said: str) -> list[str]:
    """The live entries a user's answer to the assistant's question about their day keeps."""
    messages = [ReviewMessage(1, "user", "Hello! I had a lovely walk around the old town.", at=MONDAY),
                ReviewMessage(2, "assistant", "Lovely! What did you like most?", at=MONDAY + 5),
                ReviewMessage(3, "user", said, at=MONDAY + 10),
                ReviewMessage(4, "assistant", "That sounds wonderful.", at=MONDAY + 15)]
    operations, _, _ = propose_review(ReviewInput(messages=messages))
    return [op["content"] for op in operations if op.get("content")]


@pytest.mark.parametrize("said", [
    "I was immersed in the sound of the old organ.",
    "I was deeply moved by the ending of the play.",
    "I was most impressed by the stone bridges.",
    "I was really interested in the guide's stories about the harbour.",
    "At the top of the tower, my mood suddenly became very light.",
    "I became very calm by the river.",
])
def test_how_one_moment_of_the_day_felt_is_not_kept(said: str) -> None:
    assert _answered(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I was always fascinated by the old mills.", "User was always fascinated by the old mills."),
    ("I was fascinated by rockets.", "User was fascinated by rockets."),
    ("I became a nurse.", "User became a nurse."),
    ("I love old maps.", "User loves old maps."),
    # review32 R8: a feeling come into after a change of life, or a comparative, is that change
    ("I became happier after moving to the coast.", "User became happier after moving to the coast."),
    ("I became calmer.", "User became calmer."),
])
def test_a_lasting_interest_a_kind_and_a_change_of_standing_stay(said: str, kept: str) -> None:
    assert _answered(said) == [kept]


@pytest.mark.parametrize(("entry", "moment"), [
    ("User was completely absorbed in the concert.", True),
    ("User's heart was full of joy.", True),
    ("User became relaxed.", True),
    ("User is interested in the history of Rome.", False),   # present: a standing interest
    ("User was interested in the history of Rome as a kid.", False),
    ("User became vegan.", False),
])
def test_the_shape_on_the_written_entry(entry: str, moment: bool) -> None:
    assert a_told_moment(entry) is moment


@pytest.mark.parametrize(("said", "kept"), [
    ("I've been practising the oboe every evening and feeling rusty.", ["User has been practising the oboe every evening."]),
    ("I've been rowing every weekend and feeling great.", ["User has been rowing every weekend."]),
    ("I'm training for a half marathon and feeling strong.", ["User is training for a half marathon."]),
    ("I am quietly knitting on the sofa and feeling cosy.", []),
    # review32 R12: a present progressive that is a stretch keeps its doing
    ("I'm studying law and feeling stressed.", ["User is studying law."]),
    ("I'm living in Paris and feeling at home.", ["User is living in Paris."]),
])
def test_a_feeling_of_now_joined_to_a_doing_is_cut_off_it(said: str, kept: list[str]) -> None:
    """The doing lasts and stays; the feeling is how it goes now. A doing in the present
    progressive said with a place or a manner of now is the moment whole."""
    assert _answered(said) == kept


def test_a_second_verb_of_eating_agrees_with_the_first() -> None:
    assert _answered("I often bake for my family and eat the crusts.") == \
        ["User often bakes for their family and eats the crusts."]
