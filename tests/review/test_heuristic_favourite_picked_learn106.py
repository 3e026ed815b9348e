"""learn106: a favourite picked after a filler — "it's", "that'd be", "I'd say", after owning
the choice is hard — joined with the friend's question of a favourite
(:mod:`.favourite_picked`); a hedge on the saying stays on the pick. Nothing is kept when the
filler names no one thing (a pointer, a change, a tie, "one of my favourites") or the question
asks no favourite. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn106
    ("What's your favourite kind of cheese?", "Oh, it's definitely halloumi.", "User's favorite cheese is halloumi."),
    ("What's your favorite film?", "It's hard to pick just one, but I'd probably say Perfect Blue.",
     "User's favorite film is probably Perfect Blue."),
    ("What's your favorite novel?", "I would have to say Middlemarch.", "User's favorite novel is Middlemarch."),
    ("What is your favorite board game?", "That'd be Azul, hands down.", "User's favorite board game is Azul."),
    ("What's your favorite poem?", 'It\'s hard to say, but I would have to say "The Owl."',
     'User\'s favorite poem is "The Owl".'),
    ("What's your favorite opera?", "That's a tough question. I think I'd have to say Tosca.",
     "User's favorite opera is Tosca."),
])
def test_the_pick_after_a_filler_is_the_favourite(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize("answer", [
    "It's changed over the years.",                                    # a change, no pick
    "It's the one with the horns.",                                    # a pointer
    "It's so hard to say!",                                            # no pick
    "It's a tie between two of them.",                                 # a tie
    "It's hard to choose, but I'd say Azul is one of my favorites.",   # one of many
    "That's a tough question.",                                        # how the choice is
    "Azul. It's such a clever game.",                                  # what the pick is, after it
])
def test_no_one_thing_is_picked(answer: str) -> None:
    assert not [e for e in _answered("What's your favorite board game?", answer)
                if "favorite" in e and "Azul." not in e]


def test_only_a_question_of_a_favourite_takes_the_pick() -> None:
    assert _answered("How was the concert?", "It's definitely the best one yet.") == []
