"""review18 R13: the reading of an entry whose head lost its complement (learn51's
asks_for.py) took every word in "-ly" for an adverb, so a name or a noun in "-ly" after a
verb of liking or using read as a verb with no object; a comma after "is/has" read as a
verb phrase elided; a trait held for life read as a mood without its object; a goal after
"until" read as a state bounded by its end. Each of these is a fact and stays. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _news(user: str) -> list[str]:
    return added_in_turns(("assistant", "What have you been up to?"), ("user", user))


@pytest.mark.parametrize(("user", "entry"), [
    ("I love Sicily.", "User loves Sicily."),
    ("I use Grammarly every day.", "User uses Grammarly every day."),
    ("My son loves Holly.", "User's son loves Holly."),
    ("I love jelly.", "User loves jelly."),
    ("I am, by trade, a carpenter.", "User is, by trade, a carpenter."),
    ("I have always been anxious.", "User has always been anxious."),
    ("I'm working two jobs until I pay off my loans.",
     "User is working two jobs until they pay off their loans."),
])
def test_a_fact_whose_head_has_what_it_asks_stays(user: str, entry: str) -> None:
    assert _news(user) == [entry]


@pytest.mark.parametrize("user", [
    # guards: an adverb in "-ly" after the verb, a mood of the moment, a state until an event
    "I tried it once but I stopped recently.",
    "I'm so proud.",
    "I'm staying at my aunt's until the wedding.",
])
def test_what_lost_its_complement_still_goes(user: str) -> None:
    assert _news(user) == []
