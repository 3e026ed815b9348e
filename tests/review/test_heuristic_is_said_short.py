"""learn18: "Painting's a fun way to unwind for me", "Teal's my fave": a one-word subject
with a spoken "'s" before an article, "such", "so", "my" or "what" is "is" — no possessive
stands there — but the readings of a thing said of the speaker looked for " is " and gave
nothing. "'s been" stays "has been"; pronouns and "here"/"there" keep their own readings.
Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("Painting's a fun way to unwind for me.", ["Painting is a fun way to unwind for the user."]),
    ("Chess's such a big part of my life now.", ["Chess is such a big part of the user's life."]),
    ("Teal's my fave, it makes me feel calm.", ["Teal is the user's fave."]),
    ("Knitting's what keeps me sane.", ["Knitting keeps the user sane."]),
    # "'s been" is "has been", as before
    ("Cycling's always been my escape.", ["Cycling has always been the user's escape."]),
])
def test_a_spoken_is_after_a_one_word_subject_is_read(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "It's a big part of my life.",    # a pointer: its own reading decides
    "Here's a pic of my garden.",
    "That's my favourite.",
    "Today's a big day for me.",      # the moment
    "Mum's a nurse.",                 # not about the speaker
])
def test_pronouns_the_moment_and_others_still_give_nothing(said: str) -> None:
    assert _kept(said) == []
