"""prec24 (issue 31, Multi-Session Chat's dev half): people typing over several sessions. The
apostrophe typed as a space ("I m", "I ve") was written "User m …" / "User ves …"; a doing in
the past progressive with no mark of a stretch ("I was sorting out the attic and …") is the
frame of one told moment, not a fact that still holds. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.apostrophes import restored
from reverie.review.providers.heuristic.told_moment import a_told_moment
from reverie.review.providers.heuristic.well_formed import broken, mended

from .chat_support import added_in_a_developer_session, added_in_turns


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
    "User was outgoing and a keen reader.",                          # no doing
    "User was nothing like their brother.",
    "User is playing a board game.",                                 # not the past progressive
])
def test_a_stretch_of_life_stays(entry: str) -> None:
    assert not a_told_moment(entry)


@pytest.mark.parametrize(("entry", "written"), [
    ("User likes jazz btw.", "User likes jazz."),                     # the chat's tag
    ("User bakes bread on Sundays huh.", "User bakes bread on Sundays."),
    ("User loves to cook, so yeah.", "User loves to cook."),
    ("User eats the the figs from their tree.", "User eats the figs from their tree."),
    ("User likes tennis, golf is boring.", "User likes tennis."),     # a second sentence spliced
    ("User has a dog, which is old.", "User has a dog, which is old."),
    ("User lives in a port town, and on market day, stalls are everywhere.",
     "User lives in a port town, and on market day, stalls are everywhere."),   # no fragment kept
    ("User says yeah a lot.", "User says yeah a lot."),
    ("User thinks that of all lakes, ours is the coldest.", "User thinks that of all lakes, ours is the coldest."),
    ("User knows when it rains, moss is greener.", "User knows when it rains, moss is greener."),
])
def test_typed_tails_mended(entry: str, written: str) -> None:
    assert mended(entry) == written


@pytest.mark.parametrize("text", [
    "User rather hikes",                     # "would" lost
    "User really rather cycles",
    "User works for the a theatre",          # two determiners
    "User dons not eat meat",                # "I don not" agreed as a verb
    "User tries not",
    "User was seven",                        # a past age, its "when …" cut
    "User was about 12 years old",
])
def test_typed_writing_no_sentence_has(text: str) -> None:
    assert broken(text)


@pytest.mark.parametrize("text", [
    "User is rather tall",
    "User would rather hike",
    "User tries not to eat sugar",
    "User likes not having to commute",
    "User hopes not",
    "User chooses not to drive",
    "User does not eat meat",
    "User works for a theatre",
    "User is 19",
    "User got an A in chemistry",            # a grade, not a second determiner
    "User is a The Cure fan",
    "User was seven when they first rode a horse",
])
def test_their_twins_stay(text: str) -> None:
    assert not broken(text)


def test_the_broken_reply_keeps_nothing() -> None:
    assert added_in_turns(("assistant", "Do you like cats?"), ("user", "No I rather hamster. I own two.")) == []


def test_a_past_age_alone_keeps_nothing() -> None:
    assert added_in_a_developer_session("I was six when I learned to swim!") == []
