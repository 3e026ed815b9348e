"""Reading ``state.db`` the ways session_search's scroll, read and browse shapes need.

Full-text search lives in :mod:`.search`; this module only reads by id and by time:

* :func:`messages_around` — a window of messages on each side of one message;
* :func:`anchored_view` — that window plus the first and last messages of the session
  (the "bookends": how it started and how it ended);
* :func:`session_messages` — every message of one session, oldest first;
* :func:`recent_sessions` — root sessions by last activity, with a preview.

Rows come back as plain dicts shaped like the tool's output (id, role, content, timestamp,
tool_name, tool_calls, tool_call_id), with Hermes' multimodal content decoded to its text
and the messages Hermes rewound left out (:mod:`.multimodal` holds both rules). Every function takes a
:class:`~reverie.search_index.store.SessionStore` and reads under its lock.
"""

from __future__ import annotations

import json
from typing import Any

from .multimodal import decode_content, visible_condition
from .store import SessionStore

#: Roles shown in a discovery window and its bookends: tool output is mostly noise.
CONVERSATION_ROLES = ("user", "assistant")
PREVIEW_CHARS = 120


def _columns(store: SessionStore) -> str:
    have = store.schema.message_columns
    cols = ["id", "session_id", "role", "content", "timestamp"]
    cols += [c if c in have else f"NULL AS {c}" for c in ("tool_name", "tool_calls", "tool_call_id")]
    return ", ".join(cols)


def _active(store: SessionStore) -> str:
    """The SQL condition leaving out the messages Hermes rewound (see :mod:`.multimodal`)."""
    return f" AND {visible_condition(store.schema.message_columns, alias='')}"


def _message(row: Any) -> dict[str, Any]:
    msg = {"id": row[0], "session_id": row[1], "role": row[2],
           "content": decode_content(row[3]), "timestamp": row[4]}
    if row[5]:
        msg["tool_name"] = row[5]
    if row[6]:
        try:
            msg["tool_calls"] = json.loads(row[6])
        except (ValueError, TypeError, RecursionError):
            msg["tool_calls"] = row[6]
    if row[7]:
        msg["tool_call_id"] = row[7]
    return msg


def _has_message(store: SessionStore, session_id: str, message_id: int) -> bool:
    return store.connection.execute(
        f"SELECT 1 FROM messages WHERE id = ? AND session_id = ?{_active(store)}",
        (message_id, session_id)).fetchone() is not None


def owner_of(store: SessionStore, message_id: int) -> str | None:
    """The session a message id belongs to, or None."""
    with store._lock:
        row = store.connection.execute("SELECT session_id FROM messages WHERE id = ?",
                                       (message_id,)).fetchone()
    return row[0] if row else None


def messages_around(store: SessionStore, session_id: str, message_id: int,
                    window: int) -> dict[str, Any]:
    """``{"window": [...], "messages_before": n, "messages_after": n}``: up to ``window``
    messages before ``message_id``, the message itself and up to ``window`` after, oldest
    first. The counts are of the messages returned on each side, so a count below
    ``window`` means that end of the session was reached. An empty window when the
    message is not in the session."""
    window = max(0, int(window))
    cols, active = _columns(store), _active(store)
    with store._lock:
        if not _has_message(store, session_id, message_id):
            return {"window": [], "messages_before": 0, "messages_after": 0}
        conn = store.connection
        before = conn.execute(
            f"SELECT {cols} FROM messages WHERE session_id = ? AND id <= ?{active}"
            " ORDER BY id DESC LIMIT ?", (session_id, message_id, window + 1)).fetchall()
        after = conn.execute(
            f"SELECT {cols} FROM messages WHERE session_id = ? AND id > ?{active}"
            " ORDER BY id LIMIT ?", (session_id, message_id, window)).fetchall()
    rows = before[::-1] + after
    return {"window": [_message(r) for r in rows], "messages_before": len(before) - 1,
            "messages_after": len(after)}


def anchored_view(store: SessionStore, session_id: str, message_id: int, *, window: int = 5,
                  bookend: int = 3, roles: tuple[str, ...] = CONVERSATION_ROLES) -> dict[str, Any]:
    """:func:`messages_around` limited to ``roles`` (the anchor always kept), plus
    ``bookend_start``/``bookend_end``: the first and last ``bookend`` non-empty messages of
    those roles that lie outside the window."""
    view = messages_around(store, session_id, message_id, window)
    rows = view["window"]
    if not rows:
        return {**view, "bookend_start": [], "bookend_end": []}
    view["window"] = [m for m in rows if m["id"] == message_id or m["role"] in roles]
    marks = ",".join("?" for _ in roles)
    cols, active = _columns(store), _active(store)
    sql = (f"SELECT {cols} FROM messages WHERE session_id = ? AND id {{op}} ? AND role IN ({marks})"
           f" AND length(content) > 0{active} ORDER BY id {{order}} LIMIT ?")
    with store._lock:
        conn = store.connection
        start = conn.execute(sql.format(op="<", order="ASC"),
                             (session_id, rows[0]["id"], *roles, bookend)).fetchall()
        end = conn.execute(sql.format(op=">", order="DESC"),
                           (session_id, rows[-1]["id"], *roles, bookend)).fetchall()
    view["bookend_start"] = [_message(r) for r in start]
    view["bookend_end"] = [_message(r) for r in end[::-1]]
    return view


def session_messages(store: SessionStore, session_id: str) -> list[dict[str, Any]]:
    """Every (active) message of ``session_id``, oldest first."""
    with store._lock:
        rows = store.connection.execute(
            f"SELECT {_columns(store)} FROM messages WHERE session_id = ?{_active(store)}"
            " ORDER BY id", (session_id,)).fetchall()
    return [_message(r) for r in rows]


def recent_sessions(store: SessionStore, limit: int, *, exclude_sources: tuple[str, ...] = (),
                    exclude_root: str | None = None) -> list[dict[str, Any]]:
    """Up to ``limit`` root sessions (no parent), most recently active first, with
    ``last_active`` (the time of their newest message, or their start), ``message_count``
    and ``preview`` (the start of their first user message). ``exclude_root``'s session
    is left out (the agent's current conversation)."""
    have = store.schema.session_columns
    title = "s.title" if "title" in have else "NULL"
    count = "s.message_count" if "message_count" in have else "NULL"
    marks = ",".join("?" for _ in exclude_sources) or "NULL"
    sql = (
        f"SELECT s.id, {title}, s.source, s.started_at, {count},"
        " COALESCE((SELECT MAX(m.timestamp) FROM messages m WHERE m.session_id = s.id),"
        " s.started_at) AS last_active"
        " FROM sessions s WHERE (s.parent_session_id IS NULL OR s.parent_session_id = '')"
        f" AND COALESCE(s.source, '') NOT IN ({marks}) AND s.id != ?"
        " ORDER BY last_active DESC, s.id LIMIT ?")
    with store._lock:
        rows = store.connection.execute(
            sql, (*exclude_sources, exclude_root or "", max(0, int(limit)))).fetchall()
        out = []
        for sid, name, source, started, messages, last in rows:
            first = store.connection.execute(
                f"SELECT content FROM messages WHERE session_id = ? AND role = 'user'{_active(store)}"
                " ORDER BY id LIMIT 1", (sid,)).fetchone()
            text = decode_content(first[0]) if first else ""
            text = " ".join((text or "").split())
            out.append({"session_id": sid, "title": name or None, "source": source or "",
                        "started_at": started, "last_active": last,
                        "message_count": messages or 0,
                        "preview": text[:PREVIEW_CHARS] + ("…" if len(text) > PREVIEW_CHARS else "")})
    return out
