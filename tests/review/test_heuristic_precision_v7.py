"""The shape layer's precision, v7 (issue 31, learn8): what a person says that is not a
lasting fact about them gives nothing, and what is kept reads as one proper third-person
sentence. Each case is a shape first seen on LoCoMo's dev half (conversations 1-5);
every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage


def added(*said: str) -> list[str]:
    # a friend's greeting first: the chat is between people, as on LoCoMo
    messages = (ReviewMessage(1, "assistant", "Hi Robin, how have you been?"),) + tuple(
        ReviewMessage(i + 2, "user", text) for i, text in enumerate(said))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("said", "expected"), [
    # a list of verb phrases after one subject agrees member by member
    ("I usually read novels, swim, and have friends over on weekends.",
     "User usually reads novels, swims, and has friends over on weekends."),
    ("I bake bread, go running, and play chess on Sundays.",
     "User bakes bread, goes running, and plays chess on Sundays."),
    # a list of nouns is left as it is
    ("I love tea, cake and biscuits.", "User loves tea, cake and biscuits."),
    # once the user is named in a thing's sentence, the user's things are "their"
    ("Knitting helps me calm my nerves and sort my thoughts.",
     "Knitting helps the user calm their nerves and sort their thoughts."),
])
def test_v7_entries_read_as_a_proper_sentence(said: str, expected: str) -> None:
    assert added(said) == [expected]
