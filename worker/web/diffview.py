"""A unified diff laid out side by side (presentation only; the diff itself comes from
``memory.pending.staging.diff_record``)."""

from __future__ import annotations

from typing import Any


def side_by_side(unified: str) -> list[dict[str, Any]]:
    """Rows of ``{"left", "right", "kind"}`` — kind ``same``, ``change``, ``del``, ``add``
    or ``hunk`` — pairing each run of removed lines with the added lines that follow it."""
    rows: list[dict[str, Any]] = []
    removed: list[str] = []
    added: list[str] = []

    def flush() -> None:
        for i in range(max(len(removed), len(added))):
            left = removed[i] if i < len(removed) else None
            right = added[i] if i < len(added) else None
            kind = "change" if left is not None and right is not None else (
                "del" if right is None else "add")
            rows.append({"left": left, "right": right, "kind": kind})
        removed.clear()
        added.clear()

    for line in unified.splitlines():
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("@@"):
            flush()
            rows.append({"left": line, "right": line, "kind": "hunk"})
        elif line.startswith("-"):
            if added:
                flush()
            removed.append(line[1:])
        elif line.startswith("+"):
            added.append(line[1:])
        else:
            flush()
            text = line[1:] if line.startswith(" ") else line
            rows.append({"left": text, "right": text, "kind": "same"})
    flush()
    return rows
