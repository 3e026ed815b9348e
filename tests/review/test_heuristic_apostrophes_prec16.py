"""prec16 (issue 31): a contraction typed without its apostrophe ("I dont", "I cant", "I havent",
"im") was read as a verb of its own and written "User donts …", "User havents …" (Topical-Chat's
dev half, people typing fast, held a dozen). The reading copy gets the apostrophe back
(:mod:`reverie.review.providers.heuristic.apostrophes`); words that are also other words ("wont",
"ill", "its", "were") and an all-capitals "IM" stay as typed. Every sentence here is our own,
and each entry asserted was written broken before the change."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.apostrophes import restored

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("I dont watch much hockey.", "User doesn't watch much hockey."),
    ("I havent been to Spain.", "User hasn't been to Spain."),
    ("I didnt like the ending but I dont mind sequels.", "User doesn't mind sequels."),
])
def test_a_contraction_without_its_apostrophe_is_written_with_it(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
    assert kept in added_in_turns(("assistant", "Tell me more."), ("user", said))


@pytest.mark.parametrize(("typed", "read"), [
    ("Dont worry, im fine and ive eaten", "Don't worry, I'm fine and I've eaten"),
    ("I wouldve come", "I would've come"),
    ("it wont rain, its sunny and we were out", "it wont rain, its sunny and we were out"),
    ("I sent an IM", "I sent an IM"),
    ("a dont-care mood", "a dont-care mood"),
])
def test_only_a_word_that_is_no_other_word_is_restored(typed: str, read: str) -> None:
    assert restored(typed) == read
