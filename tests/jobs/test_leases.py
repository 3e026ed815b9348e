"""Per-session leases: exclusivity, expiry, heartbeat renewal, dead owners stale at once."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

from reverie.config import FakeClock
from reverie.jobs.leases import Identity, Leases, process_start
from tests.worker.conftest import settings_for, write_config


def _leases(home, clock, **kw):
    write_config(home)
    return Leases(settings_for(home), ttl=10, clock=clock, **kw)


def test_second_holder_is_refused_until_release(home, clock: FakeClock) -> None:
    a = _leases(home, clock)
    b = Leases(a.settings, ttl=10, clock=clock)
    assert a.acquire("review:s1", job_id="j1")
    assert not b.acquire("review:s1")
    assert not a.acquire("review:s1"), "a second thread of the same process must wait too"
    assert b.acquire("review:s2")
    a.release("review:s1")
    assert b.acquire("review:s1")
    assert set(b.live()) == {"review:s1", "review:s2"}
    journal = a.settings.journal_db
    assert stat.S_IMODE(os.stat(journal).st_mode) == 0o600


def test_lease_expires_unless_renewed(home, clock: FakeClock) -> None:
    a = _leases(home, clock)
    b = Leases(a.settings, ttl=10, clock=clock)
    assert a.acquire("review:s1")
    clock.advance(8)
    assert a.renew_mine() == 1
    clock.advance(8)
    assert not b.acquire("review:s1"), "renewed 8 s ago with a 10 s ttl: still held"
    clock.advance(3)
    assert b.acquire("review:s1"), "expired: taken over"
    assert b.get("review:s1").owner == b.identity.owner


def test_lease_of_a_dead_process_on_this_host_is_stale_at_once(home, clock: FakeClock) -> None:
    a = _leases(home, clock)
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    dead = Identity(a.identity.host, child.pid, "deadbeef", "12345")
    ghost = Leases(a.settings, ttl=1000, clock=clock, identity=dead)
    assert ghost.acquire("review:s1")
    assert "review:s1" not in a.live()
    assert a.acquire("review:s1"), "the owner is gone: no need to wait for the expiry"


def test_reused_pid_does_not_keep_a_lease(home, clock: FakeClock) -> None:
    a = _leases(home, clock)
    me = a.identity
    impostor = Identity(me.host, me.pid, "cafe", "1")  # same pid, different start time
    assert process_start(me.pid) not in (None, "1")
    assert Leases(a.settings, ttl=1000, clock=clock, identity=impostor).acquire("summary:x")
    assert a.acquire("summary:x")


def test_lease_on_another_host_waits_for_expiry(home, clock: FakeClock) -> None:
    a = _leases(home, clock)
    remote = Identity("some-other-host", 1, "f00d", None)
    assert Leases(a.settings, ttl=30, clock=clock, identity=remote).acquire("review:s1")
    assert not a.acquire("review:s1")
    clock.advance(31)
    assert a.acquire("review:s1")


def test_a_release_that_cannot_be_written_is_owed_not_raised(home, clock: FakeClock) -> None:
    """Issue 19: on a full disk (here: journal.db write-locked past the busy timeout) the
    release in the job's ``finally`` raised, replacing the job's own outcome, and the
    keeper then renewed the unreleased lease for the rest of the worker's life."""
    import sqlite3

    a = _leases(home, clock, busy_timeout=0.05)
    other_process = Leases(a.settings, ttl=10, clock=clock)
    assert a.acquire("review:s1", job_id="j1")
    holder = sqlite3.connect(a.settings.journal_db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        a.release("review:s1")          # does not raise
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert a.owed() == {"review:s1"}
    assert not other_process.acquire("review:s1"), "the row is still there, owned by a live process"
    assert a.acquire("review:s1", job_id="j1-retry"), "its own owed lease is free to it"
    assert a.owed() == frozenset() and a.get("review:s1").job_id == "j1-retry"


def test_the_keeper_writes_an_owed_release_before_renewing(home, clock: FakeClock) -> None:
    import sqlite3

    a = _leases(home, clock, busy_timeout=0.05)
    assert a.acquire("review:s1") and a.acquire("review:s2")
    holder = sqlite3.connect(a.settings.journal_db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        a.release("review:s1")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert a.renew_mine() == 1, "only the lease still held is renewed"
    assert a.owed() == frozenset() and set(a.live()) == {"review:s2"}


def _traced(monkeypatch) -> list[str]:
    import sqlite3

    statements: list[str] = []
    real_connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        conn.set_trace_callback(lambda sql: statements.append(" ".join(sql.split())))
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    return statements


def test_a_free_key_is_taken_in_one_statement_and_a_held_one_is_judged(
        home, clock: FakeClock, monkeypatch) -> None:
    """Issue 27: a key without a row (every release deletes it) is taken by one INSERT, not
    a read and a write; a key with a row is still read and judged as before: refused while
    its holder lives, taken over once it is stale, the row the taker's either way."""
    statements = _traced(monkeypatch)
    a = _leases(home, clock)
    b = Leases(a.settings, ttl=10, clock=clock)
    assert a.acquire("review:s0")                     # schema migrated, connection pooled
    statements.clear()
    assert a.acquire("review:s1", job_id="j1")
    body = [s for s in statements if s.split()[0].upper() not in ("BEGIN", "COMMIT")]
    assert len(body) == 1 and body[0].startswith("INSERT OR IGNORE INTO jobs_leases"), body
    held = a.get("review:s1")
    assert (held.owner, held.job_id, held.expires_at) == (a.identity.owner, "j1", clock.now() + 10)
    assert not b.acquire("review:s1", job_id="j2")
    assert a.get("review:s1") == held, "a refused take leaves the holder's row"
    clock.advance(11)
    assert b.acquire("review:s1", job_id="j2"), "expired: taken over"
    taken = b.get("review:s1")
    assert (taken.owner, taken.job_id, taken.acquired_at) == (b.identity.owner, "j2", clock.now())
