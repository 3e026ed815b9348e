"""learn47 (issue 31, naming nothing): "I've met some really lovely folks and trained them
a bit" was kept whole: an "and" after an unnamed head was read as naming a doing of
theirs (learn44's left end). A doing that has only a pronoun for them and a vague end names
nothing more than the head did. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I've met some really lovely folks and trained them a bit.",
    "I've met some great folks and learned from them.",
    "I've met some inspiring new people and coached them as well.",
    "I've met some amazing guys and helped them a lot.",
    "I've met some lovely new people and talked to them a bit.",
])
def test_an_unnamed_head_and_a_doing_with_only_them_names_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    # guards: what the doing names keeps the entry
    ("I've met some amazing people and helped them find jobs.",
     "User has met some amazing people and helped them find jobs."),
    ("I've met some amazing people and we started a book club.", "User started a book club."),
])
def test_a_doing_that_names_something_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
