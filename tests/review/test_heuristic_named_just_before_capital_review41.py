"""review41: the thing named just before, when its owner is named ("Tom's bike"), keeps the
name's capital in the entry (learn90's reading wrote "User borrows tom's bike sometimes.").
Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("Tom's bike is cool. I borrow it sometimes.", "User borrows Tom's bike sometimes."),
    ("Mark's new bakery is amazing. I go to it every morning.", "User goes to Mark's new bakery every morning."),
])
def test_a_named_owner_keeps_its_capital(said: str, kept: str) -> None:
    adds = added_in_turns(("assistant", "What have you been up to?"), ("user", said))
    assert kept in adds, adds
    assert not any(w in a for a in adds for w in ("tom's", "mark's")), adds
