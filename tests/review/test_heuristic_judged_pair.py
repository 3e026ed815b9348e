"""A judgement in the next sentence ("It's hard but fun.") joins a member of a list only when the
entry names one member (review16 Q2, a follow-up to learn42's join in heuristic/judged.py): after
a pair, the "it" may be either member or both, so the entry is kept without it, as after a comma.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm learning Czech and Polish. It's tough but fun.", "User is learning Czech and Polish."),
    ("I play the harp and the flute. It's hard but rewarding.", "User plays the harp and the flute."),
    ("I'm learning Czech or Polish. It's tough but fun.", "User is learning Czech or Polish."),
])
def test_a_pair_of_members_takes_no_judgement(said: str, kept: str) -> None:
    assert added(said) == [kept]


def test_one_member_still_takes_its_judgement() -> None:
    assert added("I'm learning Czech at evening class. It's tough but fun.") \
        == ["User is learning Czech at evening class and finds it tough but fun."]
