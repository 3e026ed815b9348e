"""Issue 14 item 2: whatever a state.db or journal row holds as a time (text, 1e308, a time
in milliseconds, NULL, negative), every reader keeps working: search (table and JSON), the
due-work scan, the journal log, record listings and the budget's day."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from reverie.config import load_settings
from reverie.config.epoch import format_epoch
from reverie.memory.pending.records import format_timestamp
from reverie.review.ledger import utc_day
from reverie.search_index import SessionStore
from tests.bad_input_support import run_main

STORED = ["yesterday", 1e308, 1_764_000_000_000 * 1000, -5, float("inf"), b"\x00\x01", 10**40,
          56_284 * 365 * 86_400.0]


@pytest.fixture
def odd_home(home: Path, clean_env) -> Path:
    settings = load_settings(home, environ={})
    with SessionStore.open(settings) as store:
        for i, _ in enumerate(STORED):
            store.append_message(f"s{i}", "user", f"deploy atlas number {i}", 1_700_000_000.0)
    with sqlite3.connect(home / "state.db") as conn:
        for i, value in enumerate(STORED):
            if isinstance(value, int) and value > 2**63:
                value = str(value)  # SQLite integers are 64-bit; an agent could store text
            conn.execute("UPDATE messages SET timestamp = ? WHERE session_id = ?", (value, f"s{i}"))
            conn.execute("UPDATE sessions SET started_at = ? WHERE id = ?", (value, f"s{i}"))
    return home


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_search_survives_any_stored_time(odd_home: Path, json_flag: list[str]) -> None:
    code, out, err = run_main(odd_home, "search", "atlas", "--limit", "20", *json_flag)
    assert code == 0, err
    assert "Traceback" not in err and "unexpected" not in err
    if json_flag:
        assert len(json.loads(out)) == len(STORED)


def test_the_due_scan_reads_unusable_times_as_long_ago(odd_home: Path) -> None:
    settings = load_settings(odd_home, environ={})
    with SessionStore.open(settings) as store:
        activity = {a.session_id: a for a in store.activity({})}
    assert len(activity) == len(STORED)
    for i, value in enumerate(STORED):
        a = activity[f"s{i}"]
        # none of these is a usable time: all are "long ago", so the session is due now
        # instead of never (a far-future time used to keep it waiting forever)
        assert a.last_message_at == 0.0 and a.oldest_new_user_at == 0.0, (value, a)


@pytest.mark.parametrize("value", STORED + [None, float("nan"), 7_258_118_401, True])
def test_formatters_never_raise(value) -> None:
    assert format_epoch(value) == "?"
    assert format_timestamp(value) == "?"
    assert utc_day(value) == "?"


def test_formatters_format_real_times() -> None:
    assert format_timestamp(1_767_323_045) == "2026-01-02T03:04:05Z"
    assert utc_day(1_767_323_045.5) == "2026-01-02"
