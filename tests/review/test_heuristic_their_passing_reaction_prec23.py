"""prec23 (issue 31; the lane's and review42's finding): how one outing went for the user's own
people is no lasting fact of them, as the user's own past reaction is not ("I loved the
fireworks"): "I took my nephews to the science fair. They loved the robots." kept "User's
nephews loved the robots.", and so "My son enjoyed the party." Their twins stay: a kind liked
("My dad loved fishing"), a present taste, a named work, a time of life. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize("said", [
    "I took my nephews to the science fair. They loved the robots.",
    "My nephews loved the robots.",
    "My son enjoyed the party.",
    "My aunt hated the play.",
])
def test_one_outing_of_their_people_keeps_nothing(said: str) -> None:
    assert not any("loved" in a or "enjoyed" in a or "hated" in a for a in added_in_a_developer_session(said))
    assert not any("loved" in a or "enjoyed" in a or "hated" in a for a in added_in_turns(("user", said)))


@pytest.mark.parametrize(("said", "kept"), [
    ("My dad loved fishing.", "User's dad loved fishing."),
    ("My nephews love robots.", "User's nephews love robots."),
    ("My son loved the zoo as a kid.", "User's son loved the zoo as a kid."),
])
def test_a_kind_a_present_taste_or_a_time_of_life_stays(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
