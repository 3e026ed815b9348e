"""Session 41 (review43, on session 40's options turned down): the verb agrees with a plural
whose first word is an adjective in "-ing" ("boring games") or is joined by "or" to an
adjective before it ("venomous or stinging pets"), which are no doings: "Venomous or stinging
pets doesn't appeal to the user." was written. A doing stays one thing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_in_a_developer_session


def _picked(asked: str, said: str) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "user", asked), ReviewMessage(2, "assistant", "1. The first. 2. The second. 3. The third."),
        ReviewMessage(3, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'll take the hamster. The other options involving venomous or stinging pets don't really appeal to me.",
     "Venomous or stinging pets don't appeal to the user."),
    ("Option 1. The other options involving hiking or watching movies don't appeal to me.",
     "Hiking or watching movies doesn't appeal to the user."),
])
def test_the_verb_agrees_with_what_was_turned_down(said: str, kept: str) -> None:
    assert _picked("What are some good ways to spend a Sunday?", said) == [kept]


def test_an_adjective_in_ing_before_a_plural_kind() -> None:
    assert added_in_a_developer_session("The boring meetings don't appeal to me.") == [
        "Boring meetings don't appeal to the user."]
