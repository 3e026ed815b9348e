"""JSONL ingestion: validated first, one transaction, idempotent, bad line numbered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reverie.config import SearchError
from reverie.search_index import SessionStore, ingest_jsonl

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sessions.jsonl"


def _write(path: Path, rows: list, *, raw_lines: dict[int, str] | None = None) -> Path:
    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    for number, text in (raw_lines or {}).items():
        lines.insert(number - 1, text)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _count(store: SessionStore) -> int:
    return store.connection.execute("SELECT COUNT(*) FROM messages").fetchone()[0]


ROWS = [
    {"session_id": "p", "role": "user", "content": "remember that I like tea", "timestamp": 10,
     "source": "cli"},
    {"session_id": "p", "role": "assistant", "content": "ok", "timestamp": 11},
    {"session_id": "c", "role": "user", "content": "child here", "timestamp": 12,
     "parent_session_id": "p"},
    {"session_id": "c", "role": "tool", "content": "42", "timestamp": 13, "tool_name": "calc"},
]


def test_ingest_imports_sessions_messages_and_links(store: SessionStore, tmp_path: Path) -> None:
    result = ingest_jsonl(store, _write(tmp_path / "a.jsonl", ROWS))
    assert (result.lines, result.added, result.duplicates) == (4, 4, 0)
    assert result.sessions == ["p", "c"]
    assert store.get_session("p").source == "cli"
    assert store.get_session("c").parent_session_id == "p"
    assert [m.tool_name for m in store.messages("c")] == [None, "calc"]
    assert [h.session_id for h in store.search("child")] == ["p"]


def test_ingesting_the_same_file_twice_adds_nothing(store: SessionStore, tmp_path: Path) -> None:
    path = _write(tmp_path / "a.jsonl", ROWS)
    ingest_jsonl(store, path)
    again = ingest_jsonl(store, path)
    assert (again.added, again.duplicates) == (0, 4)
    assert _count(store) == 4
    assert store.get_session("p").message_count == 2


def test_an_extended_file_adds_only_new_lines_and_keeps_repeats(store: SessionStore, tmp_path: Path) -> None:
    no_ts = [{"session_id": "r", "role": "user", "content": "ok"},
             {"session_id": "r", "role": "assistant", "content": "sure"},
             {"session_id": "r", "role": "user", "content": "ok"}]  # said twice, both kept
    ingest_jsonl(store, _write(tmp_path / "a.jsonl", no_ts))
    assert [m.content for m in store.messages("r")] == ["ok", "sure", "ok"]
    more = ingest_jsonl(store, _write(tmp_path / "a.jsonl", [*no_ts, no_ts[0]]))
    assert (more.added, more.duplicates) == (1, 3)
    assert [m.content for m in store.messages("r")] == ["ok", "sure", "ok", "ok"]


@pytest.mark.parametrize(("bad", "error"), [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"session_id": "p", "role": "user"}', "missing required key 'content'"),
    ('{"session_id": "p", "role": "wizard", "content": "x"}', "role must be one of"),
    ('{"session_id": 7, "role": "user", "content": "x"}', "session_id"),
    ('{"session_id": "p", "role": "user", "content": "x", "timestamp": "yesterday"}', "timestamp"),
    ('{"session_id": "p", "role": "user", "content": "x", "timestamp": NaN}', "timestamp"),
    ('{"session_id": "c", "role": "user", "content": "x", "parent_session_id": "other"}',
     "was given parent 'p' on line 3"),
])
def test_a_bad_line_is_reported_by_number_and_nothing_is_imported(
        store: SessionStore, tmp_path: Path, bad: str, error: str) -> None:
    path = _write(tmp_path / "bad.jsonl", ROWS, raw_lines={5: bad})
    with pytest.raises(SearchError, match=f"^line 5: .*{error}") as info:
        ingest_jsonl(store, path)
    assert "line 5:" in str(info.value)
    assert _count(store) == 0 and store.get_session("p") is None


def test_invalid_utf8_is_reported_by_line(store: SessionStore, tmp_path: Path) -> None:
    path = tmp_path / "bin.jsonl"
    path.write_bytes(json.dumps(ROWS[0]).encode() + b"\n\xff\xfe\n")
    with pytest.raises(SearchError, match="line 2: not valid UTF-8"):
        ingest_jsonl(store, path)
    assert _count(store) == 0


def test_conflict_with_stored_parent_rolls_back_the_whole_file(store: SessionStore, tmp_path: Path) -> None:
    store.append_message("c", "user", "existing", 1.0, parent_session_id="elsewhere")
    with pytest.raises(SearchError, match="line 3: .*already has parent"):
        ingest_jsonl(store, _write(tmp_path / "a.jsonl", ROWS))
    assert _count(store) == 1 and store.get_session("p") is None


def test_blank_lines_iso_timestamps_and_unknown_keys(store: SessionStore, tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_text('\n{"session_id": "i", "role": "user", "content": "x",'
                    ' "timestamp": "2026-01-02T03:04:05Z", "agent_extra": {"a": 1}}\n\n',
                    encoding="utf-8")
    result = ingest_jsonl(store, path)
    assert result.added == 1
    assert store.messages("i")[0].timestamp == 1767323045.0


def test_missing_file_is_a_clear_error(store: SessionStore, tmp_path: Path) -> None:
    with pytest.raises(SearchError, match="No such file"):
        ingest_jsonl(store, tmp_path / "nope.jsonl")


def test_the_bundled_example_ingests_cleanly(store: SessionStore) -> None:
    result = ingest_jsonl(store, EXAMPLE)
    assert result.added == result.lines >= 20 and len(result.sessions) >= 5
    assert store.root_of("2026-11-08-podman-socket-check") == "2026-11-08-podman-debug"
    contents = " ".join(m.content for s in result.sessions for m in store.messages(s))
    for phrase in ("Remember that", "From now on", "I prefer", "Don't remember this", "记住"):
        assert phrase in contents
    assert [h.session_id for h in store.search("podman socket")][0] == "2026-11-08-podman-debug"
    assert [h.session_id for h in store.search("站会")] == ["2026-11-12-zh-standup"]


def test_ingest_waits_for_another_process_that_holds_the_write_lock(
        store: SessionStore, tmp_path: Path) -> None:
    """A real second process (like a Hermes agent mid-write) delays, but does not fail, us."""
    import subprocess
    import sys

    script = (
        "import sqlite3, sys, time\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('BEGIN IMMEDIATE')\n"
        "c.execute(\"INSERT INTO sessions (id, source, started_at) VALUES ('hermes', 'cli', 1)\")\n"
        "print('locked', flush=True)\n"
        "time.sleep(0.5)\n"
        "c.execute('COMMIT')\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", script, str(store.path)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        result = ingest_jsonl(store, _write(tmp_path / "a.jsonl", ROWS))
    finally:
        assert holder.wait(timeout=30) == 0
    assert result.added == 4
    assert store.get_session("hermes") is not None and _count(store) == 4


def test_ingest_gives_up_cleanly_when_the_lock_never_frees(store: SessionStore, tmp_path: Path) -> None:
    import sqlite3

    blocker = sqlite3.connect(store.path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    store.connection.execute("PRAGMA busy_timeout=50")
    try:
        with pytest.raises(SearchError, match="Nothing from this file was imported"):
            ingest_jsonl(store, _write(tmp_path / "a.jsonl", ROWS))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert _count(store) == 0
    assert ingest_jsonl(store, tmp_path / "a.jsonl").added == 4


# --- issue 14: timestamps in other units, batches, resuming -------------------------------

def test_millisecond_and_microsecond_timestamps_are_converted_and_reported(
        store: SessionStore, tmp_path: Path) -> None:
    rows = [{"session_id": "u", "role": "user", "content": "ms", "timestamp": 1_767_323_045_123},
            {"session_id": "u", "role": "user", "content": "us", "timestamp": 1_767_323_045_000_000},
            {"session_id": "u", "role": "user", "content": "s", "timestamp": 1_767_323_045}]
    result = ingest_jsonl(store, _write(tmp_path / "a.jsonl", rows))
    assert result.converted == {"milliseconds": 1, "microseconds": 1}
    assert [m.timestamp for m in store.messages("u")] == [1767323045.123, 1767323045.0,
                                                         1767323045.0]
    from reverie.worker.cli.search_cmd import _ingest_line

    assert "Timestamps in microseconds on 1 line(s) were converted" in _ingest_line(result)


def test_out_of_range_timestamps_are_refused_with_the_line_number(
        store: SessionStore, tmp_path: Path) -> None:
    for bad in (1e308, 10**30, -1, "2250-01-01T00:00:00Z"):
        rows = [ROWS[0], {"session_id": "x", "role": "user", "content": "c", "timestamp": bad}]
        with pytest.raises(SearchError, match=r"^line 2: timestamp .*(2200|1970)"):
            ingest_jsonl(store, _write(tmp_path / "a.jsonl", rows))
    assert _count(store) == 0


def _many(n: int, session: str = "big") -> list[dict]:
    return [{"session_id": f"{session}{i % 7}", "role": "user" if i % 2 else "assistant",
             "content": f"message {i}", "timestamp": 1_700_000_000 + i} for i in range(n)]


def test_a_failure_part_way_keeps_committed_batches_and_a_rerun_adds_the_rest_once(
        store: SessionStore, tmp_path: Path) -> None:
    """The write phase commits in batches; a real SQLite failure at line 150 (a trigger
    standing in for a full disk) stops it, and running the import again finishes it."""
    path = _write(tmp_path / "a.jsonl", _many(300))
    store.connection.execute(
        "CREATE TRIGGER poison BEFORE INSERT ON messages WHEN NEW.content = 'message 149'"
        " BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")
    with pytest.raises(SearchError, match=r"stopped after 100 of 300 lines.*run the same command"
                                          r" again"):
        ingest_jsonl(store, path, batch_lines=50, batch_seconds=60)
    assert _count(store) == 100  # two whole batches, nothing of the failed one
    store.connection.execute("DROP TRIGGER poison")
    again = ingest_jsonl(store, path, batch_lines=50, batch_seconds=60)
    assert (again.added, again.duplicates) == (200, 100)
    rows = store.connection.execute("SELECT COUNT(DISTINCT content), COUNT(*) FROM messages")
    assert tuple(rows.fetchone()) == (300, 300)
    assert sum(store.get_session(f"big{i}").message_count for i in range(7)) == 300


@pytest.mark.slow
def test_a_killed_import_resumes_without_duplicates(tmp_path: Path) -> None:
    """SIGKILL a real `ingest` process at random points of its write phase; a rerun always
    ends with every line exactly once."""
    import random
    import signal
    import subprocess
    import sys
    import time

    path = _write(tmp_path / "a.jsonl", _many(4000, "k"))
    db = tmp_path / "state.db"
    script = ("import sys; from reverie.search_index import SessionStore, ingest_jsonl\n"
              "with SessionStore(sys.argv[1]) as s:\n"
              "    print('open', flush=True)\n"
              "    ingest_jsonl(s, sys.argv[2], batch_lines=40)\n")
    rng = random.Random(14)
    for _ in range(3):
        proc = subprocess.Popen([sys.executable, "-c", script, str(db), str(path)],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "open"
        time.sleep(rng.uniform(0.0, 0.6))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    with SessionStore(db) as store:
        ingest_jsonl(store, path)
        rows = store.connection.execute("SELECT COUNT(DISTINCT content), COUNT(*) FROM messages")
        assert tuple(rows.fetchone()) == (4000, 4000)
