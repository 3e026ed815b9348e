"""learn106: a no to "Have you ever <done> X?" is "I have never <done> X", and a no to "Do you
have any <kids / pets / …>?" is "I have no <kind>" (:mod:`.denied`). Nothing is read when the
no is qualified ("not with …", "only once"), when the question points ("been there?"), asks
of a thought or a wish, of the moment (no "ever"), names two things, or is the friend's own.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn106
    ("Have you ever been to Oslo?", "Nope! Maybe one day.", "User has never been to Oslo."),
    ("Have you ever owned a boat?", "No, I haven't, but I'd love to.", "User has never owned a boat."),
    ("Have you ridden a camel before?", "I have not, sadly.", "User has never ridden a camel."),
    ("So have you ever seen a tornado?", "Never! I hope I never do.", "User has never seen a tornado."),
    ("Do you have any siblings?", "No, I don't. It was just me growing up.", "User has no siblings."),
    ("Do you own a car?", "Nah, I don't. I cycle everywhere.", "User doesn't have a car."),
    # the near twins of a correction: a wish, a hope or hearsay pointing back keeps the no
    ("Have you ever been to Lisbon?", "No, but I'd love to go there.", "User has never been to Lisbon."),
    ("Have you ever been to Lisbon?", "No. I have heard it is lovely.", "User has never been to Lisbon."),
    ("Have you ever owned a canoe?", "No, I have never had room for one.", "User has never owned a canoe."),
])
def test_a_no_to_a_question_of_a_life_is_kept(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Have you ever tried rowing?", "No, not on open water."),          # a qualified no
    ("Have you ever been to Oslo?", "Nope, only once for work."),       # a part done
    ("Have you ever been there?", "No."),                               # a pointer
    ("Have you ever tried one?", "Nope!"),                              # a pointer
    ("Have you ever thought about moving?", "No."),                     # a thought
    ("Have you ever wanted to sing?", "Nope."),                         # a wish
    ("Have you eaten lunch?", "No."),                                   # the moment: no "ever"
    ("Have you ever been to Oslo or Bergen?", "No."),                   # which one?
    ("Have you ever met my brother?", "No, I haven't."),                # the friend's own
    ("Have you ever been to Oslo?", "Yes, twice."),                     # no no
    # review48: a correction after the no, the user's tie to the thing itself (each kept
    # "never" at the parent)
    ("Have you ever been to Lisbon?", "No, I live there."),
    ("Have you ever visited Quebec?", "Nope, I was born there!"),
    ("Have you ever owned a canoe?", "No, I rent one every summer."),
    ("Have you ever been to Turin?", "Nope, I grew up there."),
])
def test_nothing_is_kept(question: str, answer: str) -> None:
    assert not [e for e in _answered(question, answer) if "never" in e or " no " in e or "n't" in e]
