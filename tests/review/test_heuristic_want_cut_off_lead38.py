"""session 38 (review40's leftover): a verb that wants what follows it, left last after "and"
once its infinitive was cut away, is no part of the entry: the clause before it is kept
whole ("User has friends who hike a lot and want." before). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import mended

from .chat_support import added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("I have friends who hike a lot and want to join them this summer.", "User has friends who hike a lot."),
    ("I have a sister who sings and want to learn from her.", "User has a sister who sings."),
])
def test_the_clause_before_a_cut_off_want_is_kept(said: str, kept: str) -> None:
    adds = added_in_turns(("assistant", "What have you been up to?"), ("user", said))
    assert kept in adds, adds
    assert not any(a.endswith(" want.") for a in adds), adds


@pytest.mark.parametrize(("entry", "written"), [
    ("User has friends who hike a lot and want.", "User has friends who hike a lot."),
    ("User keeps bees and also hopes.", "User keeps bees."),
    # a pair of such verbs is whole; a want with its object stays
    ("User has everything they need and want.", "User has everything they need and want."),
    ("User bakes bread and wants a bigger oven.", "User bakes bread and wants a bigger oven."),
])
def test_mended_cuts_only_a_want_left_last(entry: str, written: str) -> None:
    assert mended(entry) == written
