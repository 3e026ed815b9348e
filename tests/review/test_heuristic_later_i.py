"""F22 (review9): once an entry's subject is "User", a later "I" of the same speaker is
"they", as a later "my" is "their" — "User sold the boat the user had been restoring" named
the user twice. Someone else's subject ("My sister says I …") keeps "the user". Our own
sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "written"), [
    ("I finally sold the canoe I'd been patching up since June.",
     "User sold the canoe they had been patching up."),
    ("I live in the village I grew up in.", "User lives in the village they grew up in."),
])
def test_a_later_i_after_the_user_is_they(said: str, written: str) -> None:
    assert added(said) == [written]


@pytest.mark.parametrize(("first", "third"), [
    ("I think I'm a night owl", "the user thinks they are a night owl"),
    ("I was sure I was late", "the user was sure they were late"),
    ("I've kept the shop I'll run until I retire", "the user has kept the shop they will run until they retire"),
    # the subject is someone else: the user is named where "I" was
    ("My brother says I cook well", "the user's brother says the user cooks well"),
])
def test_the_verb_after_they_is_the_plural_said(first: str, third: str) -> None:
    assert third_person(first) == third
