"""The ``jobs`` component's tables in ``reverie/journal.db`` (all prefixed ``jobs_``).

- ``jobs_ledger``: one row per enqueued job, from enqueue to its final state, with timings,
  attempts, error, tokens and cost. Rows in state ``failed`` are the dead letters.
- ``jobs_requests``: explicit review/summary requests (``enqueue_turn``, ``reverie review``),
  kept until a job of that kind finishes for the session, so a request whose queue message
  was lost is still found by reconcile.
- ``jobs_leases``: per-session leases (see :mod:`jobs.leases`).
- ``jobs_heartbeats``: the scheduler's (and workers') last sign of life, for monitoring.
"""

from __future__ import annotations

import sqlite3
import threading

from reverie.config import QueueError, Settings
from reverie.config.sqlitedb import Migration, open_db

COMPONENT = "jobs"

MIGRATIONS = [
    Migration(1, "job ledger, requests, leases, heartbeats", """
CREATE TABLE IF NOT EXISTS jobs_ledger (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    session_id TEXT,
    status TEXT NOT NULL,
    reason TEXT,
    enqueued_at REAL NOT NULL,
    enqueued_by TEXT,
    started_at REAL,
    finished_at REAL,
    attempts INTEGER NOT NULL DEFAULT 0,
    worker TEXT,
    error TEXT,
    input_tokens INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    cached_tokens INTEGER NOT NULL DEFAULT 0,
    cost REAL NOT NULL DEFAULT 0,
    staged INTEGER NOT NULL DEFAULT 0,
    applied INTEGER NOT NULL DEFAULT 0,
    last_message_id INTEGER,
    retry_of TEXT
);
CREATE INDEX IF NOT EXISTS jobs_ledger_status ON jobs_ledger(status, kind);
CREATE INDEX IF NOT EXISTS jobs_ledger_session ON jobs_ledger(session_id, kind, enqueued_at);
CREATE INDEX IF NOT EXISTS jobs_ledger_finished ON jobs_ledger(finished_at);
CREATE TABLE IF NOT EXISTS jobs_requests (
    kind TEXT NOT NULL,
    session_id TEXT NOT NULL,
    requested_at REAL NOT NULL,
    PRIMARY KEY (kind, session_id)
);
CREATE TABLE IF NOT EXISTS jobs_leases (
    key TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    host TEXT NOT NULL,
    pid INTEGER NOT NULL,
    proc_start TEXT,
    job_id TEXT,
    acquired_at REAL NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS jobs_heartbeats (
    role TEXT NOT NULL,
    owner TEXT NOT NULL,
    state TEXT NOT NULL,
    since REAL NOT NULL,
    beat_at REAL NOT NULL,
    PRIMARY KEY (role, owner)
);
"""),
]


def open_jobs_db(settings: Settings) -> sqlite3.Connection:
    """Open journal.db with the jobs tables migrated. One connection per caller/thread."""
    return open_db(settings.journal_db, COMPONENT, MIGRATIONS, error=QueueError)


class ThreadLocalConnection:
    """Mixin: ``self.conn`` is this thread's own journal.db connection, opened on first use.

    The ledger and the leases are shared by a worker's threads (huey workers, the lease
    keeper, the heartbeat); a SQLite connection must not be, or one thread's open
    transaction would swallow another's statements.
    """

    settings: Settings

    @property
    def conn(self) -> sqlite3.Connection:
        local = self.__dict__.setdefault("_thread_local", threading.local())
        conn = getattr(local, "conn", None)
        if conn is None:
            conn = local.conn = open_jobs_db(self.settings)
        return conn
