"""The job tables of ``journal.db`` (component ``jobs``): the one module with their SQL.

- ``jobs_ledger``: one row per enqueued job, from enqueue to its final state, with timings,
  attempts, error, tokens and cost. Rows in state ``failed`` are the dead letters.
- ``jobs_requests``: explicit requests (``enqueue_turn``, ``reverie review``), kept until a
  job of that kind finishes for the session, so a request whose queue message was lost is
  still found by reconcile.
- ``jobs_leases``: per-session leases (the row operations here; the policy — who may take a
  lease, when one is stale — in :mod:`jobs.leases`).
- ``jobs_heartbeats``: the scheduler's and workers' last sign of life, for monitoring.

Every statement on these tables is in this file, so a schema change, an index or a
busy-handling rule is made in one place.

Job states::

    queued ──▶ running ──▶ done | skipped | deferred
                  │  └───▶ retrying ──▶ running …      (transient error, huey retries it)
                  │  └───▶ failed                       (dead letter: retries exhausted or permanent)
                  └──────▶ interrupted                  (worker died or shut down mid-job)
    queued ──▶ lost ──▶ queued …                        (queue message vanished; reconcile re-enqueued;
                                                         found again with no other job: JobLedger.found_again)
               lost ──▶ skipped                         (found again in hand, another job queued in its place
                                                         or since, open or ended: JobLedger.found_again)
    failed ──▶ retried | dropped                        (operator: `queue retry ID` / `queue drop ID`)

``skipped``: another worker held the session's lease. ``deferred``: the daily token budget
is spent, or ``run --once`` met the home's storage refusing the job after its retries (a
held lock, a full disk); the session stays due and is picked up once the budget allows, or
by the next run. (A worker never gives such a job up: it stays ``retrying``; so does a
job whose model setup is wrong, which ``run --once`` defers, its error starting
:data:`SETUP_DEFERRED`.)
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, Settings
from reverie.config.database import DEFAULT_BUSY_TIMEOUT, Database
from reverie.config.settings import redact_url
from reverie.config.sqlitedb import Migration
from reverie.config.terminal import quoted_id

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
    # A process serving many homes (issue 24) beats into each of them less often: the row
    # says how often, so monitoring judges its silence by that (NULL: every few seconds).
    Migration(2, "heartbeat period", "ALTER TABLE jobs_heartbeats ADD COLUMN period REAL"),
    # When the oldest message a job will read was said (session 31): one home's reviews
    # run in that order (:meth:`JobLedger.turn_blocker`). NULL: not known when the row was
    # written (an explicit request); its ``enqueued_at`` stands in.
    Migration(3, "said at", "ALTER TABLE jobs_ledger ADD COLUMN said_at REAL"),
    # A review's turn (:meth:`JobLedger.turn_blocker`) is one search of this index: the
    # earliest queued review of the home said before it (session 33; was a read of every
    # queued review per check).
    Migration(4, "turn index", "CREATE INDEX IF NOT EXISTS jobs_ledger_turn ON"
                               " jobs_ledger(kind, status, COALESCE(said_at, enqueued_at))"),
    # The order of the ledger's writes, one count for every process (fix46): reconcile's
    # lost mark, a job queued and a job started are compared by it, not by their wall
    # clocks, which are read in different processes and can be stepped back between
    # (:meth:`JobLedger.found_again`). NULL on the rows written before it.
    Migration(5, "write order", """
CREATE TABLE IF NOT EXISTS jobs_write_order (n INTEGER NOT NULL);
INSERT INTO jobs_write_order(n) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM jobs_write_order);
ALTER TABLE jobs_ledger ADD COLUMN enqueued_order INTEGER;
ALTER TABLE jobs_ledger ADD COLUMN started_order INTEGER;
ALTER TABLE jobs_ledger ADD COLUMN lost_order INTEGER;
"""),
]


def _next_order(conn: sqlite3.Connection) -> int:
    """The next count of the ledger's write order, in the writing transaction: SQLite runs
    one write transaction at a time, so the count grows in the order the writes are made,
    whichever process makes them and whatever its clock says."""
    return int(conn.execute("UPDATE jobs_write_order SET n = n + 1 RETURNING n").fetchone()[0])

#: A job's place among its home's ordered jobs (its row's ``said_at``, else when it was
#: queued): written as the index of migration 4 is, so a query's search uses it.
_TURN_KEY = "COALESCE(said_at, enqueued_at)"


def jobs_database(settings: Settings, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                  shares: Database | None = None) -> Database:
    """The jobs tables of journal.db (every failure a :class:`QueueError`), shared by a
    worker's threads: each statement borrows a connection of its own (config.database).
    ``shares``: another journal.db owner's handle whose connections these tables use (a
    home's job context keeps one pool for its ledger, leases and model calls)."""
    return Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                    error=QueueError, label="the job ledger", busy_timeout=busy_timeout,
                    shares=shares)


class JobsTables:
    """Base of the classes reading and writing the jobs tables: ``self.db``, ``close()``."""

    settings: Settings
    db: Database

    def close(self) -> None:
        self.db.close()

    def __enter__(self):  # noqa: ANN204 - the subclass itself
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


FINAL_STATES = ("done", "skipped", "deferred", "failed", "interrupted", "lost",
                "retried", "dropped")
WAITING_STATES = ("queued", "retrying")
# A session with a job in one of these gets no second job of that kind: the one it has
# reads everything after the cursor when it runs (or is running now). A dead worker's
# ``running`` row stays open until reconcile marks it ``interrupted`` (before it enqueues).
OPEN_STATES = (*WAITING_STATES, "running")
#: The error of a row reconcile took for lost whose message turned up in a worker's hands
#: while another job of its session was queued in its place (:meth:`JobLedger.found_again`),
#: naming the job that ran the session's work (done, or open: running or still to run) ...
FOUND_AGAIN_NOTE = "taken for lost while its message was in hand; its work is done by job "
#: ... or, when every such job ended without doing it (skipped, deferred, failed, ...), saying
#: so and naming the newest with its state (fix45: it was named as if it had done the work)
FOUND_AGAIN_NONE_RAN = ("taken for lost while its message was in hand; no job since ran its work"
                        " (the newest, job {job}, ended {status})")
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
    #: When the oldest message the job reads was said (None: not known, see MIGRATIONS).
    said_at: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Outcome:
    """What a finished attempt reports into the ledger.

    ``staged``/``applied`` add to the row (each attempt's own); the token and cost fields
    are the job's totals so far — the sum of the model calls recorded with the job's id
    (see :mod:`review.calls`) — and replace the row's. ``operations``, ``summary`` and
    ``never_placed`` are what ``run --once`` prints; they are not stored.
    """

    staged: int = 0
    applied: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost: float = 0.0
    last_message_id: int | None = None
    operations: tuple[dict[str, Any], ...] = ()
    summary: str | None = None
    #: A review's waiting facts moved to the archive past the cap (``run --once`` sums them
    #: into one line a file: review.engine's ``never_placed``).
    never_placed: tuple[dict[str, Any], ...] = ()
    #: A review's past events of the user's placed in the archive (review.episodes): how
    #: many, for ``run --once``'s line (not stored).
    episodes: int = 0
    #: Archived facts the user's "forget …" in the review's messages deleted: how many, for
    #: the same line (not stored).
    forgotten: int = 0
    #: What validation dropped of a model's proposals (``{"proposal", "reason"}``, withheld
    #: as ``review --now`` prints them), for ``run --once`` (not stored).
    dropped: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class Attempt:
    """One run of a job: when it started and which attempt it is (1 for the first)."""

    started_at: float
    number: int


#: A row's columns a JobRecord holds: the write order's (migration 5) are the ledger's own.
_RECORD_FIELDS = frozenset(f.name for f in fields(JobRecord))


def _record(row: sqlite3.Row) -> JobRecord:
    return JobRecord(**{k: row[k] for k in row.keys() if k in _RECORD_FIELDS})  # noqa: SIM118 (sqlite3.Row)


class JobLedger(JobsTables):
    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                 shares: Database | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self.db = jobs_database(settings, busy_timeout=busy_timeout, shares=shares)

    # --- transitions ---------------------------------------------------------------------

    def enqueued(self, job_id: str, kind: str, session_id: str | None, *, reason: str,
                 by: str | None = None, retry_of: str | None = None,
                 last_message_id: int | None = None, said_at: float | None = None) -> None:
        """A new row in state ``queued``. ``last_message_id``: how far the session was when
        the work was found due (a dead letter parks the session up to there); ``said_at``:
        when the oldest message the job will read was said (its turn among the home's
        ordered jobs, :meth:`turn_blocker`)."""
        with self.db.write() as conn:
            self._insert_queued(conn, job_id, kind, session_id, reason=reason, by=by,
                                retry_of=retry_of, last_message_id=last_message_id,
                                said_at=said_at)

    def _insert_queued(self, conn: sqlite3.Connection, job_id: str, kind: str,
                       session_id: str | None, *, reason: str, by: str | None,
                       retry_of: str | None = None, last_message_id: int | None,
                       said_at: float | None = None) -> None:
        conn.execute(
            "INSERT OR IGNORE INTO jobs_ledger(id, kind, session_id, status, reason,"
            " enqueued_at, enqueued_by, retry_of, last_message_id, said_at, enqueued_order)"
            " VALUES (?, ?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?)",
            (job_id, kind, session_id, reason, self.clock.now(), by, retry_of,
             last_message_id, said_at, _next_order(conn)))

    def enqueued_unless_open(self, job_id: str, kind: str, session_id: str, *, reason: str,
                             by: str | None = None, last_message_id: int | None = None,
                             said_at: float | None = None) -> str | None:
        """:meth:`enqueued` in one transaction with the check that no ``kind`` job of the
        session is open (:data:`OPEN_STATES`): None when the row is written, else the open
        job's id (a request sent meanwhile, or a job that started, got there first)."""
        states = ",".join("?" * len(OPEN_STATES))
        with self.db.write() as conn:
            row = conn.execute(
                f"SELECT id FROM jobs_ledger WHERE session_id = ? AND kind = ? AND status IN ({states})"
                " ORDER BY enqueued_at DESC LIMIT 1", (session_id, kind, *OPEN_STATES)).fetchone()
            if row is not None:
                return row[0]
            self._insert_queued(conn, job_id, kind, session_id, reason=reason, by=by,
                                last_message_id=last_message_id, said_at=said_at)
        return None

    def turn_blocker(self, job_id: str, kind: str, session_id: str) -> JobRecord | None:
        """For a job of an ordered kind (``JobKind.ordered``: reviews), about to start: the
        job of ``kind`` of another session of this home it must wait for, or None when it
        is its turn. It waits while one runs (never two beside each other: the later one
        would read the memory before the earlier one wrote it), and while one that reads
        messages said before its own (``said_at``, else when it was enqueued) is queued.
        One waiting for a retry does not hold the later ones: a retry for the model setup
        or the storage waits up to minutes between attempts, and held the whole home that
        long after the key was set (test_worker_model_setup); a transient one is retried
        in seconds, so a later review may go before it then. Read inside the job's start transaction (``BEGIN IMMEDIATE``),
        so two processes never both find it their turn."""
        # Two probes, each one index search (migration 4): a backlog's turn checks read
        # every queued review of the home each (one query ordered by the key), so
        # draining N of them cost N²: 4.8 s of CPU for 5,000 (bench_review_order).
        running = self.db.query_one(
            "SELECT * FROM jobs_ledger WHERE kind = ? AND status = 'running' AND id != ?"
            " AND session_id IS NOT ? LIMIT 1", (kind, job_id, session_id))
        if running is not None:
            return _record(running)
        me = self.db.query_one(
            f"SELECT {_TURN_KEY}, rowid FROM jobs_ledger WHERE id = ?", (job_id,))
        if me is None:   # (no row: nothing queued is known to go before it)
            return None
        key, rowid = me
        # (ties, as when a scan found several sessions said in one second, go by the order
        # the rows were written: rowid; the bound `<= key` ends the index search there)
        row = self.db.query_one(
            "SELECT * FROM jobs_ledger WHERE kind = ? AND status = 'queued' AND id != ?"
            f" AND session_id IS NOT ? AND {_TURN_KEY} <= ?"
            f" AND ({_TURN_KEY} < ? OR rowid < ?) ORDER BY {_TURN_KEY}, rowid LIMIT 1",
            (kind, job_id, session_id, key, key, rowid))
        return None if row is None else _record(row)

    def lost(self, job_ids: Iterable[str], *, again: dict[str, str], error: str,
             by: str | None = None) -> tuple[int, list[str]]:
        """Mark the rows ``lost`` (only those still waiting: a job taken meanwhile may have
        started) and, in the same transaction, write for each lost id in ``again`` (-> the
        id of a new message for it) a queued row in its place: same kind and session, and
        the same turn among the home's ordered jobs (its ``said_at``, else when it was
        queued), unless another job of the kind is open for the session. Marked first and
        queued again by a later statement, a review of the home said after it could start
        in between (its turn check found nothing earlier queued). Returns how many were
        marked and the ids of the rows written (the caller sends their messages)."""
        now, marked, written = self.clock.now(), 0, []
        states = ",".join("?" * len(OPEN_STATES))
        with self.db.write() as conn:
            for job_id in job_ids:
                row = conn.execute(
                    "UPDATE jobs_ledger SET status = 'lost', finished_at = ?, error = ?,"
                    " lost_order = ? WHERE id = ? AND status IN ('queued', 'retrying') RETURNING"
                    f" kind, session_id, last_message_id, {_TURN_KEY}",
                    (now, error, _next_order(conn), job_id)).fetchone()
                if row is None:
                    continue
                marked += 1
                kind, session_id, last_message_id, said_at = row
                new = again.get(job_id)
                if new is None or session_id is None or conn.execute(
                        f"SELECT 1 FROM jobs_ledger WHERE session_id = ? AND kind = ?"
                        f" AND status IN ({states}) LIMIT 1",
                        (session_id, kind, *OPEN_STATES)).fetchone() is not None:
                    continue
                self._insert_queued(conn, new, kind, session_id, reason="reconcile", by=by,
                                    last_message_id=last_message_id, said_at=said_at)
                written.append(new)
        return marked, written

    def found_again(self, job_id: str, kind: str, session_id: str) -> str | None:
        """A job about to start whose row reconcile marked ``lost`` (its message was out of
        the queue when reconcile looked: in a worker's hands, being put back for its turn,
        or moved from the schedule), and whose message turned up after all. Returns the id
        of a job of its kind and session that does its work instead — one still open, or
        one queued or started since the row was marked lost, whatever its state now: this
        one must not run (the session's work would be done twice). The id and the row's note
        name the one that ran the work, or else the one doing it or still to; when each
        ended without it (skipped, deferred, failed), the note says none did (fix45). Else
        None, and a lost row is queued again (no other job was queued: this one is the session's only one,
        and a scan reading the open jobs now finds it). Read in the job's start
        transaction, so it and reconcile's enqueue (one transaction too) never both win.

        Since the mark (fix44): the job reconcile queued in this one's place may be taken
        by another thread and run to its end while the thread holding this message has not
        started it yet (a loaded machine): it was no longer open, so this one was queued
        again and ran, the session reviewed twice (tests/worker/test_lost_found_again.py).
        A job queued or started after the mark read the session after it, as this one
        would have; what was said since is due again, and a scan queues it. "After" is the
        ledger's write order (migration 5), not the clocks: the mark, the enqueue and the
        start are written by different processes, whose wall clock can be stepped back
        between them (fix46)."""
        row = self.db.query_one("SELECT status, finished_at, lost_order FROM jobs_ledger"
                                " WHERE id = ?", (job_id,))
        if row is None or row[0] != "lost":
            return None
        _status, lost_at, lost_order = row
        # "since the mark" in the ledger's write order (fix46); a row marked before it was
        # kept (migration 5) has only its clock's time to go by
        since = ("enqueued_order > ? OR started_order > ?" if lost_order is not None
                 else "enqueued_at >= ? OR started_at >= ?")
        mark = lost_order if lost_order is not None else lost_at
        states = ",".join("?" * len(OPEN_STATES))
        # the one named: the newest that ran the work (done), else one doing it (running),
        # else one still to (queued, retrying), else the newest, which ended without it
        other = self.db.query_one(
            "SELECT id, status FROM jobs_ledger WHERE session_id = ? AND kind = ? AND id != ?"
            f" AND (status IN ({states}) OR {since})"
            " ORDER BY CASE status WHEN 'done' THEN 0 WHEN 'running' THEN 1"
            f" ELSE CASE WHEN status IN ({states}) THEN 2 ELSE 3 END END, enqueued_at DESC LIMIT 1",
            (session_id, kind, job_id, *OPEN_STATES, mark, mark, *OPEN_STATES))
        if other is not None:
            # Nothing was lost: the message was in hand, and gives way to the job queued in
            # its place. Left `lost`, the row told the operator (`reverie queue`, the
            # metrics' per-state count) of a loss that never happened (order3's note).
            other_id, other_status = other
            note = (FOUND_AGAIN_NOTE + other_id if other_status == "done" or other_status in OPEN_STATES
                    else FOUND_AGAIN_NONE_RAN.format(job=other_id, status=other_status))
            with self.db.write() as conn:
                conn.execute("UPDATE jobs_ledger SET status = 'skipped', error = ? WHERE id = ?"
                             " AND status = 'lost'", (note, job_id))
            return other_id
        with self.db.write() as conn:
            conn.execute("UPDATE jobs_ledger SET status = 'queued', finished_at = NULL,"
                         " error = NULL WHERE id = ? AND status = 'lost'", (job_id,))
        return None

    def waits_turn(self, job_id: str, note: str) -> None:
        """Say on a queued job's row why it was put back (``reverie queue`` shows it)."""
        with self.db.write() as conn:
            conn.execute("UPDATE jobs_ledger SET error = ? WHERE id = ? AND status = 'queued'"
                         " AND error IS NOT ?", (note, job_id, note))

    def requeued(self, job_id: str, *, error: str) -> None:
        """A job a stopping worker put back on the queue: waiting again, with why."""
        with self.db.write() as conn:
            conn.execute("UPDATE jobs_ledger SET status = 'queued', error = ? WHERE id = ?",
                         (error, job_id))

    def forget(self, job_id: str) -> None:
        """Remove a row whose enqueue failed (the queue never had it)."""
        with self.db.write() as conn:
            conn.execute("DELETE FROM jobs_ledger WHERE id = ? AND status = 'queued'", (job_id,))

    def started(self, job_id: str, kind: str, session_id: str | None, *,
                worker: str) -> Attempt:
        """Mark the job running (creating the row if the enqueue side never wrote one);
        returns when this attempt started and its number (1 for the first)."""
        now = self.clock.now()
        with self.db.write() as conn:
            # (RETURNING: the attempt's number without reading the row back, issue 27)
            rows = self._mark_running(conn, job_id, now, worker)
            if not rows:
                # No row: written here first, as the enqueue side would have (the row of
                # nearly every job is there, so the insert is not tried on every start).
                conn.execute(
                    "INSERT OR IGNORE INTO jobs_ledger(id, kind, session_id, status, reason,"
                    " enqueued_at, enqueued_order) VALUES (?, ?, ?, 'queued', 'unknown', ?, ?)",
                    (job_id, kind, session_id, now, _next_order(conn)))
                rows = self._mark_running(conn, job_id, now, worker)
        return Attempt(now, int(rows[0][0]) if rows else 1)

    @staticmethod
    def _mark_running(conn: sqlite3.Connection, job_id: str, now: float,
                      worker: str) -> list[sqlite3.Row]:
        return conn.execute(
            "UPDATE jobs_ledger SET status = 'running', started_at = ?, worker = ?,"
            " attempts = attempts + 1, finished_at = NULL, started_order = ? WHERE id = ?"
            " RETURNING attempts", (now, worker, _next_order(conn), job_id)).fetchall()

    def finished(self, job_id: str, status: str, *, outcome: Outcome | None = None,
                 error: str | None = None) -> None:
        if status not in FINAL_STATES and status != "retrying":
            raise ValueError(f"not a job state: {status}")
        # An unexpected error's text may quote a URL with a key in it (issue 14): never stored.
        error = None if error is None else redact_url(error)
        with self.db.write() as conn:
            if outcome is None:  # nothing ran (deferred, skipped): the totals stay
                conn.execute("UPDATE jobs_ledger SET status = ?, finished_at = ?, error = ?"
                             " WHERE id = ?", (status, self.clock.now(), error, job_id))
                return
            o = outcome
            conn.execute(
                "UPDATE jobs_ledger SET status = ?, finished_at = ?, error = ?,"
                " staged = staged + ?, applied = applied + ?, input_tokens = ?,"
                " output_tokens = ?, cached_tokens = ?, cost = ?,"
                " last_message_id = COALESCE(?, last_message_id) WHERE id = ?",
                (status, self.clock.now(), error, o.staged, o.applied, o.input_tokens,
                 o.output_tokens, o.cached_tokens, o.cost, o.last_message_id, job_id))

    def mark(self, job_ids: Iterable[str], status: str, *, error: str | None = None,
             only_from: str | Sequence[str] | None = None) -> int:
        """Set the rows' status; ``only_from``: only the rows still in that status (or one
        of those). How many."""
        ids = list(job_ids)
        if not ids:
            return 0
        was = () if only_from is None else (
            (only_from,) if isinstance(only_from, str) else tuple(only_from))
        with self.db.write() as conn:
            marks = ",".join("?" * len(ids))
            still = f" AND status IN ({','.join('?' * len(was))})" if was else ""
            lost_order = _next_order(conn) if status == "lost" else None   # (found_again)
            cur = conn.execute(
                f"UPDATE jobs_ledger SET status = ?, finished_at = ?, error = COALESCE(?, error),"
                f" lost_order = COALESCE(?, lost_order) WHERE id IN ({marks}){still}",
                (status, self.clock.now(), error, lost_order, *ids, *was))
            return cur.rowcount

    # --- explicit requests -----------------------------------------------------------------

    def request(self, kind: str, session_id: str) -> None:
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO jobs_requests(kind, session_id, requested_at) VALUES (?, ?, ?)"
                " ON CONFLICT(kind, session_id) DO UPDATE SET requested_at = excluded.requested_at",
                (kind, session_id, self.clock.now()))

    def request_job(self, kind: str, session_id: str, job_id: str, *,
                    by: str | None = None) -> str | None:
        """An explicit request, in one transaction: record it, and unless a ``kind`` job of
        the session is already waiting to start (queued, or ``retrying``: whose id is
        returned) write ``job_id``'s queued row (None returned: the caller sends the
        message). A retrying job reads the session again when its next attempt starts,
        after this request, so it sees the turn: a second row only repeated it (tester26:
        the agent's turn during a model outage beside the scan's nudge). A running job may
        have read the session already: a request then gets its own row."""
        now = self.clock.now()
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO jobs_requests(kind, session_id, requested_at) VALUES (?, ?, ?)"
                " ON CONFLICT(kind, session_id) DO UPDATE SET requested_at = excluded.requested_at",
                (kind, session_id, now))
            row = conn.execute(
                "SELECT id FROM jobs_ledger WHERE session_id = ? AND kind = ?"
                " AND status IN ('queued', 'retrying') ORDER BY enqueued_at DESC LIMIT 1",
                (session_id, kind)).fetchone()
            if row is not None:
                return row[0]
            conn.execute(
                "INSERT INTO jobs_ledger(id, kind, session_id, status, reason, enqueued_at,"
                " enqueued_by, enqueued_order) VALUES (?, ?, ?, 'queued', 'request', ?, ?, ?)",
                (job_id, kind, session_id, now, by, _next_order(conn)))
        return None

    def satisfy(self, kind: str, session_id: str, *, started_at: float) -> None:
        """A job that started at ``started_at`` saw everything requested before it."""
        with self.db.write() as conn:
            conn.execute("DELETE FROM jobs_requests WHERE kind = ? AND session_id = ?"
                         " AND requested_at <= ?", (kind, session_id, started_at))

    def requests(self, kind: str) -> dict[str, float]:
        rows = self.db.query("SELECT session_id, requested_at FROM jobs_requests"
                                 " WHERE kind = ?", (kind,))
        return {r[0]: r[1] for r in rows}

    # --- queries ----------------------------------------------------------------------------

    def get(self, job_id: str) -> JobRecord | None:
        row = self.db.query_one("SELECT * FROM jobs_ledger WHERE id = ?", (job_id,))
        return None if row is None else _record(row)

    def find(self, prefix: str) -> JobRecord:
        """The job whose id is ``prefix`` or starts with it (ids are long uuids)."""
        if not prefix:
            raise QueueError("No job id given.", hint="Run `reverie queue failed` to list ids.")
        rows = self.db.query(
            "SELECT * FROM jobs_ledger WHERE id = ? OR id LIKE ? ESCAPE '\\' LIMIT 2",
            (prefix, prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"),
        )
        exact = [r for r in rows if r["id"] == prefix]
        if exact:
            return _record(exact[0])
        if not rows:
            raise QueueError(f"No job {quoted_id(prefix)}.", hint="Run `reverie queue failed` to list ids.")
        if len(rows) > 1:
            raise QueueError(f"Job id {quoted_id(prefix)} is ambiguous.", hint="Give more characters.")
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
        return [_record(r) for r in self.db.query(sql, params)]

    def for_session(self, session_id: str, kind: str | None = None) -> list[JobRecord]:
        sql = "SELECT * FROM jobs_ledger WHERE session_id = ?"
        params: list[Any] = [session_id]
        if kind:
            sql += " AND kind = ?"
            params.append(kind)
        return [_record(r) for r in self.db.query(sql + " ORDER BY enqueued_at", params)]

    def open_sessions(self, kind: str) -> dict[str, JobRecord]:
        """Sessions with a job of ``kind`` queued, waiting for a retry or running, newest
        job each."""
        out: dict[str, JobRecord] = {}
        for rec in reversed(self.in_states(OPEN_STATES, kind=kind)):
            if rec.session_id:
                out[rec.session_id] = rec
        return out

    def parked(self, kind: str) -> dict[str, int | None]:
        """Sessions whose latest ``kind`` job is an unhandled or dropped dead letter, mapped
        to the last message id the failed job had seen (new messages un-park the session)."""
        rows = self.db.query(
            "SELECT l.session_id, l.status, l.last_message_id FROM jobs_ledger l"
            " JOIN (SELECT session_id, MAX(enqueued_at) AS t FROM jobs_ledger"
            "       WHERE kind = ? AND status NOT IN ('skipped') GROUP BY session_id) m"
            " ON l.session_id = m.session_id AND l.enqueued_at = m.t WHERE l.kind = ?",
            (kind, kind))
        return {r[0]: r[2] for r in rows if r[1] in PARKING_STATES}

    def covered_through(self, kind: str) -> dict[str, int]:
        """Per session, the furthest message a finished (or dropped) ``kind`` job covered."""
        rows = self.db.query(
            "SELECT session_id, MAX(COALESCE(last_message_id, 0)) FROM jobs_ledger"
            " WHERE kind = ? AND status IN ('done', 'dropped') GROUP BY session_id",
            (kind,))
        return {r[0]: int(r[1]) for r in rows}

    def finished_from(self, since: float, kinds: Sequence[str]) -> list[JobRecord]:
        """Jobs of ``kinds`` that finished at or after ``since`` (what `run --once` reports)."""
        marks = ",".join("?" * len(kinds))
        rows = self.db.query(
            f"SELECT * FROM jobs_ledger WHERE finished_at >= ? AND kind IN ({marks})",
            (since, *kinds))
        return [_record(r) for r in rows]

    def prune(self, *, session_kinds: Sequence[str], maintenance_kinds: Sequence[str],
              finished_before: float, beats_before: float, keep_maintenance: int) -> None:
        """Keep the tables bounded: finished session jobs older than ``finished_before``
        (dead letters stay until the operator acts), heartbeats older than
        ``beats_before``, all but the newest ``keep_maintenance`` rows per maintenance kind."""
        marks = ",".join("?" * len(session_kinds))
        with self.db.write() as conn:
            conn.execute(
                f"DELETE FROM jobs_ledger WHERE kind IN ({marks}) AND finished_at < ?"
                " AND status IN ('done', 'skipped', 'deferred', 'lost', 'interrupted', 'retried')",
                (*session_kinds, finished_before))
            conn.execute("DELETE FROM jobs_heartbeats WHERE beat_at < ?", (beats_before,))
            for kind in maintenance_kinds:
                conn.execute(
                    "DELETE FROM jobs_ledger WHERE kind = ? AND status IN ('done', 'lost',"
                    " 'interrupted') AND id NOT IN (SELECT id FROM jobs_ledger WHERE kind = ?"
                    " ORDER BY enqueued_at DESC LIMIT ?)", (kind, kind, keep_maintenance))

    def recent_finished(self, limit: int = 200) -> list[JobRecord]:
        rows = self.db.query(
            "SELECT * FROM jobs_ledger WHERE finished_at IS NOT NULL AND started_at IS NOT NULL"
            " AND status IN ('done', 'failed', 'skipped', 'deferred')"
            " ORDER BY finished_at DESC LIMIT ?", (limit,))
        return [_record(r) for r in rows]

    def counts(self) -> dict[str, int]:
        rows = self.db.query("SELECT status, COUNT(*) FROM jobs_ledger GROUP BY status")
        return {r[0]: r[1] for r in rows}

    def counts_by_kind(self) -> dict[str, dict[str, int]]:
        """Per kind, how many rows are in each state."""
        out: dict[str, dict[str, int]] = {}
        for kind, status, n in self.db.query(
                "SELECT kind, status, COUNT(*) FROM jobs_ledger GROUP BY kind, status"):
            out.setdefault(kind, {})[status] = n
        return out

    def spend(self, since: float, kinds: Sequence[str]) -> dict[str, float]:
        """Jobs of ``kinds`` that ran (started at or after ``since``; skipped and
        not-yet-run ones excluded) with the tokens and cost of every attempt's model calls
        and what they staged/applied."""
        marks = ",".join("?" * len(kinds))
        n, tin, tout, tcached, cost, staged, applied = self.db.query_one(
            "SELECT COUNT(*), COALESCE(SUM(input_tokens),0), COALESCE(SUM(output_tokens),0),"
            " COALESCE(SUM(cached_tokens),0), COALESCE(SUM(cost),0), COALESCE(SUM(staged),0),"
            f" COALESCE(SUM(applied),0) FROM jobs_ledger WHERE kind IN ({marks})"
            " AND started_at >= ? AND status NOT IN ('skipped', 'queued', 'lost')",
            (*kinds, since))
        return {"jobs": n, "input_tokens": tin, "output_tokens": tout, "cached_tokens": tcached,
                "cost": cost, "staged": staged, "applied": applied}

    def calls_by_kind(self, since: float, *,
                      origin: str = "job") -> dict[str, tuple[int, int, int, int, float]]:
        """Per kind of the jobs the ledger still has, the model calls their runs made at
        or after ``since`` (every attempt, failed calls too), summed in one read from the
        model-call ledger (review.ledger, in the same journal.db): kind -> ``(calls,
        input_tokens, output_tokens, cached_tokens, cost_usd)``, the fields of its
        ``UsageTotals``. The queue view read every run's sums and then each run's kind, 500
        ids a statement (issue 27)."""
        rows = self.db.query(
            "SELECT j.kind, COUNT(*), COALESCE(SUM(c.input_tokens), 0),"
            " COALESCE(SUM(c.output_tokens), 0), COALESCE(SUM(c.cached_tokens), 0),"
            " COALESCE(SUM(c.cost_usd), 0) FROM reverie_review_calls AS c"
            " JOIN jobs_ledger AS j ON j.id = c.run_id"
            " WHERE c.origin = ? AND c.at >= ? GROUP BY j.kind", (origin, float(since)))
        return {r[0]: (int(r[1]), int(r[2]), int(r[3]), int(r[4]), float(r[5])) for r in rows}

    def finished_since(self, since: float) -> int:
        return self.db.query_one(
            "SELECT COUNT(*) FROM jobs_ledger WHERE status = 'done' AND finished_at >= ?",
            (since,))[0]

    # --- heartbeats --------------------------------------------------------------------------

    def beat(self, role: str, owner: str, state: str, *, period: float | None = None) -> None:
        """``owner`` is alive as ``role`` in ``state``; ``period``: seconds until its next
        beat, when it beats more rarely than a single-home process (a pool)."""
        now = self.clock.now()
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO jobs_heartbeats(role, owner, state, since, beat_at, period)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(role, owner) DO UPDATE SET"
                " since = CASE WHEN state = excluded.state THEN since ELSE excluded.since END,"
                " state = excluded.state, beat_at = excluded.beat_at, period = excluded.period",
                (role, owner, state, now, now, period))

    def forget_beat(self, role: str, owner: str) -> None:
        """A process stopping cleanly says goodbye (a killed one leaves its last beat)."""
        with self.db.write() as conn:
            conn.execute("DELETE FROM jobs_heartbeats WHERE role = ? AND owner = ?",
                         (role, owner))

    def heartbeats(self, role: str) -> list[dict[str, Any]]:
        rows = self.db.query("SELECT * FROM jobs_heartbeats WHERE role = ?"
                                 " ORDER BY beat_at DESC", (role,))
        return [dict(r) for r in rows]


def read_heartbeats(journal_db: Any, role: str) -> list[dict[str, Any]]:
    """``role``'s heartbeats read from ``journal_db`` opened read-only, without migrating
    it (for ``reverie doctor``, which must not write: no -wal/-shm either, see
    ``config.sqlitedb.connect_readonly``); [] when the table is not there yet. Raises
    :class:`QueueError` for an unreadable file."""
    with Database(journal_db, component=COMPONENT, migrations=MIGRATIONS, error=QueueError,
                  label="the scheduler's heartbeats", busy_timeout=2, read_only=True) as db:
        if db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'jobs_heartbeats'") is None:
            return []
        return [dict(r) for r in db.query("SELECT * FROM jobs_heartbeats WHERE role = ?",
                                          (role,))]


def read_running_jobs(journal_db: Any) -> list[dict[str, Any]]:
    """The ``running`` rows of the job ledger read from ``journal_db`` opened read-only, as
    :func:`read_heartbeats` reads (``reverie doctor``); [] when there is no ledger yet."""
    with Database(journal_db, component=COMPONENT, migrations=MIGRATIONS, error=QueueError,
                  label="the job ledger", busy_timeout=2, read_only=True) as db:
        if db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'jobs_ledger'") is None:
            return []
        return [dict(r) for r in db.query(
            "SELECT id, kind, session_id, worker, started_at FROM jobs_ledger"
            " WHERE status = 'running' ORDER BY started_at")]


def read_dead_letters(journal_db: Any) -> tuple[int, dict[str, Any] | None]:
    """How many jobs of the ledger are dead letters (``failed``) and the newest of them,
    read from ``journal_db`` opened read-only (``reverie doctor``); (0, None) when there is
    no ledger yet."""
    with Database(journal_db, component=COMPONENT, migrations=MIGRATIONS, error=QueueError,
                  label="the job ledger", busy_timeout=2, read_only=True) as db:
        if db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'jobs_ledger'") is None:
            return 0, None
        (count,) = db.query_one("SELECT COUNT(*) FROM jobs_ledger WHERE status = 'failed'")
        newest = db.query_one("SELECT id, kind, session_id, error FROM jobs_ledger"
                              " WHERE status = 'failed' ORDER BY finished_at DESC LIMIT 1")
        return int(count), (dict(newest) if newest is not None else None)


#: How a job waiting for the home's model setup starts its ledger error (deferred by ``run
#: --once``, retried by a worker: jobs.tasks._deferred_for_setup, _retry_for_setup): doctor
#: finds those rows by it.
SETUP_DEFERRED = "model setup: "


def read_setup_deferred(journal_db: Any) -> list[dict[str, Any]]:
    """Per kind, the jobs waiting for the model setup since that kind's last done job
    (``count``, the newest ``error``), read-only (``reverie doctor``): those a ``run
    --once`` deferred and those a worker retries (``retrying``); a run that found no key
    or a refused one says so in its report, and doctor says so after it, until a job of
    that kind is done again."""
    with Database(journal_db, component=COMPONENT, migrations=MIGRATIONS, error=QueueError,
                  label="the job ledger", busy_timeout=2, read_only=True) as db:
        if db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'jobs_ledger'") is None:
            return []
        rows = db.query(
            "SELECT d.kind AS kind, COUNT(*) AS count, MAX(d.finished_at) AS at FROM jobs_ledger d"
            " WHERE d.status IN ('deferred', 'retrying') AND substr(d.error, 1, ?) = ?"
            " AND d.finished_at >"
            " COALESCE((SELECT MAX(o.finished_at) FROM jobs_ledger o WHERE o.kind = d.kind"
            " AND o.status = 'done'), 0) GROUP BY d.kind ORDER BY d.kind",
            (len(SETUP_DEFERRED), SETUP_DEFERRED))
        out = []
        for row in rows:
            newest = db.query_one("SELECT error FROM jobs_ledger WHERE kind = ? AND status IN"
                                  " ('deferred', 'retrying') AND finished_at = ?",
                                  (row["kind"], row["at"]))
            error = (newest["error"] if newest is not None else "") or ""
            out.append({"kind": row["kind"], "count": int(row["count"]),
                        "error": error[len(SETUP_DEFERRED):]})
        return out


# --- leases (the rows; the policy is jobs.leases) ----------------------------------------------

@dataclass(frozen=True)
class Lease:
    key: str
    owner: str
    host: str
    pid: int
    proc_start: str | None
    job_id: str | None
    acquired_at: float
    expires_at: float


def _lease(row: sqlite3.Row) -> Lease:
    return Lease(row["key"], row["owner"], row["host"], row["pid"], row["proc_start"],
                 row["job_id"], row["acquired_at"], row["expires_at"])


class LeaseTable(JobsTables):
    """The ``jobs_leases`` rows of one home."""

    def take(self, new: Lease, *, is_free: Callable[[Lease], bool]) -> bool:
        """Write ``new`` unless a row for its key exists that ``is_free`` says is still
        held; the check and the write are one transaction."""
        values = (new.key, new.owner, new.host, new.pid, new.proc_start, new.job_id,
                  new.acquired_at, new.expires_at)
        with self.db.write() as conn:
            # A free key has no row (a release deletes it): one statement takes it. Only a
            # key with a row is read and judged (issue 27: two statements on every start).
            if conn.execute(
                    "INSERT OR IGNORE INTO jobs_leases(key, owner, host, pid, proc_start,"
                    " job_id, acquired_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    values).rowcount == 1:
                return True
            row = conn.execute("SELECT * FROM jobs_leases WHERE key = ?", (new.key,)).fetchone()
            if row is not None and not is_free(_lease(row)):
                return False
            conn.execute(
                "INSERT OR REPLACE INTO jobs_leases(key, owner, host, pid, proc_start, job_id,"
                " acquired_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", values)
        return True

    def drop(self, key: str, owner: str) -> None:
        with self.db.write() as conn:
            conn.execute("DELETE FROM jobs_leases WHERE key = ? AND owner = ?", (key, owner))

    def extend_owned(self, owner: str, expires_at: float) -> int:
        with self.db.write() as conn:
            cur = conn.execute("UPDATE jobs_leases SET expires_at = ? WHERE owner = ?",
                               (expires_at, owner))
            return cur.rowcount

    def drop_owned(self, owner: str) -> None:
        with self.db.write() as conn:
            conn.execute("DELETE FROM jobs_leases WHERE owner = ?", (owner,))

    def rows(self) -> list[Lease]:
        return [_lease(r) for r in self.db.query("SELECT * FROM jobs_leases")]

    def row(self, key: str) -> Lease | None:
        row = self.db.query_one("SELECT * FROM jobs_leases WHERE key = ?", (key,))
        return None if row is None else _lease(row)
