"""A state.db from a Hermes newer than Reverie knows, with a column Reverie cannot fill.

A newer Hermes may add a ``NOT NULL`` column without a default (here ``sessions.tenant``,
at schema version 35). Reverie adopts the file as it is and writes only the columns it
knows, so SQLite refuses the new session row. Before session 18 the refusal's hint said
"Check that the file is a SQLite database and that you own it" (a damaged file); it is
the schema, and the line says so. Nothing is imported, Hermes' layout is untouched, and
reading the file still works.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from reverie.search_index import SessionStore
from tests.bad_input_support import run_main


def _newer_hermes_file(path: Path) -> list[tuple]:
    """A v22 file rebuilt with one more NOT NULL column in ``sessions``, stamped 35, holding
    one session Hermes wrote (with its tenant); its layout, as sqlite_master lists it."""
    made = path.with_name("v22.db")
    with SessionStore(made):
        pass
    old = sqlite3.connect(made)
    objects = old.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL"
                          " AND name NOT LIKE 'reverie_%' AND name NOT LIKE 'sqlite_%'"
                          " ORDER BY rowid").fetchall()
    old.close()
    new = sqlite3.connect(path)
    for kind, name, sql in objects:
        if kind == "table" and name == "sessions":
            sql = sql.replace("FOREIGN KEY", "tenant TEXT NOT NULL, FOREIGN KEY", 1)
            assert "tenant" in sql
        if kind == "table" and "_fts" in name and not sql.upper().startswith("CREATE VIRTUAL"):
            continue  # an FTS table's shadow tables come with it
        new.execute(sql)
    with new:
        new.execute("INSERT INTO schema_version (version) VALUES (35)")
        new.execute("INSERT INTO sessions (id, source, started_at, tenant)"
                    " VALUES ('h-1', 'cli', 1.0, 'home')")
        new.execute("INSERT INTO messages (session_id, role, content, timestamp)"
                    " VALUES ('h-1', 'user', 'the greenhouse vents open at noon', 2.0)")
    layout = new.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    new.close()
    return layout


def test_ingest_into_a_newer_schema_it_cannot_fill_says_so_and_imports_nothing(
        home: Path, clean_env, tmp_path: Path) -> None:
    layout = _newer_hermes_file(home / "state.db")
    rows = tmp_path / "new.jsonl"
    rows.write_text(json.dumps({"session_id": "r-1", "role": "user", "timestamp": 3,
                                "content": "the cellar stays at twelve degrees"}) + "\n")
    code, out, err = run_main(home, "ingest", str(rows))
    assert code == 1, (out, err)
    assert err.strip().count("\n") == 0 and "Traceback" not in err, err
    assert "NOT NULL constraint failed: sessions.tenant" in err
    assert "Nothing from this file was imported" in err
    assert "a newer Hermes" in err and "upgrade Reverie" in err
    assert "Check that the file is a SQLite database" not in err
    conn = sqlite3.connect(home / "state.db")
    try:
        assert conn.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 1
        assert conn.execute("SELECT COUNT(*) FROM messages").fetchone()[0] == 1
        hermes_layout = [o for o in conn.execute(
            "SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
            if "reverie_" not in o[1]]
    finally:
        conn.close()
    assert hermes_layout == [o for o in layout if "reverie_" not in o[1]]
    code, out, err = run_main(home, "search", "greenhouse")   # reading what it knows
    assert code == 0 and "h-1" in out, (out, err)
