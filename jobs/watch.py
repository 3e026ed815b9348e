"""What changed in a home since its maintenance last ran: the scheduler's cheap test (issue 24).

A pool's scheduler must not pay for every session of every home each time it looks. It
asks two cheap questions per home instead:

- **Did the inputs change?** :func:`inputs_signature` is the inode, size and modification
  time of ``state.db``, its ``-wal`` and ``config.yaml`` — three ``stat`` calls, no file
  opened. New messages (Hermes writes them to state.db) or new settings change it.
- **Did the last run say when to come back?** A change-driven maintenance job records, in
  the home's ``jobs_watch`` table, when it ran, the signature it started from and
  ``recheck_at``: the first moment something it saw becomes due with no change at all (a
  session crossing ``idle_summary_minutes``, a scan that hit its per-scan cap, the next UTC
  day for a spent budget, reconcile while jobs are open). ``None`` means "only on change".
- **Did the last run stop at its per-scan cap?** ``refill``: it left due sessions for the
  next run, which a pool's scheduler starts as soon as the home's queue has (nearly)
  drained rather than a full interval later (``recheck_at`` stays the fallback).

Work can become due in no other way: explicit requests are sent straight to the queue, a
lost message leaves an open ledger row (so reconcile keeps coming back), an operator's
retry enqueues. A signature can still miss a change (two writes in one timestamp tick of a
file system without fine-grained times), so the scheduler also runs each kind once per
:data:`QUIET_SECONDS` whatever the signature says.
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path

from reverie.config import QueueError, Settings
from reverie.config.database import Database
from reverie.config.home import Layout
from reverie.config.sqlitedb import Migration

COMPONENT = "watch"
QUIET_SECONDS = 3600.0

MIGRATIONS = [
    Migration(1, "when each change-driven maintenance kind ran and should run again", """
CREATE TABLE IF NOT EXISTS jobs_watch (
    kind TEXT PRIMARY KEY,
    ran_at REAL NOT NULL,
    recheck_at REAL,
    inputs TEXT NOT NULL
);
"""),
    Migration(2, "whether a run stopped at its per-scan cap (a backlog is left)",
              "ALTER TABLE jobs_watch ADD COLUMN refill INTEGER NOT NULL DEFAULT 0"),
]


def stat_signature(*paths: Path) -> str:
    """The identity of files from ``stat`` alone: inode, size and modification time of
    each (``-`` for one that is missing). Opens nothing."""
    parts = []
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            parts.append("-")
            continue
        parts.append(f"{st.st_ino}:{st.st_size}:{st.st_mtime_ns}")
    return "|".join(parts)


def with_wal(path: Path) -> tuple[Path, Path]:
    """A SQLite file and its ``-wal``: a WAL database's writes land in the latter."""
    return path, path.with_name(path.name + "-wal")


def inputs_signature(layout: Layout) -> str:
    """The identity of a home's inputs: state.db (and its -wal) and config.yaml."""
    return stat_signature(*with_wal(layout.state_db), layout.config_file)


def journal_signature(layout: Layout) -> str:
    """The journal's identity: changes with every write (its ``-wal`` too)."""
    return stat_signature(*with_wal(layout.journal_db))


def next_utc_day(now: float) -> float:
    """The start of the next UTC day after ``now`` (when a spent daily budget allows again)."""
    day = dt.datetime.fromtimestamp(now, dt.UTC).date() + dt.timedelta(days=1)
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp()


def earliest(*times: float | None) -> float | None:
    """The earliest of the times given, ignoring None (None when there is none)."""
    found = [t for t in times if t is not None]
    return min(found) if found else None


@dataclass(frozen=True)
class WatchRow:
    kind: str
    ran_at: float
    recheck_at: float | None
    inputs: str
    #: It stopped at its per-scan cap: due sessions are left for the next run.
    refill: bool = False


class Watch:
    """The ``jobs_watch`` rows of one home (journal.db, component ``watch``)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.db = Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                           error=QueueError, label="the scheduler's watch table")

    def record(self, kind: str, *, ran_at: float, recheck_at: float | None, inputs: str,
               refill: bool = False) -> None:
        self.db.execute(
            "INSERT INTO jobs_watch(kind, ran_at, recheck_at, inputs, refill)"
            " VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT(kind) DO UPDATE SET ran_at = excluded.ran_at,"
            " recheck_at = excluded.recheck_at, inputs = excluded.inputs,"
            " refill = excluded.refill",
            (kind, ran_at, recheck_at, inputs, int(refill)))

    def come_back(self, kind: str, at: float) -> None:
        """Bring ``kind``'s recheck forward to ``at`` (a row it has not written yet is left
        alone: a kind that never ran is due anyway)."""
        self.db.execute("UPDATE jobs_watch SET recheck_at = MIN(COALESCE(recheck_at, ?), ?)"
                        " WHERE kind = ?", (at, at, kind))

    def rows(self) -> dict[str, WatchRow]:
        """Every kind's row; {} when the home has no journal yet (nothing is created)."""
        if not self.settings.journal_db.exists():
            return {}
        return {r["kind"]: WatchRow(r["kind"], r["ran_at"], r["recheck_at"], r["inputs"],
                                    bool(r["refill"]))
                for r in self.db.query("SELECT * FROM jobs_watch")}

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Watch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
