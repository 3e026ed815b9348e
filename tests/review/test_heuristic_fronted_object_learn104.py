"""learn104: a thing said first, the user's own clause after it as a cleft or a relative
("Gardening is what I do on weekends", "Rome is a city I would love to visit"), read with the
object put back after the verb (:mod:`.fronted_object`). Nothing is read when the thing is a
pointer, the head is "one of the …", the clause says what it is about or has a second object
after the gap, or the clause is no user's. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.fronted_object import object_put_back
from tests.review.chat_support import added_in_turns


def _said(text: str) -> list[str]:
    return added_in_turns(("assistant", "What do you get up to these days?"), ("user", text))


@pytest.mark.parametrize(("said", "kept"), [
    # each kept nothing before learn104
    ("Woodworking is what I do on weekends.", "User does woodworking on weekends."),
    ("Board games are something I play every week.", "User plays board games every week."),
    ("Lisbon is a city I would love to visit.", "User would love to visit Lisbon."),
    ("Folk music is the music I listen to most.", "User listens to folk music most."),
    ("Honestly, a hammock is what I prefer for camping trips.", "User prefers a hammock for camping trips."),
    ("Rowing is something I'm really interested in.", "User is interested in rowing."),
])
def test_the_fronted_thing_goes_back_after_the_verb(said: str, kept: str) -> None:
    assert kept in _said(said)


@pytest.mark.parametrize(("said", "written"), [
    ("Knitting is a hobby I picked up years ago.", "I picked up knitting years ago."),
    ("Wet clay is what I work with every day.", "I work with wet clay every day."),
    ("Usually a hammock is what I prefer, so there is less to carry.", "I usually prefer a hammock."),
])
def test_the_clause_is_written_with_its_object(said: str, written: str) -> None:
    assert object_put_back(said) == written


@pytest.mark.parametrize("said", [
    "That is what I do on weekends.",                            # a pointer said first
    "It's something I think about a lot.",                       # a pointer said first
    "Croquet is one of the things I love about summer.",         # one of a list, about what
    "Croquet is what I told my cousin about.",                   # what the relative is about
    "Croquet is what I gave my nephew for his birthday.",        # a second object after the gap
    "Croquet is what you play on weekends.",                     # no clause of the user's
    "Croquet is what he plays on weekends.",                     # someone else's
    "Croquet is what I play, but not anymore.",                  # a turn after the comma
    "Stealing snacks is the only fun I have.",                   # a light verb: the head is had
])
def test_other_shapes_are_not_read(said: str) -> None:
    assert object_put_back(said) is None


def _asked(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn104
    ("What's your favorite season?", "Winter is hands down my favorite.", "User's favorite season is Winter."),
    ("What is your favourite board game?", "Scrabble is definitely my favourite!",
     "User's favorite board game is Scrabble."),
])
def test_a_favourite_named_first_takes_the_questions_kind(question: str, answer: str, kept: str) -> None:
    assert kept in _asked(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you like any other animals?", "Otters are my favorite."),     # no favourite asked: of what?
    ("What's your favorite season?", "That is my favorite."),          # a pointer
    ("What's your favorite season?", "Winter is my favorite but spring is fine."),   # more after it
])
def test_a_favourite_with_no_kind_asked_keeps_nothing(question: str, answer: str) -> None:
    assert not any("favorite" in entry or "favourite" in entry for entry in _asked(question, answer))
