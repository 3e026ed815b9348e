"""prec16 (issue 31): "now and then" said at the end of a clause ("I watch rugby every now and
then") lost its "now", cut as the moment's, and the entry read "User watches rugby every and
then." (Topical-Chat's dev half held such entries). Said last, the idiom is read as said first
(learn75): "occasionally". Every sentence here is our own, and each was written broken before
the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("I watch rugby every now and then.", "User watches rugby occasionally."),
    ("I go sailing now and then.", "User goes sailing occasionally."),
    ("I bake bread now and again, mostly rye.", "User bakes bread occasionally, mostly rye."),
])
def test_now_and_then_said_last_is_occasionally(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]
    assert added_in_turns(("assistant", "Tell me more."), ("user", said)) == [kept]


def test_said_first_it_stays_as_before() -> None:
    assert added_in_a_developer_session("Now and then I bake bread.") == ["User occasionally bakes bread."]
