"""learn110: the friend's own statement asked back ("I keep bees, do you?", "I have a sailboat.
Do you?") answered "I do" or "Yes" is the user's too (:mod:`.same_here`); "I do" to a denial
asked back owns the thing denied ("I don't own a piano, do you?" — "I do."). A bare yes to a
denial, a thought, a past, a statement not asked back, or a yes taken back keep nothing.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.same_here import same_said
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    # each kept nothing before learn110
    ("I keep bees, do you?", "I do!", "User keeps bees."),
    ("I have a sailboat. Do you?", "Yes I do.", "User has a sailboat."),
    ("I don't own a piano, do you?", "I do.", "User owns a piano."),
    ("I collect old maps. What about you?", "Yeah, for years now.", "User collects old maps."),
])
def test_the_statement_asked_back_is_the_users_too(friend: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", friend), ("user", answer))


@pytest.mark.parametrize(("friend", "answer"), [
    ("I don't own a piano, do you?", "Yes."),            # a bare yes to a denial: which way?
    ("I don't own a piano, do you?", "Me too."),         # agrees with the denial
    ("I keep bees.", "Yeah."),                           # not asked back: a yes is no agreement
    ("I think it will snow, do you?", "I do."),          # a thought
    ("I went fishing, did you?", "Yes."),                # a past
    ("I keep bees, do you?", "I do, but not anymore."),  # taken back
    ("I love you, do you?", "I do."),                    # the listener
])
def test_nothing_is_said_again(friend: str, answer: str) -> None:
    assert same_said(friend, answer) is None
