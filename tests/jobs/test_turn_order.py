"""A review's turn among its home's reviews (``JobLedger.turn_blocker``, session 31): who
goes first, and what one check costs as the backlog grows (session 33: one index search,
not a read of every queued review; a backlog's checks cost its square before).

The cost is counted in SQLite's virtual-machine steps (a progress handler on the
connection the check uses), not timed: the same count on any machine, under any load.
"""

from __future__ import annotations

from pathlib import Path

from reverie.config import FakeClock
from reverie.jobs.ledger import JobLedger
from tests.worker.conftest import settings_for, write_config

SAID = 1_700_000_000.0


def _ledger(home: Path) -> JobLedger:
    write_config(home)
    return JobLedger(settings_for(home), clock=FakeClock())


def _backlog(ledger: JobLedger, sessions: int, *, start: int = 0) -> None:
    """``sessions`` reviews queued, one a session, said a minute apart in that order (and a
    summary of each, as a scan queues them)."""
    for i in range(start, start + sessions):
        ledger.enqueued(f"r{i}", "review", f"s{i}", reason="test", said_at=SAID + 60 * i)
        ledger.enqueued(f"m{i}", "summary", f"s{i}", reason="test")


def test_the_earliest_said_of_another_session_goes_first(home: Path) -> None:
    with _ledger(home) as ledger:
        _backlog(ledger, 3)
        assert ledger.turn_blocker("r0", "review", "s0") is None
        assert ledger.turn_blocker("r2", "review", "s2").id == "r0"
        # said in the same second: the row written first goes first
        ledger.enqueued("t1", "review", "t1", reason="test", said_at=SAID + 300)
        ledger.enqueued("t2", "review", "t2", reason="test", said_at=SAID + 300)
        ledger.mark(["r0", "r1", "r2"], "done")
        assert ledger.turn_blocker("t1", "review", "t1") is None
        assert ledger.turn_blocker("t2", "review", "t2").id == "t1"
        # a running one holds every other session's, said earlier or later
        ledger.started("t2", "review", "t2", worker="w")
        assert ledger.turn_blocker("t1", "review", "t1").id == "t2"
        # its own session's rows and other kinds never hold it
        ledger.enqueued("t2b", "review", "t2", reason="test", said_at=SAID)
        assert ledger.turn_blocker("t2b", "review", "t2") is None
        assert ledger.turn_blocker("m0", "summary", "s0") is None
        # a row never written (the enqueue side's row missing): only a running one holds it
        assert ledger.turn_blocker("nowhere", "review", "x").id == "t2"
        ledger.finished("t2", "done")
        assert ledger.turn_blocker("nowhere", "review", "x") is None


def _steps(ledger: JobLedger, job_id: str, session_id: str) -> tuple[int, object]:
    """SQLite VM steps of one turn check (counted every 10 steps), and what it found."""
    count = [0]

    def step() -> int:
        count[0] += 1
        return 0

    with ledger.db.held():
        with ledger.db.read() as conn:
            conn.set_progress_handler(step, 10)
        try:
            found = ledger.turn_blocker(job_id, "review", session_id)
        finally:
            with ledger.db.read() as conn:
                conn.set_progress_handler(None, 10)
    return count[0], found


def test_a_turn_check_costs_the_same_behind_twenty_reviews_and_behind_two_thousand(
        home: Path) -> None:
    """The first said of a backlog (its turn) and one in the middle (not its turn) are
    checked as the backlog grows a hundredfold: the cost of a check stays flat. Before,
    every check read every queued review of the home (the first said of 2,000: ~100 times
    the steps of the first of 20), so draining a backlog of N reviews cost N²."""
    with _ledger(home) as ledger:
        _backlog(ledger, 20)
        small_first, found = _steps(ledger, "r0", "s0")
        assert found is None
        small_mid, found = _steps(ledger, "r10", "s10")
        assert found.id == "r0"
        _backlog(ledger, 1980, start=20)
        large_first, found = _steps(ledger, "r0", "s0")
        assert found is None
        large_mid, found = _steps(ledger, "r1000", "s1000")
        assert found.id == "r0"
    assert large_first <= 2 * small_first + 10, (small_first, large_first)
    assert large_mid <= 2 * small_mid + 10, (small_mid, large_mid)
