"""Cutting a session's transcript down to what a summarising model should read.

A pure function: messages and search terms in, text of at most ``limit`` characters out.
The steps, each taken only when the previous result is still too long:

1. render every message as ``[#<id>] <role>: <content>`` (the block format the review
   prompts use), separated by blank lines;
2. shorten long tool outputs (they are the usual bulk and the least telling part) to their
   head and tail, saying how much was left out;
3. keep the window of ``limit`` characters that covers the most matches of ``terms``,
   centred on them, snapped to line boundaries where that costs little, with a marker
   saying how much was omitted on either side. Without matches the window is the start.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

DEFAULT_LIMIT = 100_000
TOOL_OUTPUT_KEEP = 2_000
_TOOL_HEAD = 1_500
_TOOL_TAIL = 400
_MARKER_RESERVE = 64  # room for one omission marker (digits included)
_SNAP_DISTANCE = 500
_MAX_POSITIONS = 20_000


def _field(message: Any, name: str) -> Any:
    if isinstance(message, Mapping):
        return message.get(name)
    return getattr(message, name, None)


def render_message(message: Any, *, shorten_tool_output: bool = False) -> str:
    content = _field(message, "content") or ""
    role = _field(message, "role") or "?"
    if shorten_tool_output and role == "tool" and len(content) > TOOL_OUTPUT_KEEP:
        omitted = len(content) - _TOOL_HEAD - _TOOL_TAIL
        content = (f"{content[:_TOOL_HEAD]}\n[… {omitted:,} characters of tool output omitted …]\n"
                   f"{content[-_TOOL_TAIL:]}")
    return f"[#{_field(message, 'id')}] {role}: {content}"


def render_transcript(messages: Iterable[Any], *, shorten_tool_output: bool = False) -> str:
    return "\n\n".join(render_message(m, shorten_tool_output=shorten_tool_output)
                       for m in messages)


def cut_transcript(messages: Sequence[Any], terms: Iterable[str],
                   limit: int = DEFAULT_LIMIT) -> str:
    """The transcript of ``messages`` in at most ``limit`` characters, centred on ``terms``."""
    if limit <= 0:
        raise ValueError("limit must be positive")
    text = render_transcript(messages)
    if len(text) <= limit:
        return text
    text = render_transcript(messages, shorten_tool_output=True)
    if len(text) <= limit:
        return text
    return _window(text, [t for t in terms if t and t.strip()], limit)


def _match_spans(text: str, terms: list[str]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for term in terms:
        for m in re.finditer(re.escape(term.strip()), text, re.IGNORECASE):
            spans.append(m.span())
            if len(spans) >= _MAX_POSITIONS:
                break
    return sorted(spans)


def _best_window(spans: list[tuple[int, int]], width: int) -> tuple[int, int] | None:
    """The (first, last) span indexes of the largest run of spans that fits in ``width``."""
    best: tuple[int, int] | None = None
    j = 0
    for i in range(len(spans)):
        j = max(j, i)
        while j + 1 < len(spans) and spans[j + 1][1] - spans[i][0] <= width:
            j += 1
        if spans[j][1] - spans[i][0] > width:
            continue  # a single match longer than the window
        if best is None or j - i > best[1] - best[0]:
            best = (i, j)
    return best


def _window(text: str, terms: list[str], limit: int) -> str:
    if limit <= 2 * _MARKER_RESERVE:  # too small for markers: a bare slice
        return text[:limit]
    width = limit - 2 * _MARKER_RESERVE
    spans = _match_spans(text, terms)
    best = _best_window(spans, width)
    if best is None:
        start, must_start, must_end = 0, 0, 0
    else:
        must_start, must_end = spans[best[0]][0], spans[best[1]][1]
        slack = width - (must_end - must_start)
        start = must_start - slack // 2
    start = max(0, min(start, len(text) - width))
    end = start + width
    # Snap to line boundaries when that drops little and keeps every covered match.
    if start > 0:
        nl = text.find("\n", start, min(start + _SNAP_DISTANCE, must_start if best else end))
        if nl != -1:
            start = nl + 1
    if end < len(text):
        nl = text.rfind("\n", max(end - _SNAP_DISTANCE, must_end if best else start), end)
        if nl != -1:
            end = nl
    head = f"[… {start:,} earlier characters omitted …]\n" if start > 0 else ""
    tail = f"\n[… {len(text) - end:,} later characters omitted …]" if end < len(text) else ""
    return head + text[start:end] + tail
