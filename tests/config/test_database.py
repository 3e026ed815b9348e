"""Issue 19 item 9: config.database, the one way every journal.db user opens, waits,
commits and fails."""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from reverie.config import QueueError, ReviewError, StagingError
from reverie.config.database import MAX_IDLE, Database
from reverie.config.sqlitedb import Migration, failure_hint

MIGRATIONS = [Migration(1, "t", "CREATE TABLE IF NOT EXISTS t (x TEXT)")]


def make(path: Path, **kw) -> Database:
    return Database(path, component="test", migrations=MIGRATIONS, error=StagingError,
                    label="the test table", **kw)


@contextmanager
def writer_locked_out(path: Path) -> Iterator[None]:
    """Another connection holds the write lock on ``path`` for the block."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def open_fds(path: Path) -> int:
    """Descriptors this process holds on ``path`` (the db file itself)."""
    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{fd}") == str(path):
                count += 1
        except OSError:
            continue
    return count


def test_a_held_lock_is_the_owners_transient_error_with_the_lock_hint(tmp_path):
    db = make(tmp_path / "j.db", busy_timeout=0.05)
    db.execute("INSERT INTO t VALUES ('a')")
    with writer_locked_out(tmp_path / "j.db"), pytest.raises(StagingError) as caught:
        db.execute("INSERT INTO t VALUES ('b')")
    assert caught.value.transient
    assert str(caught.value).startswith("Cannot write the test table in j.db: database is locked.")
    assert "Another process is holding the database" in caught.value.hint
    assert [r[0] for r in db.query("SELECT x FROM t")] == ["a"]


def test_a_full_database_rolls_back_says_so_and_is_transient(tmp_path):
    """SQLite rolls a statement that hits SQLITE_FULL back by itself; the layer must not
    then ROLLBACK again ("cannot rollback - no transaction is active" hid the cause)."""
    db = make(tmp_path / "j.db")
    with db.write() as conn:
        conn.execute("INSERT INTO t VALUES ('kept')")
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")  # this connection cannot grow it
    with pytest.raises(StagingError) as caught, db.write() as conn:
        conn.execute("INSERT INTO t VALUES (?)", ("x" * 200_000,))
    assert caught.value.transient
    assert "database or disk is full" in str(caught.value)
    assert "no transaction is active" not in str(caught.value)
    assert caught.value.hint == "The disk is full; free some space, then retry."
    # The connection that failed is not lent again: the next write is a fresh one.
    assert db.idle_connections == 0
    db.execute("INSERT INTO t VALUES ('after')")
    assert [r[0] for r in db.query("SELECT x FROM t ORDER BY rowid")] == ["kept", "after"]


def test_an_exception_in_the_body_rolls_the_transaction_back_and_passes_through(tmp_path):
    db = make(tmp_path / "j.db")
    with pytest.raises(KeyError), db.write() as conn:
        conn.execute("INSERT INTO t VALUES ('gone')")
        raise KeyError("the owner's own failure")
    assert db.query("SELECT x FROM t") == []


def test_a_nested_write_joins_the_outer_transaction(tmp_path):
    db = make(tmp_path / "j.db")
    with pytest.raises(RuntimeError), db.write() as outer:
        outer.execute("INSERT INTO t VALUES ('outer')")
        with db.write() as inner:
            assert inner is outer
            inner.execute("INSERT INTO t VALUES ('inner')")
        assert [r[0] for r in db.query("SELECT x FROM t")] == ["outer", "inner"]
        raise RuntimeError("both go")
    assert db.query("SELECT x FROM t") == []


def test_a_misuse_is_a_bug_not_a_translated_failure(tmp_path):
    db = make(tmp_path / "j.db")
    with pytest.raises(sqlite3.ProgrammingError):
        db.query("SELECT ?", ({"not": "bindable"},))


def test_a_damaged_file_is_the_owners_error_with_the_damaged_hint(tmp_path):
    path = tmp_path / "j.db"
    path.write_bytes(b"not a database at all " * 200)
    db = Database(path, component="test", migrations=MIGRATIONS, error=ReviewError,
                  label="the review ledger")
    with pytest.raises(ReviewError) as caught:
        db.query("SELECT 1")
    assert not caught.value.transient
    assert "SQLite database" in caught.value.hint


def test_threads_share_one_database_without_sharing_a_connection(tmp_path):
    """Eight threads writing at once through one Database: no "cannot start a transaction
    within a transaction", every row there, and the pool bounded."""
    db = make(tmp_path / "j.db")
    errors: list[BaseException] = []
    barrier = threading.Barrier(8)

    def writer(n: int) -> None:
        barrier.wait()
        try:
            for i in range(25):
                with db.write() as conn:
                    conn.execute("INSERT INTO t VALUES (?)", (f"{n}-{i}",))
                    conn.execute("SELECT COUNT(*) FROM t").fetchone()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert db.query_one("SELECT COUNT(*) FROM t")[0] == 200
    assert db.idle_connections <= MAX_IDLE


def test_close_closes_every_connection_the_threads_used(tmp_path):
    """The job ledger's old mixin kept one connection per thread and had no close()."""
    from reverie.config import load_settings
    from reverie.jobs.ledger import JobLedger

    settings = load_settings(tmp_path / "home", environ={})
    ledger = JobLedger(settings)
    ledger.enqueued("j1", "review", "s1", reason="test")
    gate = threading.Barrier(6)

    def use() -> None:
        ledger.get("j1")
        gate.wait()       # all six hold the ledger at once, then return their connections

    threads = [threading.Thread(target=use) for _ in range(5)]
    for t in threads:
        t.start()
    use()
    for t in threads:
        t.join()
    assert open_fds(settings.journal_db) >= 1
    ledger.close()
    assert open_fds(settings.journal_db) == 0
    assert ledger.get("j1").status == "queued"  # still usable: it opens again
    ledger.close()


def test_a_connection_lent_during_close_is_closed_when_it_comes_back(tmp_path):
    db = make(tmp_path / "j.db")
    with db.read():
        db.close()
    assert db.idle_connections == 0
    assert open_fds(tmp_path / "j.db") == 0


def test_read_only_creates_nothing_and_refuses_writes(tmp_path):
    path = tmp_path / "j.db"
    with pytest.raises(QueueError) as caught:
        Database(path, component="test", migrations=MIGRATIONS, error=QueueError,
                 label="heartbeats", read_only=True).query("SELECT 1")
    assert "does not exist" in str(caught.value)
    assert not path.exists()
    make(path).execute("INSERT INTO t VALUES ('a')")
    before = sorted(p.name for p in tmp_path.iterdir())
    ro = Database(path, component="test", migrations=MIGRATIONS, error=QueueError,
                  label="heartbeats", read_only=True)
    assert [r[0] for r in ro.query("SELECT x FROM t")] == ["a"]
    with pytest.raises(QueueError, match="readonly"):
        ro.execute("INSERT INTO t VALUES ('b')")
    ro.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == before


# --- sharing one connection among owners (issue 27: a review run holds its books) ----------

OTHER = [Migration(1, "u", "CREATE TABLE IF NOT EXISTS u (y TEXT)")]


def test_owners_that_share_use_one_connection_and_each_keeps_its_schema(tmp_path):
    path = tmp_path / "journal.db"
    first = make(path)
    second = Database(path, component="other", migrations=OTHER, error=ReviewError,
                      label="the other tables", shares=first)
    second.execute("INSERT INTO u VALUES ('b')")       # its own migration ran on first use
    first.execute("INSERT INTO t VALUES ('a')")
    assert first.idle_connections == second.idle_connections == 1
    assert [tuple(r) for r in second.query("SELECT y FROM u")] == [("b",)]
    second.close()                                     # the sharer leaves the pool alone
    assert first.idle_connections == 1
    first.close()
    assert second.idle_connections == 0


def test_a_write_of_one_owner_inside_anothers_is_one_transaction(tmp_path):
    path = tmp_path / "journal.db"
    first = make(path)
    second = Database(path, component="other", migrations=OTHER, error=ReviewError,
                      label="the other tables", shares=first)
    second.prepare()
    with pytest.raises(RuntimeError), first.write() as conn:
        conn.execute("INSERT INTO t VALUES ('a')")
        with second.write() as inner:
            assert inner is conn
            inner.execute("INSERT INTO u VALUES ('b')")
        raise RuntimeError("the outer step fails")
    assert first.query("SELECT * FROM t") == [] and second.query("SELECT * FROM u") == []


def test_sharing_needs_the_same_file(tmp_path):
    with pytest.raises(ValueError):
        Database(tmp_path / "b.db", component="other", migrations=OTHER, error=ReviewError,
                 label="x", shares=make(tmp_path / "a.db"))


def test_a_handle_made_on_a_pool_that_knows_its_schema_reads_no_schema(tmp_path):
    """Issue 27: a worker builds the owners of each review afresh on the home's pool; the
    pool remembers which components it migrated, so a new handle of one of them goes
    straight to its statement (no migrations table read, no connection of its own)."""
    path = tmp_path / "journal.db"
    first = make(path)
    Database(path, component="other", migrations=OTHER, error=ReviewError,
             label="the other tables", shares=first).prepare()
    seen: list[str] = []
    with first.read() as conn:
        conn.set_trace_callback(seen.append)
    again = Database(path, component="other", migrations=OTHER, error=ReviewError,
                     label="the other tables", shares=first)
    again.execute("INSERT INTO u VALUES ('b')")
    assert seen == ["BEGIN IMMEDIATE", "INSERT INTO u VALUES ('b')", "COMMIT"]
    assert first.idle_connections == 1
    # A component the pool has not migrated yet still is, on first use.
    third = Database(path, component="third", migrations=[Migration(1, "v", "CREATE TABLE v (z)")],
                     error=ReviewError, label="the third tables", shares=first)
    third.execute("INSERT INTO v VALUES (1)")
    assert [tuple(r) for r in third.query("SELECT z FROM v")] == [(1,)]


# --- a file replaced or removed under pooled connections (a restore, an operator's move) ----

def _rows(path: Path) -> list[str]:
    """What the file at ``path`` holds, read by a connection of its own."""
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT x FROM t ORDER BY rowid")]
    finally:
        conn.close()


def _restore(path: Path) -> None:
    """What a restore does: another journal.db, written elsewhere, renamed over the path."""
    backup = path.with_name("backup.db")
    with make(backup) as other:          # closed: a whole file, its -wal checkpointed
        other.execute("INSERT INTO t VALUES ('restored')")
    os.replace(backup, path)


def test_a_file_replaced_under_a_pooled_connection_is_reopened(tmp_path):
    path = tmp_path / "journal.db"
    db = make(path)
    db.execute("INSERT INTO t VALUES ('before')")
    assert db.idle_connections == 1
    _restore(path)
    db.execute("INSERT INTO t VALUES ('after')")
    assert db.query("SELECT x FROM t ORDER BY rowid")[-1][0] == "after"
    db.close()
    assert _rows(path) == ["restored", "after"]      # written into the file at the path


def test_a_file_removed_under_a_pooled_connection_is_created_again(tmp_path):
    path = tmp_path / "journal.db"
    db = make(path)
    db.execute("INSERT INTO t VALUES ('before')")
    os.rename(path, tmp_path / "moved.db")            # the operator moves it away
    db.execute("INSERT INTO t VALUES ('after')")      # a new file, migrated again
    db.close()
    assert _rows(path) == ["after"]
    assert _rows(tmp_path / "moved.db") == ["before"]
    assert oct(path.stat().st_mode & 0o777) == "0o600"


def test_a_file_replaced_while_a_connection_is_lent_is_not_used_again(tmp_path):
    path = tmp_path / "journal.db"
    db = make(path)
    with db.write() as conn:
        conn.execute("INSERT INTO t VALUES ('before')")
    with db.read() as lent:
        _restore(path)
    db.execute("INSERT INTO t VALUES ('after')")    # the next borrow retires it
    with pytest.raises(sqlite3.ProgrammingError):
        lent.execute("SELECT 1")
    db.close()
    assert _rows(path) == ["restored", "after"]


def test_sharing_owners_migrate_a_replacing_file_again(tmp_path):
    """The pool remembers which components it migrated (issue 27): on another file that
    memory is void, and each owner's schema is checked there again."""
    path = tmp_path / "journal.db"
    first = make(path)
    second = Database(path, component="other", migrations=OTHER, error=ReviewError,
                      label="the other tables", shares=first)
    second.execute("INSERT INTO u VALUES ('b')")
    first.execute("INSERT INTO t VALUES ('a')")
    os.rename(path, tmp_path / "moved.db")
    second.execute("INSERT INTO u VALUES ('c')")
    first.execute("INSERT INTO t VALUES ('d')")
    assert [r[0] for r in second.query("SELECT y FROM u")] == ["c"]
    first.close()
    assert _rows(path) == ["d"]


def test_a_borrow_is_not_blocked_by_a_reader_still_holding_the_replaced_file(tmp_path):
    """A reader elsewhere keeps a read transaction on the old file across a restore. The
    retirement's truncating checkpoint cannot finish while it reads; it must give up after
    its own short wait, not the handle's busy timeout (an hour here: the old code, which
    waited that long per idle connection under the pool's lock, would hold every borrow
    of every thread for as long), and borrows on other threads complete while the reader
    still holds the old one. (What they read meanwhile is not asserted: while a reader
    holds the old file its frames stay in the shared -wal, the limit the module names.)"""
    path = tmp_path / "journal.db"
    db = make(path, busy_timeout=3600)
    barrier = threading.Barrier(MAX_IDLE)

    db.execute("INSERT INTO t VALUES ('before')")      # frames in the -wal

    def fill() -> None:                     # every idle slot taken: MAX_IDLE lent at once
        with db.read():
            barrier.wait()
    fillers = [threading.Thread(target=fill) for _ in range(MAX_IDLE)]
    for t in fillers:
        t.start()
    for t in fillers:
        t.join()
    assert db.idle_connections == MAX_IDLE
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    assert reader.execute("SELECT x FROM t").fetchall() == [("before",)]
    _restore(path)
    seen: dict[str, int] = {}

    def borrow(name: str) -> None:
        seen[name] = db.query_one("SELECT 1")[0]
    threads = [threading.Thread(target=borrow, args=(n,)) for n in ("retires", "other")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)                 # a hang guard only, far below the busy timeout
    assert not any(t.is_alive() for t in threads)
    assert reader.in_transaction            # the old file was held the whole time
    assert seen == {"retires": 1, "other": 1}
    assert reader.execute("SELECT x FROM t").fetchall() == [("before",)]
    reader.execute("COMMIT")
    reader.close()
    db.close()


# --- a hold: one connection lent for a whole job (issue 27) ---------------------------------

def test_a_hold_lends_one_connection_to_every_sharing_owner_without_a_stat(tmp_path,
                                                                          monkeypatch):
    import reverie.config.database as database

    path = tmp_path / "journal.db"
    first = make(path)
    second = Database(path, component="other", migrations=OTHER, error=ReviewError,
                      label="the other tables", shares=first)
    second.prepare()
    stats: list[Path] = []
    real = database._file_key
    monkeypatch.setattr(database, "_file_key", lambda p: stats.append(p) or real(p))
    seen = set()
    with first.held():
        for _ in range(3):
            with first.write() as conn:
                seen.add(id(conn))
                conn.execute("INSERT INTO t VALUES ('a')")
            with second.read() as conn:
                seen.add(id(conn))
            second.execute("INSERT INTO u VALUES ('b')")
    assert len(seen) == 1 and len(stats) == 1          # the hold's own borrow only
    assert first.idle_connections == 1                 # pooled again after the block
    # Each write committed on its own: another connection sees them all.
    assert _rows(path) == ["a", "a", "a"]


def test_a_failure_in_a_hold_is_the_owners_error_and_the_connection_is_let_go(tmp_path):
    path = tmp_path / "journal.db"
    db = make(path, busy_timeout=0.05)
    db.execute("INSERT INTO t VALUES ('before')")
    with db.held():
        with db.read() as conn:
            failing = conn
        with writer_locked_out(path), pytest.raises(StagingError) as caught:
            db.execute("INSERT INTO t VALUES ('locked out')")
        assert caught.value.transient
        assert str(caught.value).startswith("Cannot write the test table in j" "ournal.db")
        with db.write() as conn:                       # a fresh connection, not the failed one
            assert conn is not failing
            conn.execute("INSERT INTO t VALUES ('after')")
    with pytest.raises(sqlite3.ProgrammingError):      # closed at the end, never pooled
        failing.execute("SELECT 1")
    assert db.idle_connections == 1
    assert _rows(path) == ["before", "after"]


def test_an_owners_own_exception_in_a_hold_rolls_back_and_keeps_the_connection(tmp_path):
    db = make(tmp_path / "j.db")
    with db.held():
        with db.read() as conn:
            kept = conn
        with pytest.raises(KeyError), db.write() as conn:
            conn.execute("INSERT INTO t VALUES ('gone')")
            raise KeyError("the owner's own failure")
        with db.read() as conn:
            assert conn is kept and db.query("SELECT x FROM t") == []


def test_a_file_replaced_during_a_hold_is_noticed_by_the_next_borrow_after_it(tmp_path):
    path = tmp_path / "journal.db"
    db = make(path)
    with db.held():
        db.execute("INSERT INTO t VALUES ('before')")
        with db.read() as conn:
            held = conn
        _restore(path)
    db.execute("INSERT INTO t VALUES ('after')")       # retires the held connection
    with pytest.raises(sqlite3.ProgrammingError):
        held.execute("SELECT 1")
    db.close()
    assert _rows(path) == ["restored", "after"]


@pytest.mark.parametrize(("name", "expected", "not_expected"), [
    ("state.db", "a newer Hermes", "a fault in Reverie"),
    ("journal.db", "a fault in Reverie", "a newer Hermes"),
    ("queue.db", "a fault in Reverie", "a newer Hermes"),
])
def test_a_refused_row_is_put_down_to_hermes_only_in_hermes_own_file(
        tmp_path, name: str, expected: str, not_expected: str) -> None:
    """review20's R5: the "newer Hermes" hint for a constraint failure is about state.db's
    schema, which Hermes owns; journal.db and queue.db are Reverie's own."""
    exc = sqlite3.IntegrityError("NOT NULL constraint failed: t.c")
    hint = failure_hint(exc, tmp_path / name)
    assert expected in hint and not_expected not in hint
    assert "Check that the file is a SQLite database" not in hint
