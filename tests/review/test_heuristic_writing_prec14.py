"""prec14 (issue 31; broken writing, a false kind USER.md held until upkeep moved it out): a
taste verb or "have" after "and" with a doing, an infinitive, a perfect's "been" or a participle
after it is the sentence's second verb and agrees however many words stand between; in an
infinitive's, a causative's, a relative's or another subordinate clause, and after a subject of
two, it stays bare. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person

from .chat_support import added_in_turns


@pytest.mark.parametrize(("said", "written"), [
    ("I'm a locksmith and have been for twenty years.", "the user is a locksmith and has been for twenty years."),
    ("I've worked at the harbour office for six years and love chatting with the sailors.",
     "the user has worked at the harbour office for six years and loves chatting with the sailors."),
    ("I grew up in a village near the moors and have never moved away.",
     "the user grew up in a village near the moors and has never moved away."),
    ("I moved to a flat by the canal last spring and enjoy walking the towpath.",
     "the user moved to a flat by the canal last spring and enjoys walking the towpath."),
])
def test_the_far_second_verb_agrees(said: str, written: str) -> None:
    assert third_person(said) == written


@pytest.mark.parametrize(("said", "written"), [
    ("I want to learn to sail and love doing it.", "the user wants to learn to sail and love doing it."),
    ("I help kids read and love books.", "the user helps kids read and love books."),
    ("I have a neighbour who paints and loves hiking.", "the user has a neighbour who paints and loves hiking."),
    ("I grew up where my uncles fished and love going back.",
     "the user grew up where the user's uncles fished and love going back."),
])
def test_a_clause_of_its_own_keeps_its_verb_bare(said: str, written: str) -> None:
    assert third_person(said) == written


def test_a_far_second_verb_agrees_in_the_entry() -> None:
    added = added_in_turns(("assistant", "What do you do?"), ("user", "I'm a locksmith and have been for twenty years."))
    assert added == ["User is a locksmith and has been for twenty years."]
