"""learn90 (issue 31, precision): three faults of :mod:`...heuristic.owned` (a subject pronoun
read as the thing the user just said they have), found reading the dev dumps' pointer
resolutions. Each sentence is our own; each refused or rewritten row was kept wrong at the
parent (checked there); the twins are kept as before.

* "it" the dummy of an infinitive with its own object or clause ("It's striking to watch how
  …") is not the thing: the parent wrote "User's favourite sight is striking to watch how …";
* "'s" before an adverb and "been" is "has" (the parent wrote "… is always been …");
* a noun phrase cut by a capital inside it ("my favourite Welsh word") is not read as the
  part before the capital (the parent wrote "My favourite means longing.")."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.owned import owned

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "Hi Oona!"), ("user", "Hey Tamsin!"),
                           ("assistant", "So what keeps you busy these days?"), ("user", said))]


def test_a_dummy_it_of_a_seeing_is_not_the_thing() -> None:
    said = "My favourite sight is the gulls diving as a flock. It's striking to watch how they split the catch."
    for adds in _both(said):
        assert not any("striking" in a for a in adds), adds


@pytest.mark.parametrize(("before", "sentence"), [
    ("My favourite sight is the gulls diving as a flock.", "It's striking to watch how they split the catch."),
    ("My aim is planting a hundred oaks.", "It's calming to think I could help the town."),
    ("My new job is by the canal.", "It's pleasant to watch the herons each morning."),
])
def test_the_dummy_it_is_not_read(before: str, sentence: str) -> None:
    assert owned(before, sentence) is None


def test_has_always_been() -> None:
    said = "I have a niece who's a chess whizz. She's always been ahead of her class."
    for adds in _both(said):
        assert "User's niece has always been ahead of her class." in adds, adds
        assert not any("is always been" in a for a in adds), adds


def test_has_with_an_adverb_between() -> None:
    assert owned("I adopted a puppy in May.", "He's already got a favourite toy.") \
        == "My puppy has already got a favourite toy."


def test_a_phrase_cut_by_a_capital_is_not_read() -> None:
    assert owned("My favourite Welsh word is hiraeth.", "It means longing.") is None


# The twins: a thing that is the infinitive's object, a thing named, a name after the phrase.
@pytest.mark.parametrize(("before", "sentence", "written"), [
    ("I got a new guitar last month.", "It's easy to play.", "My guitar is easy to play."),
    ("I got a new guitar last month.", "It's a vintage Fender.", "My guitar is a vintage Fender."),
    ("I bought a Fender guitar.", "It's a joy to play.", None),
])
def test_the_twins_read_as_before(before: str, sentence: str, written: str | None) -> None:
    assert owned(before, sentence) == written
