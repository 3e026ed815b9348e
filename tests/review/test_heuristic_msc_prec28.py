"""prec28 (issue 31, Multi-Session Chat's dev half): entries that name nothing or lose their
context, read as MSC is played (said to the assistant, where "we" is the team):

* a "we" said inside the user's sentence of a life ("I manage a shop and we sell tacos", "I
  don't know where we stand") was written "the team", which names nobody;
* "our" of a life inside a sentence whose subject is the user's own ("My wife took our kids")
  was written "the team's": it is theirs, as it is when "User" is the subject;
* a second predicate "but I haven't …" was agreed as a verb ("… but haven'ts gone").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage


def _added(said: str) -> list[str]:
    """What is added when ``said`` answers the other side's "How have you been?" with no names
    exchanged: read as MSC's plays are, said to the assistant."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "assistant", "How have you been?"), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize("said", [
    "I have a neighbour called Ruth we were close since school.",
    "I don't know where we stand after the argument.",
    "I run a bakery and we sell the best rye in town.",
    "I live in Leeds, we have a lot of new cafes opening up.",
    "I've got six friends in my year we all like to skate together.",
])
def test_a_we_inside_a_sentence_of_a_life_is_never_the_team(said: str) -> None:
    added = _added(said)
    assert not any("the team" in entry for entry in added)


@pytest.mark.parametrize(("said", "kept"), [
    ("I run a bakery and we sell the best rye in town.", "User runs a bakery."),
])
def test_the_users_own_clause_before_it_is_still_kept(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("said", "kept"), [
    ("My husband moved out. He took our dog.", "User's husband took their dog."),
])
def test_our_of_a_life_after_the_users_own_subject_is_theirs(said: str, kept: str) -> None:
    added = _added(said)
    assert kept in added
    assert not any("the team" in entry for entry in added)


@pytest.mark.parametrize(("said", "kept"), [
    # guard: the work's "we" stays the team's
    ("I maintain the billing service we deploy every Friday.",
     "User maintains the billing service the team deploys every Friday."),
    ("I maintain our billing service.", "User maintains the team's billing service."),
])
def test_the_works_we_stays_the_teams(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("said", "kept"), [
    ("I love climbing but I haven't gone in years.", "User loves climbing but hasn't gone in years."),
    ("I live in Hull but I haven't been here long.", "User lives in Hull but hasn't been here long."),
])
def test_a_negated_have_after_but_agrees(said: str, kept: str) -> None:
    added = _added(said)
    assert kept in added
    assert not any("haven'ts" in entry for entry in added)
