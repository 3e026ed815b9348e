"""A closing "if" said to the listener asks nothing of the fact (session 41, the lead,
developed on Multi-Session Chat's dev half; ``disclosure.rewrite._IF_THE_LISTENER_CARES``):
"I keep bees on my roof, if you're curious" is true whether or not they are. A condition
("if it rains"), an offer ("if you want to borrow it") or a wish ("if I had more room") is
not such an aside and is read as before.

Every sentence here is our own (``dev_tools/locomo_overlap.py``)."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I keep bees on my roof, if you're curious.", "User keeps bees on their roof."),
    ("I have a small pottery wheel in the shed if you are interested.",
     "User has a small pottery wheel in the shed."),
    ("My eyes are green, if that helps.", "User's eyes are green."),
    ("I restore old clocks, if you can believe it!", "User restores old clocks."),
    ("I was born in Tromso, if you must know.", "User was born in Tromso."),
    ("I play the bassoon if that makes any sense.", "User plays the bassoon."),
])
def test_the_fact_before_the_aside_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)
    assert kept in added_in_a_developer_session(said)


@pytest.mark.parametrize("said", [
    "I have a spare kayak if you want to borrow it.",     # an offer: not what the user has, alone
    "I would adopt a greyhound if I had more room.",      # a wish under a condition
    "I'm happy to show you my garden if you're interested.",   # an offer to the listener
    "Let me know if you're curious.",                     # a request
])
def test_a_condition_an_offer_or_a_request_keeps_nothing_new(said: str) -> None:
    assert not any("if" in entry or "spare kayak" in entry or "greyhound" in entry
                   for entry in added_as_news(said)), added_as_news(said)
