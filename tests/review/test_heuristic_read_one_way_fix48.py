"""fix48 (issue 27): two of the patterns the backtracking check still listed, rewritten to read
a text one way, with what they accept unchanged (compared on drawn texts; the round note says
how many). These rows pin what each accepts; the check itself is
tests/review/test_heuristic_backtracking.py. Every text here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asks_for import _duration_only, _object_lost
from reverie.review.providers.heuristic.disclosure_zh import _list_goes_on
from reverie.review.providers.heuristic.unnamed_object import _POINTER_ONLY


@pytest.mark.parametrize(("clause", "a_list"), [
    ("钓鱼", True),
    ("骑车和爬山等等", True),
    ("下棋、跳舞与养花", True),
    ("跑步以及游泳等", True),
    ("骑车爬山游泳划船", False),      # five characters and more: no item
    ("比如下棋", False),              # examples, no more of the list
    ("叫小白", False),                # a name of its own
    ("下棋很好", False),              # a degree word
    ("和棋" * 400 + "等", True),      # a join word an item may hold, read once a position
    ("和棋" * 400 + "，", False),
])
def test_a_clause_that_only_goes_on_with_a_list(clause: str, a_list: bool) -> None:
    assert _list_goes_on(clause) is a_list


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


@pytest.mark.parametrize(("entry", "only_a_stretch"), [
    ("User does an hour every evening", True),
    ("User puts in two hours before work", True),
    ("User logs thirty minutes a day, usually", True),
    ("User squeezes in an hour before the kids wake up", True),
    ("User does an hour of yoga", False),                 # what the hour is for: said
    ("User does an hour, and then rests", False),
    ("User does an hour" + " before every day" * 40, True),
    ("User does an hour" + " before, each time" * 40 + "!", False),   # refused, read once
])
def test_a_stretch_of_time_is_all_the_verb_takes(entry: str, only_a_stretch: bool) -> None:
    assert _duration_only(entry) is only_a_stretch


@pytest.mark.parametrize(("entry", "lost"), [
    ("User quit last spring", True),
    ("User's old cat loves, always", True),
    ("User's aunt loves now", True),                     # the verb after a one-word subject
    ("User and their brother moved in a few weeks", True),
    ("User gave up after the injury", True),
    ("User quit smoking last spring", False),            # the object said
    ("User loves it", False),
    ("User stopped" + " in nearly 3 weeks" * 40, True),
    ("User stopped" + " in a few 0 in nearly" * 40, False),   # refused, read once
])
def test_a_verb_whose_object_was_cut(entry: str, lost: bool) -> None:
    assert _object_lost(entry) is lost
