"""review/hermes_usage.py: where Hermes' usage table is missing, nothing is created."""

from __future__ import annotations

import sqlite3

from reverie.review.hermes_usage import add_usage, task_for


def test_purposes_map_to_hermes_tasks():
    assert [task_for(p) for p in ("review", "repair", "summary", "search_summary")] == [
        "background_review", "background_review", "session_summary", "session_summary"]


def test_without_the_table_or_the_session_nothing_is_written(tmp_path):
    db = tmp_path / "state.db"
    assert add_usage(db, session_id="s1", purpose="review", model="m", provider="p",
                     input_tokens=5, at=1.0) is False
    assert not db.exists()                                   # no state.db is created
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY)")
    conn.commit()
    assert add_usage(db, session_id="s1", purpose="review", model="m", provider="p",
                     input_tokens=5, at=1.0) is False
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "session_model_usage" not in names               # nor a table Hermes did not make
    conn.execute("CREATE TABLE session_model_usage (session_id TEXT, model TEXT, task TEXT)")
    conn.commit()
    assert add_usage(db, session_id="unknown", purpose="review", model="m", provider="p",
                     input_tokens=5, at=1.0) is False       # nor a session row
    assert conn.execute("SELECT COUNT(*) FROM session_model_usage").fetchone() == (0,)
    conn.close()



def test_a_review_s_open_store_writes_the_same_row_and_keeps_its_lock_wait(tmp_path, clock):
    """Issue 27: a review adds its calls through the state.db store it holds open (the
    store makes Hermes' tables); the row is the one a connection of its own writes, and
    the 2 s lock wait applies only to it."""
    from reverie.search_index import SessionStore

    rows = {}
    for way in ("own", "store"):
        db = tmp_path / way / "state.db"
        db.parent.mkdir()
        with SessionStore(db, clock=clock) as store:
            store.append_message("s1", "user", "hi", 1.0)
            for tokens in (100, 50):
                assert add_usage(db, session_id="s1", purpose="review", model="m",
                                 provider="p", input_tokens=tokens, cached_tokens=10,
                                 output_tokens=5, cost_usd=0.5, at=2.0,
                                 store=store if way == "store" else None)
            assert add_usage(db, session_id="nobody", purpose="review", model="m",
                             provider="p", at=2.0, store=store if way == "store" else None) is False
            assert store.connection.execute("PRAGMA busy_timeout").fetchone()[0] == 10_000
            rows[way] = store.connection.execute(
                "SELECT task, api_call_count, input_tokens, output_tokens, cache_read_tokens,"
                " estimated_cost_usd FROM session_model_usage").fetchall()
    assert [tuple(r) for r in rows["store"]] == [tuple(r) for r in rows["own"]] == [
        ("background_review", 2, 130, 10, 20, 1.0)]


def test_through_a_store_the_usage_table_is_known_from_its_schema(tmp_path, clock):
    """Issue 27: a store knows the usage table's columns with the rest of its schema, so
    adding a call reads no table_info; a store on a state.db without the table (an older
    Hermes) adds nothing, as before."""
    from reverie.search_index import SessionStore

    db = tmp_path / "state.db"
    with SessionStore(db, clock=clock) as store:
        store.append_message("s1", "user", "hi", 1.0)
        seen: list[str] = []
        store.connection.set_trace_callback(seen.append)
        assert add_usage(db, session_id="s1", purpose="review", model="m", provider="p",
                         input_tokens=5, at=2.0, store=store)
        store.connection.set_trace_callback(None)
        assert not [s for s in seen if "table_info" in s]
        store.connection.execute("DROP TABLE session_model_usage")
    with SessionStore(db, clock=clock) as store:          # opened on the file as it is now
        assert "task" not in store.schema.usage_columns
        assert add_usage(db, session_id="s1", purpose="review", model="m", provider="p",
                         input_tokens=5, at=2.0, store=store) is False


def test_a_call_is_added_in_one_statement_and_only_to_a_session_state_db_has(tmp_path, clock):
    """Issue 27: the row is written by one statement that also checks the session exists
    (before: a SELECT, then the write — on the review's own autocommit row two lock cycles
    on Hermes' rollback-journal state.db). A session state.db does not have still gets
    nothing, and a second call still adds to the first row."""
    from reverie.search_index import SessionStore

    db = tmp_path / "state.db"
    with SessionStore(db, clock=clock) as store:
        store.append_message("s1", "user", "hi", 1.0)
        seen: list[str] = []
        store.connection.set_trace_callback(seen.append)
        for tokens in (7, 3):
            assert add_usage(db, session_id="s1", purpose="summary", model="m", provider="p",
                             input_tokens=tokens, output_tokens=2, at=3.0, store=store)
        assert add_usage(db, session_id="gone", purpose="summary", model="m", provider="p",
                         input_tokens=9, at=3.0, store=store) is False
        store.connection.set_trace_callback(None)
        statements = [s for s in seen if not s.lstrip().upper().startswith("PRAGMA")]
        assert len(statements) == 3 and all(s.lstrip().startswith("INSERT") for s in statements)
        rows = store.connection.execute(
            "SELECT session_id, task, api_call_count, input_tokens, output_tokens"
            " FROM session_model_usage").fetchall()
    assert [tuple(r) for r in rows] == [("s1", "session_summary", 2, 10, 4)]


def test_the_offline_heuristic_adds_nothing_to_hermes_analytics(settings, clock):
    """The heuristic is no model call: its review and summary stay in Reverie's ledger (with
    their estimates) and add no row Hermes would sum with the agent's real tokens."""
    from reverie.review.engine import review_session
    from reverie.review.ledger import Ledger
    from reverie.review.summarize import summarize_session
    from reverie.search_index import SessionStore
    from tests.review.engine_support import add_messages

    add_messages(settings, "s1", ("user", "I moved to Lisbon last year and I work as a nurse."),
                 ("assistant", "Noted."))
    review_session(settings, "s1", clock=clock)
    summarize_session(settings, "s1", clock=clock)
    with Ledger(settings) as ledger:
        calls = ledger.calls(session_id="s1")
    assert sorted(c.purpose for c in calls) == ["review", "summary"]
    assert all(c.provider == "heuristic" and c.input_tokens > 0 for c in calls)
    with SessionStore.open(settings) as store:
        assert "task" in store.schema.usage_columns         # Hermes' table is there, and empty
        assert store.connection.execute("SELECT COUNT(*) FROM session_model_usage").fetchone()[0] == 0
