"""The 💾 lines the user sees after a background review wrote or staged something.

``display.memory_notifications``: ``off`` prints nothing (the review still runs and writes);
``on`` prints one line per updated target and one for what was staged; ``verbose`` adds a
preview of each operation (➕ add, ✏️ replace, ➖ remove, 120 characters).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import click

from reverie.config import Settings
from reverie.config.terminal import terminal_safe

from ..entries import preview
from .records import PREVIEW_CHARS

ICONS = {"add": "➕", "replace": "✏️", "remove": "➖"}
HEADERS = {"memory": "💾 Memory updated", "user": "💾 User profile updated"}


def notify(settings: Settings, outcomes: Iterable[Any],
           echo: Callable[[str], Any] = click.echo) -> list[str]:
    """Print (through ``echo``) and return the notification lines for ``outcomes``.

    ``outcomes`` are :class:`memory.pending.staging.StageOutcome` (anything with ``status``,
    ``target``, ``operations`` and ``changed``). Applied writes that changed nothing (an
    exact duplicate) and refused ones are not announced.
    """
    mode = settings.memory_notifications
    if mode == "off":
        return []
    outcomes = list(outcomes)
    applied: dict[str, list[dict[str, Any]]] = {}
    staged: list[dict[str, Any]] = []
    for outcome in outcomes:
        if outcome.status == "applied" and getattr(outcome, "changed", True):
            applied.setdefault(outcome.target, []).extend(outcome.operations)
        elif outcome.status == "staged":
            staged.extend(outcome.operations)
    lines: list[str] = []
    for target in ("memory", "user"):
        if target in applied:
            lines.append(HEADERS[target])
            if mode == "verbose":
                lines.extend(_previews(applied[target]))
    if staged:
        lines.append(f"💾 {len(staged)} memory change(s) staged for approval")
        if mode == "verbose":
            lines.extend(_previews(staged))
    for line in lines:
        echo(terminal_safe(line))  # entries and ids may carry escapes (issue 14)
    return lines


def _previews(ops: list[dict[str, Any]]) -> list[str]:
    out = []
    for op in ops:
        action = op.get("action", "add")
        text = op.get("content") if action != "remove" else (
            op.get("matched_entry") or op.get("old_text"))
        out.append(f"  {ICONS.get(action, '•')} {preview(text, PREVIEW_CHARS)}")
    return out
