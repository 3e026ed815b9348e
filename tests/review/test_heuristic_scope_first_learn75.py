"""learn75 (issue 31; the sealed samples' lost conditions): a scope said before the speaker
— where, with whom, for whom or for how long the clause holds ("At work, I …", "With my kids,
I'm …", "For now, I'm …") — is read where it would be said last. Cut off by its comma, the
clause was kept as if it held everywhere ("User mostly uses Linux."); said first with no comma,
the clause gave nothing. Now both orders give the same entry, and a bound said first drops the
state as the same bound said last does. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm staying in my cousin's spare room for now.": ["User has a cousin."],
    "For now, I'm staying in my cousin's spare room.": ["User has a cousin."],
}


def _news(said: str) -> list[str]:
    return added_in_turns(("assistant", "What's new with you?"), ("user", said))


@pytest.mark.parametrize(("first", "last"), [
    ("At the office, I mostly sit at a standing desk.", "I mostly sit at a standing desk at the office."),
    ("With my students, I'm very patient.", "I'm very patient with my students."),
    ("For my grandkids, I bake without sugar.", "I bake without sugar for my grandkids."),
    ("In the winter I knit socks.", "I knit socks in the winter."),
    ("Around big dogs I get nervous.", "I get nervous around big dogs."),
    ("At my old school, I was a librarian.", "I was a librarian at my old school."),
    ("In my spare time, I restore old radios.", "I restore old radios in my spare time."),
])
def test_a_scope_said_first_is_kept_as_said_last(first: str, last: str) -> None:
    kept = _news(last)
    assert kept, last
    assert _news(first) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("At the office, I mostly sit at a standing desk.", ["User mostly sits at a standing desk at the office."]),
    ("With my students, I'm very patient.", ["User is very patient with their students."]),
    # said before a condition, the scope goes with the main clause, not inside the condition
    ("At the allotment, I grow beans when it's warm enough.",
     ["User grows beans at the allotment whenever it's warm enough."]),
    # how often said first as an idiom, or before a comma
    ("Now and then I bake rye bread.", ["User occasionally bakes rye bread."]),
    ("Once in a while, I go sea fishing.", ["User occasionally goes sea fishing."]),
    ("Usually, I cycle to the station.", ["User usually cycles to the station."]),
])
def test_the_entry_carries_the_scope(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


@pytest.mark.parametrize("said", [
    # a bound said first ends the state as the same bound said last does
    "For now, I'm staying in my cousin's spare room.",
    "For the time being, I'm borrowing my neighbour's van.",
    "I'm staying in my cousin's spare room for now.",
])
def test_a_bound_said_first_drops_the_state(said: str) -> None:
    assert _news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # a connective of the talk is no scope: the fact is kept alone, as before
    ("In fact, I love sea swimming.", ["User loves sea swimming."]),
    ("On another note, I adopted a greyhound.", ["User adopted a greyhound."]),
    ("For example, I play the banjo.", ["User plays the banjo."]),
])
def test_a_connective_said_first_is_not_a_scope(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


def test_a_saying_after_the_scope_is_not_its_clause() -> None:
    # "From the back row I mean, since …": the scope is not the speaker's "I mean"
    assert not any("I mean" in e or "they mean" in e
                   for e in _news("From the back row I mean, since I'm short-sighted."))


@pytest.mark.parametrize(("said", "kept"), [
    # review27 R3: the rule table's use row read the clause after the comma without its scope,
    # and dropped how often
    ("At the depot, I mostly drive a forklift.", ["User mostly drives a forklift at the depot."]),
    ("At school, I use a tablet.", ["User uses a tablet at school."]),
    ("I mostly use a tablet at school.", ["User mostly uses a tablet at school."]),
    # review27 R4: the speaker's clause inside the scope goes with it, not as a fact of its own
    ("In the play I'm rehearsing, I am a ghost.", ["User is a ghost in the play they are rehearsing."]),
])
def test_review27_findings(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


@pytest.mark.parametrize("said", [
    # review27 R4: a bound said first with "this" or "until" drops the state as said last
    "For this month, I'm off sugar.",
    "Until Sunday, I'm in Bergen.",
])
def test_more_bounds_said_first(said: str) -> None:
    assert _news(said) == []
