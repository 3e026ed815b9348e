"""The daily budget's read of today's input tokens (issue 27), at a home's call counts.

Each size builds one journal.db through the review ledger (so with review migration 4:
the per-day total its triggers keep), writes ``n`` call rows dated today and ``n`` dated
yesterday (a third of them the offline heuristic's, which the budget leaves out), and
times in the same run, on the same connection and file:

- **before**: the sum the budget computed until migration 4, every row of the day read
  through the ``day`` index (``SELECT SUM(input_tokens) … WHERE day = ? AND provider NOT
  IN ('heuristic')``);
- **after**: ``Ledger.tokens_today()``, one row of ``reverie_review_budget_days``.

Both must give the same number (checked). What the triggers cost a call's row is timed
too: ``Ledger.record_call`` of a model call with the triggers, and again after dropping
them from the same file (the row's write without keeping the total).

Usage: python bench/bench_budget_sum.py [--sizes 10,1000,50000] [--calls 200]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from timing import timed  # noqa: E402

from reverie.config import FakeClock, load_settings  # noqa: E402
from reverie.review.calls import CallContext  # noqa: E402
from reverie.review.ledger import Ledger, utc_day  # noqa: E402

OLD_SUM = ("SELECT COALESCE(SUM(input_tokens), 0) FROM reverie_review_calls"
           " WHERE day = ? AND provider NOT IN ('heuristic')")
CALL = CallContext.new("direct")


def _fill(path: Path, n: int, today: str, yesterday: str) -> None:
    rng = random.Random(n)
    rows = [(0.0, day, "review", rng.choice(["gemini", "gemini", "heuristic"]), "m",
             rng.randrange(100, 4000)) for day in (yesterday, today) for _ in range(n)]
    with sqlite3.connect(path) as conn:
        conn.executemany("INSERT INTO reverie_review_calls(at, day, purpose, provider, model,"
                         " input_tokens) VALUES (?, ?, ?, ?, ?, ?)", rows)


def one_size(n: int, calls: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(Path(tmp), environ={})
        clock = FakeClock(start=1_800_000_000.0)
        today, yesterday = utc_day(clock.now()), utc_day(clock.now() - 86_400)
        with Ledger(settings, clock=clock) as ledger:
            ledger.all_cursors()                       # opens and migrates journal.db
            _fill(settings.journal_db, n, today, yesterday)
            with ledger.db.read() as conn:
                old = int(conn.execute(OLD_SUM, (today,)).fetchone()[0])
            assert ledger.tokens_today() == old, (ledger.tokens_today(), old)

            def before() -> None:
                with ledger.db.read() as conn:
                    conn.execute(OLD_SUM, (today,)).fetchone()

            out = {"before": timed(before, calls)[0], "after": timed(ledger.tokens_today, calls)[0]}

            def record() -> None:
                ledger.record_call(call=CALL, purpose="review", provider="gemini", model="m",
                                   input_tokens=10)

            out["record with triggers"] = timed(record, calls)[0]
            with sqlite3.connect(settings.journal_db) as conn:
                for name in ("add", "remove", "change"):
                    conn.execute(f"DROP TRIGGER reverie_review_budget_{name}")
            out["record without"] = timed(record, calls)[0]
        return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,1000,50000")
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args()
    print("| rows today | budget read before (ms) | after (ms) | record_call with triggers"
          " (ms) | without (ms) |")
    print("|---|---|---|---|---|")
    for n in (int(s) for s in args.sizes.split(",")):
        r = one_size(n, args.calls)
        print(f"| {n:,} | {r['before']:.4f} | {r['after']:.4f} | "
              f"{r['record with triggers']:.4f} | {r['record without']:.4f} |")


if __name__ == "__main__":
    main()
