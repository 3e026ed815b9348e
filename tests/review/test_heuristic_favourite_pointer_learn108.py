"""learn108: "It's / They're my favourite <kind>" said of the thing the user's own words just
named, in a taste of theirs or a question of theirs to the friend (:mod:`.favourite_pointer`),
is "My favorite <kind> is <thing>". A pointer of the wrong number, a thing that is vague or the
friend's, or a favourite with no kind after the user's own taste keep no favourite. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.favourite_pointer import favourite_said
from tests.review.chat_support import added_in_turns


def _said(turn: str) -> list[str]:
    return added_in_turns(("assistant", "Hi! How is your week going?"), ("user", turn))


@pytest.mark.parametrize(("turn", "kept"), [
    # each kept no favourite before learn108
    ("Do you like the Lumineers? They are my favorite band.", "User's favourite band is the Lumineers."),
    ("Have you ever watched canoe polo? It's my favorite sport!", "User's favourite sport is canoe polo."),
    ("I drink green tea every day, it is my favorite drink.", "User's favourite drink is green tea."),
    ("Do you play chess? It is my favorite!", "User likes chess."),
])
def test_the_favourite_is_the_thing_just_named(turn: str, kept: str) -> None:
    assert kept in _said(turn)


@pytest.mark.parametrize(("before", "sentence"), [
    ("Do you like board games?", "It is my favorite pastime."),      # "it" for a plural
    ("I like jazz.", "They are my favorite."),                        # "they" for one thing
    ("I like that kind of music.", "It is my favorite genre."),       # vague
    ("You should try the lasagna.", "It's my favorite dish."),        # no taste nor question of the user's
    ("I love my dog.", "He is my favorite."),                          # a person or pet: no pointer of a thing
    ("I listen to a lot of blues.", "It is my favorite!"),            # no kind after the user's own taste
    ("I like teal.", "It is my favorite color."),                     # the taste's sentence before: fix30's
    ("Do you like hiking?", "Is it my favorite?"),                    # a question
])
def test_no_favourite_is_read(before: str, sentence: str) -> None:
    assert favourite_said(before, sentence) is None


def test_the_friends_thing_is_not_the_users_favourite() -> None:
    kept = added_in_turns(("assistant", "I love the Lumineers."), ("user", "They are my favorite band."))
    assert not [e for e in kept if "favourite" in e]
