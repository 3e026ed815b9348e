"""Sessions several people share: a group chat or thread where Hermes keeps one session for
every member (docs/review.md, "Who the user is in a group").

Hermes' gateway keys a session by the chat it comes from (``gateway/session.py``,
``build_session_key``, the same layout in 0.19 and 0.22): a direct message by its chat, a
group or channel by its chat and thread, with the sender's id appended last when the group is
kept per member (``group_sessions_per_user``, on by default; ``thread_sessions_per_user``,
off by default, so a group's threads and forum topics are shared). In a shared session every
member's message is a ``user`` row, opened with the sender's name in brackets ("[Ola] …",
``_prefix_inbound_sender_context``), and no row says which member the home belongs to: Hermes'
config names no owner (its allow-lists are lists of platform ids, and rows carry display
names, which any member can set to anything).

A session is shared when it comes from a group kind of chat (``chat_type`` neither empty nor
``dm``) and its key ends with the chat or the thread, not a member after them. This reads the
key as Hermes wrote it when the session began, so a later change of the setting does not
change what an old session was. Sessions with no key (the CLI, ``reverie ingest``, an agent
writing its own sessions) are one user's.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from typing import Any

from .gateway_notes import SENDER_TAG

#: The ``sessions`` columns the rule reads (each may be missing from an older schema).
SHARED_SESSION_COLUMNS = ("session_key", "chat_type", "chat_id", "thread_id", "origin_json")
#: Why a proposal about the user from a shared session waits for the operator (the record
#: keeps it, the pending page and ``memory pending`` show it), after who said it.
GROUP_HOLD = ("in a group session several people share: whether it is about the user this "
              "memory serves is the operator's call")
#: How much of a sender's name the hold repeats.
NAME_CHARS = 60


def shared_by_members(row: Mapping[str, Any]) -> bool:
    """Whether a ``sessions`` row (its :data:`SHARED_SESSION_COLUMNS`) is a session several
    members of a group share (module docstring)."""
    chat_type, key = row.get("chat_type"), row.get("session_key")
    if not isinstance(chat_type, str) or chat_type in ("", "dm") or not isinstance(key, str):
        return False
    origin = _origin(row.get("origin_json"))
    # A thread a message is about to open (Discord's auto-thread) keys the session by the
    # thread before the row has a thread_id of its own.
    last = [row.get("thread_id"), origin.get("thread_id"), origin.get("prospective_thread_id"),
            row.get("chat_id"), origin.get("chat_id")]
    return any(key.endswith(f":{part}") for part in last
               if isinstance(part, str | int) and not isinstance(part, bool) and part != "")


def _origin(text: Any) -> dict[str, Any]:
    """The session's source as Hermes recorded it (``origin_json``), or {} when absent or
    damaged: a damaged value only loses the thread it could name."""
    if not isinstance(text, str) or not text:
        return {}
    try:
        origin = json.loads(text)
    except ValueError:
        return {}
    return origin if isinstance(origin, dict) else {}


def without_sender_tags(messages: Sequence[Any]) -> list[Any]:
    """The messages of a shared session with each user row's sender name ("[Ola] ") taken
    off the front, for the offline reader, which reads a sentence and not who said it (what
    it proposes about the user waits for the operator, the stored row naming the sender).
    Copies; a row without a tag is itself."""
    out = []
    for message in messages:
        content = message.content
        tag = (SENDER_TAG.match(content)
               if message.role == "user" and isinstance(content, str) else None)
        out.append(dataclasses.replace(message, content=content[tag.end():]) if tag else message)
    return out


def group_hold(evidence: Sequence[str]) -> str:
    """Why a proposal about the user resting on these rows of a shared session waits: who
    said it (the sender names the rows open with), then :data:`GROUP_HOLD`."""
    names = []
    for content in evidence:
        tag = SENDER_TAG.match(content)
        name = (tag.group("name") or tag.group("observed")).strip() if tag else ""
        if name and name not in names:
            names.append(name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1] + "…")
    return f"said by {', '.join(names)} {GROUP_HOLD}" if names else f"said {GROUP_HOLD}"
