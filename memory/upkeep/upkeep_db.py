"""The tables of memory upkeep (spec §16) in ``reverie/journal.db``, component ``upkeep``.

- ``upkeep_archive``: entries that left a bounded file (merged, superseded, shortened or
  moved out for room), with their text, target, evidence, when they were learned and why
  they left. A row is ``proposed`` while the consolidation that moves it waits for an
  operator, ``archived`` once that consolidation is applied, ``restored`` when it went back
  (``archive restore``, or the consolidation was undone) and ``dropped`` when the
  consolidation was rejected or replaced by a newer one.
- ``upkeep_waiting``: proposals that did not fit (waiting facts), with their evidence.
- ``upkeep_protected``: entries consolidation never merges, shortens or archives.
- ``upkeep_runs``: per target, when the last consolidation ran and what it saw, so the
  scheduler does not consolidate the same state twice.

Every package migrates its own component of journal.db and prefixes its tables, through the
one access layer :mod:`config.database`; :class:`UpkeepDB` is the ``upkeep`` component's
handle on it. ``read_only_counts`` is for ``reverie doctor``, which must not create or
migrate anything.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Any, Self

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings, StagingError
from reverie.config.database import DEFAULT_BUSY_TIMEOUT, Database
from reverie.config.sqlitedb import Migration

# JSON columns are written and read as the journal's are (evidence, payloads).
from ..journal import _dumps as dumps  # noqa: F401 (used by archive, waiting)
from ..journal import _loads as loads  # noqa: F401

COMPONENT = "upkeep"

MIGRATIONS = [
    Migration(1, "archive, waiting facts, protected entries, consolidation runs", """
        CREATE TABLE IF NOT EXISTS upkeep_archive (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            target TEXT NOT NULL,
            text TEXT NOT NULL,
            evidence TEXT,
            learned_at REAL,
            kind TEXT NOT NULL,
            why TEXT NOT NULL,
            result TEXT,
            record_id TEXT,
            state TEXT NOT NULL,
            proposed_at REAL NOT NULL,
            archived_at REAL,
            settled_at REAL,
            mirror_id INTEGER,
            note TEXT
        );
        CREATE INDEX IF NOT EXISTS upkeep_archive_state ON upkeep_archive(state, target);
        CREATE INDEX IF NOT EXISTS upkeep_archive_record ON upkeep_archive(record_id);
        CREATE TABLE IF NOT EXISTS upkeep_waiting (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            target TEXT NOT NULL,
            content TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            evidence TEXT,
            reason TEXT,
            confidence REAL,
            model TEXT,
            hold TEXT,
            session_id TEXT,
            said_at REAL,
            created_at REAL NOT NULL,
            state TEXT NOT NULL,
            settled_at REAL,
            record_id TEXT,
            note TEXT
        );
        CREATE UNIQUE INDEX IF NOT EXISTS upkeep_waiting_once
            ON upkeep_waiting(fingerprint) WHERE state = 'waiting';
        CREATE INDEX IF NOT EXISTS upkeep_waiting_state ON upkeep_waiting(state, target);
        CREATE TABLE IF NOT EXISTS upkeep_protected (
            target TEXT NOT NULL,
            text TEXT NOT NULL,
            who TEXT,
            at REAL NOT NULL,
            PRIMARY KEY (target, text)
        );
        CREATE TABLE IF NOT EXISTS upkeep_runs (
            target TEXT PRIMARY KEY,
            last_run_at REAL NOT NULL,
            inputs TEXT,
            outcome TEXT,
            record_id TEXT
        );
    """),
]


def upkeep_database(settings: Settings, *, read_only: bool = False,
                    busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                    shares: Database | None = None) -> Database:
    """The ``upkeep`` tables of journal.db (every failure a :class:`StagingError`);
    ``shares``: another owner's handle whose connections it uses."""
    return Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                    error=StagingError, label="the memory archive", busy_timeout=busy_timeout,
                    read_only=read_only, shares=shares)


class UpkeepDB:
    """The ``upkeep`` component of journal.db, through its one access layer
    (:class:`config.database.Database`: lent connections, ``BEGIN IMMEDIATE`` writes,
    every SQLite failure a one-line :class:`StagingError`). Cheap; close when done."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 shares: Database | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self.db = upkeep_database(settings, shares=shares)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> UpkeepDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def write(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` transaction (joined when nested on this thread)."""
        return self.db.write()

    def rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        return self.db.query(sql, args)


class UpkeepTables:
    """What the upkeep modules' classes share: the home's settings and clock, and an
    :class:`UpkeepDB` — their own (closed with them) or one a caller passes to share."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 db: UpkeepDB | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self._own = db is None
        self.db = db or UpkeepDB(settings, clock=clock)

    def close(self) -> None:
        if self._own:
            self.db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_only_counts(journal_db: Path) -> dict[str, dict[str, int]] | None:
    """Per target, waiting facts and archived entries, read without creating or migrating
    anything (``reverie doctor``); None when the tables do not exist yet or the file cannot
    be read (doctor's ``journal_db`` check reports that)."""
    if not Path(journal_db).is_file():
        return None
    db = Database(Path(journal_db), component=COMPONENT, migrations=MIGRATIONS,
                  error=StagingError, label="the memory archive", busy_timeout=2,
                  read_only=True)
    try:
        if db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'upkeep_waiting'") is None:
            return None
        counts: dict[str, dict[str, int]] = {}
        # The archive's count is of entries moved out of a file, as Archive.counts: the
        # user's past events (kind episode) were in none.
        for table, state, key, only in (("upkeep_waiting", "waiting", "waiting", ""),
                                        ("upkeep_archive", "archived", "archived",
                                         " AND kind != 'episode'")):
            for target, n in db.query(f"SELECT target, COUNT(*) FROM {table} WHERE state = ?"
                                      f"{only} GROUP BY target", (state,)):
                counts.setdefault(target, {"waiting": 0, "archived": 0})[key] = n
        return counts
    except ReverieError:
        return None
    finally:
        db.close()
