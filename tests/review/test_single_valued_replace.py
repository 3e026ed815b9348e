"""A single-valued slot's new value replaces the old, whatever clause it arrives in (issue
31 item 1: changes of state, the slot model).

tester17, as a user: with "User's timezone is Europe/Berlin." live in USER.md, a later
session's "I moved to Lisbon last month, so my timezone is Europe/Lisbon now" was added
beside the old entry: the row for a move took the whole sentence, and the slot model read
only its first clause (where the user lives), so nothing superseded the timezone.
``review.slots`` now also reads a later clause naming the subject's own attribute ("…, so
their timezone is …"), and "new" before an attribute says a change, not another slot.
The sentences are our own, of the same shapes; the list-valued twins stay side by side.
"""

from __future__ import annotations

import pytest

from reverie.review import slots
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import HeuristicProvider, propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings
from tests.review.engine_support import memory_text

BERLIN = "User's timezone is Europe/Berlin."


def test_a_move_that_changes_the_timezone_replaces_the_live_timezone_through_the_review(
        home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env)
    settings.memory_file("user").parent.mkdir(parents=True, exist_ok=True)
    settings.memory_file("user").write_text(BERLIN)
    settings.memory_file("memory").write_text("Deploys go out on Fridays")
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "I moved to Lisbon last month, so my timezone is "
                             "Europe/Lisbon now", 1_000.0, source="cli")
        store.append_message("s1", "assistant", "Noted, I'll use Lisbon time.", 1_001.0)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    result = review_session(settings, "s1", provider=provider, clock=clock, echo=lambda _: None)
    # the place is news (added); the timezone is staged for the operator as a replace of
    # the live entry (approval archives the old one), never a second timezone beside it
    assert [(o.status, o.target) for o in result.outcomes] == [("applied", "user"),
                                                               ("staged", "user")]
    # said at 1,000 s after the epoch: "last month" is December 1969 (fixlearn17: dated)
    assert [op["content"] for op in result.outcomes[0].operations] == ["User moved to Lisbon in December 1969."]
    staged = result.outcomes[1].operations
    assert [(op["action"], op.get("old_text")) for op in staged] == [("replace", BERLIN)]
    assert "Europe/Lisbon" in staged[0]["content"]
    assert "Europe/Lisbon" not in memory_text(settings, "user")
    assert memory_text(settings, "memory") == "Deploys go out on Fridays"


def ops(said: str, live: str) -> list[tuple]:
    found, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, "user", said),),
                                              entries=(("user", live),)))
    return [(o["action"], o.get("old_text")) for o in found]


@pytest.mark.parametrize(("said", "live"), [
    # the value in a clause after a change ("so my X is Y now")
    ("I moved to Lisbon last month, so my timezone is Europe/Lisbon now.", BERLIN),
    ("I changed jobs in spring, so my employer is Initech now.", "User's employer is Globex."),
    ("I got a new laptop, so my editor is Helix now.", "User's editor is Vim."),
    # "X is Y these days"
    ("My editor is Helix these days.", "User uses Vim as their editor."),
    ("My timezone is America/Chicago these days.", BERLIN),
    # "my new X is Y"
    ("My new timezone is Asia/Tokyo.", BERLIN),
    ("My new employer is Initech.", "User's employer is Globex."),
])
def test_a_new_value_of_a_single_valued_slot_replaces_the_live_entry(said, live) -> None:
    assert ("replace", live) in ops(said, live)
    assert not any(action == "add" and live in (old or "") for action, old in ops(said, live))


@pytest.mark.parametrize(("said", "live"), [
    ("My daughter is now also allergic to latex.", "User's daughter is allergic to shellfish."),
    ("I speak Portuguese these days too.", "User speaks Spanish."),
    ("My new language is Portuguese.", "User speaks Spanish."),
    ("My new hobby is pottery.", "User's hobby is knitting."),
])
def test_a_second_list_member_stays_beside_the_first(said, live) -> None:
    assert [action for action, _ in ops(said, live)] == ["add"]


@pytest.mark.parametrize(("newer", "older", "expected"), [
    # an entry written by anyone (a model, a person) is read the same way
    ("User moved to Lisbon, so their timezone is Europe/Lisbon.", BERLIN, slots.SUPERSEDED),
    ("The backup server moved to Frankfurt, so its port is 2222 now.",
     "The backup server's port is 2200.", slots.SUPERSEDED),
    ("User's son Leo moved to Paris, so his teacher is Ms Okafor now.",
     "Leo's teacher is Mr Lund.", slots.SUPERSEDED),
    ("User's new employer is Initech.", "User's employer is Globex.", slots.SUPERSEDED),
    # a value inside another is the same only as whole words: port 22 -> 2222 is a change
    ("The backup server's port is 2222.", "The backup server's port is 22.", slots.SUPERSEDED),
    ("User lives in Lisbon, Portugal.", "User lives in Lisbon.", None),
    # review26 R21: words before a name make another name, so the move is a change
    ("User lives in York.", "User lives in New York.", slots.SUPERSEDED),
    ("User lives in New Delhi.", "User lives in Delhi.", slots.SUPERSEDED),
    ("User's editor is Neovim 0.10.", "User's editor is Neovim.", None),
    # a list member in a later clause, or after "new", supersedes nothing
    ("User moved to Lisbon, so their allergy is pollen now.", "User is allergic to dust.", None),
    ("User's new hobby is pottery.", "User's hobby is knitting.", None),
    # review26 R20: a later clause is owned only by the first clause's slot subject, and the
    # user only as "their"; someone (or something) else's attribute is not the user's
    ("User met a man from Oslo; his timezone is Europe/Oslo.", BERLIN, None),
    ("User's aunt is in Lima, and her timezone is America/Lima.", BERLIN, None),
    ("User bought a watch in Geneva; its timezone is Europe/Zurich.", BERLIN, None),
    ("User lives in Leeds with Tom, and his timezone is Europe/London.", BERLIN, None),
    ("User's cousin Ana works at Globex; her employer is Globex.", "User's employer is Acme.", None),
])
def test_the_slot_model_reads_a_later_clause_and_a_new_attribute(newer, older, expected) -> None:
    assert slots.relation(newer, older, lambda _a, _b: False) == expected


def test_a_move_and_a_timezone_in_one_sentence_replace_both_live_entries() -> None:
    """Two row-taken clauses joined by ", so my …" are two facts, as with ", and my …": the
    place and the timezone each replace their own live entry (one entry stating both could
    replace only one of them, and the other would stay live beside it, a stale value)."""
    found, _ = propose_operations(ReviewInput(
        messages=(ReviewMessage(1, "user", "I moved to Lisbon last month, so my timezone is "
                                           "Europe/Lisbon now."),),
        entries=(("user", "User lives in Berlin."), ("user", BERLIN))))
    assert [(o["action"], o.get("old_text")) for o in found] == [
        ("replace", "User lives in Berlin."), ("replace", BERLIN)]
    assert [o["content"] for o in found] == ["User moved to Lisbon.",
                                             "User's timezone is Europe/Lisbon now."]


def test_a_list_member_after_so_stays_beside_the_first() -> None:
    found, _ = propose_operations(ReviewInput(
        messages=(ReviewMessage(1, "user", "I moved to Porto in May, so I speak Portuguese now."),),
        entries=(("user", "User speaks Spanish."),)))
    assert [o["action"] for o in found] == ["add"]
