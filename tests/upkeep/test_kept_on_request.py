"""What the user asked to keep stays (learn84, tester24's first fault): a "remember that …"
is recorded as data where it lands (``memory_ops.source``), ranks above tastes and ties
when a full file must make room, and the model's consolidation is told the order and held
to it. Every sentence here is our own."""

from __future__ import annotations

import sqlite3

import pytest

from reverie.memory.journal import Journal
from reverie.memory.journaled import journaling_store
from reverie.memory.pending.reconcile import reconcile
from reverie.memory.pending.records import record_path
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.store import MemoryStore
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.answer import AnswerProblems, check
from reverie.review.consolidate.kinds import ASKED, LASTING, TIES, WHO, tier
from reverie.review.consolidate.plan import EVICTED, KEPT, Entry, deterministic
from reverie.review.consolidate.prompt import build
from reverie.review.kept_on_request import asked, requested
from reverie.review.providers import get_provider
from tests.conftest import make_settings
from tests.fakes.consolidator import upkeep_responder
from tests.fakes.openai_server import FakeOpenAIServer
from tests.upkeep.support import learn, live
from tests.upkeep.test_eviction_kinds import small_user  # noqa: F401  (reused, not copied)

DAY = 86400.0
REQUEST = "Please remember that my locker code at the gym is 4471."
ASKED_ENTRY = "User's locker code at the gym is 4471."
HOBBIES = ["I love bouldering on weekends.", "I play the ukulele badly.",
           "I collect old postcards.", "I've been getting into sourdough baking.",
           "I really enjoy birdwatching at dawn.", "I like long walks along the canal.",
           "I've started knitting scarves.", "I enjoy board games with friends.",
           "I go swimming most mornings.", "I love watching old westerns.",
           "I like growing chillies on my balcony.", "I enjoy solving crosswords."]


# --- reading the request -------------------------------------------------------------------

@pytest.mark.parametrize("entry,message,expected", [
    (ASKED_ENTRY, REQUEST, True),
    ("User takes the early train on weekdays.",
     "Oh and can you remember I take the early train on weekdays", True),
    ("The assistant should run the tests with pytest -q.",
     "From now on, run the tests with pytest -q.", True),
    ("用户对花生过敏。", "请记住，我对花生过敏。", True),
    # the request's clause ends where the sentence goes on to something else
    ("User cycled to work today.", "Remember that my locker code is 4471, and I cycled to work today.", False),
    # a task, a shared memory, and a plain statement are no request to keep a fact
    ("User needs to buy milk.", "Remember to buy milk on the way home.", False),
    ("User went to the lake with a friend.", "Remember when we went to the lake?", False),
    ("User loves bouldering on weekends.", "I love bouldering on weekends.", False),
    # review35 R4: a question reminisces, and 以后 / 今后 before an aim is no standing rule
    ("Tom teases the user.", "Remember that Tom always teased me?", False),
    ("用户以后想当医生。", "以后我想当医生。", False),
    ("用户想去日本。", "今后我想去日本旅游。", False),
    ("助手应该用中文回答。", "以后请用中文回答。", True),
    # review35 R9: a polite request said as a question is still a request
    ("User is vegan.", "Can you remember that I'm vegan?", True),
    ("User's son is allergic to eggs.", "Could you please remember that my son is allergic to eggs?", True),
    ("User's son is allergic to eggs.", "Will you note that my son is allergic to eggs?", True),
    ("用户对花生过敏。", "请记住我对花生过敏，好吗？", True),
])
def test_a_request_to_keep_is_read_from_the_users_own_words(entry, message, expected):
    assert asked(entry, [message]) is expected


def test_the_requested_clause_is_what_follows_the_request():
    assert requested("Hey, please note: the car is parked on level 3.") == ["the car is parked on level 3"]
    assert requested("I remember my first bike.") == []      # a memory, not a request


# --- recorded as data where it lands -------------------------------------------------------

def _sources(settings) -> dict[str, str | None]:
    with Journal(settings) as journal:
        return {op.after: op.source for op in journal.log(None) if op.after and op.is_change}


def test_the_journal_records_where_each_entry_came_from(settings, clock):
    learn(settings, "s1", REQUEST, day=1, clock=clock)
    learn(settings, "s2", HOBBIES[0], day=2, clock=clock)
    journaling_store(settings, origin="foreground", who="op", via="cli", clock=clock).add(
        "user", "User prefers answers in metric units.")
    journaling_store(settings, origin="foreground", via="memory_tool", clock=clock).add(
        "user", "User is reading a book about tides.")          # the agent's own tool
    assert _sources(settings) == {ASKED_ENTRY: "asked",
                                  "User loves bouldering on weekends.": "learned",
                                  "User prefers answers in metric units.": "operator",
                                  "User is reading a book about tides.": "learned"}
    # a column, not English: the reason text plays no part
    conn = sqlite3.connect(settings.journal_db)
    assert conn.execute("SELECT count(*) FROM memory_ops WHERE source = 'asked'").fetchone() == (1,)


def test_a_rewrite_keeps_what_the_user_asked_for(settings, clock):
    """A correction learned later, without a request, is still the entry the user asked to keep."""
    learn(settings, "s1", REQUEST, day=1, clock=clock)
    store = journaling_store(settings, origin="background_review", clock=clock)
    store.replace("user", ASKED_ENTRY, "User's locker code at the gym is 5582.")
    assert _sources(settings)["User's locker code at the gym is 5582."] == "asked"


def test_a_request_approved_by_hand_or_outside_reverie_keeps_its_source(home, clean_env, clock):
    """Under write_approval the add waits; approved by Reverie or found approved outside it
    (Hermes writes the file and drops the record), the entry is still the one asked for."""
    s = make_settings(home, clean_env, memory={"write_approval": True})
    learn(s, "s1", REQUEST, day=1, clock=clock)
    learn(s, "s2", "Please remember that my bike lock code is 8812.", day=2, clock=clock)
    first, second = sorted(list_pending(s), key=lambda r: r.created_at)
    (decision,) = approve(s, first.id, who="op")
    assert decision.ok
    path = s.memory_file("user")
    path.write_text(path.read_text(encoding="utf-8") + "\n§\n" + second.payload["content"],
                    encoding="utf-8")
    record_path(s.pending_dir, second.id).unlink()                # as Hermes approves it
    reconcile(s)
    sources = _sources(s)
    assert sources[ASKED_ENTRY] == "asked" and sources[second.payload["content"]] == "asked"


def test_unknown_sources_are_refused(settings):
    with Journal(settings) as journal, pytest.raises(ValueError, match="unknown entry source"):
        journal.record("applied", origin="foreground", target="user", source="hearsay")


# --- the ranking -----------------------------------------------------------------------------

def test_asked_ranks_above_ties_and_below_who_the_user_is():
    assert tier("User collects old postcards.") == LASTING
    assert tier("User collects old postcards.", "asked") == ASKED
    assert tier("User collects old postcards.", "operator") == ASKED
    assert tier("User collects old postcards.", "learned") == LASTING
    assert tier("User's name is Tomasz.", "asked") == WHO
    assert WHO > ASKED > TIES


def test_an_old_request_outlasts_newer_ties_and_tastes():
    request = Entry(ASKED_ENTRY, learned_at=DAY, source="asked")
    cat = Entry("User has a one-eyed cat named Pirate.", learned_at=30 * DAY, source="learned")
    tastes = [Entry(t, learned_at=(40 + i) * DAY, source="learned")
              for i, t in enumerate(["User plays the ukulele.", "User collects old postcards."])]
    plan = deterministic("user", [request, cat, *tastes], limit=80, low_water=0.6)  # one stays
    assert plan.fates[request.text].kind == KEPT
    assert {plan.fates[e.text].kind for e in (cat, *tastes)} == {EVICTED}
    old_home = Entry(ASKED_ENTRY, learned_at=DAY)                                   # no row
    plan = deterministic("user", [old_home, *tastes], limit=80, low_water=0.6)
    assert plan.fates[old_home.text].kind == EVICTED       # an old home keeps today's order


def test_a_home_filled_with_hobbies_after_one_request_keeps_the_request_live(small_user, clock):  # noqa: F811
    learn(small_user, "s00", REQUEST, day=0, clock=clock)
    for i, hobby in enumerate(HOBBIES, 1):
        learn(small_user, f"s{i:02d}", hobby, day=i, clock=clock)
    result = consolidate_target(small_user, "user", clock=clock)
    assert result.status == "staged" and result.counts["evicted"] >= 3
    (decision,) = approve(small_user, result.record_id, who="op")
    assert decision.ok
    assert ASKED_ENTRY in live(small_user, "user")


# --- the model's consolidation: told the order, held to it ----------------------------------

def _model_home(home, clean_env, server):
    review = {"provider": "openai", "base_url": server.url, "timeout": 2.0, "model": "gpt-4o-mini"}
    return make_settings(home, clean_env, memory={"user_char_limit": 300},
                         auxiliary={"background_review": review, "session_search": review})


def _fill(settings, clean_env, clock):
    offline = make_settings(settings.home, clean_env, memory={"user_char_limit": 300})
    learn(offline, "s00", REQUEST, day=0, clock=clock)
    for i, hobby in enumerate(HOBBIES[:8], 1):
        learn(offline, f"s{i:02d}", hobby, day=i, clock=clock)


@pytest.mark.parametrize("mode,fallback", [("good", False), ("unranked", True)])
def test_the_model_is_told_the_ranks_and_a_plan_out_of_rank_is_not_applied(
        home, clean_env, clock, mode, fallback):
    with FakeOpenAIServer() as server:
        server.responder = upkeep_responder(server.request_text, mode=mode)
        s = _model_home(home, clean_env, server)
        _fill(s, clean_env, clock)
        with get_provider(s.background_review, s.environ) as provider:
            result = consolidate_target(s, "user", provider=provider, clock=clock)
        prompt = server.request_text(server.requests[-1])[0]
    assert f"rank {ASKED}: {ASKED_ENTRY}" in prompt and "lower rank" in prompt
    assert result.status == "staged" and (result.fallback is not None) is fallback
    (record,) = list_pending(s)
    if fallback:
        assert "a lower rank leaves first" in record.reason and "deterministic" in record.reason
    (decision,) = approve(s, record.id, who="op")
    assert decision.ok and ASKED_ENTRY in MemoryStore(s).entries("user")


def test_the_check_names_the_entry_moved_out_of_rank():
    request = Entry(ASKED_ENTRY, learned_at=DAY, source="asked")
    taste = Entry("User plays the ukulele.", learned_at=9 * DAY)
    prompt = build("user", [request, taste], [], used=70, limit=60, goal=40)
    answer = {"entries": [{"text": taste.text, "from": ["E2"]}], "archive": [{"id": "E1"}]}
    with pytest.raises(AnswerProblems, match=r"archives E1 \(rank 3\) for room while E2 \(rank 1\)"):
        check(answer, prompt, [request, taste], target="user", limit=60, goal=40,
              scan=lambda _t: None)
