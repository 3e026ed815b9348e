"""``config.fs.guard_home``: a home a worker serves is never made again by a write below it
once it is removed (issue 27: a job in flight brought back memories/ and reverie/*.db)."""

from __future__ import annotations

import pytest

from reverie.config.errors import HomeRemoved, home_removed
from reverie.config.fs import atomic_write, ensure_private_dir, guard_home, unguard_home
from reverie.config.sqlitedb import connect


def test_a_removed_guarded_home_is_not_made_again_and_an_unguarded_one_is(tmp_path) -> None:
    home = tmp_path / "home"
    (home / "memories").mkdir(parents=True)
    guard_home(home)
    try:
        ensure_private_dir(home / "pending" / "memory")  # below a present home: made
        assert (home / "pending" / "memory").is_dir()
        (home / "memories").rmdir()
        (home / "pending" / "memory").rmdir()
        (home / "pending").rmdir()
        home.rmdir()
        with pytest.raises(HomeRemoved) as raised:
            atomic_write(home / "memories" / "MEMORY.md", "an entry")
        assert home_removed(raised.value) and str(home) in str(raised.value)
        with pytest.raises(HomeRemoved):
            connect(home / "reverie" / "journal.db")
        assert not home.exists()
    finally:
        unguard_home(home)
    ensure_private_dir(home / "memories")  # no longer served: an ordinary directory again
    assert (home / "memories").is_dir()


def test_a_home_guarded_twice_stays_guarded_until_both_let_it_go(tmp_path) -> None:
    """Two pools of one process serving one home each guard it: the first to close must not
    take the other's guard away (a set did: the home was made again under the second)."""
    home = tmp_path / "home"
    home.mkdir()
    guard_home(home)
    guard_home(home)
    try:
        unguard_home(home)                         # the first pool closes
        home.rmdir()
        with pytest.raises(HomeRemoved):
            ensure_private_dir(home / "memories")  # the second still serves it
        assert not home.exists()
    finally:
        unguard_home(home)
    ensure_private_dir(home / "memories")
    assert (home / "memories").is_dir()
