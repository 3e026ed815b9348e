"""learn54 (issue 31, lost condition): a restriction said as a kind after the object ("I like
dogs, but only small ones") was cut at "but", so the entry kept the object unrestricted
("User likes dogs."), a fact the user did not say. A short tail ending the sentence stays with
its clause (:func:`.text.restriction`), in the rule table's taste rows and the shape layer
alike. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I like parrots, but only tame ones.", "User likes parrots, but only tame ones."),
    ("I eat cheese, but only goat's cheese.", "User eats cheese, but only goat's cheese."),
    ("I collect stamps, but only Swiss ones.", "User collects stamps, but only Swiss ones."),
    ("I watch rugby, but only the finals.", "User watches rugby, but only the finals."),
    ("I love thrillers, but only the old classics.", "User loves thrillers, but only the old classics."),
    ("I drink beer, but only stouts.", "User drinks beer, but only stouts."),
    # "just" in a restriction is "only"
    ("I knit, but just on the train.", "User knits only on the train."),
    ("I sing, but only with my choir.", "User sings only with their choir."),
])
def test_the_restriction_stays_with_its_object(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("tail", [
    # guards: a stop, a hedge, a degree, a pronoun or a clause of its own is no restriction
    "I play darts, but not anymore.",
    "I like opera, but not really.",
    "I like cats, but only them.",
    "I bake, but only because I must.",
])
def test_what_is_no_kind_is_not_read_as_one(tail: str) -> None:
    assert not any(", but" in entry for entry in added_at_said_time(tail))


@pytest.mark.parametrize(("said", "entry"), [
    # learn75 (lost condition): a degree or a span after "but not" is no kind of the object,
    # but it qualifies the clause, so it stays in the user's words (it was cut off, and the
    # clause kept as if it held outright)
    ("I like curry, but not too hot.", "User likes curry, but not too hot."),
    ("I sketch, but not for long.", "User sketches, but not for long."),
])
def test_a_degree_after_but_not_stays_as_said(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # review19 R8: a restriction the entry cannot carry leaves the object's fact, as before
    ("I own a boat, but only a tiny one.", "User owns a boat."),
    ("I like folk, but not the newer stuff.", "User likes folk."),
    ("I like cider, but just the dry ones.", "User likes cider, but only the dry ones."),
])
def test_a_restriction_that_cannot_be_written_leaves_the_object(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
