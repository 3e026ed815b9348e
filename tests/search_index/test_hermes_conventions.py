"""Hermes 0.19's conventions in Reverie's own store: FK stubs, rewound rows, multimodal
content, tool text in the index, CJK through the trigram table or LIKE."""

from __future__ import annotations

import json

from reverie.search_index import SessionStore
from reverie.search_index.multimodal import CONTENT_JSON_PREFIX
from reverie.search_index.query import plan_query
from reverie.search_index.search import trigram_query, use_trigram


def raw_message(store: SessionStore, session_id: str, role: str, content: str, ts: float,
                **cols) -> int:
    """A row as Hermes writes it (Reverie's API refuses a NUL in content)."""
    names = ["session_id", "role", "content", "timestamp", *cols]
    cur = store.connection.execute(
        f"INSERT INTO messages ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
        (session_id, role, content, ts, *cols.values()))
    return int(cur.lastrowid)


def test_a_missing_parent_gets_a_stub_that_its_own_messages_fill_in(store: SessionStore) -> None:
    store.append_message("child", "user", "hello", 500.0, source="telegram",
                         parent_session_id="parent")
    stub = store.get_session("parent")
    assert (stub.source, stub.started_at, stub.message_count) == ("telegram", 500.0, 0)
    store.append_message("parent", "user", "the real start", 100.0)
    parent = store.get_session("parent")
    assert (parent.started_at, parent.message_count) == (100.0, 1)
    assert store.connection.execute("PRAGMA foreign_key_check").fetchall() == []
    # A parent filled in later for an existing session gets its stub too.
    store.append_message("orphan", "user", "x", 600.0)
    store.append_message("orphan", "user", "y", 601.0, parent_session_id="late-parent")
    assert store.get_session("late-parent") is not None
    assert store.connection.execute("PRAGMA foreign_key_check").fetchall() == []


def test_rewound_rows_are_hidden_and_compacted_rows_kept(store: SessionStore) -> None:
    store.append_message("s", "user", "first aardvark question", 1.0)
    gone = store.append_message("s", "user", "rewound aardvark question", 2.0)
    kept = store.append_message("s", "user", "compacted aardvark question", 3.0)
    store.connection.execute("UPDATE messages SET active = 0 WHERE id = ?", (gone,))
    store.connection.execute("UPDATE messages SET active = 0, compacted = 1 WHERE id = ?", (kept,))
    assert [m.content for m in store.messages("s")] == ["first aardvark question",
                                                        "compacted aardvark question"]
    assert [m.id for m in store.messages_before("s", kept, 10)] == [1, kept]
    (hit,) = store.search("aardvark")
    assert gone not in [m.message_id for m in hit.matches]
    # Review, summaries and the due scan read live rows only (issue 32): the retired
    # original is carried forward by compaction's live copies, so it is not counted twice.
    assert [m.content for m in store.messages("s", retired=False)] == ["first aardvark question"]
    assert [a.new_user_turns for a in store.activity()] == [1]


def test_multimodal_content_is_read_and_snipped_as_text(store: SessionStore) -> None:
    store.append_message("s", "user", "before", 1.0)
    parts = [{"type": "text", "text": "what breed is this wombat"},
             {"type": "image_url", "image_url": {"url": "data:image/png;base64,QUJD"}}]
    mid = raw_message(store, "s", "user", CONTENT_JSON_PREFIX + json.dumps(parts), 2.0)
    store.append_message("s", "assistant", "a wombat, not a breed", 3.0)
    assert store.messages("s")[1].content == "what breed is this wombat\n[image]"
    (hit,) = store.search("wombat breed")
    snippets = {m.message_id: m.snippet for m in hit.matches}
    assert snippets[mid] == "what >>>breed<<< is this >>>wombat<<<"
    after_first = next(m for m in hit.matches if m.message_id == mid + 1)
    assert after_first.before.content == "what breed is this wombat\n[image]"


def test_tool_names_and_arguments_are_searchable(store: SessionStore) -> None:
    call = store.append_message("s", "assistant", None, 1.0, tool_calls=[
        {"id": "c", "type": "function",
         "function": {"name": "web_search", "arguments": '{"query": "capybara"}'}}])
    result = store.append_message("s", "tool", "3 results", 2.0, tool_name="web_search",
                                  tool_call_id="c")
    assert {m.message_id for m in store.search("capybara")[0].matches} == {call}
    assert {m.message_id for m in store.search("web_search")[0].matches} == {call, result}
    # The LIKE path (CJK) covers the same three columns, and NOT copes with NULL tools.
    store.append_message("z", "user", "关于水豚的问题 capybara", 3.0)
    assert {h.session_id for h in store.search("水豚 OR capybara")} == {"s", "z"}
    assert [h.session_id for h in store.search("水豚 NOT web_search")] == ["z"]


def test_cjk_uses_trigram_only_when_every_term_has_three_characters(store: SessionStore) -> None:
    assert store.schema.trigram
    assert use_trigram(store, plan_query("大别山项目"))
    assert not use_trigram(store, plan_query("项目"))
    assert not use_trigram(store, plan_query("大别山 OR ab"))
    assert trigram_query(plan_query('大别山 OR 项目进度 NOT 取消了')) == (
        '("大别山" OR "项目进度") NOT "取消了"')
    store.append_message("a", "user", "我们讨论了大别山项目的进度", 1.0)
    store.append_message("b", "user", "大别山项目已经取消了", 2.0)
    assert [h.session_id for h in store.search("大别山项目")] and {
        h.session_id for h in store.search("大别山项目")} == {"a", "b"}
    assert [h.session_id for h in store.search("大别山 NOT 取消了")] == ["a"]
    assert {h.session_id for h in store.search("项目")} == {"a", "b"}   # LIKE
