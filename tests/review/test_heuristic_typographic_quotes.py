"""Typographic quotes (typed on phones: ’ ‘ “ ”) are read as ASCII before the rows and the
shape layer see a message, so "I’m a nurse" gives the entry "I'm a nurse" gives; the stored
message is not changed. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.text import ascii_quotes
from reverie.review.review_input import ReviewInput, ReviewMessage


def ops(said: str) -> list[dict]:
    found, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, "user", said),)))
    return found


@pytest.mark.parametrize("said", [
    "I’m a nurse in Leeds.",
    "My daughter’s school is in Leeds.",
    "I’ve been playing the cello for years.",
    "I don’t eat pork.",
    "I‘m allergic to peanuts.",
])
def test_a_curly_apostrophe_reads_like_an_ascii_one(said: str) -> None:
    typed = ops(said)
    ascii_typed = ops(said.replace("’", "'").replace("‘", "'"))
    assert typed and typed == ascii_typed
    assert all("’" not in o["content"] and "User’" not in o["content"] for o in typed)


def test_curly_double_quotes_mark_a_quote_as_ascii_ones_do() -> None:
    # reported words are someone's speech, not a fact about the user, either way
    assert ops("He said “I hate mornings” and I laughed.") == ops(
        'He said "I hate mornings" and I laughed.') == []


def test_the_stored_message_and_its_evidence_are_not_changed() -> None:
    message = ReviewMessage(1, "user", "I’m a nurse in Leeds.")
    found, _ = propose_operations(ReviewInput(messages=(message,)))
    assert message.content == "I’m a nurse in Leeds."
    assert [(o["content"], o["evidence"]) for o in found] == [("User is a nurse in Leeds.", [1])]


def test_chinese_quotation_marks_stay_and_apostrophes_are_read_as_ascii() -> None:
    assert ascii_quotes("我喜欢“慢生活”。") == "我喜欢“慢生活”。"
    assert ascii_quotes("I’m “fine”, she‘s ‛ok’") == 'I\'m "fine", she\'s \'ok\''
