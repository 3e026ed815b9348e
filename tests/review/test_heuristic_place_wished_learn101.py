"""learn101 (issue 31): a place named, wished with "would love / like" to be visited, toured,
travelled to or (two words of a name) seen, is the user's wish as "I want to visit …" is, in
both readings; one of the user's people, a film, a screen of the work, a shop gone to, the
listener and a hedge keep nothing. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing in either reading before learn101
    ("I'd love to visit Patagonia.", "User would love to visit Patagonia."),
    ("I would really like to tour the Scottish Highlands.", "User would like to tour the Scottish Highlands."),
    ("I'd love to travel to Chile and Peru.", "User would love to travel to Chile and Peru."),
    ("I'd love to see Mount Fuji!", "User would love to see Mount Fuji."),
    ("I would love to visit Tasmania sometime.", "User would love to visit Tasmania sometime."),
])
def test_a_named_place_wished_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)
    assert kept in added_in_a_developer_session(text)


@pytest.mark.parametrize("text", [
    "I'd love to visit Grandma.",                  # one of the user's people
    "I'd love to see Ines again.",                 # a name of one word seen: maybe a person
    "I'd like to see The Lighthouse.",             # a film's title
    "I'd like to visit the Billing Settings.",     # a screen of the work
    "I'd like to go to Lidl.",                     # a shop gone to: an errand as often
    "I'd love to visit Oslo with you.",            # the listener's
    "I'd love to visit Oslo if I can.",            # a hedge
])
def test_no_place_of_a_life_wished_keeps_nothing(text: str) -> None:
    for said in (added_as_news(text), added_in_a_developer_session(text)):
        assert not any("would love" in e or "would like" in e for e in said), said
