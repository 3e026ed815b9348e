"""Session summaries: the model's summary is stored; an unavailable model leaves a marked
500-character preview; long transcripts are cut around the search terms."""

from __future__ import annotations

import pytest

from reverie.config import ReviewError
from reverie.review.ledger import Ledger
from reverie.review.summarize import PREVIEW_CHARS, PREVIEW_MARK, summarize_session
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import (
    KEY,
    add_messages,
    gemini_provider,
    gemini_settings,
    prompts_sent,
)


def stored(settings, session_id):
    with SessionStore.open(settings) as store:
        return store.get_summary(session_id)


def test_heuristic_summary_is_stored_and_recorded(settings, clock):
    ids = add_messages(settings, "s1", ("user", "The deploy failed with a TLS error."),
                       ("assistant", "Fixed the certificate chain; deploy finished."))
    summary = summarize_session(settings, "s1", clock=clock)
    assert summary.kind == "model" and summary.model == "heuristic-v1"
    assert "TLS" in summary.text and summary.through_message_id == ids[-1]
    row = stored(settings, "s1")
    assert (row.text, row.kind, row.through_message_id) == (summary.text, "model", ids[-1])
    with Ledger(settings) as ledger:
        (call,) = ledger.calls(session_id="s1")
    assert call.purpose == "summary" and call.ok


def test_unavailable_model_leaves_a_marked_preview_of_500_chars(home, clean_env, clock):
    with FakeGeminiServer(expected_key=KEY) as server:
        s = gemini_settings(home, server)
        add_messages(s, "s1", ("user", "x" * 2000))
        server.script(Reply.error(503), Reply.error(503))
        summary = summarize_session(s, "s1", provider=gemini_provider(s, attempts=2,
                                                                      purpose="session_search"))
    assert summary.kind == "preview" and summary.model == ""
    assert summary.text.startswith(PREVIEW_MARK)
    body = summary.text[len(PREVIEW_MARK) + 1:]
    assert len(body) == PREVIEW_CHARS and body.startswith("[#")
    assert "503" in summary.fallback_reason or "navailable" in summary.fallback_reason
    assert stored(s, "s1") is None  # not stored: the next sweep or search tries the model again
    with Ledger(s) as ledger:
        assert [c.ok for c in ledger.calls()] == [False]


def test_a_spent_budget_gives_a_preview_without_a_model_call(home, clean_env):
    from tests.conftest import make_settings

    s = make_settings(home, clean_env, reverie={"budget": {"daily_input_tokens": 0}})
    add_messages(s, "s1", ("user", "hello there"))
    summary = summarize_session(s, "s1")
    assert summary.kind == "preview" and "budget" in summary.fallback_reason
    with Ledger(s) as ledger:
        assert ledger.calls() == []


def test_long_transcripts_are_cut_around_the_terms(home, clean_env):
    with FakeGeminiServer(expected_key=KEY) as server:
        s = gemini_settings(home, server)
        add_messages(s, "big", *[("user", f"filler {i} " + "y" * 2000) for i in range(80)])
        add_messages(s, "big", ("user", "the kraken incident was caused by a bad migration"))
        add_messages(s, "big", *[("user", f"more {i} " + "z" * 2000) for i in range(80)])
        server.script(Reply.ok("Kraken incident: bad migration."))
        summary = summarize_session(s, "big", provider=gemini_provider(s, purpose="session_search"),
                                    terms=["kraken"])
        (prompt,) = prompts_sent(server)
    assert summary.kind == "model" and summary.text == "Kraken incident: bad migration."
    assert "kraken incident" in prompt
    assert len(prompt) < 100_000 + 2_000  # the cut plus the instructions


def test_unknown_or_empty_sessions_are_clear_errors(settings):
    with pytest.raises(ReviewError, match="No session"):
        summarize_session(settings, "ghost")


def _usage_rows(store):
    return [tuple(r) for r in store.connection.execute(
        "SELECT session_id, task, api_call_count FROM session_model_usage")]


def test_a_summary_and_its_calls_usage_row_commit_together(home, clean_env, clock):
    """Issue 27: state.db is in rollback-journal mode (a journal file created, synced and
    deleted per commit), so the summary's call is added to Hermes' usage table inside the
    summary's own transaction: the same rows as before, one commit. (A model's call: the
    offline heuristic's add no usage row, test_hermes_usage.)"""
    with FakeGeminiServer(expected_key=KEY) as server, SessionStore.open(
            settings := gemini_settings(home, server)) as store:
        add_messages(settings, "s1", ("user", "The deploy failed with a TLS error."),
                     ("assistant", "Fixed the certificate chain; deploy finished."))
        server.script(Reply.ok("TLS deploy failure fixed."))
        seen: list[str] = []
        store.connection.set_trace_callback(seen.append)
        summary = summarize_session(settings, "s1", clock=clock, sessions=store,
                                    provider=gemini_provider(settings, purpose="session_search"))
        store.connection.set_trace_callback(None)
        assert summary.kind == "model"
        assert _usage_rows(store) == [("s1", "session_summary", 1)]
        assert store.get_summary("s1").text == summary.text
    writes = [s.split()[0].upper() for s in seen
              if s.split()[0].upper() in ("BEGIN", "INSERT", "COMMIT")]
    assert writes == ["BEGIN", "INSERT", "INSERT", "COMMIT"]   # the summary, then the usage


def test_a_summary_that_cannot_be_stored_still_adds_its_calls_usage(home, clean_env, clock):
    """The call was made and paid for: when the summary's write fails, its usage row is
    added on its own, as before the two shared a transaction."""
    with FakeGeminiServer(expected_key=KEY) as server, SessionStore.open(
            settings := gemini_settings(home, server)) as store:
        add_messages(settings, "s1", ("user", "The deploy failed with a TLS error."),
                     ("assistant", "Fixed the certificate chain; deploy finished."))
        server.script(Reply.ok("TLS deploy failure fixed."))
        store.connection.execute(
            "CREATE TRIGGER refuse_summaries BEFORE INSERT ON reverie_session_summaries"
            " BEGIN SELECT RAISE(ABORT, 'summaries refused'); END")
        with pytest.raises(Exception, match="summaries refused"):
            summarize_session(settings, "s1", clock=clock, sessions=store,
                              provider=gemini_provider(settings, purpose="session_search"))
        assert store.get_summary("s1") is None
        assert _usage_rows(store) == [("s1", "session_summary", 1)]
    with Ledger(settings) as ledger:
        assert [c.purpose for c in ledger.calls(session_id="s1")] == ["summary"]
