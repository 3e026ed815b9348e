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
    ("Chess's such a big part of my life now.", ["Chess is a big part of the user's life."]),
    # the short form is written out later, by the whole review between people (fixlearn11,
    # review11 H5: test_heuristic_written_out), not by the shape layer
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


# learn21: the spoken "'s" after the speaker's own person ("My dad's a plumber") gave nothing;
# before an article, an adverb, a preposition or a lasting state it is "is". A possessive
# ("my dad's car") keeps its noun right after and is read as before.
@pytest.mark.parametrize(("said", "kept"), [
    ("My uncle's a carpenter.", ["User's uncle is a carpenter."]),
    ("My sister's really into bouldering.", ["User's sister is into bouldering."]),
    ("My gran's from Galway.", ["User's gran is from Galway."]),
    ("My daughter's allergic to sesame.", ["User's daughter is allergic to sesame."]),
    ("My best friend's a paramedic in Bristol.", ["User's best friend is a paramedic in Bristol."]),
])
def test_a_spoken_is_after_the_speakers_own_person_is_read(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("My uncle's boat is moored in Oban.", ["User's uncle's boat is moored in Oban."]),
    ("My cat's name is Pickle.", ["User's cat's name is Pickle."]),
])
def test_a_possessive_after_the_speakers_own_person_stays_one(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept
