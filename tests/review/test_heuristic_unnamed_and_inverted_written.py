"""learn54 (issue 31; judge19's strict dev reading, classes wrong fact, broken writing and naming
nothing): "just" after a negation was cut as a filler (the sense inverted); the chat's "such"
and a "part of me" were written into the entry; a subject of unnamed members, a step named only
as a step and a giving whose thing a cut relative took away ("… giving kids.") name nothing.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import dateless
from reverie.review.providers.heuristic.written_form import faults

from .chat_support import added_at_said_time


def test_not_just_is_not_only() -> None:
    assert dateless("Rowing is my anchor, not just a workout") == "Rowing is my anchor, not only a workout"
    assert not any("not a workout" in e for e in added_at_said_time("Rowing is my anchor, not just a workout."))


@pytest.mark.parametrize(("said", "entry"), [
    ("Dancing's such an essential part of me lately.", "Dancing is an essential part of the user's life."),
    ("Choir is such a lovely fixture of my week.", "Choir is a lovely fixture of the user's week."),
])
def test_the_chats_such_and_part_of_me(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("entry", [
    "Particular painters are old friends to the user.",
    "Some podcasts make the user think.",
    "User made a first step to a career in law.",
    "User has made a big step towards opening a bakery.",
    "User looks forward to giving kids.",
    "User loves offering families.",
])
def test_naming_nothing(entry: str) -> None:
    assert faults(entry)


@pytest.mark.parametrize("entry", [
    # guards: named members, a step counted or named, a giving with its thing
    "Some of the user's cousins live in Perth.",
    "User does ten thousand steps a day.",
    "User took their first steps in ballet at four.",
    "User gives kids free swimming lessons.",
    "User loves giving people a lift.",
])
def test_named_is_kept(entry: str) -> None:
    assert faults(entry) == []

