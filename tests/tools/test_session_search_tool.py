"""session_search over a real state.db, with the real google-genai SDK talking to the fake
Gemini server on 127.0.0.1."""

from __future__ import annotations

import re
import threading
import time

import pytest

from reverie.config import FakeClock
from reverie.review.calls import CallContext
from reverie.review.ledger import Ledger
from reverie.review.summarize import PREVIEW_CHARS, PREVIEW_MARK
from reverie.review.tools import SessionSearchTool
from reverie.search_index import SessionStore
from tests.conftest import free_port, make_settings
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply

T0 = 1_760_000_000.0
TOPIC = re.compile(r"topic-(\d+)")


class SlowModel:
    """A responder that answers after ``delay`` seconds and remembers how many requests it
    was answering at the same time (the robust check of the concurrency cap)."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.active = 0
        self.peak = 0
        self._lock = threading.Lock()

    def __call__(self, request) -> Reply:
        with self._lock:
            self.active += 1
            self.peak = max(self.peak, self.active)
        try:
            time.sleep(self.delay)
        finally:
            with self._lock:
                self.active -= 1
        prompt, _, _ = FakeGeminiServer.request_text(request)
        topic = TOPIC.search(prompt)
        return Reply.ok(f"Summary of topic-{topic.group(1) if topic else '?'}: the user "
                        "asked about kubernetes and got an answer.")


def gemini_settings(home, env, url, **search):
    config = {"provider": "gemini", "base_url": url, "api_key": "test-key-123",
              "max_concurrency": 3, "timeout": 10, **search}
    return make_settings(home, env, auxiliary={"session_search": config})


def fill(store: SessionStore, n: int = 5) -> None:
    """``n`` past root sessions about kubernetes (past-1 continued in a child session), and
    the current conversation (cur-root → cur-child) about kubernetes too."""
    for i in range(1, n + 1):
        sid = f"past-{i}"
        store.append_message(sid, "user", f"topic-{i}: how do I scale kubernetes pods?",
                             T0 + i * 1000, source="cli")
        store.append_message(sid, "assistant", f"For topic-{i}, use kubectl scale.",
                             T0 + i * 1000 + 5)
    store.append_message("past-1-cont", "user", "more kubernetes questions on topic-1",
                         T0 + 1500, parent_session_id="past-1")
    store.append_message("cur-root", "user", "kubernetes again, current session",
                         T0 + 90_000, source="cli")
    store.append_message("cur-child", "user", "kubernetes in the continuation",
                         T0 + 90_100, parent_session_id="cur-root")


@pytest.fixture
def store(settings):
    with SessionStore.open(settings) as s:
        fill(s)
        yield s


def test_five_sessions_summarised_in_two_rounds_then_stored(home, clean_env, store):
    model = SlowModel(delay=1.0)
    with FakeGeminiServer(responder=model) as server:
        settings = gemini_settings(home, clean_env, server.url)
        tool = SessionSearchTool(settings, store, current_session_id="cur-child")
        result = tool.call({"query": "kubernetes", "limit": 5})
        tool.close()

        assert result["success"] is True and result["count"] == 5
        assert len(server.requests) == 5
        assert model.peak == 3 and server.peak_active == 3  # max_concurrency honoured, and used
        # Two rounds, from the server's own clock: three requests arrive before any answer
        # is sent, and the last two each wait for an answer to free a slot.
        first, rest = sorted(server.requests, key=lambda r: r.started_at)[:3], \
            sorted(server.requests, key=lambda r: r.started_at)[3:]
        first_answer = min(r.answered_at for r in first)
        assert all(r.started_at < first_answer for r in first)
        assert all(r.started_at >= first_answer for r in rest)
        assert result["mode"] == "discover"
        by_id = {root_of(r): r for r in result["results"]}
        assert set(by_id) == {f"past-{i}" for i in range(1, 6)}
        for i in range(1, 6):
            r = by_id[f"past-{i}"]
            assert r["summary_kind"] == "generated"
            assert r["summary"].startswith(f"Summary of topic-{i}:")
            assert r["source"] == "cli"
            assert r["when"].endswith("UTC")
            assert ">>>" in r["snippet"] and "<<<" in r["snippet"]
            anchor = [m for m in r["messages"] if m.get("anchor")]
            assert [m["id"] for m in anchor] == [r["match_message_id"]]
            stored = store.get_summary(f"past-{i}")
            assert stored is not None and stored.kind == "model"
            assert stored.text == r["summary"]
        # the key never leaks into what the tool returns
        assert "test-key-123" not in repr(result)

        # Same question again: every summary comes from storage, no model call at all.
        again = SessionSearchTool(settings, store, current_session_id="cur-child")
        second = again.call({"query": "kubernetes", "limit": 5})
        again.close()
        assert len(server.requests) == 5
        assert [r["summary_kind"] for r in second["results"]] == ["stored"] * 5
        assert {root_of(r): r["summary"] for r in second["results"]} == \
            {k: v["summary"] for k, v in by_id.items()}

    with Ledger(settings) as ledger:
        calls = ledger.calls()
    # their own purpose: a summary job's cost never includes a search running beside it
    assert len(calls) == 5 and {c.purpose for c in calls} == {"search_summary"}
    assert all(c.ok and c.provider == "gemini" and c.input_tokens > 0 for c in calls)


def test_default_limit_is_three_and_cap_is_ten(home, clean_env, store):
    settings = make_settings(home, clean_env)   # offline heuristic provider
    tool = SessionSearchTool(settings, store)
    assert tool.call({"query": "kubernetes"})["count"] == 3
    for i in range(6, 16):
        store.append_message(f"past-{i}", "user", f"kubernetes topic-{i}", T0 + i * 1000)
    assert tool.call({"query": "kubernetes", "limit": 50})["count"] == 10


@pytest.mark.parametrize("current", ["cur-root", "cur-child"])
def test_current_lineage_never_appears(home, clean_env, store, current):
    settings = make_settings(home, clean_env)
    tool = SessionSearchTool(settings, store, current_session_id=current)
    result = tool.call({"query": "kubernetes current continuation", "limit": 10})
    assert result["success"] is True and result["results"] == []
    broad = tool.call({"query": "kubernetes", "limit": 10})["results"]
    ids = {r["session_id"] for r in broad} | {root_of(r) for r in broad}
    assert ids == {"past-1", "past-2", "past-3", "past-4", "past-5"} | (
        {"past-1-cont"} & ids)
    browsed = tool.call({})
    assert browsed["mode"] == "browse"
    assert {r["session_id"] for r in browsed["results"]} == {"past-3", "past-4", "past-5"}
    scrolled = tool.call({"session_id": "cur-root", "around_message_id": 1})
    assert scrolled["success"] is False and "current conversation" in scrolled["error"]
    # without a current session the same query does find that conversation
    open_tool = SessionSearchTool(settings, store)
    found = open_tool.call({"query": "continuation"})
    assert [root_of(r) for r in found["results"]] == ["cur-root"]


def root_of(result: dict) -> str:
    """The root session of a discover result (Hermes names the matching session itself,
    and its root as parent_session_id when they differ)."""
    return result.get("parent_session_id") or result["session_id"]


def closed_port_url() -> str:
    return f"http://127.0.0.1:{free_port()}"


@pytest.mark.parametrize("failure", ["refused", "503", "timeout", "401"])
def test_model_down_gives_marked_previews(home, clean_env, store, failure):
    server = None
    if failure == "refused":
        url = closed_port_url()
    else:
        reply = {"503": Reply.error(503), "timeout": Reply(text="late", delay=30.0),
                 "401": Reply.error(401)}[failure]
        server = FakeGeminiServer(responder=lambda request: reply).start()
        url = server.url
    try:
        settings = gemini_settings(home, clean_env, url, timeout=1)
        tool = SessionSearchTool(settings, store, current_session_id="cur-root")
        result = tool.call({"query": "kubernetes", "limit": 4})
        tool.close()
        if server is not None:
            # One request per session, three at a time. For "timeout" the server holds its
            # answers for 30 s (stop() releases them): none was answered when the tool
            # returned, so the client's 1 s timeout gave every call up, and the fourth
            # request got its slot from a call given up, not from an answer.
            assert len(server.requests) == 4
            if failure == "timeout":
                assert all(r.answered_at is None for r in server.requests)
            else:
                assert server.peak_active <= 3
    finally:
        if server is not None:
            server.stop()
    assert result["success"] is True and result["count"] == 4
    for r in result["results"]:
        assert r["summary_kind"] == "preview"
        assert r["summary"].startswith(PREVIEW_MARK)
        body = r["summary"][len(PREVIEW_MARK) + 1:]
        # the session's beginning (its first message), not the window around the match
        assert re.match(r"\[#\d+\] user: topic-\d: how do I scale", body), body
        assert len(body) <= PREVIEW_CHARS
        assert store.get_summary(r["session_id"]) is None   # previews are not stored
    with Ledger(settings) as ledger:
        assert [c.ok for c in ledger.calls()] == [False] * 4


def test_preview_is_cut_to_500_characters(home, clean_env, settings):
    with SessionStore.open(settings) as s:
        s.append_message("long", "user", "needle " + "x" * 2000, T0)
        tool = SessionSearchTool(
            gemini_settings(home, clean_env, closed_port_url(), timeout=1), s)
        result = tool.call({"query": "needle"})
    summary = result["results"][0]["summary"]
    assert summary.startswith(PREVIEW_MARK + "\n")
    body = summary[len(PREVIEW_MARK) + 1:]
    assert body.startswith("[#1] user: needle xxx") and len(body) == PREVIEW_CHARS


def test_a_stored_preview_is_retried_with_the_model(home, clean_env, store):
    store.put_summary("past-2", "[Raw preview] topic-2", model="", kind="preview")
    with FakeGeminiServer(responder=SlowModel(0.0)) as server:
        settings = gemini_settings(home, clean_env, server.url)
        result = SessionSearchTool(settings, store).call({"query": "topic-2"})
        assert len(server.requests) == 1
    assert result["results"][0]["summary_kind"] == "generated"
    assert store.get_summary("past-2").kind == "model"


def test_spent_budget_means_previews_without_calls(home, clean_env, store):
    with FakeGeminiServer(responder=SlowModel(0.0)) as server:
        settings = make_settings(home, clean_env, reverie={"budget": {"daily_input_tokens": 100}},
                                 auxiliary={"session_search": {
                                     "provider": "gemini", "base_url": server.url,
                                     "api_key": "k", "max_concurrency": 3, "timeout": 5}})
        clock = FakeClock(start=T0)
        with Ledger(settings, clock=clock) as ledger:
            ledger.record_call(call=CallContext.new("direct"), purpose="review", provider="gemini", model="m", input_tokens=150)
        result = SessionSearchTool(settings, store, clock=clock).call({"query": "kubernetes"})
        assert server.requests == []
    assert [r["summary_kind"] for r in result["results"]] == ["preview"] * 3


def test_offline_heuristic_provider_summarises(home, clean_env, store):
    settings = make_settings(home, clean_env)
    result = SessionSearchTool(settings, store).call({"query": "topic-3"})
    r = result["results"][0]
    assert r["session_id"] == "past-3" and r["summary_kind"] == "generated"
    assert r["summary"] and not r["summary"].startswith(PREVIEW_MARK)


def test_no_match_is_a_successful_empty_result(home, clean_env, store):
    result = SessionSearchTool(make_settings(home, clean_env), store).call({"query": "zebra"})
    assert result["success"] is True and result["count"] == 0 and result["results"] == []
    assert "No past session" in result["message"]


@pytest.mark.parametrize(("args", "expected"), [
    ("docker", "object of arguments"),
    ({"query": 5}, "query must be a string"),
    ({"query": "x", "role_filter": "user,boss"}, "role_filter takes a comma-separated list"),
    ({"query": "x", "role": "user"}, "Unexpected argument(s) role"),
    ({"session_id": "past-1", "around_message_id": "near the end"}, "around_message_id must be"),
    ({"session_id": "nope"}, "No session 'nope'"),
    ({"session_id": "past-1", "around_message_id": 999_999}, "Message 999999 is not in"),
    ({"session_id": "past-1", "profile": "../etc"}, "not a valid profile name"),
    ({"query": "x", "profile": "work"}, "profile 'work' has no sessions"),
])
def test_bad_arguments_are_tool_errors(home, clean_env, store, args, expected):
    result = SessionSearchTool(make_settings(home, clean_env), store).call(args)
    assert result["success"] is False and expected in result["error"], result
    assert result["mode"] in ("discover", "scroll", "read", "browse")


def test_hostile_queries_never_raise(home, clean_env, store):
    tool = SessionSearchTool(make_settings(home, clean_env), store)
    for query in ['"unbalanced', "NOT", "a AND OR b", "x*** (", "kubernetes\x00; DROP TABLE"]:
        result = tool.call({"query": query})
        assert result["success"] is True, (query, result)


def test_a_provider_that_cannot_be_built_gives_previews(home, clean_env, store):
    settings = make_settings(home, clean_env, auxiliary={"session_search": {"provider": "gemini"}})
    result = SessionSearchTool(settings, store).call({"query": "kubernetes"})
    assert result["success"] is True
    assert [r["summary_kind"] for r in result["results"]] == ["preview"] * 3
    with Ledger(settings) as ledger:
        errors = [c.error for c in ledger.calls()]
    assert errors and all("API key" in e for e in errors)


def test_odd_started_at_from_a_foreign_database_is_tolerated(home, clean_env, store):
    store.connection.execute("UPDATE sessions SET started_at = 1e300 WHERE id = 'past-4'")
    store.connection.execute("UPDATE sessions SET started_at = 'yesterday' WHERE id = 'past-5'")
    result = SessionSearchTool(make_settings(home, clean_env), store).call(
        {"query": "kubernetes", "limit": 10})
    by_id = {root_of(r): r for r in result["results"]}
    assert by_id["past-4"]["when"] == "unknown" and by_id["past-5"]["when"] == "unknown"
    assert by_id["past-3"]["when"] == "October 09, 2025 at 09:43 UTC"


def test_a_summary_that_breaks_unexpectedly_is_a_logged_preview(home, clean_env, store, caplog):
    """A bug below the tool (not a ProviderError) costs a preview, and says so in the log."""
    from reverie.review.providers import get_provider

    class Broken:
        def __init__(self, inner):
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def generate_text(self, *args, **kwargs):
            raise RuntimeError("ledger exploded")

    settings = make_settings(home, clean_env)
    provider = Broken(get_provider(settings.session_search, settings.environ))
    with caplog.at_level("WARNING", logger="reverie.session_search"):
        result = SessionSearchTool(settings, store, provider=provider).call({"query": "topic-3"})
    r = result["results"][0]
    assert result["success"] and r["summary_kind"] == "preview"
    assert r["summary"].startswith(PREVIEW_MARK)
    assert any("past-3" in rec.getMessage() and "RuntimeError: ledger exploded" in rec.getMessage()
               for rec in caplog.records)
