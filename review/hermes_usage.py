"""Reverie's model calls in Hermes' usage analytics (spec §13).

When ``state.db`` has Hermes' ``session_model_usage`` table (schema 22: one row per session,
model, billing route and ``task``, accumulated per call), every model call Reverie records
for a session is added there as well, under task ``background_review`` (reviews and their
repair attempts), ``session_summary`` (summaries, those session_search makes included) or
``memory_consolidation`` (memory upkeep's model consolidations, against the archive's own
session, ``memory.upkeep.archive_mirror``).
Hermes' insights and dashboard read that table, so Reverie's spend shows beside the agent's.

Accounting is best effort: a missing table, a session state.db does not have, or a busy
database only skips the row (and says so at debug level). Reverie's own ledger in
journal.db stays the record budgets and job costs are computed from. Nothing is created in
state.db that Hermes did not create first: no table, no session row.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reverie.config.terminal import safe_id

log = logging.getLogger("reverie.hermes_usage")

TABLE = "session_model_usage"
REVIEW_TASK = "background_review"
SUMMARY_TASK = "session_summary"
#: A held write lock waits this long at most: a model call has already cost seconds,
#: the agent's own writes must not queue behind ours.
BUSY_TIMEOUT_S = 2.0


#: Memory upkeep's consolidations (issue 20): their own task, so Hermes' analytics show
#: what keeping the files within their limits costs apart from the reviews.
CONSOLIDATE_TASK = "memory_consolidation"


def task_for(purpose: str) -> str:
    """Hermes' task name for one of the ledger's purposes."""
    if purpose == "consolidate":
        return CONSOLIDATE_TASK
    return SUMMARY_TASK if "summary" in purpose else REVIEW_TASK


@dataclass(frozen=True)
class UsageRow:
    """One model call, as it is added to Hermes' usage table (see :func:`add_usage`)."""

    session_id: str
    model: str
    provider: str
    base_url: str
    task: str
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    cost_usd: float
    at: float


def usage_row(*, session_id: str | None, purpose: str, model: str, provider: str,
              base_url: str = "", input_tokens: int = 0, output_tokens: int = 0,
              cached_tokens: int = 0, cost_usd: float = 0.0, at: float) -> UsageRow | None:
    """The row one call adds; None when it has no session to be added to."""
    if not session_id:
        return None
    return UsageRow(session_id, model or "unknown", provider or "", base_url or "",
                    task_for(purpose), input_tokens, output_tokens, cached_tokens, cost_usd, at)


def add_usage(state_db: Path, *, session_id: str | None, purpose: str, model: str,
              provider: str, base_url: str = "", input_tokens: int = 0,
              output_tokens: int = 0, cached_tokens: int = 0, cost_usd: float = 0.0,
              at: float, store: Any = None) -> bool:
    """Add one call to ``session_model_usage``; True when a row was written or updated.
    ``store``: an open ``search_index.SessionStore`` on ``state_db`` whose connection is
    used (a review holds one); None: a connection of its own, opened and closed here."""
    row = usage_row(session_id=session_id, purpose=purpose, model=model, provider=provider,
                    base_url=base_url, input_tokens=input_tokens, output_tokens=output_tokens,
                    cached_tokens=cached_tokens, cost_usd=cost_usd, at=at)
    return row is not None and add_rows(state_db, [row], store=store) == 1


def add_rows(state_db: Path, rows: Sequence[UsageRow], *, store: Any = None) -> int:
    """Add ``rows`` in their own autocommit statements (see :func:`add_usage`); how many
    were written or updated."""
    if not rows:
        return 0
    if store is not None:
        columns = store.schema.usage_columns   # as the store's schema found them
        try:
            with store.lent(busy_timeout=BUSY_TIMEOUT_S) as conn:
                return sum(_add(conn, row, columns) for row in rows)
        except sqlite3.Error as exc:
            log.debug("usage of session %s not added to state.db (%s)",
                      safe_id(rows[0].session_id), exc)
            return 0
    if not Path(state_db).is_file():
        return 0
    try:
        conn = sqlite3.connect(str(state_db), timeout=BUSY_TIMEOUT_S, isolation_level=None)
    except sqlite3.Error as exc:
        log.debug("state.db not opened for usage (%s)", exc)
        return 0
    try:
        return sum(_add(conn, row) for row in rows)
    except sqlite3.Error as exc:
        log.debug("usage of session %s not added to state.db (%s)",
                  safe_id(rows[0].session_id), exc)
        return 0
    finally:
        conn.close()


def add_within(conn: sqlite3.Connection, rows: Sequence[UsageRow],
               columns: frozenset[str] | None = None) -> None:
    """Add ``rows`` inside the write transaction the caller holds on ``conn`` (a summary's:
    its row and its call's usage commit together, one rollback-journal commit instead of
    two, issue 27). Still best effort: a row SQLite refuses is skipped; only a failure that
    ended the caller's transaction (SQLite rolled it back: disk full, I/O error) is raised,
    so the caller's own write is not reported as done. ``columns``: the usage table's, as
    the caller's store knows them (None: read here)."""
    for row in rows:
        try:
            _add(conn, row, columns)
        except sqlite3.Error as exc:
            if not conn.in_transaction:
                raise
            log.debug("usage of session %s not added to state.db (%s)",
                      safe_id(row.session_id), exc)


def _add(conn: sqlite3.Connection, row: UsageRow, columns: frozenset[str] | None = None) -> bool:
    session_id, model, provider, base_url, task = (row.session_id, row.model, row.provider,
                                                   row.base_url, row.task)
    input_tokens, output_tokens, cached_tokens = (row.input_tokens, row.output_tokens,
                                                  row.cached_tokens)
    cost_usd, at = row.cost_usd, row.at
    if columns is None:
        columns = frozenset(column[1] for column in conn.execute(f"PRAGMA table_info({TABLE})"))
    if "task" not in columns:
        return False                       # no table, or one older than Hermes' v22
    # Input tokens exclude the cached part, as Hermes counts cache reads separately.
    cached = max(0, int(cached_tokens))
    fresh = max(0, int(input_tokens) - cached)
    # One statement: the row only for a session state.db has (no session row is made), the
    # check inside the write. A separate SELECT first was a second statement, and, on the
    # review's own autocommit row, a second lock cycle on Hermes' rollback-journal file
    # (issue 27); it also let the session go between the look and the write.
    cursor = conn.execute(
        f"INSERT INTO {TABLE} (session_id, model, billing_provider, billing_base_url,"
        " billing_mode, task, api_call_count, input_tokens, output_tokens,"
        " cache_read_tokens, estimated_cost_usd, cost_source, first_seen, last_seen)"
        " SELECT ?, ?, ?, ?, '', ?, 1, ?, ?, ?, ?, 'reverie', ?, ?"
        " WHERE EXISTS (SELECT 1 FROM sessions WHERE id = ?)"
        " ON CONFLICT(session_id, model, billing_provider, billing_base_url, billing_mode, task)"
        " DO UPDATE SET api_call_count = api_call_count + 1,"
        " input_tokens = input_tokens + excluded.input_tokens,"
        " output_tokens = output_tokens + excluded.output_tokens,"
        " cache_read_tokens = cache_read_tokens + excluded.cache_read_tokens,"
        " estimated_cost_usd = estimated_cost_usd + excluded.estimated_cost_usd,"
        " last_seen = excluded.last_seen",
        (session_id, model, provider, base_url, task, fresh, max(0, int(output_tokens)),
         cached, float(cost_usd or 0.0), at, at, session_id))
    return cursor.rowcount > 0
