"""prec23 (issue 31; the lane's and review42's case): the user's people not coming, with nothing
after it, is a reply about one occasion named before: "I texted my flatmates about the
barbecue. They're not coming." kept "User's flatmates are not coming." (coming to what?), as
"My flatmates aren't coming." keeps nothing already. Going somewhere named, or not going to a
place as a habit, stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize("said", [
    "I texted my flatmates about the barbecue. They're not coming.",
    "My flatmates are not coming.",
    "I asked my cousins about the picnic. They are not going.",
])
def test_not_coming_to_what_keeps_nothing(said: str) -> None:
    for added in (added_in_a_developer_session(said), added_in_turns(("user", said))):
        assert not any(a.endswith(("not coming.", "not going.")) for a in added)


@pytest.mark.parametrize(("said", "kept"), [
    ("I don't go to the gym anymore.", "User doesn't go to the gym anymore."),
    ("My parents are coming to visit in June.", "User's parents are coming to visit in June."),
])
def test_a_place_or_a_visit_named_stays(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
