"""``reverie.state_db.busy_timeout``: how long a state.db statement waits for another
process's write lock (SQLite's busy timeout, 10 s before it was a setting) — validated,
carried by the Settings object to every store the home opens, never a global."""

from __future__ import annotations

import pytest

from reverie.config import ConfigError, SearchError
from reverie.search_index import SessionStore
from reverie.search_index.kept import KeptStores
from tests.conftest import make_settings
from tests.lockholder import LockHolder


def _waits_ms(store: SessionStore) -> int:
    return store.connection.execute("PRAGMA busy_timeout").fetchone()[0]


def test_the_busy_timeout_is_a_validated_setting(home, clean_env):
    assert make_settings(home, clean_env).state_db_busy_timeout == 10.0
    assert make_settings(home, clean_env, reverie={"state_db": {"busy_timeout": 0.25}}
                         ).state_db_busy_timeout == 0.25
    for bad in ("soon", 0, -1, 301, float("nan"), float("inf"), True):
        with pytest.raises(ConfigError, match="reverie.state_db.busy_timeout"):
            make_settings(home, clean_env, reverie={"state_db": {"busy_timeout": bad}})


def test_every_store_the_home_opens_waits_the_setting_and_meets_a_held_lock_as_busy(
        home, clean_env):
    settings = make_settings(home, clean_env, reverie={"state_db": {"busy_timeout": 0.05}})
    with SessionStore.open(settings) as store:
        store.append_message("k1", "user", "The kayak lives in the garage.", 1.0)
        assert _waits_ms(store) == 50
        with store.lent(busy_timeout=2):      # a borrower's own wait, then the store's again
            pass
        assert _waits_ms(store) == 50
    kept = KeptStores(settings.state_db, busy_timeout=settings.state_db_busy_timeout)
    try:
        with kept.borrow() as lent:
            assert _waits_ms(lent) == 50
    finally:
        kept.close()
    # The lock held by another process: the write (and the retry's check before the model
    # call) fails as busy, a transient error the job runner retries.
    with SessionStore.open(settings) as store, LockHolder(settings.state_db):
        with pytest.raises(SearchError, match="database is locked") as failed:
            store.check_writable()
        assert failed.value.transient
