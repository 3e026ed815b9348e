"""review14 N4: a verb of doing after "and" agrees only with an object of its own. Those that
are as often a noun ("record", "support", "design", "care", "repair", "post") make a compound
with a bare noun or stand before a place, and were written as verbs: "User owns a bakery and
records shop." Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I run a florist and record store in Bristol.",
     "User runs a florist and record store in Bristol."),
    ("I work in finance and support at a hospital.",
     "User works in finance and support at a hospital."),
    ("I teach drama and design at a community college.",
     "User teaches drama and design at a community college."),
    ("I run a garage and repair shop.", "User runs a garage and repair shop."),
])
def test_a_noun_after_and_is_not_made_a_verb(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
