"""A model's answer that restates what memory already holds is a no-op (issue 31 item 3).

Qwen2.5-Coder-1.5B, in the later sessions of a LoCoMo dev-half play, answered with the
live entries copied back — a dated entry with its "yesterday" put back, the undated copy
beside it — and nothing of the new session. ``review.model_rules.held`` reads an add
against the live entries and the answer's earlier adds by stem, pair by adjacent pair,
without its times; a word or an explicit date the entry lacks is something new.

A relative time the user said in this review is the user's news, not a copy: it is
compared as the date it was from when it was said (review9 F2: "ran the Berlin marathon
yesterday, my second one!" was dropped beside "… in September 2019"), and words that
say a state changed ("used to", "no longer", "again" …) or whose fact it is ("User's")
make two texts differ. The sentences are our own, of the same shape.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.memory.store import MemoryStore
from reverie.review.engine import review_session
from reverie.review.model_rules import held
from reverie.review.validate import validate
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import add_messages, memory_text

QUIET = {"echo": lambda _line: None}
RESTATES = "restates a live entry (nothing new to keep)"
DATED = "User joined a pottery class on 3 March 2024 and loved it."


def fact(content, evidence=(1,), target="user"):
    return {"action": "add", "target": target, "content": content, "reason": "stated",
            "evidence": list(evidence), "confidence": 0.9}


def plan_of(*facts, live=(), said=None, said_at=None):
    said = said or {1: "I joined a pottery class and loved it, and my sister visited on Sunday."}
    return validate(list(facts), live={"memory": [], "user": list(live)},
                    limits={"memory": 2200, "user": 1375}, scan=lambda _t: None,
                    said=said, heard={2: "Nice!"}, assistant={2: "Nice!"}, said_at=said_at)


#: 2 October 2024, noon UTC: "yesterday" is 1 October 2024, "last week" around 25 September.
OCT_2 = datetime(2024, 10, 2, 12, tzinfo=UTC).timestamp()


def kept_and_dropped(plan):
    return [c.content for c in plan.singles], [d.reason for d in plan.dropped]


def test_a_copy_of_a_dated_entry_with_its_relative_time_put_back_is_held():
    assert held("User joined a pottery class yesterday and loved it.", DATED)
    assert held("User joined a pottery class and loved it.", DATED)
    assert held("User joined the pottery class and is loving it.", DATED)  # stems: loved, loving


def test_what_the_entry_does_not_say_is_not_held():
    assert not held("User joined a pottery class again last week.", DATED)       # "again"
    assert not held("User joined a pottery class on 9 June 2024.", DATED)        # another date
    assert not held("User has been vegan since 2015.", "User has been vegan since 2019.")
    assert not held("User moved to Lisbon.", "User moved from Lisbon to Porto.")  # the pairs
    assert not held("User joined a pottery class on 3 March 2024.",
                    "User joined a pottery class yesterday.")  # the date is new
    assert not held("User.", DATED)                               # no content word at all


def test_a_models_add_a_live_entry_holds_is_a_no_op_and_news_is_kept():
    plan = plan_of(fact("User joined a pottery class yesterday and loved it."),
                   fact("User's sister visited on Sunday."), live=[DATED])
    assert [c.content for c in plan.singles] == ["User's sister visited on Sunday."]
    assert [d.reason for d in plan.dropped] == [RESTATES]


def test_two_copies_in_one_answer_keep_the_fuller_one():
    said = {1: "I joined a pottery class last week and loved it."}
    undated = fact("User joined a pottery class and loved it.")
    dated = fact("User joined a pottery class on 3 March 2024 and loved it.")
    plan = plan_of(undated, dated, said=said)
    assert [c.content for c in plan.singles] == [dated["content"]]
    assert [d.reason for d in plan.dropped] == [
        "said again more fully by a later proposal in this review"]
    plan = plan_of(dated, undated, said=said)
    assert [c.content for c in plan.singles] == [dated["content"]]
    assert [d.reason for d in plan.dropped] == ["restates an earlier proposal in this review"]


def test_two_different_facts_in_one_answer_are_both_kept():
    said = {1: "I joined a pottery class and my sister joined a choir."}
    plan = plan_of(fact("User joined a pottery class."), fact("User's sister joined a choir."),
                   said=said)
    assert len(plan.singles) == 2 and not plan.dropped


def test_the_offline_heuristics_entries_are_not_read_by_the_model_rule():
    # The heuristic passes no ``said``: its entries keep the checks every provider has.
    plan = validate([fact("User joined a pottery class yesterday and loved it.")],
                    live={"memory": [], "user": [DATED]},
                    limits={"memory": 2200, "user": 1375}, scan=lambda _t: None)
    assert [c.content for c in plan.singles] == ["User joined a pottery class yesterday and loved it."]


def test_a_model_server_restating_memory_writes_only_the_news(model_home, clock):
    """End to end over real HTTP: the fake OpenAI-compatible server on 127.0.0.1 answers
    with the live entry copied back (its "yesterday" restored) and one new fact; approval
    is off, so USER.md shows what was staged."""
    server, s = model_home()
    MemoryStore(s).add("user", DATED)
    add_messages(s, "s2", ("user", "Hi again!"), ("assistant", "Hey! How was the week?"),
                 ("user", "My sister visited on Sunday, we baked bread."))
    server.script(Reply.json({"operations": [
        fact("User joined a pottery class yesterday and loved it.", evidence=[1]),
        fact("User's sister visited on Sunday.", evidence=[3])]}))
    result = review_session(s, "s2", clock=clock, **QUIET)
    assert MemoryStore(s).entries("user") == [DATED, "User's sister visited on Sunday."]
    assert RESTATES in [d["reason"] for d in result.dropped]
    assert memory_text(s, "user").count("pottery") == 1


# --- review9 F2: the user's own relative time is news; a state word makes two texts differ --

NEWS_SAID_NOW = [
    ("I ran the Berlin marathon yesterday, my second one!", "User ran the Berlin marathon yesterday.",
     "User ran the Berlin marathon in September 2019."),
    ("Big news, I got married yesterday!", "User got married yesterday.",
     "User got married in June 2015."),
    ("I adopted a cat last week.", "User adopted a cat last week.", "User adopted a cat in 2018."),
    ("We moved to Lisbon last month, finally!", "User moved to Lisbon last month.",
     "User moved to Lisbon in 2017."),
    ("I sold my motorbike a few days ago.", "User sold a motorbike a few days ago.",
     "User sold a motorbike on 4 May 2021."),
]


@pytest.mark.parametrize(("message", "add", "live"), NEWS_SAID_NOW)
@pytest.mark.parametrize("said_at", [None, OCT_2], ids=["time unknown", "dated"])
def test_an_event_the_user_tells_now_is_not_held_by_an_older_dated_one(message, add, live, said_at):
    plan = plan_of(fact(add), live=[live], said={1: message},
                   said_at=None if said_at is None else {1: said_at})
    kept, dropped = kept_and_dropped(plan)
    assert len(kept) == 1 and not dropped
    assert live not in kept


def test_the_users_relative_time_is_held_by_an_entry_of_that_same_date():
    # Said on 2 October 2024: "yesterday" is 1 October 2024, which the live entry states.
    live = "User ran the Berlin marathon on 1 October 2024 in under four hours."
    said = {1: "I ran the Berlin marathon yesterday!"}
    plan = plan_of(fact("User ran the Berlin marathon yesterday."), live=[live], said=said,
                   said_at={1: OCT_2})
    assert kept_and_dropped(plan) == ([], [RESTATES])
    assert held("User ran the Berlin marathon yesterday.", live, said=said.values(),
                dated="User ran the Berlin marathon on 1 October 2024.")
    # With no date written for it, the user's time is one no entry states.
    assert not held("User ran the Berlin marathon yesterday.", live, said=said.values())


def test_a_relative_time_the_user_did_not_say_now_is_still_a_copy():
    # The user said "yesterday" in this review, but of something else: the add's
    # "yesterday" came with the live entry it copies.
    said = {1: "Yesterday my sister visited and we baked bread."}
    plan = plan_of(fact("User joined a pottery class yesterday and loved it."), live=[DATED],
                   said=said, said_at={1: OCT_2})
    assert kept_and_dropped(plan) == ([], [RESTATES])


@pytest.mark.parametrize(("add", "live"), [
    ("User works at Acme.", "User used to work at Acme."),
    ("User plays chess.", "User no longer plays chess."),
    ("User eats meat.", "User does not eat meat anymore."),
    ("User lives in Ghent.", "User formerly lived in Ghent."),
    ("User is volunteering at the shelter.", "User volunteers at the shelter again."),
    ("User has a dog named Rex.", "User has a second dog named Rex."),
    ("User plays piano.", "User's sister plays piano."),
    ("User is allergic to peanuts.", "User's son is allergic to peanuts."),
])
def test_a_state_word_or_another_owner_makes_two_texts_differ(add, live):
    assert not held(add, live)
    said = {1: "Quick update about me: " + add.removeprefix("User ").rstrip(".") + "."}
    plan = plan_of(fact(add), live=[live], said=said)
    assert kept_and_dropped(plan) == ([add], [])


def test_the_same_state_words_still_restate():
    assert held("User used to work at Acme.", "User used to work at Acme in Leeds.")
    assert held("User's sister plays piano.", "User's sister plays piano and sings.")


def test_the_dated_copy_said_after_the_plain_one_is_the_one_kept():
    # The plain add first, then the user's own "yesterday": the second is the fuller one.
    said = {1: "I ran the Berlin marathon yesterday!"}
    plain, told = fact("User ran the Berlin marathon."), fact("User ran the Berlin marathon yesterday.")
    plan = plan_of(plain, told, said=said, said_at={1: OCT_2})
    assert kept_and_dropped(plan) == (
        ["User ran the Berlin marathon on 1 October 2024."],
        ["said again more fully by a later proposal in this review"])
