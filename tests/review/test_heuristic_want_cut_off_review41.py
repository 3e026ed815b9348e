"""review41: a word that is a verb of wanting or a noun ("plans", "hopes", "wishes", "aims",
"needs", "hope"), last after "and" in a pair of nouns, is the pair's second noun, not a verb
left over from a cut infinitive. 0ea91082 cut it off with the "and" ("I have big dreams and
plans." kept "User has big dreams."). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import mended

from .chat_support import added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("I have big dreams and plans.", "User has big dreams and plans."),
    ("I keep a journal of my hopes and wishes.", "User keeps a journal of their hopes and wishes."),
    ("I have faith and hope.", "User has faith and hope."),
    ("I have my own needs and wants.", "User has their own needs and wants."),
    ("I have goals and needs.", "User has goals and needs."),
])
def test_a_pair_of_nouns_ending_in_such_a_word_is_kept_whole(said: str, kept: str) -> None:
    adds = added_in_turns(("assistant", "What have you been up to?"), ("user", said))
    assert kept in adds, adds


@pytest.mark.parametrize(("entry", "written"), [
    ("User has hobbies and aims.", "User has hobbies and aims."),
    ("User gives the kids joy and hope.", "User gives the kids joy and hope."),
    ("User has ideas and plans.", "User has ideas and plans."),
    # the verbs left over are still cut off: bare, or marked a verb by an adverb
    ("User has friends who hike a lot and want.", "User has friends who hike a lot."),
    ("User keeps bees and also hopes.", "User keeps bees."),
    ("User paints murals and really needs.", "User paints murals."),
    ("User runs a bakery and intends.", "User runs a bakery."),
])
def test_mended_cuts_a_want_but_not_a_noun_pair(entry: str, written: str) -> None:
    assert mended(entry) == written
