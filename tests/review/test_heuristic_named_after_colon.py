"""F19 (review9): a general head noun ("a new hobby", "a new skill") named right after a
colon or a dash was taken as never named, and the clause said nothing. The naming after
":", "-", "–", "—" tells it apart, as "like …" or "named …" does; a judgement or praise
after the dash names nothing. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    ("I took up a new hobby: kite surfing.", ["User took up a new hobby: kite surfing."]),
    ("I'm learning a new skill - glassblowing.", ["User is learning a new skill, glassblowing."]),
    ("I picked up a new hobby \u2013 calligraphy.", ["User picked up a new hobby, calligraphy."]),
    ("I took up a new hobby \u2014 beekeeping.", ["User took up a new hobby, beekeeping."]),
])
def test_a_head_named_after_a_colon_or_a_dash_is_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize("said", [
    "I picked up a new hobby.",
    "I picked up a new hobby - amazing.",
    "I took up a new hobby - so relaxing.",
    "I've met some lovely people: the best.",
])
def test_a_head_with_nothing_or_praise_after_the_dash_still_says_nothing(said: str) -> None:
    assert added(said) == []
