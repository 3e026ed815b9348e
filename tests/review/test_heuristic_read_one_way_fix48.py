"""fix48 (issue 27): patterns the backtracking check still listed, rewritten to read
a text one way, with what they accept unchanged (compared on drawn texts; the round note says
how many). These rows pin what each accepts; the check itself is
tests/review/test_heuristic_backtracking.py. Every text here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.unnamed_object import _POINTER_ONLY


# (an entry without its stop, as names_nothing reads it)
@pytest.mark.parametrize(("entry", "only_a_pointer"), [
    ("User loved it", True),
    ("User played it a lot when it came out", True),
    ("User watched it when the first season came out too", True),
    ("User watched it too when it came out again", True),
    ("User read it when it came out, too", False),
    ("User bought it when it came out at the shop", False),
    ("User watched it" + " when it came out too" * 40, True),
    ("User watched it" + " when it came out too" * 40 + "!", False),   # refused, read once
])
def test_a_pointer_for_the_whole_object_with_times_after_it(entry: str, only_a_pointer: bool) -> None:
    assert bool(_POINTER_ONLY.match(entry)) is only_a_pointer
