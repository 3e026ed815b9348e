"""A name presented to the listener after a comma ("…, say hi to Pip!") is a clause of its own:
kept in the clause before it, it was pasted into the entry ("User got a little addition to the
family, say hi to Pip."). Cut there, the name joins the creature just gained (learn28's
:mod:`named`). Noticed by learn28; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("We got a little addition to the family, say hi to Pip!",
         ["User got a little addition to the family, named Pip."]),
        ("I adopted a puppy last month, meet Biscuit!", ["User adopted a puppy named Biscuit in October 2023."]),
        # presented, but nothing gained: the presentation is cut and names nothing
        # (learn59: a thing got lasts by its kind, so the thing got is a van, not a sofa)
        ("I got a new van, say hi to Ford's finest.", ["User got a new van."]),
        ("I'm moving to Berlin, meet Anna there.", ["User is moving to Berlin."]),
    ],
)
def test_a_presented_name_is_no_part_of_the_clause_before(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_meet_me_is_no_presentation() -> None:
    assert added("I love this band, meet me at the show.") == []
