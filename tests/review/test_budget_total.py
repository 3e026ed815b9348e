"""Issue 27: the daily budget reads a per-day total kept by journal.db's triggers instead of
summing every one of today's call rows. Each test holds the total against the sum the
budget used to compute (``_summed``: the old query, kept here as the oracle)."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys

from reverie.config import FakeClock, ReviewError
from reverie.config.database import Database
from reverie.review.calls import CallContext
from reverie.review.ledger import COMPONENT, MIGRATIONS, Ledger, utc_day

CALL = CallContext.new("direct")
MIDNIGHT = 1_800_057_600.0       # 2027-01-16 00:00:00 UTC


def _summed(path, day: str) -> int:
    """What ``tokens_today`` computed before the total: every row of the day, summed."""
    with sqlite3.connect(path) as conn:
        return int(conn.execute(
            "SELECT COALESCE(SUM(input_tokens), 0) FROM reverie_review_calls"
            " WHERE day = ? AND provider NOT IN ('heuristic')", (day,)).fetchone()[0])


def _record(ledger: Ledger, rng: random.Random) -> None:
    ledger.record_call(call=CALL, purpose=rng.choice(["review", "repair", "summary"]),
                       provider=rng.choice(["gemini", "openai", "heuristic"]), model="m",
                       session_id="s1", input_tokens=rng.randrange(0, 5_000),
                       ok=rng.random() > 0.2, error=None)


def test_the_total_is_the_old_sum_on_every_call_and_across_midnight(settings):
    assert utc_day(MIDNIGHT - 0.5) != utc_day(MIDNIGHT) == "2027-01-16"
    clock = FakeClock(start=MIDNIGHT - 60)
    rng = random.Random(27)
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.tokens_today() == 0          # no row yet today: no total row either
        for _ in range(300):
            _record(ledger, rng)
            today = utc_day(clock.now())
            assert ledger.tokens_today() == _summed(settings.journal_db, today)
            clock.advance(rng.choice([0.0, 0.25, 0.5]))   # crosses midnight part way
        assert clock.now() > MIDNIGHT
        clock.advance(-120)                        # the clock's earlier day is its own total
        assert ledger.tokens_today() == _summed(settings.journal_db, "2027-01-15") > 0


def test_rows_written_by_another_process_without_reverie_are_counted(settings):
    """The total is kept in the database, not in Reverie's code: a row another process
    inserts with plain SQL (as an older Reverie would) moves it, in its own transaction."""
    clock = FakeClock(start=MIDNIGHT + 3600)
    day = utc_day(clock.now())
    with Ledger(settings, clock=clock) as ledger:
        ledger.record_call(call=CALL, purpose="review", provider="gemini", model="m",
                           input_tokens=700)
        script = (
            "import sqlite3, sys\n"
            "conn = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "conn.execute('BEGIN IMMEDIATE')\n"
            "for provider, n in (('gemini', 11), ('heuristic', 5000), ('openai', 13)):\n"
            "    conn.execute(\"INSERT INTO reverie_review_calls(at, day, purpose, provider,"
            " model, input_tokens) VALUES (0, ?, 'review', ?, 'm', ?)\", (sys.argv[2], provider, n))\n"
            "conn.execute('COMMIT')\n")
        subprocess.run([sys.executable, "-c", script, str(settings.journal_db), day],
                       check=True, timeout=60)
        assert ledger.tokens_today() == 724 == _summed(settings.journal_db, day)
        with sqlite3.connect(settings.journal_db) as conn:   # rolled back: no trace in it
            conn.execute("INSERT INTO reverie_review_calls(at, day, purpose, provider, model,"
                         " input_tokens) VALUES (0, ?, 'review', 'gemini', 'm', 99)", (day,))
            conn.rollback()
        assert ledger.tokens_today() == 724


def test_an_edited_or_deleted_row_moves_the_total_as_it_moved_the_sum(settings):
    clock = FakeClock(start=MIDNIGHT + 60)
    day = utc_day(clock.now())
    with Ledger(settings, clock=clock) as ledger:
        for provider, n in (("gemini", 100), ("heuristic", 40), ("gemini", 7)):
            ledger.record_call(call=CALL, purpose="review", provider=provider, model="m",
                               input_tokens=n)
        with sqlite3.connect(settings.journal_db) as conn:
            conn.execute("UPDATE reverie_review_calls SET input_tokens = 50 WHERE input_tokens = 100")
            conn.execute("UPDATE reverie_review_calls SET provider = 'gemini' WHERE input_tokens = 40")
            conn.execute("UPDATE reverie_review_calls SET day = '2027-01-15' WHERE input_tokens = 7")
            conn.commit()
            assert ledger.tokens_today() == 90 == _summed(settings.journal_db, day)
            conn.execute("DELETE FROM reverie_review_calls WHERE input_tokens = 40")
        assert ledger.tokens_today() == 50 == _summed(settings.journal_db, day)
        clock.advance(-3600)
        assert ledger.tokens_today() == 7 == _summed(settings.journal_db, "2027-01-15")


def test_an_old_journal_db_migrates_with_its_days_totalled(settings):
    """A journal.db from before the total (review migrations 1-3) with calls on two days:
    opening the ledger applies migration 4 and totals each day from the rows it has."""
    old = [m for m in MIGRATIONS if m.version <= 3]
    assert [m.version for m in MIGRATIONS if m.version > 3] == [4, 5]   # (5: session 34)
    db = Database(settings.journal_db, component=COMPONENT, migrations=old, error=ReviewError,
                  label="the review ledger")
    rng = random.Random(4)
    with db.write() as conn:
        for _ in range(500):
            conn.execute(
                "INSERT INTO reverie_review_calls(at, day, purpose, provider, model,"
                " input_tokens) VALUES (0, ?, 'review', ?, 'm', ?)",
                (rng.choice(["2027-01-15", "2027-01-16"]), rng.choice(["gemini", "heuristic"]),
                 rng.randrange(0, 3000)))
    db.close()
    with sqlite3.connect(settings.journal_db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM sqlite_master"
                            " WHERE name = 'reverie_review_budget_days'").fetchone()[0] == 0
    clock = FakeClock(start=MIDNIGHT + 10)
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.tokens_today() == _summed(settings.journal_db, "2027-01-16") > 0
        ledger.record_call(call=CALL, purpose="review", provider="gemini", model="m",
                           input_tokens=3)
        assert ledger.tokens_today() == _summed(settings.journal_db, "2027-01-16")
        clock.advance(-60)
        assert ledger.tokens_today() == _summed(settings.journal_db, "2027-01-15") > 0
    with sqlite3.connect(settings.journal_db) as conn:
        assert conn.execute("SELECT version FROM reverie_migrations WHERE component = ?"
                            " ORDER BY version", (COMPONENT,)).fetchall() == [(1,), (2,), (3,), (4,), (5,)]
