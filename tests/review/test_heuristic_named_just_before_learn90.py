"""learn90 (issue 31): an object "it"/"them" read as the one thing the user's own sentence
just before was about (:mod:`...heuristic.named_just_before`).

Each sentence is our own. Each resolved row kept nothing at the parent (the pointer's entry
was refused as naming nothing); its refused twins (two things, a person, an event, a thing
told in the past, a question, the friend's sentence, an idiom, a number that does not agree)
keep nothing still."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.capitals import Capitals
from reverie.review.providers.heuristic.named_just_before import named_just_before

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: said to the assistant, and between two people after the
    other asks."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "Hi Oona!"), ("user", "Hey Tamsin!"),
                           ("assistant", "So what keeps you busy these days?"), ("user", said))]


def _pointer_entries(adds: list[str]) -> list[str]:
    """The entries written from the pointer's sentence (the sentence before may keep its own)."""
    return [a for a in adds if a.startswith("User") and " it" not in a and " them" not in a
            and any(w in a for w in ("improving", "practises", "collects", "has been doing", "mends",
                                     "reads", "tunes", "plays"))]


@pytest.mark.parametrize(("said", "kept"), [
    ("The cello is hard. I'm slowly improving at it.", "User is slowly improving at the cello."),
    ("The cello is a stubborn instrument. I practise it every night.",
     "User practises the cello every night."),
    ("Enamel badges are my weakness. I collect them.", "User collects enamel badges."),
    ("Knitting calms me. I've been doing it since my teens.", "User has been doing knitting since their teens."),
])
def test_the_pointer_is_the_thing_said_just_before(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize("said", [
    # two things the sentence before names: "it" may be either
    "The cello and the harp are hard. I'm slowly improving at it.",
    "The cello is hard for my nephew. I'm slowly improving at it.",
    # a person; a name said alone, which may be a person's
    "My coach is strict. I'm slowly improving at it.",
    "Brannock is strict. I'm slowly improving at it.",
    # an event (by its kind, or by its day), and a thing told in the past: "it" may be the occasion
    "The regatta is on Sunday. I practise it every night.",
    "The recital is a big deal. I practise it every night.",
    "The cello was hard. I'm slowly improving at it.",
    # a question, a wish
    "Is the cello hard? I'm slowly improving at it.",
    "The cello is hard. I would be improving at it.",
    # the number disagrees: "them" for one thing, "it" for many
    "The cello is hard. I'm slowly improving at them.",
    "Enamel badges are lovely. I collect it.",
    # an idiom holds no thing; a dummy "it" for the clause after it
    "The cello is hard. I keep at it and it's worth it.",
    "The cello is hard. I find it tough to practise.",
    # another pointer in the sentence: which one is the cello?
    "The cello is hard. I'm slowly improving at it with this teacher.",
])
def test_no_single_thing_no_entry(said: str) -> None:
    for adds in _both(said):
        assert _pointer_entries(adds) == [], adds


def test_never_the_friends_sentence() -> None:
    # the thing named in the friend's turn is theirs to name: the user's "it" stays unread here
    adds = added_in_turns(("assistant", "Hi Oona!"), ("user", "Hey Tamsin!"),
                          ("assistant", "The cello is hard."), ("user", "I'm slowly improving at it."))
    assert "User is slowly improving at the cello." not in adds, adds


@pytest.mark.parametrize(("before", "sentence", "written"), [
    ("The cello is hard.", "I'm slowly improving at it.", "I'm slowly improving at the cello."),
    ("Enamel badges are my weakness.", "I collect them.", "I collect enamel badges."),
    ("\"Salt Road\" is a slow novel.", "I read it on the train.", "I read \"Salt Road\" on the train."),
    ("The cello is hard.", "Is anyone improving at it?", None),
    ("The cello is hard.", "It is worth the effort.", None),
    ("The cello is hard.", "I think it will get easier.", None),
    ("The cello is hard.", "You should try it.", None),
    ("Brannock is strict.", "I'm slowly improving at it.", None),
])
def test_the_rewriting(before: str, sentence: str, written: str | None) -> None:
    assert named_just_before(before, sentence, Capitals([before, sentence])) == written
