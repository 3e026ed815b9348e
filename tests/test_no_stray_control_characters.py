"""No raw control character in Reverie's own source.

A pattern written "\\b(?:would|…)" outside a raw string is a backspace, not a word
boundary: the regex compiles, reads as meant, and never matches. One such pattern in the
learner's habit reading (from 124845c) went unseen for sessions (learn54 found it). Code
that means a control character spells it as an escape the reader sees (``"\\x08"``), so a
raw one in a source file is always a slip."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("config", "jobs", "memory", "review", "search_index", "worker")
_CONTROL = {chr(c) for c in range(32) if chr(c) not in "\t\n\r"} | {"\x7f"}


def _stray(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [f"{path.relative_to(ROOT)}:{n}" for n, line in enumerate(lines, 1)
            if not _CONTROL.isdisjoint(line)]


def test_no_source_file_holds_a_raw_control_character() -> None:
    files = [p for package in PACKAGES for p in (ROOT / package).rglob("*.py")]
    assert len(files) > 100
    assert [hit for path in files for hit in _stray(path)] == []
