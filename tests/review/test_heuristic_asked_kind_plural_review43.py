"""Session 41 (review43, on learn96's asked_kind): a kind asked with a head that takes no plural
(a mass noun: "yoga", "sushi", "fish"), a doing ("hiking") or an adjective left by a comma
("some innovative, …") names no countable kind, and the feature is read as before; it was
written "Yogas involving heat don't appeal to the user.", "Hikings with steep climbs …". Our own
sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.asked_kind import kind_asked
from reverie.review.review_input import ReviewInput, ReviewMessage


def _picked(asked: str, said: str) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "user", asked), ReviewMessage(2, "assistant", "1. The first. 2. The second. 3. The third."),
        ReviewMessage(3, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("What kind of yoga would you recommend for beginners?",
     "I'll go with the first. The other options involving heat don't appeal to me.",
     ["Heat doesn't appeal to the user."]),
    ("What kind of hiking would you suggest near the coast?",
     "The third. The other options with steep climbs don't appeal to me.",
     ["Steep climbs don't appeal to the user."]),
    ("What kind of bus should I take to the airport?",
     "The first. The other options with many stops don't appeal to me.",
     ["Buses with many stops don't appeal to the user."]),
])
def test_a_kind_is_a_countable_noun(asked: str, said: str, kept: list[str]) -> None:
    assert _picked(asked, said) == kept


@pytest.mark.parametrize(("asked", "kind"), [
    ("What kind of sushi should I order tonight?", None),
    ("What kind of fish should I cook for dinner?", None),
    ("What are some innovative, hands-on science kits for kids?", None),
    ("What are some good dining options nearby?", None),
    ("What are some good dining spots that are quiet?", "dining spots"),   # a counted head
])
def test_no_kind_for_a_mass_noun_a_doing_or_an_adjective(asked: str, kind: str | None) -> None:
    assert kind_asked(asked) == kind
