"""An attack written one piece at a time through the real CLI (issue 28): each piece is
``reverie --home H memory add`` in a process of its own, as a user or the agent's tool runs
it (``reverie_cli``, tests/memory/conftest.py). The tests of attacks cut wider than a
write's window share these steps."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


def memory_text(home: Path) -> str:
    return (home / "memories" / "MEMORY.md").read_text()


def add_each(reverie: Callable[..., Any], home: Path, notes: Sequence[str]) -> str:
    """Every note lands (exit 0); MEMORY.md's text afterwards."""
    for note in notes:
        result = reverie("memory", "add", note)
        assert result.returncode == 0, (note, result.stdout, result.stderr)
    return memory_text(home)


def add_until_the_last_is_refused(reverie: Callable[..., Any], home: Path,
                                  pieces: Sequence[str], pattern: str) -> tuple[str, str]:
    """Every piece but the last lands and stays; the last is refused (exit 1) by
    ``pattern``. Returns what the refusal said and MEMORY.md's text."""
    *earlier, last = pieces
    add_each(reverie, home, earlier)
    refused = reverie("memory", "add", last)
    assert refused.returncode == 1, (refused.stdout, refused.stderr)
    said = refused.stdout + refused.stderr
    assert "Blocked:" in said and pattern in said, said
    kept = memory_text(home)
    assert all(note in kept for note in earlier)
    return said, kept
