"""A home whose databases belong to another user (Hermes runs as one user, Reverie as
another: root's shell, a service with another User=). SQLite says "attempt to write a
readonly database"; the hint used to send the operator to the mount and the mode bits.
Run in a forked child that obeys file modes (tests/forked.py), as CI runs as root."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from reverie.config import ReverieError
from reverie.config.sqlitedb import connect, other_owner_hint
from tests.conftest import make_settings
from tests.forked import in_child

NOBODY = 65534


def give_away(path: Path) -> None:
    os.chown(path, NOBODY, NOBODY)


def test_the_owner_is_named_only_when_it_is_another_user(tmp_path: Path) -> None:
    mine = tmp_path / "mine.db"
    mine.write_bytes(b"")
    assert other_owner_hint(mine) is None
    assert other_owner_hint(tmp_path / "missing.db") is None   # the directory is mine
    if os.geteuid() != 0:
        pytest.fail("this test gives files away with chown: run it as root (CI does)")
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    give_away(theirs)
    hint = other_owner_hint(theirs / "journal.db")              # missing: its directory
    assert hint is not None and f"{theirs} belongs to nobody (uid {NOBODY})" in hint
    assert "run Reverie as nobody" in hint and "chown -R" in hint


def test_a_journal_db_of_another_user_names_its_owner(home: Path, clean_env) -> None:
    settings = make_settings(home, clean_env)
    reverie_dir = settings.reverie_dir
    reverie_dir.mkdir(mode=0o700)
    connect(settings.journal_db).close()
    for path in [reverie_dir, *reverie_dir.iterdir()]:
        give_away(path)

    def open_it() -> str:
        try:
            connect(reverie_dir / "journal.db").close()
        except ReverieError as exc:
            return f"{exc.message} | {exc.hint}"
        return "opened"

    said = in_child(open_it, file_modes=True)
    assert "Cannot open database" in said
    assert f"belongs to nobody (uid {NOBODY}), not to you" in said   # parent: "mount"
    assert "read-only for you" not in said
