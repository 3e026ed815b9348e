"""An answer cut at the output cap is invalid everywhere a model answers: the review makes
one repair and then fails cleanly (nothing staged, the session stays due), the
consolidation makes one repair and then uses the deterministic one, and the summary makes
one repair and then returns the raw preview. Each call is in the ledger with its tokens."""

from __future__ import annotations

import pytest

from reverie.config import load_settings
from reverie.review.consolidate import consolidate_target
from reverie.review.engine import InvalidReviewOutput, review_session
from reverie.review.ledger import Ledger
from reverie.review.summarize import summarize_session
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import add_messages
from tests.upkeep.test_model_path import fill, provider_of

QUIET = {"echo": lambda _line: None}


def settings_for(home, server):
    model = {"provider": "openai", "base_url": server.url, "timeout": 5.0, "model": "m",
             "max_output_tokens": 50}
    return load_settings(home, environ={"HOME": str(home.parent)}, overrides={
        "memory": {"memory_char_limit": 600},
        "auxiliary": {"background_review": model, "session_search": model}})


#: the shared ``server`` fixture (tests/review/conftest.py) is the OpenAI-compatible one
SERVER = "openai"


def calls(settings):
    with Ledger(settings) as ledger:
        return sorted((c.purpose, c.ok, c.output_tokens) for c in ledger.calls())


def test_review_cut_at_the_cap_twice_stages_nothing_and_stays_due(home, clean_env, server, clock):
    s = settings_for(home, server)
    add_messages(s, "s1", ("user", "I use Neovim for everything."))
    server.script(Reply.cut(usage=(100, 50, 0)), Reply.cut(usage=(120, 50, 0)))
    with pytest.raises(InvalidReviewOutput, match="output cap"):
        review_session(s, "s1", clock=clock, **QUIET)
    assert [r.body["max_tokens"] for r in server.requests] == [50, 50]
    assert "Your previous answer was not valid" in server.requests[1].body["messages"][-1]["content"]
    assert calls(s) == [("repair", False, 50), ("review", False, 50)]
    with Ledger(s) as ledger:
        assert ledger.get_cursor("s1") == 0


def test_review_repaired_after_a_cut_is_staged(home, clean_env, server, clock):
    s = settings_for(home, server)
    (mid,) = add_messages(s, "s1", ("user", "I use Neovim for everything."))
    server.script(Reply.cut(), Reply.json({"operations": [
        {"action": "add", "target": "user", "content": "User edits with Neovim.",
         "reason": "stated", "evidence": [mid], "confidence": 0.9}]}))
    result = review_session(s, "s1", clock=clock, **QUIET)
    assert result.applied + result.staged == 1 and result.calls == 2


def test_summary_cut_twice_is_the_preview(home, clean_env, server, clock):
    s = settings_for(home, server)
    add_messages(s, "s1", ("user", "Let us plan the migration."), ("assistant", "Sure."))
    server.script(Reply.cut("A very long", usage=(80, 50, 0)), Reply.cut("Still", usage=(90, 50, 0)))
    summary = summarize_session(s, "s1", clock=clock)
    assert summary.kind == "preview" and "output cap" in summary.fallback_reason
    assert calls(s) == [("repair", False, 50), ("summary", False, 50)]


def test_consolidation_cut_twice_falls_back_to_the_rule(home, clean_env, server, clock):
    s = settings_for(home, server)
    fill(s, clock, 15)
    server.script(Reply.cut(), Reply.cut())
    with provider_of(s) as provider:
        result = consolidate_target(s, "memory", provider=provider, clock=clock)
    assert result.status == "staged" and "stayed invalid after one repair" in result.fallback
    assert [p for p, ok, _ in calls(s) if p in ("consolidate", "repair")] == ["consolidate", "repair"]


def test_a_looping_answer_is_shown_to_the_repair_once_per_operation(home, clean_env, server,
                                                                    clock):
    """Qwen2.5-Coder-1.5B (LoCoMo dev half) wrote one fact again and again, evidence [1],
    [2], [3] …, until the cap; shown that answer whole, the repair looped the same way.
    The repair sees each operation once and is told to give each fact once."""
    s = settings_for(home, server)
    ids = add_messages(s, "s1", ("user", "I joined a choir last month."),
                       ("assistant", "How was it?"), ("user", "It made me feel accepted."))
    one = ('{"action": "add", "target": "user", "content": "User joined a choir.", '
           '"reason": "said", "evidence": [%d], "confidence": 1}')
    looping = '{"operations": [' + ", ".join(one % i for i in range(1, 7)) + ', {"action": "a'
    server.script(Reply.cut(looping), Reply.json({"operations": [
        {"action": "add", "target": "user", "content": "User joined a choir.",
         "reason": "said", "evidence": [ids[0]], "confidence": 0.9}]}))
    result = review_session(s, "s1", clock=clock, **QUIET)
    assert result.applied + result.staged == 1 and result.calls == 2
    repair = server.request_text(server.requests[1])[0]
    shown = repair.split("PREVIOUS ANSWER:", 1)[1]
    assert shown.count("User joined a choir.") == 1
    assert "repeated 5 operation(s)" in shown and "give each fact once" in shown
