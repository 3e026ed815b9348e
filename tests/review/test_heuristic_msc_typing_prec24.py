"""prec24 (issue 31, Multi-Session Chat's dev half): people typing over several sessions. The
apostrophe typed as a space ("I m", "I ve") was written "User m …" / "User ves …"; a doing in
the past progressive with no mark of a stretch ("I was sorting out the attic and …") is the
frame of one told moment, not a fact that still holds. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.apostrophes import restored
from reverie.review.providers.heuristic.told_moment import a_told_moment

from .chat_support import added_in_turns


@pytest.mark.parametrize(("said", "read"), [
    ("I m a night nurse myself.", "I'm a night nurse myself."),
    ("Hello! i m tom and I m bored", "Hello! I'm tom and I'm bored"),
    ("I ve painted with oils for years.", "I've painted with oils for years."),
    ("I made it. I move soon.", "I made it. I move soon."),     # "m" / "ve" only as a word
])
def test_the_apostrophe_typed_as_a_space_is_read(said: str, read: str) -> None:
    assert restored(said) == read


def test_the_entry_is_written_with_its_verb() -> None:
    assert added_in_turns(("assistant", "What do you do?"),
                          ("user", "I m a night nurse myself. Nights suit me.")) == ["User is a night nurse."]
    assert added_in_turns(("assistant", "Any hobbies?"),
                          ("user", "I ve painted with oils for years.")) == ["User has painted with oils for years."]


@pytest.mark.parametrize("entry", [
    "User was sorting out the attic and found their old yo-yo.",
    "User was playing a board game.",
    "User was just wandering around the harbour.",
    "User was chatting to the pharmacist at work.",
    "User was getting worried.",
    "User was recently trying out different bread recipes.",
])
def test_a_doing_of_one_told_moment(entry: str) -> None:
    assert a_told_moment(entry)


@pytest.mark.parametrize("entry", [
    "User was working as a welder for years before they retired.",   # a stretch by its verb
    "User was living in Lisbon.",
    "User was being raised by their grandmother in Peru.",
    "User was always sketching as a kid.",                           # a mark of a stretch
    "User was sketching a lot in college.",
    "User was playing the drums every weekend back then.",
    "User was outgoing and a very hard worker.",                     # no doing
    "User was nothing like their brother.",
    "User is playing a board game.",                                 # not the past progressive
])
def test_a_stretch_of_life_stays(entry: str) -> None:
    assert not a_told_moment(entry)
