"""session_search's four shapes (spec §13) over a real state.db, offline heuristic summaries."""

from __future__ import annotations

import json

import pytest

from reverie.review.tools import SessionSearchTool
from reverie.search_index import SessionStore
from tests.conftest import make_settings

T0 = 1_760_000_000.0


@pytest.fixture
def store(settings):
    with SessionStore.open(settings) as s:
        for n in range(1, 36):          # a long session: 35 messages
            s.append_message("long", "user" if n % 2 else "assistant",
                             f"long message {n} about terraform", T0 + n, source="cli")
        s.append_message("long-cont", "user", "terraform continued here", T0 + 100,
                         parent_session_id="long")
        s.append_message("cron-1", "user", "terraform nightly report", T0 + 200, source="cron")
        s.append_message("sub-1", "user", "terraform in a subagent", T0 + 300, source="subagent")
        s.append_message("tools", "tool", "terraform plan output", T0 + 400, source="cli")
        s.append_message("new", "user", "latest chat about terraform", T0 + 500, source="cli")
        yield s


@pytest.fixture
def tool(settings, store):
    return SessionSearchTool(settings, store)


def ids_of(messages):
    return [m["id"] for m in messages]


def test_scroll_returns_a_window_around_the_anchor(tool, store):
    anchor = store.messages("long")[14].id
    reply = tool.call({"session_id": "long", "around_message_id": anchor, "window": 3})
    assert reply["mode"] == "scroll" and reply["success"] is True
    assert ids_of(reply["messages"]) == list(range(anchor - 3, anchor + 4))
    assert [m.get("anchor") for m in reply["messages"]].count(True) == 1
    assert reply["messages_before"] == 3 and reply["messages_after"] == 3
    assert reply["session_meta"]["source"] == "cli"
    # clamped like Hermes: window 0 -> 1, 500 -> 20; a string falls back to 5
    assert tool.call({"session_id": "long", "around_message_id": anchor, "window": 0})["window"] == 1
    wide = tool.call({"session_id": "long", "around_message_id": anchor, "window": 500})
    assert wide["window"] == 20 and wide["messages_before"] == 14   # the session starts first
    assert tool.call({"session_id": "long", "around_message_id": str(anchor),
                      "window": "lots"})["window"] == 5


def test_scroll_follows_an_anchor_into_a_continuation(tool, store):
    child_id = store.messages("long-cont")[0].id
    reply = tool.call({"session_id": "long", "around_message_id": child_id})
    assert reply["success"] is True and reply["session_id"] == "long-cont"
    assert "continuation" in reply["warning"]


def test_read_gives_head_and_tail_of_a_long_session(tool):
    reply = tool.call({"session_id": "long"})
    assert reply["mode"] == "read" and reply["message_count"] == 35 and reply["truncated"]
    contents = [m["content"] for m in reply["messages"]]
    assert len(contents) == 30 and contents[0] == "long message 1 about terraform"
    assert contents[19] == "long message 20 about terraform"
    assert contents[20] == "long message 26 about terraform"
    short = tool.call({"session_id": "new"})
    assert short["truncated"] is False and [m["role"] for m in short["messages"]] == ["user"]


def test_browse_lists_recent_root_sessions_without_hidden_sources(tool):
    reply = tool.call({"limit": 10})
    assert reply["mode"] == "browse"
    assert [r["session_id"] for r in reply["results"]] == ["new", "tools", "cron-1", "long"]
    first = reply["results"][0]
    assert first["preview"] == "latest chat about terraform" and first["message_count"] == 1


def test_discover_filters_roles_demotes_cron_and_sorts(tool):
    reply = tool.call({"query": "terraform", "limit": 10})
    roots = [r.get("parent_session_id") or r["session_id"] for r in reply["results"]]
    assert "tools" not in roots and "sub-1" not in roots     # tool role, hidden source
    assert roots[-1] == "cron-1"                              # demoted below interactive
    assert all(r["summary"] and r["summary_kind"] for r in reply["results"])
    tool_only = tool.call({"query": "terraform", "role_filter": "tool"})
    assert [r["session_id"] for r in tool_only["results"]] == ["tools"]
    assert tool_only["results"][0]["matched_role"] == "tool"
    newest = tool.call({"query": "terraform", "sort": "newest", "limit": 2})
    assert [r.get("parent_session_id") or r["session_id"] for r in newest["results"]] == ["new", "long"]
    oldest = tool.call({"query": "terraform", "sort": "oldest", "limit": 2})
    assert [r.get("parent_session_id") or r["session_id"] for r in oldest["results"]] == ["long", "new"]


def test_discover_has_bookends_around_the_window(tool, store):
    reply = tool.call({"query": '"message 15"'})
    hit = reply["results"][0]
    assert hit["match_message_id"] == store.messages("long")[14].id
    assert ids_of(hit["bookend_start"]) == [1, 2, 3]
    assert ids_of(hit["bookend_end"]) == [33, 34, 35]
    assert ids_of(hit["messages"]) == list(range(10, 21))


def test_profile_reads_another_profiles_sessions(home, clean_env, settings):
    work = make_settings(home, clean_env)
    work_db = home / "profiles" / "work" / "state.db"
    work_db.parent.mkdir(parents=True)
    with SessionStore(work_db) as other:
        other.append_message("w1", "user", "the payroll export", T0, source="cli")
    with SessionStore.open(work) as mine:
        mine.append_message("d1", "user", "the payroll default", T0, source="cli")
        tool = SessionSearchTool(work, mine)
        found = tool.call({"query": "payroll", "profile": "work"})
        assert found["profile"] == "work"
        assert [r["session_id"] for r in found["results"]] == ["w1"]
        linked = tool.call({"session_id": "work/w1"})
        assert linked["mode"] == "read" and linked["messages"][0]["content"] == "the payroll export"
        assert [r["session_id"] for r in tool.call({"profile": "default"})["results"]] == ["d1"]


def test_multimodal_content_is_decoded_and_inactive_messages_hidden(settings, store):
    parts = [{"type": "text", "text": "look at this diagram"},
             {"type": "image_url", "image_url": {"url": "data:..."}}]
    mid = store.append_message("mm", "user", "placeholder", T0 + 900, source="cli")
    # Hermes writes these itself: multimodal content, and `active` (0 = compacted away).
    conn = store.connection
    conn.execute("UPDATE messages SET content = ? WHERE id = ?",
                 ("\x00json:" + json.dumps(parts), mid))
    if "active" not in {r[1] for r in conn.execute("PRAGMA table_info(messages)")}:
        conn.execute("ALTER TABLE messages ADD COLUMN active INTEGER NOT NULL DEFAULT 1")
    hidden = store.append_message("mm", "assistant", "an answer compacted away", T0 + 901)
    conn.execute("UPDATE messages SET active = 0 WHERE id = ?", (hidden,))
    with SessionStore.open(settings) as reopened:       # sees the schema as it is now
        tool = SessionSearchTool(settings, reopened)
        read = tool.call({"session_id": "mm"})
        assert [m["content"] for m in read["messages"]] == ["look at this diagram\n[image]"]
        scroll = tool.call({"session_id": "mm", "around_message_id": mid})
        assert ids_of(scroll["messages"]) == [mid] and scroll["messages_after"] == 0
