"""review41: a pair's clause cut short inside its first words ("My brother and I still talk
though." read as "I still talk") keeps the companion: it was written "User still talks.",
who the user talks with lost (and so a "we" read as a named pair, learn91). Our own
sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("Mike and I still talk though.", "User still talks with Mike."),
    ("My brother and I still talk though.", "User still talks with their brother."),
    ("My wife and I play golf though.", "User plays golf with their wife."),
])
def test_the_companion_stays_when_the_clause_is_cut(said: str, kept: str) -> None:
    for adds in (added_in_a_developer_session(said),
                 added_in_turns(("assistant", "What have you been up to?"), ("user", said))):
        assert kept in adds, adds
        assert "User still talks." not in adds and "User plays golf." not in adds, adds
