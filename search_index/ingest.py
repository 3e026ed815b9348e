"""``reverie ingest FILE``: JSONL sessions from agents that are not Hermes.

One message per line::

    {"session_id": "s1", "role": "user", "content": "…", "timestamp": 1714000000.5,
     "parent_session_id": "s0", "source": "cli", "tool_name": null}

``timestamp`` (epoch seconds, or an ISO-8601 string), ``parent_session_id``, ``source``,
``tool_name``, ``tool_call_id`` and ``tool_calls`` are optional; other keys are ignored
(agents add their own). Blank lines are skipped.

All or nothing: every line is read and validated first, and a bad one raises
``SearchError("line 7: …")`` before anything is written; then all messages go in one
transaction.

Idempotent: each message gets a dedupe key, the hash of (session_id, role, timestamp as
written — or none, tool_name, content, occurrence), where *occurrence* counts earlier
lines of the same file with the same tuple. Keys are kept in ``reverie_ingest_keys``; a
message whose key is already there is skipped. So ingesting a file twice adds nothing,
a file that was later extended adds only the new lines, and two genuinely repeated
messages ("ok", "ok") in one file are both kept. Messages written through the Python API
or by Hermes itself carry no key and are not deduplicated against.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.config.errors import SearchError

from .models import IngestResult
from .store import NewMessage, SessionStore

MAX_LINE_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class _Line:
    number: int
    message: NewMessage
    key: str


def ingest_jsonl(store: SessionStore, path: str | Path) -> IngestResult:
    """Import ``path`` into ``store`` in one transaction; see the module docstring."""
    path = Path(path)
    lines = read_jsonl(path)
    try:
        added, sessions = _write(store, lines)
    except sqlite3.Error as exc:
        raise SearchError(f"Could not import {path} into {store.path}: {exc}.",
                          hint="Nothing from this file was imported; retry when the"
                               " database is free.") from exc
    return IngestResult(path=str(path), lines=len(lines), added=added,
                        duplicates=len(lines) - added, sessions=sessions)


def _write(store: SessionStore, lines: list[_Line]) -> tuple[int, list[str]]:
    """Insert the lines whose dedupe key is new, in one transaction."""
    added = 0
    sessions: dict[str, None] = {}
    now = store.clock.now()
    with store.transaction() as conn:
        for line in lines:
            sessions.setdefault(line.message.session_id)
            if conn.execute("SELECT 1 FROM reverie_ingest_keys WHERE key = ?",
                            (line.key,)).fetchone():
                continue
            try:
                (message_id,) = store.write_messages([line.message])
            except SearchError as exc:  # e.g. a parent that conflicts with the stored one
                raise SearchError(f"line {line.number}: {exc.message}", hint=exc.hint) from exc
            conn.execute("INSERT INTO reverie_ingest_keys (key, message_id, ingested_at)"
                         " VALUES (?, ?, ?)", (line.key, message_id, now))
            added += 1
    return added, list(sessions)


def read_jsonl(path: Path) -> list[_Line]:
    """Parse and validate every line of ``path``; raise on the first bad one."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SearchError(f"No such file: {path}.", hint="Give the path of a JSONL file.") from None
    except OSError as exc:
        raise SearchError(f"Cannot read {path}: {exc.strerror}.") from exc
    # Editors on Windows start a UTF-8 file with a byte-order mark; it is not content.
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    out: list[_Line] = []
    occurrences: dict[tuple[Any, ...], int] = {}
    parents: dict[str, tuple[str | None, int]] = {}
    for number, data in enumerate(raw.split(b"\n"), start=1):
        if not data.strip():
            continue
        try:
            message, written_ts = _parse_line(data)
            _check_parent(message, number, parents)
        except SearchError as exc:
            raise SearchError(f"line {number}: {exc.message}",
                              hint=" ".join(filter(None, (exc.hint, "Nothing from this file"
                                                                    " was imported.")))) from None
        identity = (message.session_id, message.role, written_ts, message.tool_name,
                    message.content)
        occurrence = occurrences.get(identity, 0)
        occurrences[identity] = occurrence + 1
        key = hashlib.sha256(
            json.dumps([*identity, occurrence], ensure_ascii=False).encode("utf-8")
        ).hexdigest()
        out.append(_Line(number, message, key))
    return out


def _parse_line(data: bytes) -> tuple[NewMessage, Any]:
    if len(data) > MAX_LINE_BYTES:
        raise SearchError(f"the line is longer than {MAX_LINE_BYTES:,} bytes.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SearchError("not valid UTF-8.") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SearchError(f"not valid JSON ({exc.msg} at column {exc.colno}).") from None
    if not isinstance(obj, dict):
        raise SearchError(f"expected a JSON object, got {type(obj).__name__}.")
    for key in ("session_id", "role", "content"):
        if key not in obj:
            raise SearchError(f"missing required key {key!r}.",
                              hint='Each line needs "session_id", "role" and "content".')
    if not isinstance(obj["content"], str):
        raise SearchError("content must be a string.")
    written_ts = obj.get("timestamp")
    message = NewMessage.build(
        obj["session_id"], obj["role"], obj["content"], _timestamp(written_ts),
        source=obj.get("source"), parent_session_id=obj.get("parent_session_id"),
        tool_name=obj.get("tool_name"), tool_call_id=obj.get("tool_call_id"),
        tool_calls=obj.get("tool_calls"),
    )
    return message, written_ts


def _timestamp(value: Any) -> Any:
    """Epoch seconds as given; an ISO-8601 string (naive = UTC) converted to them."""
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise SearchError(f"timestamp {value!r} is neither epoch seconds nor ISO-8601.") from None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        return parsed.timestamp()
    if isinstance(value, float) and not math.isfinite(value):
        raise SearchError("timestamp must be a finite number.")
    return value


def _check_parent(message: NewMessage, number: int,
                  parents: dict[str, tuple[str | None, int]]) -> None:
    """Within one file, a session names at most one parent."""
    seen = parents.get(message.session_id)
    if seen is None or seen[0] is None:
        parents[message.session_id] = (message.parent_session_id, number)
        return
    if message.parent_session_id not in (None, seen[0]):
        raise SearchError(f"session {message.session_id!r} was given parent {seen[0]!r} on line"
                          f" {seen[1]}, and now {message.parent_session_id!r}.")
