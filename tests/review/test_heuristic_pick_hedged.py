"""A hedge on a favourite's pick stays in the entry (fixlearn13, review28 R19; decided in
docs/review.md 5.6): "probably", "maybe" or "perhaps" on the pick is how sure the user is, so
the entry says it ("User's favourite board game is probably Catan."); cut, the entry claimed
a certainty the user did not say. A word that only stresses the pick ("definitely") goes.
Every reading of a favourite writes it the same way: said whole, answered to the friend's
question, and picked after a taste for many of a kind. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_at_said_time, added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("answer", "entry"), [
    ("Probably Azul.", "User's favorite board game is probably Azul."),
    ("Azul, maybe.", "User's favorite board game is maybe Azul."),
    ("Mine is perhaps Azul.", "User's favorite board game is perhaps Azul."),
    # guards: a stressed pick is the pick, and a hedge in a later sentence is not on it
    ("Definitely Azul.", "User's favorite board game is Azul."),
    ("Azul! Maybe we could play it sometime.", "User's favorite board game is Azul."),
])
def test_a_hedged_answer_to_which_favourite_keeps_the_hedge(answer: str, entry: str) -> None:
    assert added_in_turns(("assistant", "What's your favourite board game?"), ("user", answer)) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("My favourite poet is maybe Wisława Szymborska.",
     "User's favourite poet is maybe Wisława Szymborska."),
    ("My favourite teas are perhaps oolong and sencha.",
     "User's favourite teas are perhaps oolong and sencha."),
])
def test_a_hedged_favourite_said_whole_keeps_the_hedge(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_a_hedged_pick_after_a_taste_for_many_keeps_the_hedge() -> None:
    assert added_in_a_developer_session(
        "I grow all kinds of herbs, but my favourite is probably lovage.") == [
        "User grows all kinds of herbs.", "User's favourite herb is probably lovage."]


def test_a_hedge_on_the_user_themselves_is_still_no_fact() -> None:
    # a guard: only the pick's hedge is read past; "probably" on what the user is stays out
    assert added_at_said_time("I am probably a night owl.") == []
