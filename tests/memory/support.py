"""Helpers the memory tests share: memory files written and read as raw text, by hand,
the way an agent or a person leaves them on disk."""

from __future__ import annotations

from reverie.config import Settings
from reverie.memory.entries import DELIMITER


def write_entries(settings: Settings, target: str, entries: list[str] | tuple[str, ...]) -> None:
    """Write ``entries`` to the ``target`` memory file, joined by the § delimiter."""
    path = settings.memory_file(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DELIMITER.join(entries), encoding="utf-8")


def read_raw(settings: Settings, target: str = "memory") -> str:
    """The ``target`` memory file's text exactly as it is on disk."""
    return settings.memory_file(target).read_text(encoding="utf-8")
