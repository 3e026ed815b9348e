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


def test_the_owner_is_named_only_when_it_refuses_this_user(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.fail("this test gives files away with chown: run it as root (CI does)")
    mine = tmp_path / "mine.db"
    mine.write_bytes(b"")
    theirs = tmp_path / "theirs"
    theirs.mkdir(mode=0o700)
    give_away(theirs)
    open_to_all = tmp_path / "open"
    open_to_all.mkdir(mode=0o777)
    open_to_all.chmod(0o777)
    give_away(open_to_all)

    def hints() -> list[str | None]:
        return [other_owner_hint(p) for p in (mine, tmp_path / "missing.db",
                                              theirs / "journal.db", open_to_all / "x.db")]

    assert hints() == [None] * 4            # root itself: no owner refuses it (R2)
    ours, missing, refused, writable = in_child(hints, file_modes=True)
    assert ours is None and missing is None and writable is None
    assert refused is not None and f"{theirs} belongs to nobody (uid {NOBODY})" in refused
    assert "run Reverie as nobody" in refused and "chown -R" in refused


def test_a_damaged_database_of_another_user_is_told_damaged(tmp_path: Path) -> None:
    bad = tmp_path / "journal.db"
    bad.write_bytes(b"not a database at all" * 100)
    bad.chmod(0o666)
    give_away(bad)

    def open_it() -> str:
        try:
            connect(bad).close()
        except ReverieError as exc:
            return f"{exc.message} | {exc.hint}"
        return "opened"

    said = in_child(open_it, file_modes=True)
    assert "is a SQLite database" in said and "belongs to" not in said


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
