"""One preview for the project (memory.entries.preview) and one terminal sanitiser and
login-name lookup for the CLI (worker/cli/base.py), used by every caller."""

from __future__ import annotations

import importlib

from reverie.config import load_settings
from reverie.memory import entries
from reverie.memory.pending import records
from reverie.review.providers.heuristic import summary as heuristic_summary
from reverie.worker.cli import base, memory_cmd, staging_cmd


def test_preview_collapses_whitespace_and_cuts_with_an_ellipsis():
    assert entries.preview("  a\n\tb   c ") == "a b c"
    assert entries.preview(None) == ""
    assert entries.preview("abc " * 10, 9) == "abc abc…"  # no space left before the ellipsis
    assert entries.preview("abcdefghij", 5) == "abcd…"


def test_every_module_uses_the_one_preview():
    assert records.preview is entries.preview
    assert importlib.import_module("reverie.memory.pending.notify").preview is entries.preview
    assert staging_cmd.preview is entries.preview
    assert heuristic_summary._clip is entries.preview
    assert records.summarize({"action": "add", "target": "memory", "content": "x " * 200}
                             ).endswith("…")


def test_terminal_safe_escapes_control_characters_but_keeps_lines_and_tabs():
    assert base.terminal_safe("a\x1b[31mb\tc\nd\x9b") == "a\\x1b[31mb\tc\nd\\x9b"
    assert not hasattr(memory_cmd, "_terminal_safe") and not hasattr(staging_cmd, "_safe")


def test_login_name_prefers_user_then_logname(tmp_path):
    def name(env):
        return base.login_name(load_settings(tmp_path, environ=env))

    assert name({"USER": "ann", "LOGNAME": "bob"}) == "ann"
    assert name({"LOGNAME": "bob"}) == "bob"
    assert name({}) is None
