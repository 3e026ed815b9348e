"""The model's consolidation through a real provider against the fake servers (issue 20):
its own prompt, the strict check, the fallback that says so, and its tokens recorded under
the purpose ``consolidate`` in the ledger and in Hermes' ``session_model_usage``."""

from __future__ import annotations

import sqlite3

import pytest

from reverie.config import load_settings
from reverie.memory.pending.staging import list_pending
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION
from reverie.review.consolidate import consolidate_target
from reverie.review.ledger import Ledger
from reverie.review.providers import get_provider
from tests.fakes.consolidator import upkeep_responder
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.upkeep.support import learn, port_fact

KEY = "AIzaFAKE-upkeep-0123456789abcdef"


def settings_for(home, kind, server):
    review = {"provider": kind, "base_url": server.url, "timeout": 2.0,
              "model": "gemini-2.5-flash" if kind == "gemini" else "gpt-4o-mini"}
    env = {"HOME": str(home.parent)}
    if kind == "gemini":
        env["GEMINI_API_KEY"] = KEY
    return load_settings(home, environ=env, overrides={
        "memory": {"memory_char_limit": 600},
        "auxiliary": {"background_review": review, "session_search": review}})


def fill(settings, clock, n):
    """Reviews by the offline heuristic (same home and limit): only the consolidation is the
    model's here."""
    offline = load_settings(settings.home, environ={"HOME": str(settings.home.parent)},
                            overrides={"memory": {"memory_char_limit": 600}})
    for i in range(n):
        learn(offline, f"s{i:03d}", port_fact(i), day=i, clock=clock)


def provider_of(settings):
    return get_provider(settings.background_review, settings.environ)


@pytest.mark.parametrize("kind,server_class", [("openai", FakeOpenAIServer),
                                               ("gemini", FakeGeminiServer)])
def test_a_sound_model_answer_is_staged_and_paid_for(home, clean_env, clock, kind, server_class):
    with server_class() as server:
        server.responder = upkeep_responder(server.request_text)
        s = settings_for(home, kind, server)
        fill(s, clock, 15)
        with provider_of(s) as provider:
            result = consolidate_target(s, "memory", provider=provider, clock=clock)
        (request,) = server.requests
        prompt = server.request_text(request)[0]
    assert "<<<CONSOLIDATE memory" in prompt and "<<<WAITING" in prompt and "Usage:" in prompt
    assert result.status == "staged" and result.fallback is None and result.calls == 1
    (record,) = list_pending(s)
    assert record.extra["consolidation"]["provider"] == kind and record.model
    assert all(step["reason"] == "oldest evidence, rarely relevant"
               for step in record.extra["consolidation"]["steps"])
    with Ledger(s) as ledger:
        (call,) = [c for c in ledger.calls() if c.purpose == "consolidate"]
    assert call.input_tokens == result.input_tokens > 0 and call.session_id == ARCHIVE_SESSION
    conn = sqlite3.connect(s.state_db)
    rows = conn.execute("SELECT task, input_tokens, output_tokens FROM session_model_usage"
                        " WHERE session_id = ?", (ARCHIVE_SESSION,)).fetchall()
    assert rows == [("memory_consolidation", result.input_tokens, result.output_tokens)]


def test_an_unsound_answer_falls_back_and_says_so(home, clean_env, clock):
    with FakeOpenAIServer() as server:
        server.responder = upkeep_responder(server.request_text, mode="bad")
        s = settings_for(home, "openai", server)
        fill(s, clock, 15)
        with provider_of(s) as provider:
            result = consolidate_target(s, "memory", provider=provider, clock=clock)
    assert result.status == "staged" and "states what its entries do not" in result.fallback
    (record,) = list_pending(s)
    assert record.extra["consolidation"]["provider"] == "deterministic"
    assert "deterministic, because the model's answer failed the checks" in record.reason
    assert not any("verified" in (op.get("content") or "") for op in record.operations())


@pytest.mark.parametrize("reply", [Reply.error(400, "bad request"), Reply.garbage(),
                                   Reply.ok("not json at all")])
def test_a_failing_model_never_stalls_upkeep(home, clean_env, clock, reply):
    with FakeOpenAIServer() as server:
        server.script(reply)
        s = settings_for(home, "openai", server)
        fill(s, clock, 15)
        with provider_of(s) as provider:
            result = consolidate_target(s, "memory", provider=provider, clock=clock)
    assert result.status == "staged" and result.fallback
    with Ledger(s) as ledger:
        (call,) = [c for c in ledger.calls() if c.purpose == "consolidate"]
    assert not call.ok or "failed the checks" in result.fallback


def test_a_spent_budget_means_the_deterministic_consolidation(home, clean_env, clock):
    with FakeOpenAIServer() as server:
        s = settings_for(home, "openai", server)
        s = load_settings(home, environ=s.environ, overrides={
            **{k: v for k, v in s.raw.items()}, "reverie": {"budget": {"daily_input_tokens": 0}}})
        fill(s, clock, 15)
        with provider_of(s) as provider:
            result = consolidate_target(s, "memory", provider=provider, clock=clock)
        assert server.requests == []
    assert result.status == "staged" and "budget" in result.fallback
