"""learn57 (issue 31, lost half): "I used to V X, but now I W it" was cut at "but", the "it" of
the second clause pointed at nothing, and only the old half was kept ("User used to V X."),
the opposite of what holds now. The pronoun of a clause that says "now" after a clause of the
past ("used to", "never") is that clause's object (:data:`.disclosure._THEN_NOW`). Every
sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_at_said_time, added_in_a_developer_session


@pytest.mark.parametrize(("said", "entries"), [
    ("I used to loathe mushrooms, but now I adore them.",
     ["User used to loathe mushrooms.", "User adores mushrooms."]),
    ("I used to avoid the sauna but now I enjoy it.",
     ["User used to avoid the sauna.", "User enjoys the sauna."]),
    ("I used to dislike crosswords, but I love them now.",
     ["User used to dislike crosswords.", "User loves crosswords."]),
    ("I used to fear horses, but these days I ride them.",
     ["User used to fear horses.", "User rides horses."]),
    # "never" of a state that has changed would be false alone: only what holds now is kept
    ("I never liked opera, but now I love it.", ["User loves opera."]),
])
def test_what_holds_now_is_kept_with_its_object(said: str, entries: list[str]) -> None:
    assert added_at_said_time(said) == entries
    assert added_in_a_developer_session(said) == entries


@pytest.mark.parametrize(("said", "entries"), [
    # guards: without "now" the second clause is no change of the same thing; a place after a
    # preposition is no object the new verb takes
    ("I used to sail dinghies, but I miss it.", ["User used to sail dinghies."]),
    ("I used to live in Galway, but now I visit it.", ["User used to live in Galway."]),
])
def test_no_change_of_the_same_thing_is_read_as_one(said: str, entries: list[str]) -> None:
    assert added_at_said_time(said) == entries
