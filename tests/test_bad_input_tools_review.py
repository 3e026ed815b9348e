"""Hostile input to `reverie tool`/`tools` and to `review|summarize --now` with a broken
session store or journal, through the real entry point.

`tool` prints the tool's JSON result on refusals (exit 1) and a one-line usage error when
the arguments are not a JSON object (exit 2); broken databases are named, never repaired or
overwritten.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.config import UsageError
from reverie.review.tools import parse_json_args
from tests.bad_input_support import run_main

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "sessions.jsonl"
SESSION = "2026-11-06-atlas-setup"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def ingested(home: Path, clean_env: dict[str, str]) -> Path:
    code, _, err = run_main(home, "ingest", str(EXAMPLES))
    assert code == 0, err
    return home


# --- tool / tools ------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "expected"), [
    ("{bad", "not valid JSON"),
    ("", "not valid JSON"),
    ("[]", "must be a JSON object, not list"),
    ("null", "must be a JSON object"),
    ('"text"', "must be a JSON object, not str"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"a":' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
])
@pytest.mark.parametrize("name", ["memory", "session_search"])
def test_tool_arguments_that_are_not_an_object_are_usage(ingested: Path, name: str, args: str,
                                                         expected: str) -> None:
    code, out, err = run_main(ingested, "tool", name, "-", stdin=args)
    assert code == 2 and out == "", err
    assert expected in err and "Traceback" not in err and err.count("\n") == 1


@pytest.mark.parametrize(("name", "args", "expected"), [
    ("memory", {}, "Unknown action None"),
    ("memory", {"action": 5}, "Unknown action 5"),
    ("memory", {"action": "add", "target": ["memory"], "content": "x"}, "Unknown target"),
    ("memory", {"action": "add", "target": "memory", "content": {"a": 1}}, "content must be a string"),
    ("memory", {"action": "add", "target": "memory", "content": "x", "extra": 1}, "Unexpected argument"),
    ("memory", {"action": "add", "target": "memory", "content": "x\ud800y"}, "unpaired surrogate"),
    ("memory", {"action": "batch", "target": "memory", "operations": {"a": 1}}, "non-empty list"),
    ("memory", {"action": "batch", "target": "memory",
                "operations": [{"action": "add", "content": "fine"}, 5]}, "Nothing was applied"),
    ("session_search", {"query": ["a"]}, "query must be a string"),
    ("session_search", {"query": "atlas", "role_filter": 5}, "role_filter must be a string"),
    ("session_search", {"query": "atlas", "role": "user"}, "Unexpected argument"),
    ("session_search", {"session_id": "s", "around_message_id": [1]}, "around_message_id must be"),
    ("session_search", {"session_id": "no-such-session"}, "No session"),
])
def test_wrong_shapes_are_refused_in_the_json_result(ingested: Path, name: str, args: dict,
                                                     expected: str) -> None:
    memory_file = ingested / "memories" / "MEMORY.md"
    before = memory_file.read_bytes() if memory_file.exists() else None
    code, out, err = run_main(ingested, "tool", name, json.dumps(args))
    assert code == 1, err
    result = json.loads(out)
    assert result["success"] is False and expected in result["error"]
    assert "Traceback" not in err
    assert (memory_file.read_bytes() if memory_file.exists() else None) == before


def test_a_query_that_is_not_unicode_is_echoed_as_valid_json(ingested: Path) -> None:
    code, out, _ = run_main(ingested, "tool", "session_search", '{"query": "x\\ud800y"}')
    assert code == 0
    assert json.loads(out)["query"] == "x\ud800y"


def test_tools_schema_bad_format_is_usage(ingested: Path) -> None:
    code, out, err = run_main(ingested, "tools", "schema", "--format", "bogus")
    assert code == 2 and out == "" and "Invalid value for '--format'" in err


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_parse_json_args_gives_an_object_or_a_usage_error(text: str) -> None:
    try:
        value = parse_json_args(text)
    except UsageError as exc:
        assert "\n" not in str(exc)
    else:
        assert isinstance(value, dict)


# --- review / summarize --now with broken databases ---------------------------------------------

def _drop_wal(db: Path) -> None:
    for side in ("-wal", "-shm"):
        Path(str(db) + side).unlink(missing_ok=True)


def _checkpoint(db: Path) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


@pytest.mark.parametrize("command", ["review", "summarize"])
def test_unknown_session(ingested: Path, command: str) -> None:
    for session in ("no-such-session", ""):
        code, out, err = run_main(ingested, command, session, "--now")
        assert code == 1 and out == "" and "Traceback" not in err and "unexpected" not in err
        assert "No session" in err and err.count("\n") == 1
    # bytes that are not UTF-8: bad usage, whichever layer notices first
    code, out, err = run_main(ingested, command, "x\udcff", "--now")
    assert out == "" and err.count("\n") == 1 and "unexpected" not in err
    assert (code, "is not valid UTF-8 text" in err) == (2, True) or \
        (code, "is not valid Unicode text" in err) == (1, True), (code, err)


@pytest.mark.parametrize("damage", ["text", "zeroed pages", "truncated"])
@pytest.mark.parametrize("command", [["review", SESSION, "--now"], ["summarize", SESSION, "--now"],
                                     ["search", "atlas"], ["ingest", str(EXAMPLES)],
                                     ["tool", "session_search", '{"query": "atlas"}']])
def test_a_damaged_state_db_is_named_and_left_as_it_is(ingested: Path, damage: str,
                                                       command: list[str]) -> None:
    db = ingested / "state.db"
    _checkpoint(db)
    _drop_wal(db)
    data = bytearray(db.read_bytes())
    if damage == "text":
        data = bytearray(b"this is not a database, just text\n" * 200)
    elif damage == "zeroed pages":
        data[4096:] = bytes(len(data) - 4096)
    else:
        data = data[:len(data) // 3]
    db.write_bytes(bytes(data))
    before = digest(db)
    code, out, err = run_main(ingested, *command)
    assert code == 1, (out, err)
    text = err if command[0] != "tool" else json.loads(out)["error"]
    assert "state.db" in text and "Traceback" not in err and "unexpected" not in err
    assert digest(db) == before


def test_a_missing_state_db_is_an_unknown_session_not_a_crash(ingested: Path) -> None:
    db = ingested / "state.db"
    _checkpoint(db)
    _drop_wal(db)
    db.unlink()
    code, _, err = run_main(ingested, "review", SESSION, "--now")
    assert code == 1 and f"No session '{SESSION}'" in err


def test_state_db_that_is_a_directory(home: Path, clean_env) -> None:
    (home / "state.db").mkdir()
    code, _, err = run_main(home, "review", SESSION, "--now")
    assert code == 1 and "state.db" in err and "Traceback" not in err and "unexpected" not in err


def test_a_damaged_journal_stops_review_before_anything_is_written(ingested: Path) -> None:
    journal = ingested / "reverie" / "journal.db"
    journal.parent.mkdir(parents=True, exist_ok=True)
    journal.write_bytes(b"garbage" * 1000)
    before = digest(journal)
    code, out, err = run_main(ingested, "review", SESSION, "--now")
    assert code == 1 and "journal.db" in err and "Traceback" not in err
    assert digest(journal) == before
    assert not (ingested / "memories" / "MEMORY.md").exists() or \
        (ingested / "memories" / "MEMORY.md").read_text() == ""
