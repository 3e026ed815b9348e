"""learn64 (issue 31, recall of lasting facts): a pet's name given when the friend asks for it.

"I adopted a pup last week." — "What's her name?" — "Her name is Biscuit!": the name is given
in the user's next message, answering the friend, and was lost (:mod:`.named` joined a name
only within one message). When the friend's turn asks for a name and the answer gives one
alone ("Her name is N", "Meet N"), it joins the one creature the user's message before
gained. Nothing else changes: a creature of someone else's, or an answer with no name.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns

_TOLD = ("user", "I adopted a scruffy pup from the rescue centre last week.")


@pytest.mark.parametrize(("question", "answer"), [
    ("Aww, how sweet! What's her name? Does she get on with your cat?", "Her name is Biscuit! She's full of beans."),
    ("Aww! What did you call him?", "Oh, meet Biscuit! He chews everything."),
])
def test_the_name_asked_joins_the_creature_told(question: str, answer: str) -> None:
    added = added_in_turns(_TOLD, ("assistant", question), ("user", answer))
    assert "User adopted a scruffy pup named Biscuit from the rescue centre." in added


# guards (pass on the parent too)
def test_someone_elses_creature_is_not_named() -> None:
    added = added_in_turns(("user", "My sister got a kitten."), ("assistant", "What's her name?"),
                           ("user", "Her name is Mo."))
    assert not any("named" in a for a in added)


def test_no_name_in_the_answer_leaves_the_entry() -> None:
    added = added_in_turns(_TOLD, ("assistant", "What's her name?"), ("user", "We haven't picked one yet!"))
    assert "User adopted a scruffy pup from the rescue centre." in added


# review22 R11: when the message before told of two beings, "What's her name?" may ask the
# other's; the creature's entry is left unnamed (it was right before learn64's join)
@pytest.mark.parametrize(("told", "question", "answer", "entry"), [
    ("I got a greyhound pup at the weekend. Also my cousin's wife gave birth on Monday!",
     "Aww, congrats to them! What's her name?", "Her name is Lily.", "User got a greyhound pup at the weekend."),
    ("I got a new puppy! And my boss hired a new assistant.", "What's his name?",
     "His name is Kevin, he's very keen.", "User got a new puppy."),
    ("I got a rabbit for the kids on Sunday. Their friend Ada came to see it.", "What's her name?",
     "Her name is Dot.", "User got a rabbit for the kids."),
])
def test_a_name_asked_after_two_beings_joins_neither(told: str, question: str, answer: str, entry: str) -> None:
    added = added_in_turns(("user", told), ("assistant", question), ("user", answer))
    assert entry in added and not any("named" in a for a in added)
