"""state.db shared with the real Hermes (0.19.0 and 0.22, spec §13): layout, writes, search,
FKs."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from reverie.search_index.store import SessionStore
from reverie.worker.doctor import diagnose
from tests.hermes.install import ANCHORS

# One Hermes-side driver: open its SessionDB on the home's state.db and run steps.
DRIVER = r"""
import json
import hermes_state
from tools.session_search_tool import session_search

steps = json.loads(STEPS)
db = hermes_state.SessionDB()
out = []
for step in steps:
    kind = step["do"]
    if kind == "call":
        out.append(getattr(db, step["method"])(*step.get("args", []), **step.get("kwargs", {})))
    elif kind == "search":
        hits = db.search_messages(step["query"], **step.get("kwargs", {}))
        out.append([[h["id"], h["session_id"], h["snippet"]] for h in hits])
    elif kind == "session_search":
        out.append(json.loads(session_search(db=db, **step["kwargs"])))
    elif kind == "sql":
        out.append([list(r) for r in db._conn.execute(step["sql"]).fetchall()])
db.close()
print(json.dumps(out, default=str))
"""


def hermes_steps(hermes, home: Path, steps: list[dict]) -> list:
    return hermes.run_json(f"STEPS = {json.dumps(json.dumps(steps))}\n" + DRIVER, home)


def _norm(sql: str | None) -> str:
    """SQL text without layout: whitespace collapsed and dropped around punctuation."""
    text = " ".join((sql or "").split())
    return re.sub(r" ?([(),;=|]) ?", r"\1", text)


def layout(path: Path) -> dict:
    """Everything Hermes' schema consists of, Reverie's own reverie_* objects left out."""
    conn = sqlite3.connect(path)
    try:
        objects = sorted((t, n, tbl, _norm(sql)) for t, n, tbl, sql in conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master") if not tbl.startswith("reverie_"))
        tables = [n for t, n, _, _ in objects if t == "table"]
        return {
            "objects": objects,
            "columns": {t: conn.execute(f"PRAGMA table_xinfo('{t}')").fetchall() for t in tables},
            "fks": {t: conn.execute(f"PRAGMA foreign_key_list('{t}')").fetchall() for t in tables},
            "indexes": {t: conn.execute(f"PRAGMA index_list('{t}')").fetchall() for t in tables},
            "schema_version": conn.execute("SELECT * FROM schema_version").fetchall(),
        }
    finally:
        conn.close()


def test_a_new_file_is_exactly_hermes_v22(hermes, hermes019, tmp_path: Path,
                                          home: Path) -> None:
    """Reverie's new file is the one Hermes 0.19 makes (a new file is v22), and each Hermes
    treats it as its own: 0.19 adds, migrates and rewrites nothing; 0.22 migrates it to v31
    exactly as it migrates the file 0.19 made. Reverie then opens the migrated file and
    changes nothing of Hermes' layout."""
    made = tmp_path / "hermes-made" / "home"
    made.mkdir(parents=True)
    hermes_steps(hermes019, made, [])
    hermes_made = made / "state.db"
    with SessionStore(home / "state.db"):
        pass
    ours, theirs = layout(home / "state.db"), layout(hermes_made)
    assert ours["schema_version"] == theirs["schema_version"] == [(22,)]
    for key in ("columns", "fks", "indexes", "objects"):
        assert ours[key] == theirs[key], key
    trigram_sql = [sql for t, n, _, sql in ours["objects"] if n == "messages_fts_trigram"]
    assert trigram_sql == ["CREATE VIRTUAL TABLE messages_fts_trigram USING fts5(content,tokenize='trigram')"]
    # This anchor's Hermes opens both files: whatever it does to its own v22 file, it does
    # to Reverie's (0.19: nothing at all).
    hermes_steps(hermes, home, [])
    hermes_steps(hermes, made, [])
    ours, theirs = layout(home / "state.db"), layout(hermes_made)
    assert ours["schema_version"][-1] == theirs["schema_version"][-1] == (hermes.schema,)
    for key in ("columns", "fks", "indexes", "objects"):
        assert ours[key] == theirs[key], key
    with SessionStore(home / "state.db") as store:
        store.append_message("after", "user", "written by Reverie on the migrated file", 5.0)
    assert layout(home / "state.db") == ours


def seed(store: SessionStore) -> dict[str, int]:
    """Messages with tool names and tool-call arguments, a child whose parent is missing."""
    ids = {}
    ids["user"] = store.append_message("r-1", "user", "please rotate the grafana credentials",
                                       1000.0, source="cli")
    ids["call"] = store.append_message(
        "r-1", "assistant", None, 1001.0,
        tool_calls=[{"id": "c1", "type": "function", "function": {
            "name": "terminal", "arguments": json.dumps({"command": "vaultctl rotate zephyrine"})}}])
    ids["tool"] = store.append_message("r-1", "tool", "rotated", 1002.0, tool_name="terminal",
                                       tool_call_id="c1")
    ids["child"] = store.append_message("r-child", "user", "follow-up about the quokka", 2000.0,
                                        source="telegram", parent_session_id="r-missing-parent")
    ids["doomed"] = store.append_message("r-2", "user", "the ocelot message", 3000.0, source="cli")
    return ids


def test_hermes_writes_deletes_and_searches_in_a_reverie_made_file(hermes, home: Path) -> None:
    with SessionStore(home / "state.db") as store:
        ids = seed(store)
        stub = store.get_session("r-missing-parent")
        assert stub is not None and stub.source == "telegram" and stub.message_count == 0
    out = hermes_steps(hermes, home, [
        {"do": "search", "query": "terminal"},
        {"do": "search", "query": "zephyrine"},
        {"do": "call", "method": "append_message", "args": ["r-child", "assistant", "noted"]},
        {"do": "call", "method": "end_session", "args": ["r-child", "user_exit"]},
        {"do": "call", "method": "update_token_counts", "args": ["r-child"],
         "kwargs": {"input_tokens": 10, "output_tokens": 5, "model": "m"}},
        {"do": "call", "method": "create_session", "args": ["h-1", "cli"]},
        {"do": "call", "method": "append_message", "args": ["h-1", "user", "hermes talks of the pangolin"]},
        {"do": "call", "method": "delete_session", "args": ["r-2"]},
        {"do": "call", "method": "delete_session", "args": ["r-missing-parent"]},
        {"do": "search", "query": "ocelot"},
        {"do": "session_search", "kwargs": {"query": "grafana credentials"}},
        {"do": "sql", "sql": "PRAGMA integrity_check"},
        {"do": "sql", "sql": "PRAGMA foreign_key_check"},
        {"do": "sql", "sql": "INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')"},
        {"do": "sql", "sql": "INSERT INTO messages_fts_trigram(messages_fts_trigram)"
                             " VALUES ('integrity-check')"},
    ])
    (by_tool, by_arg, _, _, _, _, _, deleted, _, gone, recalled, integrity, fk, _, _) = out
    # The tool's name is indexed for the tool result and, inside tool_calls, for the call.
    assert {row[0] for row in by_tool} == {ids["call"], ids["tool"]}
    assert [row[0] for row in by_arg] == [ids["call"]]
    assert deleted is True and gone == []
    assert recalled["success"] is True
    assert "r-1" in json.dumps(recalled)
    assert integrity == [["ok"]] and fk == []
    with SessionStore(home / "state.db") as store:
        assert [h.session_id for h in store.search("pangolin")] == ["h-1"]
        assert store.search("ocelot") == []
        assert [h.session_id for h in store.search("zephyrine")] == ["r-1"]
        assert store.get_session("r-child").parent_session_id is None  # Hermes unlinked it


def test_reverie_works_on_a_hermes_made_file(hermes, home: Path) -> None:
    hermes_steps(hermes, home, [
        {"do": "call", "method": "create_session", "args": ["h-1", "cli"]},
        {"do": "call", "method": "append_message", "args": ["h-1", "user", "我们讨论了大别山项目的进度"]},
        {"do": "call", "method": "append_message",
         "args": ["h-1", "user", [{"type": "text", "text": "what does this marmoset label say"},
                                  {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]]},
        {"do": "call", "method": "append_message", "args": ["h-1", "assistant", "it says 42"]},
        {"do": "call", "method": "append_message", "args": ["h-1", "user", "rewound tapir question"]},
        {"do": "call", "method": "append_message", "args": ["h-1", "assistant", "tapir answer"]},
        {"do": "call", "method": "rewind_to_message", "args": ["h-1", 4]},
    ])
    before = layout(home / "state.db")
    with SessionStore(home / "state.db") as store:
        assert store.schema.trigram
        assert [h.session_id for h in store.search("大别山")] == ["h-1"]  # trigram
        assert [h.session_id for h in store.search("项目")] == ["h-1"]    # 2 chars: LIKE
        (hit,) = store.search("marmoset")
        assert hit.matches[0].snippet == "what does this >>>marmoset<<< label say"
        assert store.search("tapir") == []  # rewound
        contents = [m.content for m in store.messages("h-1")]
        assert contents == ["我们讨论了大别山项目的进度",
                            "what does this marmoset label say\n[image]", "it says 42"]
        store.append_message("h-1", "assistant", "the marmoset label says 42", source="cli")
        store.append_message("h-kid", "user", "child of a session hermes never saw", 5.0,
                             parent_session_id="h-unknown")
    assert layout(home / "state.db") == before  # adopted as it is
    (integrity, fk, hits) = hermes_steps(hermes, home, [
        {"do": "sql", "sql": "PRAGMA integrity_check"},
        {"do": "sql", "sql": "PRAGMA foreign_key_check"},
        {"do": "search", "query": "marmoset"},
    ])
    assert integrity == [["ok"]] and fk == []
    assert len(hits) == 2


def test_doctor_knows_the_file_each_hermes_makes(hermes, home: Path) -> None:
    """Each anchor's own state.db (0.19: 22, 0.22: 31) is one doctor knows; a version above
    the newest anchor's is named. Before session 18 every Hermes 0.22 home was reported as
    'schema version 31, which Reverie does not know (it knows up to 22); upgrade Reverie'."""
    hermes_steps(hermes, home, [
        {"do": "call", "method": "create_session", "args": ["d-1", "cli"]},
        {"do": "call", "method": "append_message", "args": ["d-1", "user", "the kiln runs hot"]},
    ])
    (version,) = hermes_steps(hermes, home, [
        {"do": "sql", "sql": "SELECT MAX(version) FROM schema_version"}])
    assert version == [[hermes.schema]]
    environ = {"HOME": str(home.parent)}
    assert "state_db" not in {f.check for f in diagnose(home, environ=environ).findings}
    newer = max(a.schema for a in ANCHORS) + 1
    conn = sqlite3.connect(home / "state.db")
    with conn:
        conn.execute("UPDATE schema_version SET version = ?", (newer,))
    conn.close()
    found = {f.check: f.message for f in diagnose(home, environ=environ).findings}
    assert (f"schema version {newer}, which Reverie does not know "
            f"(it knows up to {newer - 1})") in found["state_db"]


LEGACY_REVERIE = """
CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL, user_id TEXT, model TEXT,
    model_config TEXT, system_prompt TEXT, parent_session_id TEXT, started_at REAL NOT NULL,
    ended_at REAL, end_reason TEXT, message_count INTEGER DEFAULT 0,
    tool_call_count INTEGER DEFAULT 0, input_tokens INTEGER DEFAULT 0,
    output_tokens INTEGER DEFAULT 0, title TEXT);
CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id), role TEXT NOT NULL, content TEXT,
    tool_call_id TEXT, tool_calls TEXT, tool_name TEXT, timestamp REAL NOT NULL,
    token_count INTEGER, finish_reason TEXT);
CREATE VIRTUAL TABLE messages_fts USING fts5(content, content=messages, content_rowid=id);
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content); END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content); END;
CREATE TRIGGER messages_fts_update AFTER UPDATE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content); END;
INSERT INTO sessions (id, source, started_at) VALUES ('old', 'cli', 1.0);
INSERT INTO messages (session_id, role, content, tool_name, timestamp)
    VALUES ('old', 'tool', 'listed files', 'filesystem_lister', 2.0);
"""


def test_a_file_an_older_reverie_made_gets_the_v22_index_hermes_can_keep(hermes, home: Path) -> None:
    conn = sqlite3.connect(home / "state.db")
    conn.executescript(LEGACY_REVERIE)
    conn.close()
    with SessionStore(home / "state.db") as store:
        assert [h.session_id for h in store.search("filesystem_lister")] == ["old"]
    (hits, integrity, fts) = hermes_steps(hermes, home, [
        {"do": "search", "query": "filesystem_lister"},
        {"do": "sql", "sql": "PRAGMA integrity_check"},
        {"do": "sql", "sql": "INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')"},
    ])
    assert [h[1] for h in hits] == ["old"] and integrity == [["ok"]] and fts == []
