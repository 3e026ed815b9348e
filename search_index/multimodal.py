"""How Hermes 0.19 stores message content that is not plain text, and which rows count.

Two conventions of Hermes' ``state.db`` that every reader of ``messages`` must honour
(search, review, summaries, session_search's scroll/read/browse):

* **Multimodal content.** When a message's content is a list of parts (text plus images,
  audio, files) or a dict, Hermes stores it as the string ``"\\x00json:"`` followed by the
  JSON. :func:`decode_content` turns such a value back into readable text: the text of
  its ``{"type": "text", "text": ...}`` parts, with a short placeholder for each non-text
  part, so a transcript never carries a NUL, raw JSON, or a base64 image into a prompt.
  Plain strings come back unchanged.

* **Rewound messages.** ``/rewind`` (and undo) sets ``active = 0`` on the messages the user
  took back; compaction sets ``active = 0, compacted = 1`` on messages it summarised away.
  A rewound message is not part of the conversation any more and is never searched,
  reviewed or summarised. A compacted one is still the record of what was said (Hermes'
  own search keeps finding it), so search shows it; review and summaries read only live
  rows. :func:`visible_condition` (in :mod:`.spoken`, with the other rows that are not the
  user's words: scaffolding, bookkeeping, compaction summaries) is that rule as SQL.
"""

from __future__ import annotations

import json
from typing import Any

# Re-exported: readers of messages have imported the visibility rule from here.
from .spoken import visible_condition as visible_condition

CONTENT_JSON_PREFIX = "\x00json:"
NO_TEXT_PLACEHOLDER = "[multimodal content]"

# Placeholders for non-text parts, by OpenAI/Anthropic part type; unknown types use theirs.
_PART_LABELS = {
    "image_url": "[image]",
    "image": "[image]",
    "input_image": "[image]",
    "input_audio": "[audio]",
    "audio": "[audio]",
    "file": "[file]",
    "document": "[document]",
}


_TEXT_TYPES = (None, "text", "input_text", "output_text")


def is_encoded(raw: object) -> bool:
    """Whether ``raw`` is Hermes' ``"\\x00json:"`` encoding of structured content."""
    return isinstance(raw, str) and raw.startswith(CONTENT_JSON_PREFIX)


def decode_content(raw: str | None) -> str | None:
    """The readable text of a stored ``messages.content`` value.

    Plain text and None are returned as they are. Encoded content becomes its text parts
    joined by newlines, each non-text part shown as a placeholder such as ``[image]``;
    content with no text at all becomes ``[multimodal content]``. Undecodable JSON after the
    prefix is returned without the prefix (never with the NUL).
    """
    if raw is None or not raw.startswith(CONTENT_JSON_PREFIX):
        return raw
    parts = _parts(raw)
    if parts is None:
        return raw[len(CONTENT_JSON_PREFIX):]
    if not any(is_text for is_text, _ in parts):
        return " ".join(p for _, p in parts) or NO_TEXT_PLACEHOLDER
    return "\n".join(p for _, p in parts)


def text_only(raw: str | None) -> str:
    """Only the text of ``raw``, no placeholders: what a search snippet is cut from."""
    if raw is None or not raw.startswith(CONTENT_JSON_PREFIX):
        return raw or ""
    parts = _parts(raw)
    if parts is None:
        return raw[len(CONTENT_JSON_PREFIX):]
    return "\n".join(p for is_text, p in parts if is_text)


def _parts(raw: str) -> list[tuple[bool, str]] | None:
    """(is_text, text or placeholder) for each non-empty part; None if not JSON."""
    try:
        value = json.loads(raw[len(CONTENT_JSON_PREFIX):])
    except ValueError:
        return None
    out: list[tuple[bool, str]] = []
    _collect(value, out)
    return [(is_text, p) for is_text, p in out if p]


def _collect(value: Any, out: list[tuple[bool, str]]) -> None:
    if isinstance(value, str):
        out.append((True, value))
    elif isinstance(value, list):
        for part in value:
            _collect(part, out)
    elif isinstance(value, dict):
        kind = value.get("type")
        if isinstance(value.get("text"), str) and kind in _TEXT_TYPES:
            out.append((True, value["text"]))
        elif kind not in _TEXT_TYPES:
            out.append((False, _PART_LABELS.get(str(kind), f"[{str(kind)[:40]}]")))
