"""Session 41 (review43, on learn94's asked_thing): a thing in general is one said bare as the
question's subject ("Music sure seems to lift us up, huh?"); an article or a possessive makes
it one thing of the moment or someone's ("The lake sure is calm today, huh?" kept "The lake
helps the user think."; "Mine sure is loud, huh?" kept "Mine keeps the user up."). And "to be
<doing>" in "What's it like to be moving abroad?" is the doing itself (it was written "Being
moving abroad …"). A trouble, an occasion or a thing said as the state of another is no lasting
thing of the user's for "What kind of X is it?" to point at. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.asked_thing import answered_pointer
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("question", "answer"), [
    ("The lake sure is calm today, huh?", "It helps me think."),
    ("Mine sure is loud, huh?", "It keeps me up."),
    ("My cooking sure is good, huh?", "It makes me happy."),
    ("Her garden really helps you relax, huh?", "It helps me forget my worries."),
])
def test_a_thing_with_an_article_or_an_owner_is_no_thing_in_general(question: str, answer: str) -> None:
    assert answered_pointer(answer, question) is None
    assert added_in_turns(("assistant", question), ("user", answer)) == []


def test_a_bare_thing_is_still_read() -> None:
    assert answered_pointer("It really helps me focus at work.", "Music sure seems to lift us up, huh?") \
        == "Music really helps me focus at work."


def test_to_be_doing_is_the_doing() -> None:
    assert added_in_turns(("assistant", "What's it like to be moving abroad?"),
                          ("user", "It gives me a fresh start.")) == ["Moving abroad gives the user a fresh start."]


def _with_the_assistant(*turns: tuple[str, str]) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=tuple(
        ReviewMessage(i, role, text) for i, (role, text) in enumerate(turns, 1))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("own", "question", "answer"), [
    # a trouble, an occasion, a thing said as the state of another: no lasting thing of the
    # user's (learn94's f060b32a read the assistant's questions: "User's bug is a race condition.")
    ("I've got a bug in my parser.", "What kind of bug is it?", "It's a race condition."),
    ("I have a problem with my deploy.", "What kind of problem is it?", "It's a permissions issue."),
    ("I have a meeting with the client tomorrow.", "What kind of meeting is it?", "It's a design review."),
])
def test_a_passing_thing_is_not_pointed_at(own: str, question: str, answer: str) -> None:
    assert _with_the_assistant(("user", own), ("assistant", question), ("user", answer)) == []


def test_a_thing_the_user_has_is_still_pointed_at() -> None:
    assert "User's new laptop is a ThinkPad." in _with_the_assistant(
        ("user", "I just got a new laptop."), ("assistant", "What kind of laptop is it?"), ("user", "It's a ThinkPad."))


def test_a_second_one_of_the_kind_leaves_the_pointer_unread() -> None:
    added = added_in_turns(("user", "I have a dog. My neighbour has one too."),
                           ("assistant", "What breed of dog is it?"), ("user", "It's a husky."))
    assert not any("husky" in entry for entry in added)
