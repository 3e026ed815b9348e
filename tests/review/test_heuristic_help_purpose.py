"""learn26: a purpose "to help <someone or something> …" after the user's own act says what the
act is for and whom it serves ("I'm teaching free coding classes to help teenagers find
apprenticeships"); the clause step cut every "to help …" as a reason, so the entry lost it.
It stays now when it says whom or what it helps; a bare "to help" at the end ("I love to help")
and a purpose with a clause of the speaker's own inside ("… to help causes I care about") are
cut as before. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed

AT = 1_700_000_000.0


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm teaching free coding classes to help teenagers find apprenticeships.",
     "User is teaching free coding classes to help teenagers find apprenticeships."),
    ("I joined the lifeboat crew to help keep the harbour safe.",
     "User joined the lifeboat crew to help keep the harbour safe."),
    ("I've been keeping a sleep diary to help me track my migraines.",
     "User has been keeping a sleep diary to help them track their migraines."),
])
def test_what_the_act_helps_stays(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I really love to help.", []),
    ("I give my spare weekends to help causes I care about.", ["User gives their spare weekends."]),
])
def test_a_bare_help_or_one_with_a_clause_of_its_own_is_cut(said: str, kept: list[str]) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == kept
