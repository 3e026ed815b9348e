"""The ``state.db`` schema: the Hermes layout we share, and our own ``reverie_`` tables.

Hermes owns ``sessions``, ``messages``, ``messages_fts`` and its triggers. A database a
Hermes agent created may be newer than what we know (more columns, tables, indexes or FTS
tables). We therefore never ALTER or DROP anything there: we inspect what exists (with
sqlite-utils) and only create pieces that are missing, with ``IF NOT EXISTS``:

* a new file gets the full layout below;
* an existing ``messages`` without ``messages_fts`` gets the FTS table, its triggers,
  and a ``rebuild`` so the rows already there are indexed;
* an existing ``messages_fts`` whose insert/update/delete trigger is missing gets ours,
  then a rebuild (the index may have drifted without it).

Writes adapt to the columns that exist (see :class:`SchemaInfo`), so a foreign table with
extra columns keeps working as long as those columns have defaults or are nullable.

Column types: ``started_at``, ``ended_at`` and ``messages.timestamp`` are REAL seconds
since the Unix epoch, as Hermes stores them.

Reverie's own tables are created by recorded migrations (component ``search_index`` in
``reverie_migrations``):

* ``reverie_session_summaries`` — one stored summary per session;
* ``reverie_ingest_keys`` — the dedupe keys that make ``reverie ingest`` idempotent.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import sqlite_utils

from reverie.config.errors import SearchError
from reverie.config.sqlitedb import Migration, migrate

COMPONENT = "search_index"

SESSIONS_DDL = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    user_id TEXT,
    model TEXT,
    model_config TEXT,
    system_prompt TEXT,
    parent_session_id TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    end_reason TEXT,
    message_count INTEGER DEFAULT 0,
    tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0,
    output_tokens INTEGER DEFAULT 0,
    title TEXT
);
CREATE INDEX IF NOT EXISTS idx_sessions_source ON sessions(source);
CREATE INDEX IF NOT EXISTS idx_sessions_parent ON sessions(parent_session_id);
CREATE INDEX IF NOT EXISTS idx_sessions_started ON sessions(started_at DESC);
"""

MESSAGES_DDL = """
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL,
    content TEXT,
    tool_call_id TEXT,
    tool_calls TEXT,
    tool_name TEXT,
    timestamp REAL NOT NULL,
    token_count INTEGER,
    finish_reason TEXT
);
CREATE INDEX IF NOT EXISTS idx_messages_session ON messages(session_id, timestamp);
"""

FTS_DDL = """
CREATE VIRTUAL TABLE IF NOT EXISTS messages_fts USING fts5(
    content,
    content=messages,
    content_rowid=id
);
"""

# One trigger per event, named as Hermes names them.
TRIGGERS = {
    "INSERT": """
CREATE TRIGGER IF NOT EXISTS messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
END;""",
    "DELETE": """
CREATE TRIGGER IF NOT EXISTS messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
END;""",
    "UPDATE": """
CREATE TRIGGER IF NOT EXISTS messages_fts_update AFTER UPDATE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
END;""",
}

REQUIRED_SESSION_COLUMNS = frozenset({"id", "parent_session_id"})
REQUIRED_MESSAGE_COLUMNS = frozenset({"id", "session_id", "role", "content", "timestamp"})

MIGRATIONS = [
    Migration(1, "summaries and ingest keys", """
CREATE TABLE IF NOT EXISTS reverie_session_summaries (
    session_id TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    model TEXT NOT NULL,
    kind TEXT NOT NULL,
    through_message_id INTEGER,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS reverie_ingest_keys (
    key TEXT PRIMARY KEY,
    message_id INTEGER NOT NULL,
    ingested_at REAL NOT NULL
) WITHOUT ROWID;
"""),
]


@dataclass(frozen=True)
class SchemaInfo:
    """What the open database actually has, so reads and writes adapt to it."""

    session_columns: frozenset[str]
    message_columns: frozenset[str]
    fts_content_column: int


def ensure_schema(conn: sqlite3.Connection) -> SchemaInfo:
    """Create what is missing, check what is required, apply our migrations.

    When nothing is missing this only reads, so opening a store never waits for a writer
    (WAL lets readers through while Hermes holds the write lock).
    """
    if _complete(conn):
        return inspect(conn)
    conn.execute("BEGIN IMMEDIATE")
    try:
        _create_missing_tables(conn)
        info = inspect(conn)
        _create_missing_fts(conn)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    migrate(conn, COMPONENT, MIGRATIONS)
    return info


def _complete(conn: sqlite3.Connection) -> bool:
    """Whether every Hermes piece and every migration of ours is already there."""
    db = _db(conn)
    tables = set(db.table_names())
    if not {"sessions", "messages", "messages_fts", "reverie_migrations"} <= tables:
        return False
    if _fts_trigger_events(db) != set(TRIGGERS):
        return False
    done = {row[0] for row in conn.execute(
        "SELECT version FROM reverie_migrations WHERE component = ?", (COMPONENT,))}
    return done >= {m.version for m in MIGRATIONS}


def inspect(conn: sqlite3.Connection) -> SchemaInfo:
    db = _db(conn)
    sessions = frozenset(db["sessions"].columns_dict)
    messages = frozenset(db["messages"].columns_dict)
    for table, have, need in (("sessions", sessions, REQUIRED_SESSION_COLUMNS),
                              ("messages", messages, REQUIRED_MESSAGE_COLUMNS)):
        missing = sorted(need - have)
        if missing:
            raise SearchError(
                f"The session store's table {table} lacks column(s) {', '.join(missing)}.",
                hint="Point --home at a Hermes home or a new directory; Reverie does not alter"
                     " tables it does not own.",
            )
    fts_columns = [row[1] for row in conn.execute("PRAGMA table_info(messages_fts)")]
    if not fts_columns:  # not created yet: ours will have content first
        fts_columns = ["content"]
    if "content" not in fts_columns:
        raise SearchError("The session store's messages_fts has no content column.",
                          hint="Rebuild the FTS index with Hermes, or use a new home.")
    return SchemaInfo(sessions, messages, fts_columns.index("content"))


def _create_missing_tables(conn: sqlite3.Connection) -> None:
    tables = set(_db(conn).table_names())
    if "sessions" not in tables:
        _run(conn, SESSIONS_DDL)
    if "messages" not in tables:
        _run(conn, MESSAGES_DDL)


def _create_missing_fts(conn: sqlite3.Connection) -> None:
    db = _db(conn)
    tables = set(db.table_names())
    # "messages" always exists by now; rows written before the index existed need indexing.
    needs_rebuild = False
    if "messages_fts" not in tables:
        _run(conn, FTS_DDL)
        needs_rebuild = True
    events = _fts_trigger_events(db)
    for event, ddl in TRIGGERS.items():
        if event not in events:
            _run(conn, ddl)
            needs_rebuild = True
    if needs_rebuild:
        conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('rebuild')")


def _fts_trigger_events(db: sqlite_utils.Database) -> set[str]:
    """The events (INSERT/UPDATE/DELETE) for which some trigger on messages feeds messages_fts."""
    events: set[str] = set()
    for trigger in db["messages"].triggers:
        sql = " ".join((trigger.sql or "").upper().split())
        if "MESSAGES_FTS" not in sql:
            continue
        for event in TRIGGERS:
            if f" {event} ON " in sql:
                events.add(event)
    return events


def _db(conn: sqlite3.Connection) -> sqlite_utils.Database:
    # recursive_triggers=False: sqlite-utils would otherwise switch the pragma on for this
    # connection, changing how Hermes's triggers behave for our writes.
    return sqlite_utils.Database(conn, recursive_triggers=False)


def _run(conn: sqlite3.Connection, script: str) -> None:
    """Execute a script statement by statement (executescript would COMMIT our transaction)."""
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            conn.execute(buf)
            buf = ""
