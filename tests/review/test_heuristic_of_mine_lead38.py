"""session 38 (review40's leftover): a person "of mine" who did something for the speaker is
written as the user's, never with the speaker's "mine" left in the entry. Our own sentences."""

from __future__ import annotations

import re

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize("said", [
    "A friend of mine taught me to knit.",
    "A cousin of mine taught me to sail.",
])
def test_no_entry_keeps_the_speakers_mine(said: str) -> None:
    for adds in (added_in_a_developer_session(said),
                 added_in_turns(("assistant", "What have you been up to?"), ("user", said))):
        assert adds, said
        assert not any(re.search(r"\b(?:mine|me|my|I)\b", a) for a in adds), adds
        assert any("of the user's" in a for a in adds), adds
