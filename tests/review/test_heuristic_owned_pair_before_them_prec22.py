"""prec22 (issue 31, broken writing): a word after "and" that pairs with an owned noun before it
and has a preposition after it is that noun's twin, not a second verb whose object is a closing
"them": "I was cross with my aunt and uncle for leaving without me." was written "… their aunt
and uncles for leaving without them." A verb with its object straight after it, or a common
verb of the lists, still agrees. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person


@pytest.mark.parametrize(("written", "kept"), [
    ("the user was cross with their aunt and uncle for leaving without them.",
     "the user was cross with their aunt and uncle for leaving without them."),
    ("the user still remembers being angry at their gran and grandad for ignoring them.",
     "the user still remembers being angry at their gran and grandad for ignoring them."),
])
def test_an_owned_pair_before_a_preposition_stays_a_pair(written: str, kept: str) -> None:
    assert third_person(written) == kept


@pytest.mark.parametrize(("said", "written"), [
    ("I feed my cat and brush them daily.", "the user feeds the user's cat and brushes them daily."),
    ("I am allergic to cats and stay away from them.", "the user is allergic to cats and stays away from them."),
    ("I miss my cousins and visit with them often.", "the user misses the user's cousins and visits with them often."),
])
def test_a_second_verb_before_them_still_agrees(said: str, written: str) -> None:
    assert third_person(said) == written
