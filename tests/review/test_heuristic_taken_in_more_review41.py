"""review41: prec21's one thing taken in (:mod:`...heuristic.taken_in`) keeps a clause that tells
more than a viewing, said to the assistant: another act joined to it, someone seen for care
or about the user's own condition, the user's own people watched doing something. Each row
was kept before prec21's 4ad2f01b and nothing after it. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.taken_in import one_thing_taken_in

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I watched a YouTube tutorial and built my own PC.", "User watched a YouTube tutorial and built their own PC."),
    ("I saw an ad for a job at NASA and applied.", "User saw an ad for a job at NASA and applied."),
    ("I saw a counselor for my anxiety.", "User saw a counselor for their anxiety."),
    ("I saw a cardiologist about my heart murmur.", "User saw a cardiologist about their heart murmur."),
    ("I watched my dad fight cancer.", "User watched their dad fight cancer."),
])
def test_a_clause_that_tells_more_than_a_viewing_is_kept(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


@pytest.mark.parametrize("clause", [
    "I saw the new Bond film and hated it",   # a taste of the one viewing: still one viewing
    "I watched Romeo and Juliet at the Globe",
    "I saw a magician at a party",
    "I watched my kids play soccer",
    "I saw my sister yesterday",
])
def test_one_viewing_is_still_one(clause: str) -> None:
    assert one_thing_taken_in(clause)
