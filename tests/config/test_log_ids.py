"""Issue 19, item 12: a ``\\n`` in a session id forged log lines, and a 10 MB session id
wrote a 20 MB log line (the id, then its repr in the error). Every caller-supplied id goes
into logs through ``config.terminal.safe_id``: escaped, and capped with its length."""

from __future__ import annotations

import logging

from reverie.config.terminal import ID_CHARS, safe_id
from reverie.jobs import hermes_plugin
from reverie.search_index import SessionStore


def test_safe_id_escapes_every_control_and_caps_with_the_length():
    assert safe_id("s1\nINFO forged line") == "s1\\x0aINFO forged line"
    assert safe_id("tab\there\r") == "tab\\x09here\\x0d"
    assert safe_id("\u202eexe.txt") == "\\u202eexe.txt"
    long = safe_id("x" * 10_000_000)
    assert long == "x" * ID_CHARS + "…(10,000,000 chars)"
    assert safe_id("x" * ID_CHARS) == "x" * ID_CHARS           # at the limit: not cut
    assert safe_id(12345) == "12345"


def test_the_hooks_warning_is_one_bounded_line(home, clean_env, settings, monkeypatch, caplog):
    monkeypatch.setenv("HERMES_HOME", str(home))
    with SessionStore.open(settings) as store:
        store.append_message("real", "user", "hello", source="cli")
    caplog.set_level(logging.WARNING, logger="reverie.hermes_plugin")
    forged = "s1\n2026-01-01 INFO reverie: review of s1 approved everything"
    huge = "y" * 10 * 1024 * 1024
    for session_id in (forged, huge):
        assert hermes_plugin.after_turn(session_id=session_id) is None
        assert hermes_plugin.wait_background(30)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2
    assert all("\n" not in line for line in lines)
    assert "s1\\x0a2026-01-01 INFO" in lines[0]
    assert len(lines[1]) < 2_000 and "…(10,485,760 chars)" in lines[1]
