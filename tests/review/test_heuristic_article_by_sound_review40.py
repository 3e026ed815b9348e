"""review40: the indefinite article of an entry goes by the sound of the word after it.

"a" was made "an" before any vowel letter, so a correct "a used kayak" the user said came out
"an used kayak", and an article the writing puts in ("this unicorn poster", a relative's
thing) followed the letter too."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.extract import disclosed
from reverie.review.providers.heuristic.writing import indefinite_article


@pytest.mark.parametrize(("phrase", "article"), [
    ("used kayak", "a"), ("university", "a"), ("unicorn poster", "a"), ("European trip", "a"),
    ("one-way ticket", "a"), ("ukulele", "a"), ("useful tool", "a"), ("utility bill", "a"),
    ("umbrella", "an"), ("uncle", "an"), ("unusual hobby", "an"), ("uninvited guest", "an"),
    ("unimportant detail", "an"), ("old car", "an"), ("onion", "an"), ("usher", "an"),
    ("hour", "an"), ("honest answer", "an"), ("house", "a"), ("egg", "an"),
])
def test_the_article_follows_the_sound(phrase: str, article: str) -> None:
    assert indefinite_article(phrase) == article


@pytest.mark.parametrize(("said", "kept"), [
    ("I bought a used kayak.", "User bought a used kayak."),
    ("I have a unicorn poster.", "User has a unicorn poster."),
    ("I teach chemistry at a university near Boston.",
     "User teaches chemistry at a university near Boston."),
    # the letter's "an" still comes where the sound is a vowel's
    ("I adopted this unusual lizard.", "User adopted an unusual lizard."),
    ("I adopted this adorable puppy.", "User adopted an adorable puppy."),
])
def test_an_entry_keeps_the_article_said(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, None)] == [kept]
