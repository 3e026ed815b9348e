"""prec17 (issue 31; Topical-Chat's dev half): an entry that is not a complete, readable sentence
is not kept (:mod:`reverie.review.providers.heuristic.well_formed`). Sentences typed fast gave
entries joined with an ellipsis or a comma with no space, two clauses spliced by a comma, a
predicate with nothing after it ("User is somewhat.", "User does a little bit."), a clause that
lost its verb ("User doesn't as they get restless.", "User much less.") and an object that is only
a quantifier ("User follows both."): the first sentence of a run-on is kept alone, the rest is
not kept; and "Never played chess" (the speaker's own "I've never …" with its
subject left off) was read as a rule for the assistant. Each was kept before the change; each
sentence is our own. What is whole stays."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "Do you follow hockey?"), ("user", said))]


@pytest.mark.parametrize(("said", "kept"), [
    ("I sometimes stream the races on my phone lol...always working....",
     "User sometimes streams the races on their phone."),
    ("I like Mia Lind...even though there are haters.", "User likes Mia Lind."),
    ("I like the goalkeepers,they are the heart of the team.", "User likes the goalkeepers."),
    ("I like the Hawks, Mia Lind is struggling.", "User likes the Hawks."),
])
def test_a_sentence_run_on_after_the_first_is_cut(said: str, kept: str) -> None:
    for adds in _both(said):
        assert [a for a in adds if a.startswith("User")] == [kept]


@pytest.mark.parametrize("said", [
    "I am somewhat.",
    "I do a little bit.",
    "I don't as I get restless.",
    "I follow both actually.",
    "Well, I much less, honestly.",
    "That's wild, I be cooks earn more than pilots too.",
    "I do, mine is Brady.",
    "I am, the Hawks in particular.",
])
def test_an_entry_that_is_no_whole_sentence_is_not_kept(said: str) -> None:
    for adds in _both(said):
        assert not any(a.startswith("User") for a in adds), adds


@pytest.mark.parametrize("said", [
    "Never played chess, but I liked watching it.",
    "Never tried it back then, so I can't judge.",
])
def test_never_with_a_past_form_is_no_rule_for_the_assistant(said: str) -> None:
    for adds in _both(said):
        assert not any("assistant" in a for a in adds), adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I've lived in Leeds, Bristol and York.", "User has lived in Leeds, Bristol and York."),
    ("I do a bit of pottery most Sundays.", "User does a bit of pottery most Sundays."),
    ("I follow both the Hawks and the Owls.", "User follows both the Hawks and the Owls."),
    ("Never deploy on Fridays.", "The assistant should never deploy on Fridays."),
])
def test_whole_sentences_stay(said: str, kept: str) -> None:
    assert all(kept in adds for adds in _both(said))
