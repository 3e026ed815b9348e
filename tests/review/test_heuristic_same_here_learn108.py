"""learn108: "Me too" / "I do too" / "Same here" after the friend's statement of a lasting
taste or state says the same of the user (:mod:`.same_here`). A statement of the moment, a
negation, a modal, one about the listener, a pointer, an agreement taken back or asked keep
nothing of it. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.same_here import same_said
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    # each kept nothing of the friend's statement before learn108
    ("Speaking of food, I love dumplings.", "I do too! Even the frozen ones.", "User loves dumplings."),
    ("I live in a small town.", "Me too, but I miss the quiet of the farm.", "User lives in a small town."),
    ("My favorite game is chess. What about you?", "Same here, it is a great game.", "User's favourite game is chess."),
    ("I prefer jazz. I do love blues too.", "So do I.", "User loves blues."),
    ("I am a nurse.", "Same!", "User is a nurse."),
])
def test_the_friends_statement_is_the_users_too(friend: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", friend), ("user", answer))


@pytest.mark.parametrize(("friend", "answer"), [
    ("I just got home from work.", "Me too!"),          # the moment
    ("I don't like cats.", "Me too."),                   # a negation
    ("I love you.", "Me too."),                          # the listener
    ("I will be a doctor one day.", "Me too!"),          # a modal
    ("I love it.", "Same here."),                        # a pointer
    ("I love hiking.", "Me too, sort of."),              # taken back
    ("I love hiking.", "Me too?"),                       # asked
    ("I love hiking. Do you like to swim?", "Me too."),  # the friend's last words ask another thing
    ("I love hiking, but my knees hurt.", "Same."),      # two clauses: which one?
    ("I love hiking.", "I do not."),                     # no agreement
])
def test_nothing_is_said_again(friend: str, answer: str) -> None:
    assert same_said(friend, answer) is None
