"""The review engine end to end with the offline heuristic provider and real files:
staging policy, cursor, idempotence, ledger, budget, "do not remember", notifications."""

from __future__ import annotations

import sqlite3

import pytest

from reverie.config import FakeClock, ReviewError
from reverie.memory.pending.staging import list_pending
from reverie.review.engine import BudgetExceeded, review_session
from reverie.review.ledger import Ledger
from reverie.review.providers.heuristic import HeuristicProvider
from tests.conftest import make_settings
from tests.review.engine_support import add_messages, memory_text, pending_records


def test_a_remember_request_is_applied_with_evidence_in_the_journal(settings, clock):
    ids = add_messages(settings, "s1", ("user", "Remember that the staging server is db-02."),
                       ("assistant", "Got it."))
    lines: list[str] = []
    result = review_session(settings, "s1", clock=clock, echo=lines.append)
    assert result.status == "reviewed" and result.messages_reviewed == 2
    assert result.cursor_before == 0 and result.cursor_after == ids[-1]
    assert result.applied == 1 and result.staged == 0
    assert "db-02" in memory_text(settings)
    assert lines == ["💾 Memory updated"]
    with Ledger(settings, clock=clock) as ledger:
        (call,) = ledger.calls(session_id="s1")
        assert ledger.get_cursor("s1") == ids[-1]
    assert call.purpose == "review" and call.provider == "heuristic" and call.ok
    assert call.input_tokens > 0 and call.input_tokens == result.input_tokens


def test_nothing_new_makes_no_model_call(settings, clock):
    add_messages(settings, "s1", ("user", "hello"))
    review_session(settings, "s1", clock=clock, echo=lambda _: None)
    again = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    assert again.status == "nothing_new" and again.calls == 0
    with Ledger(settings) as ledger:
        assert len(ledger.calls(session_id="s1")) == 1


def test_an_unknown_session_is_a_clear_error(settings):
    with pytest.raises(ReviewError, match="No session 'nope'"):
        review_session(settings, "nope")


def test_disabled_review_does_nothing(home, clean_env):
    s = make_settings(home, clean_env, auxiliary={"background_review": {"enabled": False}})
    add_messages(s, "s1", ("user", "Remember that I use zsh."))
    assert review_session(s, "s1").status == "disabled"
    assert memory_text(s, "user") == ""


def test_with_write_approval_everything_waits_with_evidence(home, clean_env, clock):
    s = make_settings(home, clean_env, memory={"write_approval": True})
    ids = add_messages(s, "s1", ("user", "Remember that I prefer tabs over spaces."))
    result = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert result.staged == 1 and memory_text(s, "user") == ""
    (record,) = pending_records(s)
    assert record["origin"] == "background_review"
    assert record["evidence"]["session_id"] == "s1"
    assert record["evidence"]["message_ids"] == [ids[0]]
    assert "tabs" in record["evidence"]["quotes"][0]["text"]
    assert record["model"] == "heuristic-v1" and record["reason"]
    assert 0 <= record["confidence"] <= 1 and record["cost"]["shared_by"] == 1


def test_running_twice_stages_nothing_twice_even_if_the_cursor_was_lost(home, clean_env, clock):
    s = make_settings(home, clean_env, memory={"write_approval": True})
    add_messages(s, "s1", ("user", "Remember that the build uses make."),
                 ("user", "I prefer short answers."))
    first = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert first.staged == 2
    # A crash after staging but before the cursor moved: the same messages come again.
    with sqlite3.connect(s.journal_db) as conn:
        conn.execute("DELETE FROM reverie_review_cursors")
    second = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert second.status == "reviewed" and second.staged == 0
    assert {d["reason"] for d in second.dropped} == {"duplicate of a pending record"}
    assert len(list_pending(s)) == 2


def test_rejected_proposals_are_shown_to_the_model_and_never_staged_again(home, clean_env, clock):
    s = make_settings(home, clean_env, memory={"write_approval": True})
    add_messages(s, "s1", ("user", "Remember that the office wifi is slow."))
    review_session(s, "s1", clock=clock, echo=lambda _: None)
    from reverie.memory.pending.staging import reject
    reject(s, "all", who="op")
    add_messages(s, "s2", ("user", "Remember that the office wifi is slow."))
    result = review_session(s, "s2", clock=clock, echo=lambda _: None)
    assert result.staged == 0 and pending_records(s) == []
    assert result.dropped[0]["reason"] == "the operator rejected this proposal before"


class CountedProvider(HeuristicProvider):
    """The heuristic's answers under another name, so its token estimates count against
    the budget as a real model's would (the heuristic's own do not: issue 14)."""

    name = "counted"


def counted(s):
    return CountedProvider(s.background_review, {})


def test_budget_stops_reviews_without_losing_them(home, clean_env):
    clock = FakeClock()
    s = make_settings(home, clean_env, reverie={"budget": {"daily_input_tokens": 50}})
    add_messages(s, "s1", ("user", "Remember that the API lives at /v2."))
    first = review_session(s, "s1", clock=clock, echo=lambda _: None, provider=counted(s))
    assert first.input_tokens >= 50  # the first review spent the whole budget
    new = add_messages(s, "s1", ("user", "Remember that deploys happen on Fridays."))
    with pytest.raises(BudgetExceeded, match="budget") as err:
        review_session(s, "s1", clock=clock, echo=lambda _: None, provider=counted(s))
    assert "stays due" in str(err.value)
    with Ledger(s, clock=clock) as ledger:
        assert ledger.get_cursor("s1") == first.cursor_after  # still due
        assert len(ledger.calls()) == 1                      # no model call was made
    clock.advance(24 * 3600)  # the next UTC day: the budget is back
    later = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert later.cursor_after == new[-1] and "Fridays" in memory_text(s)


def test_the_offline_heuristic_never_spends_the_budget(home, clean_env):
    clock = FakeClock()
    s = make_settings(home, clean_env, reverie={"budget": {"daily_input_tokens": 50}})
    for fact in ("the API lives at /v2", "deploys happen on Fridays", "tea, not coffee"):
        add_messages(s, "s1", ("user", f"Remember that {fact}."))
        assert review_session(s, "s1", clock=clock, echo=lambda _: None).input_tokens > 0
    with Ledger(s, clock=clock) as ledger:
        assert ledger.tokens_today() == 0


def test_a_budget_spent_part_way_says_how_far_the_review_got(home, clean_env):
    """A backlog is reviewed in chunks; when the budget runs out between two, the error
    says the first ones were reviewed and saved (it used to say "was not run")."""
    clock = FakeClock()
    s = make_settings(home, clean_env, reverie={"budget": {"daily_input_tokens": 1}})
    turns = [("user", f"Note {i}: " + "the deploy pipeline was slow again. " * 60)
             for i in range(40)]
    add_messages(s, "s1", *turns)
    with pytest.raises(BudgetExceeded) as err:
        review_session(s, "s1", clock=clock, echo=lambda _: None, provider=counted(s))
    assert "the review stopped after" in str(err.value) and "saved" in str(err.value)
    assert "was not run" not in str(err.value)
    with Ledger(s, clock=clock) as ledger:
        assert ledger.get_cursor("s1") > 0  # the first chunk's progress is kept


def test_do_not_remember_requests_are_kept_and_shown_in_later_prompts(settings, clock):
    add_messages(settings, "s1", ("user", "Please don't remember my phone number."))
    result = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    assert result.exclusions == ["asked in message #1"]     # where, never what
    with Ledger(settings) as ledger:
        kept = ledger.exclusions()
    assert kept.labels == ["asked in message #1"]
    assert kept.vetoes("User's phone number is 555-0100") and not kept.vetoes("User likes tea")


def test_an_add_that_does_not_fit_waits_for_room_with_its_evidence(home, clean_env, clock):
    from reverie.memory.store import MemoryStore

    s = make_settings(home, clean_env, memory={"user_char_limit": 120})
    store = MemoryStore(s)
    assert store.add("user", "User's old laptop is a 2015 MacBook Air with 8 GB")["success"]
    assert store.add("user", "User likes green tea")["success"]
    before = memory_text(s, "user")
    # (a fact about the user: the user's laptop would be filed under memory, issue 16)
    add_messages(s, "s1", ("user", "Remember that I'm allergic to peanuts, shellfish and sesame seeds."))
    # The heuristic proposes only the add: it does not fit, and no consolidation came with it,
    # so it waits for room with its evidence (issue 20) instead of being dropped.
    result = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert result.applied == result.staged == 0 and memory_text(s, "user") == before
    assert result.dropped == []
    (waiting,) = result.waiting
    assert "no consolidation was proposed" in waiting["reason"] and waiting["target"] == "user"
    from reverie.memory.upkeep.waiting import WaitingFacts

    with WaitingFacts(s) as facts:
        (fact,) = facts.facts("user")
    assert "peanuts" in fact.content and fact.evidence["session_id"] == "s1"
    assert fact.evidence["message_ids"] and fact.said_at is not None


def test_a_fact_the_heuristic_cannot_write_as_a_sentence_is_dropped_and_counted(settings, clock):
    """Issue 16: "Remember that it runs on port 8080." has no subject to keep; the review
    reports it among the dropped proposals instead of writing "It runs on port 8080."."""
    add_messages(settings, "s1", ("user", "Remember that it runs on port 8080."),
                 ("user", "Remember that the API gateway runs on port 8443."))
    result = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    assert result.applied == 1 and "API gateway runs on port 8443" in memory_text(settings)
    assert "8080" not in memory_text(settings)
    (dropped,) = result.dropped
    assert dropped["reason"].startswith("not a self-contained sentence: a dangling pronoun")
    assert dropped["proposal"]["content"] == "It runs on port 8080."
    assert result.to_dict()["dropped"] == [dropped]


def test_forget_and_switch_stage_a_remove_and_a_replace(settings, clock):
    add_messages(settings, "s1", ("user", "Remember that I use Emacs."),
                 ("user", "Remember that the CI runs on Jenkins."))
    review_session(settings, "s1", clock=clock, echo=lambda _: None)
    add_messages(settings, "s1", ("user", "Forget that I use Emacs."),
                 ("user", "We moved from Jenkins to Buildkite."))
    result = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    staged = sorted((o.action, o.target, op.get("old_text"), op.get("content"))
                    for o in result.outcomes if o.status == "staged" for op in o.operations)
    # replace/remove wait for an operator, with the entry each acts on pinned
    assert staged == [("remove", "user", "User uses Emacs.", None),
                      ("replace", "memory", "The CI runs on Jenkins.", "The CI runs on Buildkite.")]
    assert len(pending_records(settings)) == 2


class _Recording:
    """The heuristic, keeping the review data each call is given."""

    def __init__(self):
        from tests.fakes.helpers import provider_settings

        self.inner = HeuristicProvider(provider_settings("heuristic"), {})
        self.name, self.model, self.reviews, self.prompts = "heuristic", "heuristic-v1", [], []

    def generate_json(self, prompt, *, schema, system=None, review=None):
        self.reviews.append(review)
        self.prompts.append(prompt)
        return self.inner.generate_json(prompt, schema=schema, system=system, review=review)

    def close(self):
        pass


def test_a_continuation_is_reviewed_with_its_parents_words_as_context_not_evidence(settings, clock):
    """issue 23: a child session's review sees what the user said in the sessions it
    continues (ReviewInput.lineage), so "I switched to Zellij" says what it left; the
    parent's messages are never evidence, and the prompt text is unchanged."""
    from reverie.search_index import SessionStore

    with SessionStore.open(settings) as store:
        parent = [store.append_message("p", "user", "How do I make tmux copy mode use vi keys?"),
                  store.append_message("p", "assistant", "Set mode-keys vi.")]
        child = store.append_message("c", "user", "Since last time I switched to Zellij.",
                                     parent_session_id="p")
    provider = _Recording()
    review_session(settings, "c", provider=provider, clock=clock, echo=lambda _: None)
    (review,) = provider.reviews
    assert [(m.id, m.role, m.session_id) for m in review.lineage] == [(parent[0], "user", "p")]
    assert [m.id for m in review.messages] == [child]
    assert "tmux" not in provider.prompts[0]  # the text a model reads is what it was
    assert memory_text(settings, "user").strip() == "User now uses Zellij instead of tmux."
    assert pending_records(settings) == []  # a background add applies at once


def test_lineage_context_is_bounded_and_nearest_first(settings):
    from reverie.review.engine import LINEAGE_USER_MESSAGES, lineage_context
    from reverie.search_index import SessionStore

    with SessionStore.open(settings) as store:
        for i in range(LINEAGE_USER_MESSAGES + 5):
            store.append_message("root", "user", f"root message {i}")
        store.append_message("mid", "user", "mid message", parent_session_id="root")
        store.append_message("leaf", "user", "new", parent_session_id="mid")
        found = lineage_context(store, "leaf")
        assert len(found) == LINEAGE_USER_MESSAGES
        assert found[-1].content == "mid message"  # the nearest parent's last words last
        assert found[-2].content == f"root message {LINEAGE_USER_MESSAGES + 4}"
        assert lineage_context(store, "root") == []


def test_a_nearly_full_target_keeps_the_explicit_request_and_the_rest_waits(settings, clock):
    """The heuristic plans within the limit the engine shows it: the "remember" lands, the
    fact offered in passing waits for room (before, the heuristic withdrew it and it was
    lost; before that, validation dropped both: the target's adds overflowed together)."""
    from reverie.config.fs import atomic_write

    atomic_write(settings.memory_file("memory"), "x" * 2150)
    add_messages(settings, "s1", ("user", "FYI, the staging DB is on port 6543."),
                 ("user", "Remember that the deploy key lives in Vault."))
    result = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    assert result.applied == 1 and "The deploy key lives in Vault." in memory_text(settings)
    assert result.dropped == []
    assert [w["content"] for w in result.waiting] == ["The staging DB is on port 6543."]
    assert "6543" not in memory_text(settings)
