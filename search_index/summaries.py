"""Stored session summaries (``reverie_session_summaries``), one per session.

The summariser (``review.summarize``) writes them; search attaches them to hits so a
matched session costs no model call the second time.
"""

from __future__ import annotations

import json
import sqlite3

from reverie.config.errors import SearchError

from .models import SUMMARY_KINDS, Summary

MAX_SUMMARY_CHARS = 100_000


def get_summary(conn: sqlite3.Connection, session_id: str) -> Summary | None:
    row = conn.execute(
        "SELECT session_id, text, model, kind, through_message_id, created_at"
        " FROM reverie_session_summaries WHERE session_id = ?",
        (session_id,),
    ).fetchone()
    return Summary(*row) if row else None


def get_summaries(conn: sqlite3.Connection, session_ids: set[str] | list[str]
                  ) -> dict[str, Summary]:
    """The stored summaries of those of ``session_ids`` that have one (one query)."""
    return {row[0]: Summary(*row) for row in conn.execute(
        "SELECT session_id, text, model, kind, through_message_id, created_at"
        " FROM reverie_session_summaries WHERE session_id IN (SELECT value FROM json_each(?))",
        (json.dumps(sorted(session_ids)),))}


def validate_summary(text: str, model: str, kind: str) -> None:
    if kind not in SUMMARY_KINDS:
        raise SearchError(f"Unknown summary kind {kind!r}.",
                          hint=f"Use one of: {', '.join(SUMMARY_KINDS)}.")
    if not isinstance(text, str) or not text.strip():
        raise SearchError("A summary must be non-empty text.")
    if len(text) > MAX_SUMMARY_CHARS:
        raise SearchError(f"A summary may hold at most {MAX_SUMMARY_CHARS:,} characters.",
                          hint="Shorten it before storing.")
    if not isinstance(model, str):
        raise SearchError("A summary's model must be a string (\"\" for a raw preview).")


def put_summary(conn: sqlite3.Connection, session_id: str, text: str, *, model: str, kind: str,
                through_message_id: int | None, now: float, scanned: bool = False) -> Summary:
    """Insert or replace the summary of ``session_id`` (caller holds a write transaction).
    ``scanned``: the text already went through the memory scanner (review.summarize)."""
    summary = Summary(session_id, text.strip(), model, kind, through_message_id, now)
    conn.execute(
        "INSERT INTO reverie_session_summaries"
        " (session_id, text, model, kind, through_message_id, created_at, scanned)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(session_id) DO UPDATE SET text = excluded.text, model = excluded.model,"
        " kind = excluded.kind, through_message_id = excluded.through_message_id,"
        " created_at = excluded.created_at, scanned = excluded.scanned",
        (summary.session_id, summary.text, summary.model, summary.kind,
         summary.through_message_id, summary.created_at, int(scanned)),
    )
    return summary


def unscanned_summaries(conn: sqlite3.Connection, limit: int) -> list[tuple[str, str]]:
    """(session id, text) of up to ``limit`` summaries stored unscanned (by an older Reverie)."""
    return conn.execute("SELECT session_id, text FROM reverie_session_summaries"
                        " WHERE scanned = 0 LIMIT ?", (limit,)).fetchall()


def mark_scanned(conn: sqlite3.Connection, done: list[tuple[str, str, str]]) -> None:
    """Store each (session id, text read, text scanned), flagged scanned, where the row still
    holds the text read (a summary stored meanwhile is left to its writer)."""
    conn.executemany("UPDATE reverie_session_summaries SET text = ?, scanned = 1"
                     " WHERE session_id = ? AND text = ? AND scanned = 0",
                     [(shown, sid, read) for sid, read, shown in done])
