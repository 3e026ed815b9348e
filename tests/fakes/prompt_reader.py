"""How a fake model reads a review prompt: the engine's text blocks back into a ReviewInput.

The product's heuristic never parses a prompt (the engine hands it the review as data);
a fake model server only has the text of the request, as a real model does, so it reads
the blocks back and answers with the heuristic's rules. The format is the contract in
review/prompts.py:

* the transcript, between a line ``<<<TRANSCRIPT`` and a line ``TRANSCRIPT>>>``, each
  message starting with a line ``[#<id>] <role>: <content>``;
* the live entries, between ``<<<ENTRIES`` and ``ENTRIES>>>``, one per ``[memory] text`` /
  ``[user] text`` line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from reverie.review.prompts import (
    ENTRIES_CLOSE,
    ENTRIES_OPEN,
    TRANSCRIPT_CLOSE,
    TRANSCRIPT_OPEN,
)
from reverie.review.review_input import ReviewInput, ReviewMessage

_MESSAGE_LINE = re.compile(r"^\[#(\d+)\]\s*([A-Za-z_][\w-]*):\s?(.*)$")
_ENTRY_LINE = re.compile(r"^\[(memory|user)\]\s?(.*)$")


def _blocks(prompt: str, opening: str, closing: str) -> Iterator[list[str]]:
    lines, inside = [], False
    for line in prompt.splitlines():
        if line.strip() == opening:
            lines, inside = [], True
        elif line.strip() == closing and inside:
            inside = False
            yield lines
        elif inside:
            lines.append(line)


def parse_transcript(prompt: str) -> list[ReviewMessage]:
    """The messages of every transcript block; continuation lines join their message."""
    messages: list[ReviewMessage] = []
    for block in _blocks(prompt, TRANSCRIPT_OPEN, TRANSCRIPT_CLOSE):
        current: list | None = None
        for line in block:
            match = _MESSAGE_LINE.match(line)
            if match:
                if current:
                    messages.append(ReviewMessage(current[0], current[1], "\n".join(current[2])))
                current = [int(match.group(1)), match.group(2).lower(), [match.group(3)]]
            elif current is not None:
                current[2].append(line)
        if current:
            messages.append(ReviewMessage(current[0], current[1], "\n".join(current[2])))
    return messages


def parse_entries(prompt: str) -> list[tuple[str, str]]:
    """(target, text) of every live entry listed in the prompt."""
    entries: list[list[str]] = []
    for block in _blocks(prompt, ENTRIES_OPEN, ENTRIES_CLOSE):
        for line in block:
            match = _ENTRY_LINE.match(line)
            if match:
                entries.append([match.group(1), match.group(2)])
            elif entries:
                entries[-1][1] += "\n" + line
    return [(target, text.strip()) for target, text in entries]


def read_review(prompt: str) -> ReviewInput:
    """The review a model would understand from ``prompt``."""
    return ReviewInput(messages=tuple(parse_transcript(prompt)),
                       entries=tuple(parse_entries(prompt)))
