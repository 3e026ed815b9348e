"""The job ledger: every job from enqueue to its final state, and the dead letters.

States::

    queued ──▶ running ──▶ done | skipped | deferred
                  │  └───▶ retrying ──▶ running …      (transient error, huey retries it)
                  │  └───▶ failed                       (dead letter: retries exhausted or permanent)
                  └──────▶ interrupted                  (worker died or shut down mid-job)
    queued ──▶ lost                                     (queue message vanished; reconcile re-enqueued)
    failed ──▶ retried | dropped                        (operator: `queue retry ID` / `queue drop ID`)

``skipped``: another worker held the session's lease. ``deferred``: the daily token budget
is spent; the session stays due and is picked up once the budget allows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, Settings
from reverie.config.sqlitedb import transaction

from .jobsdb import ThreadLocalConnection

FINAL_STATES = ("done", "skipped", "deferred", "failed", "interrupted", "lost",
                "retried", "dropped")
WAITING_STATES = ("queued", "retrying")
# Dead letters the operator has not dealt with, and dropped ones, park their session
# (see :meth:`JobLedger.parked`).
PARKING_STATES = ("failed", "dropped")


@dataclass(frozen=True)
class JobRecord:
    id: str
    kind: str
    session_id: str | None
    status: str
    reason: str | None
    enqueued_at: float
    enqueued_by: str | None
    started_at: float | None
    finished_at: float | None
    attempts: int
    worker: str | None
    error: str | None
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    cost: float
    staged: int
    applied: int
    last_message_id: int | None
    retry_of: str | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Outcome:
    """What a finished job reports into the ledger."""

    staged: int = 0
    applied: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost: float = 0.0
    last_message_id: int | None = None


def _record(row: sqlite3.Row) -> JobRecord:
    return JobRecord(**{k: row[k] for k in row.keys()})  # noqa: SIM118 (sqlite3.Row)


class JobLedger(ThreadLocalConnection):
    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        self.clock = clock

    # --- transitions ---------------------------------------------------------------------

    def enqueued(self, job_id: str, kind: str, session_id: str | None, *, reason: str,
                 by: str | None = None, retry_of: str | None = None) -> None:
        with transaction(self.conn) as conn:
            conn.execute(
                "INSERT OR IGNORE INTO jobs_ledger(id, kind, session_id, status, reason,"
                " enqueued_at, enqueued_by, retry_of) VALUES (?, ?, ?, 'queued', ?, ?, ?, ?)",
                (job_id, kind, session_id, reason, self.clock.now(), by, retry_of))

    def forget(self, job_id: str) -> None:
        """Remove a row whose enqueue failed (the queue never had it)."""
        with transaction(self.conn) as conn:
            conn.execute("DELETE FROM jobs_ledger WHERE id = ? AND status = 'queued'", (job_id,))

    def started(self, job_id: str, kind: str, session_id: str | None, *, worker: str) -> float:
        """Mark the job running (creating the row if the enqueue side never wrote one)."""
        now = self.clock.now()
        with transaction(self.conn) as conn:
            conn.execute(
                "INSERT OR IGNORE INTO jobs_ledger(id, kind, session_id, status, reason,"
                " enqueued_at) VALUES (?, ?, ?, 'queued', 'unknown', ?)",
                (job_id, kind, session_id, now))
            conn.execute(
                "UPDATE jobs_ledger SET status = 'running', started_at = ?, worker = ?,"
                " attempts = attempts + 1, finished_at = NULL WHERE id = ?",
                (now, worker, job_id))
        return now

    def finished(self, job_id: str, status: str, *, outcome: Outcome | None = None,
                 error: str | None = None) -> None:
        if status not in FINAL_STATES and status != "retrying":
            raise ValueError(f"not a job state: {status}")
        o = outcome or Outcome()
        with transaction(self.conn) as conn:
            conn.execute(
                "UPDATE jobs_ledger SET status = ?, finished_at = ?, error = ?,"
                " staged = staged + ?, applied = applied + ?, input_tokens = input_tokens + ?,"
                " output_tokens = output_tokens + ?, cached_tokens = cached_tokens + ?,"
                " cost = cost + ?, last_message_id = COALESCE(?, last_message_id) WHERE id = ?",
                (status, self.clock.now(), error, o.staged, o.applied, o.input_tokens,
                 o.output_tokens, o.cached_tokens, o.cost, o.last_message_id, job_id))

    def mark(self, job_ids: Iterable[str], status: str, *, error: str | None = None) -> int:
        ids = list(job_ids)
        if not ids:
            return 0
        with transaction(self.conn) as conn:
            marks = ",".join("?" * len(ids))
            cur = conn.execute(
                f"UPDATE jobs_ledger SET status = ?, finished_at = ?, error = COALESCE(?, error)"
                f" WHERE id IN ({marks})", (status, self.clock.now(), error, *ids))
            return cur.rowcount

    # --- explicit requests -----------------------------------------------------------------

    def request(self, kind: str, session_id: str) -> None:
        with transaction(self.conn) as conn:
            conn.execute(
                "INSERT INTO jobs_requests(kind, session_id, requested_at) VALUES (?, ?, ?)"
                " ON CONFLICT(kind, session_id) DO UPDATE SET requested_at = excluded.requested_at",
                (kind, session_id, self.clock.now()))

    def satisfy(self, kind: str, session_id: str, *, started_at: float) -> None:
        """A job that started at ``started_at`` saw everything requested before it."""
        with transaction(self.conn) as conn:
            conn.execute("DELETE FROM jobs_requests WHERE kind = ? AND session_id = ?"
                         " AND requested_at <= ?", (kind, session_id, started_at))

    def requests(self, kind: str) -> dict[str, float]:
        rows = self.conn.execute("SELECT session_id, requested_at FROM jobs_requests"
                                 " WHERE kind = ?", (kind,)).fetchall()
        return {r[0]: r[1] for r in rows}

    # --- queries ----------------------------------------------------------------------------

    def get(self, job_id: str) -> JobRecord | None:
        row = self.conn.execute("SELECT * FROM jobs_ledger WHERE id = ?", (job_id,)).fetchone()
        return None if row is None else _record(row)

    def find(self, prefix: str) -> JobRecord:
        """The job whose id is ``prefix`` or starts with it (ids are long uuids)."""
        if not prefix:
            raise QueueError("No job id given.", hint="Run `reverie queue failed` to list ids.")
        rows = self.conn.execute(
            "SELECT * FROM jobs_ledger WHERE id = ? OR id LIKE ? ESCAPE '\\' LIMIT 2",
            (prefix, prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"),
        ).fetchall()
        exact = [r for r in rows if r["id"] == prefix]
        if exact:
            return _record(exact[0])
        if not rows:
            raise QueueError(f"No job {prefix!r}.", hint="Run `reverie queue failed` to list ids.")
        if len(rows) > 1:
            raise QueueError(f"Job id {prefix!r} is ambiguous.", hint="Give more characters.")
        return _record(rows[0])

    def in_states(self, states: Iterable[str], *, kind: str | None = None,
                  limit: int | None = None) -> list[JobRecord]:
        states = list(states)
        sql = f"SELECT * FROM jobs_ledger WHERE status IN ({','.join('?' * len(states))})"
        params: list[Any] = list(states)
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        sql += " ORDER BY enqueued_at DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [_record(r) for r in self.conn.execute(sql, params)]

    def for_session(self, session_id: str, kind: str | None = None) -> list[JobRecord]:
        sql = "SELECT * FROM jobs_ledger WHERE session_id = ?"
        params: list[Any] = [session_id]
        if kind:
            sql += " AND kind = ?"
            params.append(kind)
        return [_record(r) for r in self.conn.execute(sql + " ORDER BY enqueued_at", params)]

    def waiting_sessions(self, kind: str) -> dict[str, JobRecord]:
        """Sessions with a job of ``kind`` queued or waiting for a retry, newest job each."""
        out: dict[str, JobRecord] = {}
        for rec in reversed(self.in_states(WAITING_STATES, kind=kind)):
            if rec.session_id:
                out[rec.session_id] = rec
        return out

    def parked(self, kind: str) -> dict[str, int | None]:
        """Sessions whose latest ``kind`` job is an unhandled or dropped dead letter, mapped
        to the last message id the failed job had seen (new messages un-park the session)."""
        rows = self.conn.execute(
            "SELECT l.session_id, l.status, l.last_message_id FROM jobs_ledger l"
            " JOIN (SELECT session_id, MAX(enqueued_at) AS t FROM jobs_ledger"
            "       WHERE kind = ? AND status NOT IN ('skipped') GROUP BY session_id) m"
            " ON l.session_id = m.session_id AND l.enqueued_at = m.t WHERE l.kind = ?",
            (kind, kind)).fetchall()
        return {r[0]: r[2] for r in rows if r[1] in PARKING_STATES}

    def recent_finished(self, limit: int = 200) -> list[JobRecord]:
        rows = self.conn.execute(
            "SELECT * FROM jobs_ledger WHERE finished_at IS NOT NULL AND started_at IS NOT NULL"
            " AND status IN ('done', 'failed', 'skipped', 'deferred')"
            " ORDER BY finished_at DESC LIMIT ?", (limit,)).fetchall()
        return [_record(r) for r in rows]

    def counts(self) -> dict[str, int]:
        rows = self.conn.execute("SELECT status, COUNT(*) FROM jobs_ledger GROUP BY status")
        return {r[0]: r[1] for r in rows}

    def spend(self, since: float) -> dict[str, float]:
        """Review/summary jobs that ran (started at or after ``since``; skipped and
        not-yet-run ones excluded) with the tokens and cost of every attempt's model calls
        and what they staged/applied."""
        n, tin, tout, tcached, cost, staged, applied = self.conn.execute(
            "SELECT COUNT(*), COALESCE(SUM(input_tokens),0), COALESCE(SUM(output_tokens),0),"
            " COALESCE(SUM(cached_tokens),0), COALESCE(SUM(cost),0), COALESCE(SUM(staged),0),"
            " COALESCE(SUM(applied),0) FROM jobs_ledger WHERE kind IN ('review', 'summary')"
            " AND started_at >= ? AND status NOT IN ('skipped', 'queued', 'lost')",
            (since,)).fetchone()
        return {"jobs": n, "input_tokens": tin, "output_tokens": tout, "cached_tokens": tcached,
                "cost": cost, "staged": staged, "applied": applied}

    def finished_since(self, since: float) -> int:
        return self.conn.execute(
            "SELECT COUNT(*) FROM jobs_ledger WHERE status = 'done' AND finished_at >= ?",
            (since,)).fetchone()[0]

    # --- heartbeats --------------------------------------------------------------------------

    def beat(self, role: str, owner: str, state: str) -> None:
        now = self.clock.now()
        with transaction(self.conn) as conn:
            conn.execute(
                "INSERT INTO jobs_heartbeats(role, owner, state, since, beat_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(role, owner) DO UPDATE SET"
                " since = CASE WHEN state = excluded.state THEN since ELSE excluded.since END,"
                " state = excluded.state, beat_at = excluded.beat_at",
                (role, owner, state, now, now))

    def heartbeats(self, role: str) -> list[dict[str, Any]]:
        rows = self.conn.execute("SELECT * FROM jobs_heartbeats WHERE role = ?"
                                 " ORDER BY beat_at DESC", (role,)).fetchall()
        return [dict(r) for r in rows]
