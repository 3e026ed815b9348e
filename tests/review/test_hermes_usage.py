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
