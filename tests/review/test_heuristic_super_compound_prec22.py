"""prec22 (issue 31, broken writing): "super" before the noun of a compound written as two words
is the compound's, not an intensifier to cut: "I collect super hero comics." was kept "User
collects hero comics." Before a word of degree it is still cut. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I collect super hero comics.", "User collects super hero comics."),
    ("I still play an old super bowl video game.", "User still plays an old super bowl video game."),
])
def test_a_super_compound_is_kept_whole(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


def test_super_as_a_degree_is_still_cut() -> None:
    assert "User is into rock climbing." in added_in_a_developer_session(
        "I'm super into rock climbing.")
