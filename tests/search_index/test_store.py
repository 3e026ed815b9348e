"""The session store's write and read API, lineage, summaries and scheduler activity."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reverie.config import FakeClock, SearchError
from reverie.search_index import SessionStore

from .conftest import add_conversation


def test_append_creates_session_and_counts_messages(store: SessionStore) -> None:
    ids = add_conversation(store, "s1", [("user", "hello"), ("assistant", "hi there")],
                           source="cli", start=100.0)
    assert ids == sorted(ids) and len(set(ids)) == 2
    session = store.get_session("s1")
    assert session is not None
    assert (session.source, session.started_at, session.message_count) == ("cli", 100.0, 2)
    msgs = store.messages("s1")
    assert [(m.role, m.content, m.timestamp) for m in msgs] == [
        ("user", "hello", 100.0), ("assistant", "hi there", 101.0)]
    assert [m.id for m in store.messages("s1", after_id=ids[0])] == [ids[1]]
    assert [m.id for m in store.messages("s1", limit=1)] == [ids[0]]
    assert store.get_session("nope") is None


def test_missing_timestamp_comes_from_the_clock(store: SessionStore, clock: FakeClock) -> None:
    store.append_message("s", "user", "now")
    assert store.messages("s")[0].timestamp == clock.now()


def test_tool_fields_are_stored(store: SessionStore) -> None:
    store.append_message("s", "assistant", None, 1.0, tool_calls=[{"name": "terminal"}])
    store.append_message("s", "tool", "ok", 2.0, tool_name="terminal", tool_call_id="c1")
    row = store.connection.execute(
        "SELECT tool_calls FROM messages WHERE role = 'assistant'").fetchone()
    assert json.loads(row[0]) == [{"name": "terminal"}]
    assert store.messages("s")[1].tool_name == "terminal"


@pytest.mark.parametrize(("kwargs", "error"), [
    ({"session_id": "", "role": "user", "content": "x"}, "session_id is required"),
    ({"session_id": "s", "role": "bot", "content": "x"}, "role must be one of"),
    ({"session_id": "s", "role": "user", "content": 5}, "content must be a string"),
    ({"session_id": "s", "role": "user", "content": "x", "timestamp": "soon"}, "timestamp"),
    ({"session_id": "s", "role": "user", "content": "x", "timestamp": float("nan")}, "timestamp"),
    ({"session_id": "s", "role": "user", "content": "x", "parent_session_id": "s"}, "own parent"),
    ({"session_id": "s\n", "role": "user", "content": "x"}, "printable"),
])
def test_bad_messages_are_refused(store: SessionStore, kwargs: dict, error: str) -> None:
    with pytest.raises(SearchError, match=error):
        store.append_message(**kwargs)
    assert store.connection.execute("SELECT COUNT(*) FROM messages").fetchone()[0] == 0


def test_batch_is_all_or_nothing(store: SessionStore) -> None:
    good = {"session_id": "s", "role": "user", "content": "fine"}
    with pytest.raises(SearchError, match="message 3: role"):
        store.append_messages([good, good, {**good, "role": "robot"}])
    assert store.messages("s") == []
    ids = store.append_messages([good, {**good, "role": "assistant"}])
    assert [m.id for m in store.messages("s")] == ids


def test_reparenting_is_refused_but_a_missing_parent_can_be_set(store: SessionStore) -> None:
    store.append_message("child", "user", "x", 1.0)
    store.append_message("child", "user", "y", 2.0, parent_session_id="p1")
    assert store.get_session("child").parent_session_id == "p1"
    with pytest.raises(SearchError, match="already has parent"):
        store.append_message("child", "user", "z", 3.0, parent_session_id="p2")
    assert len(store.messages("child")) == 2


def test_end_session(store: SessionStore, clock: FakeClock) -> None:
    store.append_message("s", "user", "bye", 1.0)
    store.end_session("s", reason="user_exit")
    session = store.get_session("s")
    assert (session.ended_at, session.end_reason) == (clock.now(), "user_exit")
    store.end_session("s", ended_at=5.0)
    assert store.get_session("s").ended_at == 5.0
    with pytest.raises(SearchError, match="No session"):
        store.end_session("ghost")


def test_lineage_root_and_family(store: SessionStore) -> None:
    store.append_message("root", "user", "a", 1.0)
    store.append_message("mid", "user", "b", 2.0, parent_session_id="root")
    store.append_message("leaf", "user", "c", 3.0, parent_session_id="mid")
    store.append_message("sibling", "user", "d", 4.0, parent_session_id="root")
    store.append_message("other", "user", "e", 5.0)
    assert store.lineage("leaf") == ["root", "mid", "leaf"]
    assert store.root_of("leaf") == "root"
    assert store.family("leaf") == {"root", "mid", "leaf", "sibling"}
    assert store.family("other") == {"other"}


def test_lineage_survives_a_cycle(store: SessionStore) -> None:
    store.append_message("b", "user", "x", 1.0)
    store.append_message("a", "user", "x", 1.0, parent_session_id="b")
    store.append_message("b", "user", "y", 2.0, parent_session_id="a")  # b had no parent: now a cycle
    store.append_message("c", "user", "z", 3.0, parent_session_id="b")
    assert store.root_of("a") == store.root_of("b") == store.root_of("c") == "a"
    assert store.lineage("c") == ["a", "b", "c"]
    assert store.family("c") == {"a", "b", "c"}


def test_summaries_round_trip_and_validate(store: SessionStore, clock: FakeClock) -> None:
    ids = add_conversation(store, "s", [("user", "a"), ("assistant", "b")])
    assert store.get_summary("s") is None
    saved = store.put_summary("s", "  The user said a.  ", model="gemini-flash", kind="model")
    assert saved.text == "The user said a." and saved.through_message_id == ids[-1]
    assert store.get_summary("s") == saved
    clock.advance(10)
    store.put_summary("s", "raw preview", model="", kind="preview", through_message_id=ids[0])
    got = store.get_summary("s")
    assert (got.kind, got.through_message_id, got.created_at) == ("preview", ids[0], clock.now())
    with pytest.raises(SearchError, match="kind"):
        store.put_summary("s", "x", model="m", kind="guess")
    with pytest.raises(SearchError, match="non-empty"):
        store.put_summary("s", "  ", model="m", kind="model")
    with pytest.raises(SearchError, match="No session"):
        store.put_summary("ghost", "x", model="m", kind="model")
    assert store.get_summary("s").text == "raw preview"


def test_activity_counts_user_turns_after_each_cursor(store: SessionStore) -> None:
    a = add_conversation(store, "a", [("user", "1"), ("assistant", "2"), ("user", "3"),
                                      ("user", "4")], start=100.0)
    add_conversation(store, "b", [("assistant", "hi"), ("user", "q")], start=200.0)
    store.put_summary("b", "sum", model="m", kind="model")
    got = {x.session_id: x for x in store.activity({"a": a[0], "zzz": 5})}
    assert set(got) == {"a", "b"}
    assert (got["a"].cursor, got["a"].new_user_turns, got["a"].oldest_new_user_at) == (a[0], 2, 102.0)
    assert (got["a"].last_message_id, got["a"].last_message_at) == (a[-1], 103.0)
    assert got["a"].summarized_through is None
    assert (got["b"].cursor, got["b"].new_user_turns, got["b"].oldest_new_user_at) == (0, 1, 201.0)
    assert got["b"].summarized_through == got["b"].last_message_id
    caught_up = {x.session_id: x for x in store.activity({"a": a[-1]})}
    assert (caught_up["a"].new_user_turns, caught_up["a"].oldest_new_user_at) == (0, None)


def test_activity_without_turns_reads_each_sessions_end_alone(store: SessionStore) -> None:
    # A summary's due list needs each session's last message and summary, never the user
    # turns: uncounted, the other fields are those the counting read gives.
    a = add_conversation(store, "a", [("user", "1"), ("assistant", "2"), ("user", "3")],
                         start=100.0)
    add_conversation(store, "b", [("assistant", "hi")], start=200.0)
    store.put_summary("a", "sum", model="m", kind="model")
    counted = {x.session_id: x for x in store.activity({"a": a[0]})}
    ends = {x.session_id: x for x in store.activity({"a": a[0]}, count_turns=False)}
    assert counted["a"].new_user_turns == 1
    assert {sid: (x.new_user_turns, x.oldest_new_user_at) for sid, x in ends.items()} == {
        "a": (0, None), "b": (0, None)}
    assert {sid: (x.cursor, x.last_message_id, x.last_message_at, x.summarized_through)
            for sid, x in ends.items()} == {
        sid: (x.cursor, x.last_message_id, x.last_message_at, x.summarized_through)
        for sid, x in counted.items()}
    assert ends["a"].summarized_through == a[-1] and ends["b"].summarized_through is None


def test_activity_scales_to_thousands_of_sessions(store: SessionStore) -> None:
    rows = [{"session_id": f"s{i}", "role": role, "content": "x", "timestamp": float(i)}
            for i in range(3000) for role in ("user", "assistant", "user")]
    store.append_messages(rows)
    cursors = {f"s{i}": 0 for i in range(0, 3000, 2)}
    got = store.activity(cursors)
    assert len(got) == 3000 and all(x.new_user_turns == 2 for x in got)


def test_open_uses_the_home_state_db(settings) -> None:
    with SessionStore.open(settings) as s:
        s.append_message("s", "user", "x", 1.0)
    assert Path(settings.state_db).exists()
    with SessionStore.open(settings) as s:
        assert len(s.messages("s")) == 1


def test_a_locked_database_is_a_clear_error(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "state.db"
    SessionStore(path).close()
    blocker = sqlite3.connect(path, isolation_level=None)
    # In WAL (as Hermes 0.19 keeps state.db) the store opens past the lock and its write
    # waits; in rollback mode (Hermes 0.22 on a WAL-reset-bug SQLite) even the open's read
    # would wait the 10 s busy timeout, with the same "locked" error.
    blocker.execute("PRAGMA journal_mode=WAL")
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        store = SessionStore(path)
        store.connection.execute("PRAGMA busy_timeout=50")
        with pytest.raises(SearchError, match="locked"):
            store.append_message("s", "user", "x", 1.0)
        store.close()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    with SessionStore(path) as store:
        store.append_message("s", "user", "x", 1.0)
        assert len(store.messages("s")) == 1


def test_a_session_and_whether_to_learn_from_it_are_one_read(store: SessionStore) -> None:
    """Issue 27: a review's and a summary's first look at their session (the row, and
    whether it is a subagent's or a cron job's) is one statement; the answers are
    ``get_session``'s and ``excluded_reason``'s."""
    add_conversation(store, "talk", [("user", "the kettle is descaled monthly")], source="cli")
    add_conversation(store, "helper", [("user", "lint the module")], source="subagent")
    add_conversation(store, "nightly", [("user", "rotate the logs")], source="cron")
    statements: list[str] = []
    store.connection.set_trace_callback(statements.append)
    try:
        for sid in ("talk", "helper", "nightly", "nope"):
            statements.clear()
            session, excluded = store.session_to_learn_from(sid)
            assert len(statements) == 1, statements
            assert (session, excluded) == (store.get_session(sid), store.excluded_reason(sid))
    finally:
        store.connection.set_trace_callback(None)
    assert store.session_to_learn_from("helper")[1] == "subagent"
    assert store.session_to_learn_from("nightly")[1] == "cron"
    assert store.session_to_learn_from("talk")[1] is None
    assert store.session_to_learn_from("nope") == (None, None)
