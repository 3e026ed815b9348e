"""fix30 (review17 Q17): a sentence with its subject left out ("Always been into …", "Been
…ing for years") takes its subject from the sentence before when that one is about another
person (my <person>, he/she/they, a name placed "from work"); the speaker's "I" is restored
only when the sentence before has no such subject. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "entry"), [
    ("My uncle's a carpenter. Always been into woodwork.", "User's uncle is a carpenter."),
    ("My cousin runs a bakery. Been baking bread for twenty years.", "User's cousin runs a bakery."),
])
def test_the_person_just_named_keeps_the_left_out_subject(said: str, entry: str) -> None:
    assert added_as_news(said) == [entry]


@pytest.mark.parametrize("said", [
    "She's lovely. Always been a big fan of opera.",
    "Our neighbour is a pilot. Always wanted to fly.",
    "Marco from my gym? Always been obsessed with protein.",
])
def test_nothing_of_the_user_when_another_is_the_subject(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    # guards: the speaker's own sentence before, or a sentence about a thing, keeps "I"
    ("I'm a nurse. Always wanted to help people.", "User has always wanted to help people."),
    ("Work was tough today. Always been into cars though.", "User has always been into cars."),
    ("Always wanted to learn the cello.", "User has always wanted to learn the cello."),
])
def test_the_speaker_is_restored_otherwise(said: str, entry: str) -> None:
    assert entry in added_as_news(said)
