"""The heuristic's session summary: extractive, from the summary prompt's transcript.

A summary prompt carries a transcript already cut to size (``search_index.cut_transcript``,
``[#id] role: text`` blocks between ``<<<TRANSCRIPT`` and ``TRANSCRIPT>>>``), so text is
what this reads: the first request, key sentences, the last outcome. A prompt without a
transcript block is summarised as plain text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from reverie.memory.entries import preview as _clip  # one preview for the whole project
from reverie.search_index.gateway_notes import users_words

from ...prompts import TRANSCRIPT_CLOSE, TRANSCRIPT_OPEN
from .text import sentences

SUMMARY_LIMIT = 600

_MESSAGE_LINE = re.compile(r"^\[#(\d+)\]\s*([A-Za-z_][\w-]*):\s?(.*)$")
_SIGNAL = re.compile(
    r"\b(?:decid\w*|agree\w*|fix\w*|error\w*|fail\w*|bug\w*|deploy\w*|creat\w*|install\w*|"
    r"configur\w*|migrat\w*|remember|prefer\w*|must|done|finished|resolved|released)\b|"
    r"决定|修复|错误|失败|部署|完成|记住|喜欢|需要|解决|发布", re.I)


@dataclass(frozen=True)
class _Said:
    role: str
    content: str


def _transcript_lines(prompt: str) -> Iterator[list[str]]:
    lines: list[str] = []
    inside = False
    for line in prompt.splitlines():
        if line.strip() == TRANSCRIPT_OPEN:
            lines, inside = [], True
        elif line.strip() == TRANSCRIPT_CLOSE and inside:
            inside = False
            yield lines
        elif inside:
            lines.append(line)


def _messages(prompt: str) -> list[_Said]:
    """The messages of every transcript block; continuation lines join their message."""
    said: list[_Said] = []
    for block in _transcript_lines(prompt):
        role, content = None, []
        for line in block:
            if match := _MESSAGE_LINE.match(line):
                if role is not None:
                    said.append(_Said(role, "\n".join(content)))
                role, content = match.group(2).lower(), [match.group(3)]
            elif role is not None:
                content.append(line)
        if role is not None:
            said.append(_Said(role, "\n".join(content)))
    return said


def summarize(prompt: str) -> str:
    """An extractive summary: the first request, key sentences, the last outcome."""
    # a user's turn is summarised by the user's own words: a Hermes note before them (a
    # photo's description, a quoted reply: :mod:`reverie.search_index.gateway_notes`) is not what they asked
    messages = [m if m.role == "assistant" else _Said(m.role, users_words(m.content))
                for m in _messages(prompt) if m.role in ("user", "assistant")]
    messages = [m for m in messages if m.content.strip()]
    if not messages:
        return _clip(" ".join(sentences(prompt)[:6]), SUMMARY_LIMIT)
    # (no user words at all, a session of photos sent without a caption: no request; the
    # assistant's reply is not one)
    first_user = next((m for m in messages if m.role == "user"), None)
    request = _clip(" ".join(sentences(first_user.content)[:2]), 160) if first_user else ""
    last = next((m for m in reversed(messages) if m.role == "assistant"), messages[-1])
    outcome = _clip(" ".join(sentences(last.content)[:2]), 160)
    points: list[str] = []
    for message in messages:
        for sentence in sentences(message.content):
            clipped = _clip(sentence, 110)
            if (_SIGNAL.search(sentence) and clipped not in points
                    and clipped not in request and clipped not in outcome):
                points.append(clipped)
    lines = [f"Request: {request}"] if request else []
    room = SUMMARY_LIMIT - len("".join(lines)) - len(outcome) - len("\nKey points: \nOutcome: ")
    kept: list[str] = []
    for point in points:
        if len("; ".join([*kept, point])) > room:
            break
        kept.append(point)
    if kept:
        lines.append("Key points: " + "; ".join(kept))
    lines.append(f"Outcome: {outcome}")
    text = "\n".join(lines)
    # Only a very long first request or outcome can still overflow; keep the line breaks.
    return text if len(text) <= SUMMARY_LIMIT else text[: SUMMARY_LIMIT - 1] + "…"
