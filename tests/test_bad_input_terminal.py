"""Issue 14 item 6: one terminal sanitiser for every human-readable output.

Text from state.db (message text, session ids, ``source``, titles — Hermes or any tool may
have written them), from jobs and from hand-edited files must never reach the terminal as
ESC/OSC/C1 sequences or bidi controls; JSON output keeps the exact values as escapes.
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from pathlib import Path

import click
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from reverie.config import load_settings
from reverie.config.terminal import json_safe, terminal_safe
from reverie.search_index import SessionStore
from tests.bad_input_support import run_main

OSC_TITLE = "\x1b]0;pwned\x07"
HOSTILE = f"{OSC_TITLE}\x1b[2J\x9b31m\u202eexe.txt\u2066x\u2069\x00\x7f"
#: What must never be printed raw: C0 (but tab/newline), DEL, C1, bidi controls.
DANGEROUS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u061c\u202a-\u202e"
                       "\u2066-\u2069\u2028\u2029]")


@given(st.text())
def test_terminal_safe_leaves_nothing_that_drives_a_terminal(text: str) -> None:
    out = terminal_safe(text)
    assert not DANGEROUS.search(out)
    assert terminal_safe(out) == out  # idempotent: double sanitising changes nothing


@given(st.text())
def test_json_safe_keeps_the_exact_value(text: str) -> None:
    encoded = json_safe(json.dumps({"v": text}, ensure_ascii=False))
    assert not DANGEROUS.search(encoded)
    assert json.loads(encoded) == {"v": text}


def test_search_prints_no_escape_from_text_ids_source_or_title(home: Path, clean_env) -> None:
    settings = load_settings(home, environ={})
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", f"deploy atlas {HOSTILE.replace(chr(0), '')}",
                             1_700_000_000.0)
    with sqlite3.connect(home / "state.db") as conn:  # as a foreign writer could store them
        conn.execute("UPDATE sessions SET id = ?, source = ?, title = ?",
                     (f"s{OSC_TITLE}1", f"cli{HOSTILE}", f"title {HOSTILE}"))
        conn.execute("UPDATE messages SET session_id = ?", (f"s{OSC_TITLE}1",))
    code, out, err = run_main(home, "search", "atlas")
    assert code == 0, err
    assert "\\x1b]0;pwned\\x07" in out and "\\u202e" in out
    assert not DANGEROUS.search(out + err)
    code, out, _ = run_main(home, "search", "atlas", "--json")
    assert not DANGEROUS.search(out)
    assert json.loads(out)[0]["session_id"] == f"s{OSC_TITLE}1"  # exact in JSON


def test_run_once_report_and_log_lines_are_sanitised() -> None:
    from reverie.worker.cli.queue_cmd import _print_report
    from reverie.worker.logfilter import SafeFormatter
    from reverie.worker.run import RunReport

    report = RunReport(enqueued=1, finished={"failed": 1}, failed=[
        {"job": "j1", "kind": "review", "session_id": f"s{OSC_TITLE}", "error": HOSTILE}],
        staged=[{"job": "j2", "kind": "review", "session_id": f"x{HOSTILE}", "staged": 1,
                 "applied": 0, "operations": [
            {"action": "add", "target": "memory", "text": HOSTILE, "status": "staged",
             "record_id": f"r{OSC_TITLE}"}]}])
    res = CliRunner().invoke(click.Command("x", callback=lambda: _print_report(report)))
    assert res.exit_code == 0 and "\\x1b]0;pwned" in res.output
    assert not DANGEROUS.search(res.output)
    record = logging.LogRecord("reverie.worker", logging.WARNING, __file__, 1,
                               "job %s failed: %s", (f"s{OSC_TITLE}", HOSTILE), None)
    assert not DANGEROUS.search(SafeFormatter("%(message)s").format(record))
