"""Rendering a target's entries as the block injected into the system prompt.

A block is a rule line, a header with the usage, a rule line, then the entries joined by
the delimiter. Before anything reaches a prompt every entry is scanned again (the file
may have been edited by hand since it was written): an entry that fails is replaced by a
``[BLOCKED: …]`` line naming the pattern. The file itself keeps the original, so the
user can see it and remove it.
"""

from __future__ import annotations

from collections.abc import Callable

from .entries import DELIMITER, size, usage_text

RULE = "═" * 46

HEADERS = {
    "memory": "MEMORY (your personal notes)",
    "user": "USER PROFILE (who the user is)",
}
FILE_NAMES = {"memory": "MEMORY.md", "user": "USER.md"}


def header(target: str, current: int, limit: int) -> str:
    return f"{HEADERS[target]} [{usage_text(current, limit)}]"


def blocked_line(target: str, position: int, reason: str) -> str:
    """The placeholder for entry ``position`` (1-based); never echoes the entry itself."""
    why = " ".join(reason.split())
    if why.lower().startswith("blocked:"):
        why = why[len("blocked:"):].strip()
    why = _clip_words(why, 200)
    return (f"[BLOCKED: entry {position} of {FILE_NAMES[target]} was withheld from this "
            f"prompt ({why}). Remove the original entry with the memory tool; it is shown "
            f"in memory tool responses.]")


def _clip_words(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters at a word boundary, marked with '…'."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut:
        cut = cut[: cut.rindex(" ")]  # never end mid-word ("secre…")
    return cut.rstrip(" ,;:.") + "…"


def sanitize(target: str, entries: list[str], scan: Callable[[str], str | None]) -> list[str]:
    """``entries`` with every one that fails ``scan`` replaced by its blocked line."""
    out = []
    for position, entry in enumerate(entries, start=1):
        verdict = scan(entry)
        out.append(entry if verdict is None else blocked_line(target, position, verdict))
    return out


def render_block(target: str, entries: list[str], limit: int,
                 scan: Callable[[str], str | None]) -> str | None:
    """The prompt block for ``target``, or None when it has no entries.

    The usage in the header is that of the file as stored (the originals), since that is
    what the agent's limit is measured against.
    """
    if not entries:
        return None
    shown = sanitize(target, entries, scan)
    return "\n".join([RULE, header(target, size(entries), limit), RULE,
                      DELIMITER.join(shown)])
