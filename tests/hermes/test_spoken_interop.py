"""A home written by each Hermes anchor's own session code (issue 32): Reverie reviews only
what the user and the assistant said, keeps state.db's journal mode as Hermes set it, and its
writes leave every FTS index clean and findable by Hermes' own session_search.

Hermes writes, through its own ``SessionDB``: a visible user turn; on 0.22 a user row with
``display_kind='hidden'`` and a bookkeeping row; a subagent session (``source='subagent'``),
a delegate child marked only by ``_delegate_from`` (gateway source), a cron run, and a
session compacted in place by its own ``archive_and_compact`` (retired originals, Hermes'
summary with its own prefix, a carried tail).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from reverie.search_index import SessionStore
from tests.cliserver import CliServer

VISIBLE = "Remember that my editor is helix-visible."
TAIL = "Remember that my bike is tail-lynx."
SECRET_WORDS = ("ultraviolet-kumquat", "orchid-notice", "subagent-zebra-77", "delegate-okapi",
                "cron-narwhal", "retired-gecko", "compaction-heron")

WRITE_HOME = r"""
import ast, importlib.util, json
import hermes_state

def constants(module):
    # Hermes' own constants, read from its source without importing the module (0.19's
    # imports httpx, which the interop venv does not install).
    tree = ast.parse(open(importlib.util.find_spec(module).origin, encoding="utf-8").read())
    ns = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            try:
                ns[node.targets[0].id] = eval(compile(ast.Expression(node.value), module, "eval"),
                                              {"__builtins__": {}}, dict(ns))
            except Exception:
                pass
    return ns

SUMMARY_PREFIX = constants("agent.context_compressor")["SUMMARY_PREFIX"]
db = hermes_state.SessionDB()
modern = "display_kind" in hermes_state.SessionDB.append_message.__code__.co_varnames
db.create_session("main", "cli", model="m")
db.append_message("main", "user", "Remember that my editor is helix-visible.")
db.append_message("main", "assistant", "Noted.")
if modern:
    db.append_message("main", "user",
                      "Remember that the user's bank PIN hint is ultraviolet-kumquat.",
                      display_kind="hidden")
    db.append_message("main", "user", "Remember that the model is orchid-notice.",
                      display_kind="model_switch")
db.create_session("sub", "subagent", parent_session_id="main",
                  model_config={"_delegate_from": "main"})
db.append_message("sub", "user", "Remember that the staging cluster is called subagent-zebra-77.")
db.append_message("sub", "assistant", "Understood.")
db.create_session("kid", "telegram", parent_session_id="main",
                  model_config={"_delegate_from": "main"})
db.append_message("kid", "user", "Remember that the build box is delegate-okapi.")
db.create_session("job", "cron")
db.append_message("job", "user", "Remember that the report bucket is cron-narwhal.")
db.create_session("long", "cli")
db.append_message("long", "user", "Remember that my locker is retired-gecko.")
db.append_message("long", "assistant", "ok")
db.archive_and_compact("long", [
    {"role": "user", "content": SUMMARY_PREFIX + "\nThe user said their pager is compaction-heron.",
     "_compressed_summary": True},
    {"role": "user", "content": "Remember that my bike is tail-lynx."}])
mode = db._conn.execute("PRAGMA journal_mode").fetchone()[0]
db.close()
print(json.dumps({"modern": modern, "mode": mode}))
"""

HERMES_SEARCH = r"""
import json
from hermes_state import SessionDB
from tools.session_search_tool import session_search
db = SessionDB()
out = [json.loads(session_search(query=q, db=db)) for q in json.loads(QUERIES)]
db.close()
print(json.dumps(out))
"""


def journal_mode(path: Path) -> str:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower()
    finally:
        conn.close()


def integrity(path: Path) -> dict[str, str]:
    """``PRAGMA integrity_check`` and FTS5 ``integrity-check`` of every FTS table in the file:
    ``name -> "ok"`` or the error."""
    conn = sqlite3.connect(path)
    try:
        out = {"database": conn.execute("PRAGMA integrity_check").fetchone()[0]}
        tables = [n for (n,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'")]
        for table in tables:
            try:
                conn.execute(f"INSERT INTO {table}({table}) VALUES ('integrity-check')")
                out[table] = "ok"
            except sqlite3.DatabaseError as exc:
                out[table] = str(exc)
        return out
    finally:
        conn.close()


def reverie(cli: CliServer, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The ``reverie`` command line on ``home`` in a process of its own, offline (no model
    keys): a forked child of the run's warm CLI interpreter (the ``cli_server`` fixture), so
    the six commands here do not each pay Reverie's import; what is checked is the files the
    commands leave, which Hermes then reads."""
    env = {k: v for k, v in os.environ.items()
           if not k.endswith("_API_KEY") and not k.startswith(("HERMES_", "REVERIE_"))}
    env["HOME"] = str(home.parent)
    return cli.run(["--home", str(home), *args], env)


@pytest.fixture
def hermes_home(hermes, home: Path) -> tuple[Path, dict]:
    # Hermes' own review off (doctor would say so); Reverie reviews after every user turn.
    (home / "config.yaml").write_text(
        "memory:\n  nudge_interval: 0\nreverie:\n  schedule:\n    nudge_interval: 1\n")
    out = hermes.run_json(WRITE_HOME, home)
    assert out["modern"] == hermes.modern
    return home, out


@pytest.mark.slow
def test_a_hermes_home_reviewed_by_reverie(hermes, hermes_home, tmp_path: Path,
                                          cli_server: CliServer) -> None:
    """One home per anchor (each step costs subprocesses): ``reverie run --once`` stages
    none of the hidden, bookkeeping, subagent, delegate, cron, retired or summary text;
    state.db's journal mode is the same after every command; Reverie's writes leave every
    FTS index clean and Hermes' own session_search finds them."""
    home, written = hermes_home
    mode = journal_mode(home / "state.db")
    assert mode == written["mode"]  # 0.19: wal; 0.22 on a WAL-reset-bug SQLite: delete

    ran = reverie(cli_server, home, "run", "--once")
    assert ran.returncode == 0, ran.stderr
    assert journal_mode(home / "state.db") == mode
    files = "".join(p.read_text() for p in (home / "memories").glob("*.md"))
    pending = "".join(p.read_text() for p in (home / "pending").rglob("*.json"))
    assert "helix-visible" in files + pending           # the reviewer was listening
    assert [w for w in SECRET_WORDS if w in files + pending] == []

    lines = tmp_path / "in.jsonl"
    lines.write_text(json.dumps({"session_id": "ing", "role": "user", "source": "cli",
                                 "content": "the quokka migration runbook"}) + "\n")
    for command in (("ingest", str(lines)), ("summarize", "main", "--now"),
                    ("summarize", "long", "--now"), ("search", "helix"), ("doctor",)):
        ran = reverie(cli_server, home, *command)
        assert ran.returncode in (0, 1), (command, ran.stderr)  # doctor: 1 = findings
        assert journal_mode(home / "state.db") == mode, command
    with SessionStore(home / "state.db") as store:
        summaries = [store.get_summary(s) for s in ("main", "sub", "kid", "job", "long")]
    assert summaries[0] is not None and summaries[4] is not None
    assert [w for w in SECRET_WORDS for s in summaries if s and w in s.text] == []
    # Reverie's writes (ingest, summaries) leave every FTS index of that Hermes clean ...
    checks = integrity(home / "state.db")
    assert set(checks.values()) == {"ok"}, checks
    assert "messages_fts" in checks and "messages_fts_trigram" in checks
    # ... and Hermes' own session_search finds what Reverie ingested.
    (reply,) = hermes.run_json(f"QUERIES = {json.dumps(json.dumps(['quokka']))}\n"
                               + HERMES_SEARCH, home)
    assert reply["success"] and "ing" in json.dumps(reply), reply
