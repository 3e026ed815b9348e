"""SessionStore.messages_before: the last few messages up to an id, oldest first, read
through the index instead of the whole session (the review's earlier-context digest)."""

from __future__ import annotations

from tests.search_index.conftest import add_conversation


def test_the_last_n_up_to_and_including_the_id_oldest_first(store):
    ids = add_conversation(store, "s1", [("user", f"turn {i}") for i in range(10)])
    add_conversation(store, "other", [("user", "elsewhere")])
    got = store.messages_before("s1", ids[6], 3)
    assert [m.id for m in got] == ids[4:7]
    assert [m.content for m in got] == ["turn 4", "turn 5", "turn 6"]
    assert all(m.session_id == "s1" for m in got)


def test_fewer_than_the_limit_zero_cursor_and_zero_limit(store):
    ids = add_conversation(store, "s1", [("user", "a"), ("assistant", "b")])
    assert [m.content for m in store.messages_before("s1", ids[-1], 10)] == ["a", "b"]
    assert store.messages_before("s1", 0, 5) == []
    assert store.messages_before("s1", ids[-1], 0) == []
    assert store.messages_before("ghost", ids[-1], 5) == []


def test_it_walks_back_from_the_id_instead_of_sorting_the_session(store):
    ids = add_conversation(store, "s1", [("user", f"turn {i}") for i in range(50)])
    trace: list[str] = []
    store.connection.set_trace_callback(trace.append)
    try:
        store.messages_before("s1", ids[-1], 3)
    finally:
        store.connection.set_trace_callback(None)
    (query,) = [q for q in trace if "FROM messages" in q]  # the method's own query, bound
    plan = " | ".join(row[-1] for row in store.connection.execute("EXPLAIN QUERY PLAN " + query))
    assert "TEMP B-TREE" not in plan and "PRIMARY KEY" in plan, plan
