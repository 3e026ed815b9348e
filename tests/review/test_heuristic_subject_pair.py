"""Two of the user's own people or things as one subject ("My sister and my mum live nearby"):
the clause step cut at " and my" and kept "User's mum live nearby." (one member lost, the verb
left plural for it). Noticed by learn29; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My sister and my mum live nearby.", ["User's sister and mum live nearby."]),
        ("My wife and my kids love hiking.", ["User's wife and kids love hiking."]),
        ("My partner and my best friend are both nurses.",
         ["User's partner and best friend are both nurses."]),
        # two owners are both said
        ("My son and our daughter play chess every Sunday.",
         ["User's son and their daughter play chess every Sunday."]),
    ],
)
def test_a_pair_of_ones_own_as_the_subject_stays_whole(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # each member has a verb of its own: two clauses, as before
        ("My mum is ill and my dad works nights.", ["User's mum is ill.", "User's dad works nights."]),
        ("My brother lives in Oslo and my sister lives in Rome.",
         ["User's brother lives in Oslo.", "User's sister lives in Rome."]),
    ],
)
def test_two_clauses_each_with_its_own_verb_stay_two(said: str, kept: list[str]) -> None:
    assert added(said) == kept
