"""A long clause keeps the first verb phrase of its purpose only when the "and" it stops at
opens a second verb phrase (review16 Q4, a follow-up to learn42's cut in heuristic/disclosure.py).
The "and" of a pair of nouns is no second purpose: cut there, the entry would state half the pair
as the whole purpose. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize(("said", "kept"), [
    # a pair of languages, of people, of things one's own: the purpose is not cut inside it
    ("I'm taking a weekend course at the library across town to learn Italian and Greek for my "
     "next trip.", "User is taking a weekend course at the library across town."),
    ("I help out at the youth club on Saturdays to coach boys and girls how to play chess and "
     "draughts.", "User helps out at the youth club on Saturdays."),
    ("I bought an old trailer last spring to carry my kayak and our camping gear to lakes around "
     "the region.", "User bought an old trailer."),
])
def test_the_and_of_a_noun_pair_is_no_second_purpose(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I joined a choir at the community hall last winter to sing every week and make some new "
     "friends.", "User joined a choir at the community hall to sing every week."),
    ("I cycle to the pool near my flat four times a week to swim some laps and not to go stir "
     "crazy.", "User cycles to the pool near their flat four times a week to swim some laps."),
])
def test_a_second_verb_phrase_is_still_where_the_purpose_is_cut(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "half"), [
    # fix26 (review16 Q4): a pair of people under one possessive before a second object; cut at
    # its "and", the entry would name one of them as the whole of who is given the thing
    ("I've been putting a little aside from every paycheck this year to buy my gran and grandad a "
     "new sofa.", "their gran"),
    ("I've been working extra shifts at the depot all winter to fly my sister and niece a long way "
     "home.", "their sister"),
])
def test_a_pair_under_one_possessive_is_not_cut_in_two(said: str, half: str) -> None:
    entries = added(said)
    assert entries and not any(e.rstrip(".").endswith(half) for e in entries), entries
