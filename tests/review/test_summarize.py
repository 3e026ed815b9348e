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
