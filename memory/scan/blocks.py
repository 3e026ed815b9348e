"""How many writes the memory scanner blocked, by category (for monitoring).

A block is counted where it happens: the memory store refusing an entry (the agent's tool,
the CLI, the console, an approval) and the background review dropping a proposal. The
counts live in ``reverie/journal.db`` so every process adds to the same numbers, which
`reverie queue --json` and the console's ``/metrics`` report. Counting is best effort: a
busy or unwritable journal never turns a refusal into a different error.
"""

from __future__ import annotations

import contextlib

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings, StagingError
from reverie.config.database import Database
from reverie.config.sqlitedb import Migration

from .patterns import CATEGORIES

COMPONENT = "scanner"
MIGRATIONS = [
    Migration(1, "scanner blocks by category", """
        CREATE TABLE IF NOT EXISTS scanner_blocks (
            category TEXT PRIMARY KEY,
            blocks INTEGER NOT NULL,
            last_at REAL NOT NULL
        );
    """),
]


def _database(settings: Settings) -> Database:
    return Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                    error=StagingError, label="the scanner's block counts")


def record_block(settings: Settings, category: str, *, clock: Clock = SYSTEM_CLOCK) -> None:
    """Add one to ``category``'s count (silently skipped when the journal is unavailable)."""
    with contextlib.suppress(ReverieError), _database(settings) as db:
        db.execute("INSERT INTO scanner_blocks(category, blocks, last_at) VALUES (?, 1, ?)"
                   " ON CONFLICT(category) DO UPDATE SET blocks = blocks + 1,"
                   " last_at = excluded.last_at", (category, clock.now()))


def block_counts(settings: Settings) -> dict[str, int]:
    """Blocks so far for every category (zero for those never hit)."""
    counts = dict.fromkeys(CATEGORIES, 0)
    if not settings.journal_db.exists():
        return counts
    with _database(settings) as db:
        for category, blocks in db.query("SELECT category, blocks FROM scanner_blocks"):
            counts[category] = blocks
    return counts
