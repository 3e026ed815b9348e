"""The review ledger: per-session review cursors, model-call usage and the user's exclusions.

It lives in the shared ``reverie/journal.db`` under the migration component ``review``;
every table carries the ``reverie_review_`` prefix so it never collides with the journal
or the job ledger kept in the same file.

- **Cursors**: the id of the last message of a session that a review has durably handled.
  A cursor only moves forward (``set_cursor`` keeps the larger id), so a late, slower run
  of the same review can never make messages due again.
- **Model calls**: one row per call to an auxiliary model (tokens in/out/cached, latency,
  cost, model, purpose, UTC day). ``tokens_today`` reads today's input tokens for the daily
  budget from a per-day total the table's triggers keep; the day is the UTC calendar day of
  the injected clock.
- **Exclusions**: the user's "do not remember …" requests found in transcripts. They apply
  to the whole profile, are shown to the model, and veto matching proposals.
"""

from __future__ import annotations

import contextlib
import math
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ReviewError, Settings
from reverie.config.database import Database
from reverie.config.epoch import format_epoch
from reverie.config.sqlitedb import Migration

from .calls import CallContext
from .cost import cost_of
from .exclusions import Exclusion, Exclusions, fingerprint_of, new_key
from .hermes_usage import UsageRow, add_rows, usage_row

COMPONENT = "review"

def _fingerprint_exclusions(conn: sqlite3.Connection) -> None:
    """Issue 31: a "do not remember" request is kept as the keyed hashes of its terms and a
    label that says nothing of it; the requests stored as text before are converted and
    their text deleted (the table is rebuilt, so no page keeps it)."""
    # One statement at a time: executescript would commit the migration's transaction.
    conn.execute("""CREATE TABLE IF NOT EXISTS reverie_review_exclusion_key (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        key BLOB NOT NULL)""")
    conn.execute("""CREATE TABLE IF NOT EXISTS reverie_review_fingerprints (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id TEXT NOT NULL,
        message_id INTEGER NOT NULL,
        marks TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        created_at REAL NOT NULL)""")
    key = new_key()
    conn.execute("INSERT OR IGNORE INTO reverie_review_exclusion_key(id, key) VALUES (1, ?)",
                 (key,))
    key = conn.execute("SELECT key FROM reverie_review_exclusion_key WHERE id = 1").fetchone()[0]
    for session_id, message_id, text, at in conn.execute(
            "SELECT session_id, message_id, text, created_at FROM reverie_review_exclusions"
            " ORDER BY id").fetchall():
        marks = fingerprint_of(text, key)
        if marks:
            conn.execute("INSERT OR IGNORE INTO reverie_review_fingerprints(session_id,"
                         " message_id, marks, label, created_at) VALUES (?, ?, ?, ?, ?)",
                         (session_id, message_id, " ".join(sorted(marks)),
                          exclusion_label(message_id), at))
    conn.execute("DROP TABLE IF EXISTS reverie_review_exclusions")


def exclusion_label(message_id: int) -> str:
    """What the console shows of a request: where it was asked, nothing of what."""
    return f"asked in message #{int(message_id)}"


MIGRATIONS = [
    Migration(1, "review cursors, model calls, exclusions", """
        CREATE TABLE IF NOT EXISTS reverie_review_cursors (
            session_id TEXT PRIMARY KEY,
            last_message_id INTEGER NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS reverie_review_calls (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at REAL NOT NULL,
            day TEXT NOT NULL,
            purpose TEXT NOT NULL,
            session_id TEXT,
            provider TEXT NOT NULL,
            model TEXT NOT NULL,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            cached_tokens INTEGER NOT NULL DEFAULT 0,
            latency_s REAL NOT NULL DEFAULT 0,
            cost_usd REAL NOT NULL DEFAULT 0,
            ok INTEGER NOT NULL DEFAULT 1,
            error TEXT
        );
        CREATE INDEX IF NOT EXISTS reverie_review_calls_day ON reverie_review_calls(day);
        CREATE INDEX IF NOT EXISTS reverie_review_calls_session
            ON reverie_review_calls(session_id);
        CREATE TABLE IF NOT EXISTS reverie_review_exclusions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL,
            message_id INTEGER NOT NULL,
            text TEXT NOT NULL,
            created_at REAL NOT NULL,
            UNIQUE (session_id, message_id, text)
        );
    """),
    Migration(2, "model calls carry the id of the run that made them", """
        ALTER TABLE reverie_review_calls ADD COLUMN run_id TEXT;
        ALTER TABLE reverie_review_calls ADD COLUMN origin TEXT;
        ALTER TABLE reverie_review_calls ADD COLUMN attempt INTEGER;
        CREATE INDEX IF NOT EXISTS reverie_review_calls_run
            ON reverie_review_calls(run_id, attempt);
    """),
    Migration(3, "exclusions kept as fingerprints, never as text", _fingerprint_exclusions),
    # Issue 27: the budget check summed every one of today's call rows on each review, so
    # its cost grew with a busy home's calls. The day's total is kept by triggers instead,
    # in the statement (so the transaction) that writes the call's row, whichever process
    # or version of Reverie writes it; the rows already there are summed once here.
    Migration(4, "the daily budget's running total of model input tokens", """
        CREATE TABLE IF NOT EXISTS reverie_review_budget_days (
            day TEXT PRIMARY KEY,
            input_tokens INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;
        INSERT OR REPLACE INTO reverie_review_budget_days(day, input_tokens)
            SELECT day, COALESCE(SUM(input_tokens), 0) FROM reverie_review_calls
            WHERE provider NOT IN ('heuristic') GROUP BY day;
        CREATE TRIGGER IF NOT EXISTS reverie_review_budget_add
        AFTER INSERT ON reverie_review_calls WHEN NEW.provider NOT IN ('heuristic')
        BEGIN
            INSERT INTO reverie_review_budget_days(day, input_tokens)
                VALUES (NEW.day, NEW.input_tokens)
                ON CONFLICT(day) DO UPDATE SET input_tokens = input_tokens + excluded.input_tokens;
        END;
        CREATE TRIGGER IF NOT EXISTS reverie_review_budget_remove
        AFTER DELETE ON reverie_review_calls WHEN OLD.provider NOT IN ('heuristic')
        BEGIN
            UPDATE reverie_review_budget_days SET input_tokens = input_tokens - OLD.input_tokens
                WHERE day = OLD.day;
        END;
        CREATE TRIGGER IF NOT EXISTS reverie_review_budget_change
        AFTER UPDATE OF day, provider, input_tokens ON reverie_review_calls
        BEGIN
            UPDATE reverie_review_budget_days SET input_tokens = input_tokens - OLD.input_tokens
                WHERE day = OLD.day AND OLD.provider NOT IN ('heuristic');
            INSERT INTO reverie_review_budget_days(day, input_tokens)
                SELECT NEW.day, NEW.input_tokens WHERE NEW.provider NOT IN ('heuristic')
                ON CONFLICT(day) DO UPDATE SET input_tokens = input_tokens + excluded.input_tokens;
        END;
    """),
    # Session 34: a row Hermes folded a compaction summary into is read for its own words
    # (search_index.spoken.carried_words), but a cursor an older Reverie moved had already
    # passed such rows by, unread (session 33, tester25: "Nothing new" on a home compacted
    # before the fix). Every cursor there is then remembered as "carried rows up to here may
    # be unread"; the session's next review reads them once (review.engine).
    Migration(5, "carried rows an older reader's cursor passed by", """
        CREATE TABLE IF NOT EXISTS reverie_review_carried_behind (
            session_id TEXT PRIMARY KEY,
            through_id INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT OR IGNORE INTO reverie_review_carried_behind(session_id, through_id)
            SELECT session_id, last_message_id FROM reverie_review_cursors
            WHERE last_message_id > 0;
    """),
]

#: ``search_summary``: made by the agent's session_search tool, not by a summary job, so a
#: job's cost never includes a search that ran beside it. A new job kind may record calls
#: under purposes of its own (see ``jobs.kinds``): any short lowercase name is accepted.
PURPOSES = ("review", "repair", "summary", "search_summary")
_PURPOSE = re.compile(r"[a-z][a-z0-9_]{0,31}")


@dataclass(frozen=True)
class CallRecord:
    id: int
    at: float
    day: str
    purpose: str
    session_id: str | None
    provider: str
    model: str
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    latency_s: float
    cost_usd: float
    ok: bool
    error: str | None
    run_id: str | None = None       # None: recorded before calls carried their run's id
    origin: str | None = None
    attempt: int | None = None


@dataclass(frozen=True)
class UsageTotals:
    """Summed model calls (see :meth:`Ledger.usage`)."""

    calls: int
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    cost_usd: float

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    @classmethod
    def summed(cls, parts: Iterable[UsageTotals]) -> UsageTotals:
        """The totals of ``parts`` together (costs added exactly, ``math.fsum``)."""
        parts = list(parts)
        return cls(sum(u.calls for u in parts), sum(u.input_tokens for u in parts),
                   sum(u.output_tokens for u in parts), sum(u.cached_tokens for u in parts),
                   math.fsum(u.cost_usd for u in parts))


@dataclass(frozen=True)
class UsageGroup:
    """The calls of one purpose and origin, the offline heuristic's or the models'
    (:meth:`Ledger.usage_groups`)."""

    purpose: str
    origin: str | None
    offline: bool


def utc_day(timestamp: float) -> str:
    """The UTC calendar day of ``timestamp`` (the budget resets at UTC midnight)."""
    return format_epoch(timestamp, "%Y-%m-%d")


class Ledger:
    """A connection to the review tables of ``journal.db``; cheap to open, close when done."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 shares: Database | None = None, sessions: Any = None) -> None:
        self.settings = settings
        self.clock = clock
        #: An open ``search_index.SessionStore`` on state.db that each call's usage is
        #: added through (a review's); None: each call opens state.db for it.
        self.sessions = sessions
        #: Hermes' usage rows kept for the caller's own state.db transaction
        #: (:meth:`usage_held`); None: each call's row is added when it is recorded.
        self._held_usage: list[UsageRow] | None = None
        # ``shares``: another journal.db owner's handle whose connection this one uses
        # (one review's owners, review.engine.ReviewRun).
        self.db = Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                           error=ReviewError, label="the review ledger", shares=shares)

    # --- lifecycle -----------------------------------------------------------------------

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _read(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        return self.db.query(sql, params)

    # --- cursors ---------------------------------------------------------------------------

    def get_cursor(self, session_id: str) -> int:
        """The last reviewed message id of ``session_id`` (0 when never reviewed)."""
        rows = self._read("SELECT last_message_id FROM reverie_review_cursors WHERE session_id = ?",
                          (session_id,))
        return int(rows[0][0]) if rows else 0

    def set_cursor(self, session_id: str, message_id: int) -> int:
        """Move the cursor forward to ``message_id``; returns the cursor now stored.

        Never moves backwards: of two racing writers the further one wins.
        """
        if message_id < 0:
            raise ReviewError(f"A review cursor cannot be negative ({message_id}).")
        with self.db.write() as conn:
            # (RETURNING: the cursor as this write left it, without reading it back, issue 27)
            rows = conn.execute(
                "INSERT INTO reverie_review_cursors(session_id, last_message_id, updated_at)"
                " VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET"
                " last_message_id = MAX(last_message_id, excluded.last_message_id),"
                " updated_at = excluded.updated_at RETURNING last_message_id",
                (session_id, int(message_id), self.clock.now()),
            ).fetchall()
        return int(rows[0][0])

    def carried_behind(self, session_id: str) -> int:
        """The id up to which ``session_id``'s carried rows may be unread, passed by a cursor
        an older Reverie moved (migration 5); 0 when none are."""
        rows = self._read("SELECT through_id FROM reverie_review_carried_behind"
                          " WHERE session_id = ?", (session_id,))
        return int(rows[0][0]) if rows else 0

    def carried_read(self, *session_ids: str) -> None:
        """The sessions' carried rows behind their cursors have been read (or they have none)."""
        with self.db.write() as conn:
            conn.executemany("DELETE FROM reverie_review_carried_behind WHERE session_id = ?",
                             [(s,) for s in session_ids])

    def all_carried_behind(self) -> dict[str, int]:
        """Every session whose carried rows may be unread, with the id they go up to (the
        scan makes the ones that have such rows due: jobs.kinds)."""
        rows = self._read("SELECT session_id, through_id FROM reverie_review_carried_behind")
        return {row[0]: int(row[1]) for row in rows}

    def all_cursors(self) -> dict[str, int]:
        rows = self._read("SELECT session_id, last_message_id FROM reverie_review_cursors")
        return {row[0]: int(row[1]) for row in rows}

    # --- model calls ---------------------------------------------------------------------

    def record_call(self, *, call: CallContext, purpose: str, provider: str, model: str,
                    session_id: str | None = None, input_tokens: int = 0,
                    output_tokens: int = 0, cached_tokens: int = 0, latency_s: float = 0.0,
                    cost_usd: float = 0.0, ok: bool = True, error: str | None = None) -> int:
        """Record one model call (successful or not) made by the run ``call``; returns its
        row id. The single place every model call Reverie makes is written down: job
        costs, monitoring and the daily budget are all sums over these rows."""
        if not isinstance(call, CallContext):
            raise TypeError("record_call needs the CallContext of the run making the call")
        if not _PURPOSE.fullmatch(purpose or ""):
            raise ValueError(f"unknown purpose {purpose!r}")
        now = self.clock.now()
        with self.db.write() as conn:
            cur = conn.execute(
                "INSERT INTO reverie_review_calls(at, day, purpose, session_id, provider, model,"
                " input_tokens, output_tokens, cached_tokens, latency_s, cost_usd, ok, error,"
                " run_id, origin, attempt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (now, utc_day(now), purpose, session_id, provider, model or "",
                 max(0, int(input_tokens)), max(0, int(output_tokens)),
                 max(0, int(cached_tokens)), float(latency_s), float(cost_usd),
                 1 if ok else 0, error[:500] if error else None,
                 call.run_id, call.origin, call.attempt),
            )
            row_id = int(cur.lastrowid)
        if ok and provider != "heuristic":
            # The same call in Hermes' analytics, where state.db has its usage table. The
            # offline heuristic is no model call and spends nothing: its estimated tokens,
            # summed there with the agent's real ones, would show spend that never happened
            # (and cost each offline review a commit on Hermes' database), so only Reverie's
            # own ledger keeps it, as the daily budget already leaves it out.
            row = usage_row(session_id=session_id, purpose=purpose, model=model,
                            provider=provider, input_tokens=input_tokens,
                            output_tokens=output_tokens, cached_tokens=cached_tokens,
                            cost_usd=cost_usd, at=now)
            if row is not None and self._held_usage is not None:
                self._held_usage.append(row)
            elif row is not None:
                add_rows(self.settings.state_db, [row], store=self.sessions)
        return row_id

    @contextlib.contextmanager
    def usage_held(self) -> Iterator[list[UsageRow]]:
        """Keep the Hermes usage rows of the calls recorded in the block in the list given,
        unwritten: the caller adds them in its own state.db transaction
        (``review.hermes_usage.add_within``; a summary's, so its call's row and the summary
        commit together) or alone (``add_rows``). The ledger's own rows are written as
        always."""
        held: list[UsageRow] = []
        self._held_usage = held
        try:
            yield held
        finally:
            self._held_usage = None

    def tokens_today(self) -> int:
        """Input tokens recorded on today's UTC day (by the ledger's clock) that count
        against the daily budget: the offline heuristic's estimates cost nothing and are
        left out (issue 14: a long heuristic review spent the budget of a real model)."""
        # One row read, however many calls today had: the triggers of migration 4 keep it.
        rows = self._read("SELECT input_tokens FROM reverie_review_budget_days WHERE day = ?",
                          (utc_day(self.clock.now()),))
        return int(rows[0][0]) if rows else 0

    def calls(self, *, session_id: str | None = None, limit: int = 100) -> list[CallRecord]:
        """The most recent calls first, optionally for one session."""
        where, params = ("WHERE session_id = ?", (session_id,)) if session_id else ("", ())
        rows = self._read(f"SELECT * FROM reverie_review_calls {where} ORDER BY id DESC LIMIT ?",
                          (*params, int(limit)))
        return [CallRecord(**{**dict(row), "ok": bool(row["ok"])}) for row in rows]

    def usage(self, *, since: float | None = None, session_id: str | None = None,
              purposes: Sequence[str] | None = None, run_id: str | None = None,
              attempt: int | None = None, origin: str | None = None,
              offline: bool | None = None) -> UsageTotals:
        """Every recorded call (failed ones too) summed, optionally from ``since`` on, for one
        session, some purposes, one run (``run_id``: a job id; with ``attempt``, one attempt
        of it) or one origin; ``offline``: only the offline heuristic's calls (True; their
        tokens are estimates of the text read, and free) or only the models' (False). A
        job's cost is ``usage(run_id=job_id)``."""
        where, params = _filters(since=since, session_id=session_id, purposes=purposes,
                                 run_id=run_id, attempt=attempt, origin=origin)
        if offline is not None:
            where += f" AND provider {'IN' if offline else 'NOT IN'} ('heuristic')"
        rows = self._read(
            "SELECT COUNT(*), COALESCE(SUM(input_tokens), 0), COALESCE(SUM(output_tokens), 0),"
            " COALESCE(SUM(cached_tokens), 0), COALESCE(SUM(cost_usd), 0)"
            f" FROM reverie_review_calls WHERE {where}", params)
        n, tin, tout, cached, usd = rows[0]
        return UsageTotals(int(n), int(tin), int(tout), int(cached), float(usd))

    def usage_groups(self, *, since: float | None = None) -> dict[UsageGroup, UsageTotals]:
        """:meth:`usage` per purpose, origin and offline-or-not, in one read: every figure
        of those filters is a sum of these groups (the queue view asked for ten of them, a
        connection and a pass over the window's calls each)."""
        where, params = _filters(since=since)
        rows = self._read(
            "SELECT purpose, origin, provider IN ('heuristic'), COUNT(*),"
            " COALESCE(SUM(input_tokens), 0), COALESCE(SUM(output_tokens), 0),"
            " COALESCE(SUM(cached_tokens), 0), COALESCE(SUM(cost_usd), 0)"
            f" FROM reverie_review_calls WHERE {where} GROUP BY 1, 2, 3", params)
        return {UsageGroup(r[0], r[1], bool(r[2])): UsageTotals(
                    int(r[3]), int(r[4]), int(r[5]), int(r[6]), float(r[7])) for r in rows}

    # --- "do not remember" requests --------------------------------------------------------

    def add_exclusion(self, session_id: str, message_id: int, text: str) -> bool:
        """Remember a "do not remember" request as its fingerprint (never its text); False
        when it was already known or has nothing to recognise it by."""
        marks = fingerprint_of(text or "", self._exclusion_key())
        if not marks:
            return False
        with self.db.write() as conn:
            cur = conn.execute(
                "INSERT OR IGNORE INTO reverie_review_fingerprints(session_id, message_id,"
                " marks, label, created_at) VALUES (?, ?, ?, ?, ?)",
                (session_id, int(message_id), " ".join(sorted(marks)),
                 exclusion_label(message_id), self.clock.now()))
            return cur.rowcount > 0

    def exclusions(self) -> Exclusions:
        """Every "do not remember" request, oldest first, as fingerprints."""
        # The key and the fingerprints in one read (issue 27: two statements a review and
        # two a summary); without any fingerprint, the key's row alone.
        rows = self._read(
            "SELECT k.key, f.marks, f.label FROM reverie_review_exclusion_key AS k"
            " LEFT JOIN reverie_review_fingerprints AS f WHERE k.id = 1 ORDER BY f.id")
        return Exclusions(bytes(rows[0][0]), tuple(
            Exclusion(frozenset(row[1].split()), row[2]) for row in rows if row[1] is not None))

    def _exclusion_key(self) -> bytes:
        rows = self._read("SELECT key FROM reverie_review_exclusion_key WHERE id = 1")
        return bytes(rows[0][0])


def _filters(*, since: float | None = None, session_id: str | None = None,
             purposes: Sequence[str] | None = None, run_id: str | None = None,
             attempt: int | None = None, origin: str | None = None) -> tuple[str, tuple]:
    """The WHERE clause (and its parameters) selecting calls by the filters given."""
    where, params = ["1 = 1"], []
    for column, value in (("run_id", run_id), ("origin", origin), ("session_id", session_id),
                          ("attempt", None if attempt is None else int(attempt)),
                          ("at >=", None if since is None else float(since))):
        if value is not None:
            where.append(f"{column} ?" if column.endswith(">=") else f"{column} = ?")
            params.append(value)
    if purposes is not None:
        where.append(f"purpose IN ({','.join('?' * len(purposes))})")
        params.extend(purposes)
    return " AND ".join(where), tuple(params)


SECRET_ENV = ("GEMINI_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY")


def scrub_secrets(settings: Settings, text: str) -> str:
    """``text`` with every configured API key replaced by ``***``.

    Providers scrub their errors already; this is the second belt before an error message
    is stored in the ledger or shown, because a key must never reach either.
    """
    secrets = [settings.background_review.api_key, settings.session_search.api_key,
               *(settings.environ.get(name, "") for name in SECRET_ENV)]
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    return text


# Module-level conveniences with the names docs/architecture.md promises. Each opens and
# closes its own connection, so callers outside a review need not manage a Ledger.

def get_cursor(settings: Settings, session_id: str) -> int:
    with Ledger(settings) as ledger:
        return ledger.get_cursor(session_id)


def set_cursor(settings: Settings, session_id: str, message_id: int) -> int:
    with Ledger(settings) as ledger:
        return ledger.set_cursor(session_id, message_id)


def all_cursors(settings: Settings) -> dict[str, int]:
    with Ledger(settings) as ledger:
        return ledger.all_cursors()


@dataclass(frozen=True)
class RecordedCall:
    """What :func:`record_generation` wrote: who answered and what it cost."""

    provider: str
    model: str
    input_tokens: int
    output_tokens: int
    cached_tokens: int
    cost_usd: float
    cost_known: bool


def record_generation(ledger: Ledger, settings: Settings, *, call: CallContext, purpose: str,
                      provider: Any, generation: Any, session_id: str | None,
                      error: Exception | None = None) -> RecordedCall:
    """Record one model call from its :class:`review.providers.Generation` (or, when it
    failed, from the provider and the error — a reply that failed validation was still
    paid for: its usage rides on the error), priced by ``review.cost``; the review and the
    consolidation both record their calls this way."""
    model = (generation.model if generation is not None else getattr(provider, "model", "")) or ""
    name = (generation.provider if generation is not None else getattr(provider, "name", "")) or ""
    usage = generation.usage if generation is not None else getattr(error, "usage", None)
    tokens_in = usage.input_tokens if usage else 0
    tokens_out = usage.output_tokens if usage else 0
    cached = usage.cached_tokens if usage else 0
    cost = cost_of(model, input_tokens=tokens_in, output_tokens=tokens_out, cached_tokens=cached)
    ledger.record_call(call=call, purpose=purpose, provider=name, model=model,
                       session_id=session_id, input_tokens=tokens_in, output_tokens=tokens_out,
                       cached_tokens=cached, latency_s=usage.latency_s if usage else 0.0,
                       cost_usd=cost.usd, ok=error is None,
                       error=scrub_secrets(settings, str(error)) if error is not None else None)
    return RecordedCall(name, model, tokens_in, tokens_out, cached, cost.usd, cost.known)


def record_call(settings: Settings, *, call: CallContext, clock: Clock = SYSTEM_CLOCK,
                **fields) -> int:
    with Ledger(settings, clock=clock) as ledger:
        return ledger.record_call(call=call, **fields)


def usage(settings: Settings, **filters) -> UsageTotals:
    """:meth:`Ledger.usage` with a connection of its own."""
    with Ledger(settings) as ledger:
        return ledger.usage(**filters)


def tokens_today(settings: Settings, clock: Clock = SYSTEM_CLOCK) -> int:
    with Ledger(settings, clock=clock) as ledger:
        return ledger.tokens_today()

