"""state.db layout: created when new, adopted (never altered) when another program made it."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest

from reverie.config import SearchError
from reverie.config.sqlitedb import wal_reset_vulnerable
from reverie.search_index import SessionStore

# What a (newer) Hermes might have: our column set plus columns, tables, indexes and a
# second FTS table we know nothing about.
FOREIGN_SCHEMA = """
CREATE TABLE sessions (
    id TEXT PRIMARY KEY, source TEXT NOT NULL, user_id TEXT, model TEXT, model_config TEXT,
    system_prompt TEXT, parent_session_id TEXT, started_at REAL NOT NULL, ended_at REAL,
    end_reason TEXT, message_count INTEGER DEFAULT 0, tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0, output_tokens INTEGER DEFAULT 0, title TEXT,
    billing_tier TEXT DEFAULT 'free', cost_usd REAL DEFAULT 0
);
CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL, content TEXT, tool_call_id TEXT, tool_calls TEXT, tool_name TEXT,
    timestamp REAL NOT NULL, token_count INTEGER, finish_reason TEXT,
    reasoning TEXT, attachments_json TEXT DEFAULT '[]'
);
CREATE INDEX idx_messages_session ON messages(session_id, timestamp);
CREATE TABLE session_tags (session_id TEXT, tag TEXT);
CREATE VIRTUAL TABLE messages_fts USING fts5(content, content=messages, content_rowid=id);
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
END;
CREATE TRIGGER messages_fts_update AFTER UPDATE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE VIRTUAL TABLE reasoning_fts USING fts5(reasoning, content=messages, content_rowid=id);
INSERT INTO sessions (id, source, started_at, title, billing_tier) VALUES ('h1', 'telegram', 100.0, 'Deploy talk', 'pro');
INSERT INTO messages (session_id, role, content, timestamp, reasoning)
    VALUES ('h1', 'user', 'please deploy the kubernetes cluster tonight', 101.0, 'thinking');
INSERT INTO messages (session_id, role, content, timestamp) VALUES ('h1', 'assistant', 'Deploying now.', 102.0);
INSERT INTO session_tags VALUES ('h1', 'ops');
"""


def _schema_of(path: Path, *, ours: str = "reverie_") -> list[tuple[str, str]]:
    """Every schema object (name, sql) except those whose name mentions ``ours``."""
    conn = sqlite3.connect(path)
    try:
        return sorted((name, sql or "") for name, sql in conn.execute(
            "SELECT name, sql FROM sqlite_master") if ours not in name)
    finally:
        conn.close()


def _make_foreign(path: Path, script: str = FOREIGN_SCHEMA) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.close()


def test_new_database_has_the_hermes_layout_owner_only_and_hermes_journal(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionStore(path) as store:
        names = {r[0] for r in store.connection.execute("SELECT name FROM sqlite_master")}
        mode = store.connection.execute("PRAGMA journal_mode").fetchone()[0]
    assert {"sessions", "messages", "messages_fts", "messages_fts_insert", "messages_fts_delete",
            "messages_fts_update", "reverie_session_summaries", "reverie_ingest_keys",
            "reverie_migrations"} <= names
    # What Hermes 0.22 gives a new state.db: WAL unless this SQLite has the WAL-reset bug.
    assert mode == ("delete" if wal_reset_vulnerable() else "wal")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


@pytest.mark.parametrize("mode", ["wal", "delete"])
def test_an_existing_state_db_keeps_its_journal_mode(tmp_path: Path, mode: str) -> None:
    path = tmp_path / "state.db"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA journal_mode={mode}")
    conn.execute("CREATE TABLE t (x)")
    conn.close()
    with SessionStore(path) as store:
        store.append_message("s", "user", "hello journal", 1.0)
        assert store.search("journal")[0].session_id == "s"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == mode
    conn.close()


def test_wal_reset_vulnerable_versions() -> None:
    assert wal_reset_vulnerable((3, 40, 1)) and wal_reset_vulnerable((3, 51, 2))
    assert wal_reset_vulnerable((3, 44, 5)) and wal_reset_vulnerable((3, 50, 6))
    assert not wal_reset_vulnerable((3, 51, 3)) and not wal_reset_vulnerable((3, 53, 0))
    assert not wal_reset_vulnerable((3, 44, 6)) and not wal_reset_vulnerable((3, 50, 7))
    assert not wal_reset_vulnerable((3, 6, 23))  # before WAL existed

def test_reopening_applies_migrations_once(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionStore(path).close()
    before = _schema_of(path, ours="\x00")
    with SessionStore(path) as store:
        versions = store.connection.execute(
            "SELECT version FROM reverie_migrations WHERE component = 'search_index'").fetchall()
    assert [tuple(v) for v in versions] == [(1,), (2,)]
    assert _schema_of(path, ours="\x00") == before


def test_foreign_database_is_read_and_appended_without_touching_its_schema(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    _make_foreign(path)
    before = _schema_of(path)
    with SessionStore(path) as store:
        hits = store.search("kubernetes")
        assert [h.session_id for h in hits] == ["h1"]
        assert hits[0].title == "Deploy talk" and hits[0].source == "telegram"
        new_id = store.append_message("h1", "user", "and scale the kubernetes pods", 103.0)
        store.append_message("h2", "user", "a brand new kubernetes session", 200.0, source="cli")
        assert [m.content for m in store.messages("h1")][-1] == "and scale the kubernetes pods"
        assert {m.session_id for h in store.search("kubernetes") for m in h.matches} == {"h1", "h2"}
    assert _schema_of(path) == before  # nothing of theirs altered, nothing of theirs added
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT billing_tier, message_count FROM sessions WHERE id='h1'").fetchone() == ("pro", 1)
    assert conn.execute("SELECT attachments_json FROM messages WHERE id=?", (new_id,)).fetchone() == ("[]",)
    assert conn.execute("SELECT reasoning FROM messages WHERE id=1").fetchone() == ("thinking",)
    assert conn.execute("SELECT * FROM session_tags").fetchall() == [("h1", "ops")]
    conn.close()


def test_missing_fts_index_is_created_and_rebuilt_from_existing_rows(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    script = "\n".join(line for line in FOREIGN_SCHEMA.splitlines())
    script = script.split("CREATE VIRTUAL TABLE messages_fts")[0] + (
        "INSERT INTO sessions (id, source, started_at) VALUES ('h1', 'cli', 1.0);"
        "INSERT INTO messages (session_id, role, content, timestamp)"
        " VALUES ('h1', 'user', 'rebuild finds the zebra', 2.0);")
    _make_foreign(path, script)
    with SessionStore(path) as store:
        assert [h.session_id for h in store.search("zebra")] == ["h1"]
        store.append_message("h1", "assistant", "a second zebra", 3.0)
        assert len(store.search("zebra")[0].matches) == 2


def test_missing_required_column_is_refused_with_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    _make_foreign(path, "CREATE TABLE sessions (id TEXT PRIMARY KEY);"
                        "CREATE TABLE messages (id INTEGER PRIMARY KEY, body TEXT);")
    before = _schema_of(path)
    with pytest.raises(SearchError, match="lacks column"):
        SessionStore(path)
    assert _schema_of(path) == before


def test_not_a_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(SearchError, match="state.db"):
        SessionStore(path)
    assert path.read_bytes() == b"this is not sqlite at all" * 100


def test_triggers_keep_fts_in_sync_on_update_and_delete(store: SessionStore) -> None:
    mid = store.append_message("s", "user", "the walrus sings", 1.0)
    store.append_message("s", "user", "another message", 2.0)
    conn = store.connection
    assert [h.session_id for h in store.search("walrus")] == ["s"]
    conn.execute("UPDATE messages SET content = 'the narwhal sings' WHERE id = ?", (mid,))
    assert store.search("walrus") == []
    assert store.search("narwhal")[0].matches[0].message_id == mid
    conn.execute("DELETE FROM messages WHERE id = ?", (mid,))
    assert store.search("narwhal") == []
    # the FTS index agrees with the table (FTS5's own consistency check)
    conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")


def test_fts_triggers_under_other_names_are_not_duplicated(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    script = FOREIGN_SCHEMA.replace("messages_fts_insert", "hermes_ai").replace(
        "messages_fts_delete", "hermes_ad").replace("messages_fts_update", "hermes_au")
    _make_foreign(path, script)
    before = _schema_of(path)
    with SessionStore(path) as store:
        mid = store.append_message("h1", "user", "a unique axolotl", 103.0)
        hits = store.search("axolotl")
        assert len(hits[0].matches) == 1  # indexed once, not twice
        store.connection.execute("DELETE FROM messages WHERE id = ?", (mid,))
        store.connection.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")
    assert _schema_of(path) == before


def test_a_missing_update_trigger_is_added_and_the_index_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    _make_foreign(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER messages_fts_update")
    conn.execute("UPDATE messages SET content = 'the ibis flies' WHERE id = 1")  # index now stale
    conn.commit()
    conn.close()
    with SessionStore(path) as store:
        assert [h.session_id for h in store.search("ibis")] == ["h1"]
        assert store.search("kubernetes") == []
        store.connection.execute("UPDATE messages SET content = 'the heron flies' WHERE id = 1")
        assert store.search("ibis") == [] and len(store.search("heron")) == 1


def test_a_minimal_foreign_schema_still_works(tmp_path: Path) -> None:
    """Only the required columns: writes name just those, reads fill the rest with None."""
    path = tmp_path / "state.db"
    _make_foreign(path, "CREATE TABLE sessions (id TEXT PRIMARY KEY, parent_session_id TEXT);"
                        "CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                        " session_id TEXT, role TEXT, content TEXT, timestamp REAL);")
    with SessionStore(path) as store:
        store.append_message("m", "user", "minimal moose", 1.0, source="cli", tool_name="t")
        session = store.get_session("m")
        assert (session.id, session.source, session.title) == ("m", None, None)
        assert store.messages("m")[0].tool_name is None
        assert [h.session_id for h in store.search("moose")] == ["m"]
        with pytest.raises(SearchError, match="no sessions.source"):
            store.search("moose", source="cli")
