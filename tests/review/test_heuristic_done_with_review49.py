"""review49 (a second read of fix48's "my <someone>'s" before a participle, read "has", in
:mod:`reverie.review.providers.heuristic.disclosure.fronted` through
:data:`reverie.review.providers.heuristic.words.PERFECT_PARTICIPLE`): "done with" is a state,
the "'s" there is "is", so "My cousin's done with his finals" is never written "has done
with". Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


# each wrote "User's <someone> has done with ..." at the parent
@pytest.mark.parametrize("said", [
    "My cousin's done with his finals.",
    "My aunt's done with the night shifts.",
])
def test_done_with_is_never_has_done_with(said: str) -> None:
    for kept in (added_as_news(said), added_in_a_developer_session(said)):
        assert not any("has done with" in entry for entry in kept), kept


# the near twin: "done" before its object is the perfect
def test_done_before_an_object_is_still_has_done() -> None:
    said = "My cousin's done the whole coast trail twice."
    for kept in (added_as_news(said), added_in_a_developer_session(said)):
        assert "User's cousin has done the whole coast trail twice." in kept, kept
