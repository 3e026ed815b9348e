"""prec19 (issue 31; Topical-Chat's `test_rare.json` dev half, read by nobody before): entries
whose object the talk named and the entry does not (:mod:`...heuristic.unnamed_object`): the
talk's thing by a general head ("all the films", "the last one"), a quantifier with a general
head ("several big teams"), a pointer for the whole object ("… bored of it after a while"),
playing or being a fan with nothing played or followed.

Each sentence is our own; each refused one was kept before the change (checked at the parent).
What names its thing, a kind or the user's own, stays."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.unnamed_object import names_nothing
from reverie.review.providers.heuristic.well_formed import mended

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: with no names exchanged, and after the other asks."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "Oh I have watched all the films.",
    "I've seen bits of a few.",
    "I have not seen that show in ages.",
    "I get bored of it after a while.",
    "I picked up that record when it came out.",
    "I don't play.",
    "I used to play.",
    "I've never played.",
    "I started playing at nine.",
    "I was never a huge fan.",
    "I consider myself a fan.",
    "I was a bigger fan in the past.",
    "I like several big teams.",
    "I have watched some episodes.",
])
def test_an_object_left_in_the_talk_gives_nothing(said: str) -> None:
    assert [[a for a in adds if a.startswith("User")] for adds in _both(said)] == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love the movies of Akira Kurosawa.", "User loves the movies of Akira Kurosawa."),
    ("I have seen all the Alien films.", "User has seen all the Alien films."),
    ("I like the first Dune book best.", "User likes the first Dune book best."),
    ("I play the cello.", "User plays the cello."),
    ("I play chess at the club.", "User plays chess at the club."),
    ("I watch some cooking shows.", "User watches some cooking shows."),
    ("I play video games.", "User plays video games."),
    ("I like movies.", "User likes movies."),
    ("I am a huge fan of the Lakers.", "User is a huge fan of the Lakers."),
    ("I play piano and I started playing at six.", "User plays piano."),
])
def test_a_thing_named_stays(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize(("entry", "unnamed"), [
    ("User only saw the last one, not the first", True),
    ("User loved the original two", True),
    ("User has seen both", True),
    ("User went to both", True),
    ("User can't think of it off the top of their head", True),
    ("User has two dogs and walks them daily", False),
    ("User watched the first Matrix film", False),
    ("User likes the sea", False),
    ("User has seen a lot of films", False),
    ("User plays in a band", False),
    ("User is a fan of jazz", False),
])
def test_names_nothing_reads_the_entry_alone(entry: str, unnamed: bool) -> None:
    assert names_nothing(entry) is unnamed


# A clause fused after a common noun (:func:`...heuristic.well_formed._noun_fused_at`): the
# first clause is kept alone; a reduced relative clause, whose verb's object is gapped, stays.
@pytest.mark.parametrize(("said", "kept"), [
    ("I'm not a plumber I'm a baker at a small shop.", "User is not a plumber."),
    ("I love the old spy film I think Connery was the best.", "User loves the old spy film."),
    ("I like the games I play with friends.", "User likes the games they play with friends."),
    ("I love the books I read as a kid.", "User loves the books they read as a kid."),
])
def test_a_clause_fused_after_a_noun_is_cut(said: str, kept: str) -> None:
    for adds in _both(said):
        assert [a for a in adds if a.startswith("User")] == [kept], adds


@pytest.mark.parametrize(("entry", "kept"), [
    ("User refuses to read it they are on a strange diet.", "User refuses to read it."),
    ("User is not a big fan it was a great show though.", "User is not a big fan."),
    ("User skipped that show they like shows about cooking.", "User skipped that show."),
    ("User likes the way they are.", "User likes the way they are."),
    ("User loves the film they think is best.", "User loves the film they think is best."),
    ("User told the kids they are great.", "User told the kids they are great."),
    ("User has a dog they love dearly.", "User has a dog they love dearly."),
    ("User hates it when they are late.", "User hates it when they are late."),
])
def test_mended_cuts_at_a_subject_after_a_noun(entry: str, kept: str) -> None:
    assert mended(entry) == kept


def test_a_subject_after_a_joining_word_is_no_fusion() -> None:
    entry = "User always reads the label and if it is sweet then they put it back."
    assert mended(entry) == entry
