"""search_index.kept: the session stores a worker's home lends its jobs (issue 27)."""

from __future__ import annotations

import os
import sqlite3

import pytest

from reverie.search_index import SessionStore
from reverie.search_index.kept import KeptStores


def test_a_store_given_back_is_lent_again_and_reads_what_was_written(tmp_path, clock):
    kept = KeptStores(tmp_path / "state.db", clock=clock)
    with kept.borrow() as store:
        store.append_message("s1", "user", "hello", 1.0)
    with kept.borrow() as again:
        assert again is store
        assert [m.content for m in again.messages("s1")] == ["hello"]
    assert kept.idle == 1
    kept.close()
    assert kept.idle == 0


def test_threads_borrowing_at_once_get_stores_of_their_own(tmp_path, clock):
    kept = KeptStores(tmp_path / "state.db", clock=clock)
    with kept.borrow() as one, kept.borrow() as two:
        assert one is not two
    assert kept.idle == 2
    kept.close()


def test_a_block_that_raises_closes_its_store(tmp_path, clock):
    kept = KeptStores(tmp_path / "state.db", clock=clock)
    with pytest.raises(RuntimeError), kept.borrow() as store:
        raise RuntimeError("the job failed")
    assert kept.idle == 0
    with pytest.raises(sqlite3.ProgrammingError):
        store.connection.execute("SELECT 1")


def _restore(path, clock) -> None:
    """What a restore does: another state.db put at the path, holding another session."""
    os.replace(path, path.with_name("moved.db"))
    with SessionStore(path, clock=clock) as other:
        other.append_message("new", "user", "after the restore", 2.0)


def _migrate(path) -> None:
    """What a newer Hermes does: a table added to state.db by another connection."""
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE hermes_new_table (x)")
    other.commit()
    other.close()


def test_a_replaced_file_gets_a_fresh_store(tmp_path, clock):
    path = tmp_path / "state.db"
    kept = KeptStores(path, clock=clock)
    with kept.borrow() as store:
        store.append_message("old", "user", "before the restore", 1.0)
    _restore(path, clock)
    with kept.borrow() as fresh:
        assert fresh is not store
        assert fresh.get_session("new") is not None and fresh.get_session("old") is None
    kept.close()


def test_a_schema_changed_by_another_program_gets_a_fresh_store(tmp_path, clock):
    path = tmp_path / "state.db"
    kept = KeptStores(path, clock=clock)
    with kept.borrow() as store:
        pass
    _migrate(path)
    with kept.borrow() as fresh:
        assert fresh is not store
    kept.close()


def test_a_store_lent_during_close_is_closed_when_it_comes_back(tmp_path, clock):
    kept = KeptStores(tmp_path / "state.db", clock=clock)
    with kept.borrow() as store:
        kept.close()
    assert kept.idle == 0
    with pytest.raises(sqlite3.ProgrammingError):
        store.connection.execute("SELECT 1")


def test_a_file_replaced_while_the_store_is_lent_gets_a_fresh_store(tmp_path, clock):
    """The restore lands during a job: the store given back still reads the old file,
    whatever the path's stat says when it comes back."""
    path = tmp_path / "state.db"
    kept = KeptStores(path, clock=clock)
    with kept.borrow() as store:
        store.append_message("old", "user", "before the restore", 1.0)
        _restore(path, clock)
    with kept.borrow() as fresh:
        assert fresh is not store
        assert fresh.get_session("new") is not None and fresh.get_session("old") is None
    kept.close()


def test_a_schema_changed_while_the_store_is_lent_gets_a_fresh_store(tmp_path, clock):
    path = tmp_path / "state.db"
    kept = KeptStores(path, clock=clock)
    with kept.borrow() as store:
        _migrate(path)
    with kept.borrow() as fresh:
        assert fresh is not store
    kept.close()
