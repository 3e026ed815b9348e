"""Issue 19, item 8: what `reverie doctor` missed, and that it wrote into the home.

Permission cases run as ``nobody`` in a forked child when the suite runs as root (CI does),
since root reads files whatever their mode (tests/forked.py)."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest
import yaml

from reverie.jobs.ledger import JobLedger
from reverie.memory.journal import Journal
from reverie.search_index import SessionStore
from reverie.worker.doctor import diagnose
from tests.bad_input_support import run_main
from tests.conftest import make_settings
from tests.forked import in_child

HEALTHY = {
    "memory": {"nudge_interval": 0},
    "auxiliary": {"background_review": {"provider": "heuristic"},
                  "session_search": {"provider": "heuristic"}},
}


def healthy(home: Path, env: dict[str, str]) -> None:
    (home / "config.yaml").write_text(yaml.safe_dump(HEALTHY), encoding="utf-8")
    (home / "config.yaml").chmod(0o600)
    ledger = JobLedger(make_settings(home, env))
    ledger.beat("scheduler", f"{socket.gethostname()}:{os.getpid()}:test", "leader")
    ledger.close()


def findings(home: Path, env: dict[str, str]) -> dict[str, str]:
    return {f.check: f.message for f in diagnose(home, environ=env).findings}


def tree(home: Path) -> set[str]:
    return {str(p.relative_to(home)) for p in home.rglob("*")}


def test_doctor_leaves_no_wal_or_shm_files_in_the_home(home, clean_env):
    healthy(home, clean_env)
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "hello", source="cli")
    with Journal(settings) as journal:
        journal.log(limit=1)
    before = tree(home)
    assert not any(name.endswith(("-wal", "-shm")) for name in before)
    assert findings(home, clean_env) == {}
    assert tree(home) == before


def test_a_home_that_does_not_exist_is_the_one_finding(tmp_path, clean_env):
    missing = tmp_path / "typo"
    code, out, err = run_main(missing, "doctor", env=clean_env)
    assert code == 1
    [line] = out.strip().splitlines()
    assert line.startswith("home: ") and f"No home at {missing} (chosen by --home)" in line
    assert not missing.exists()


@pytest.mark.parametrize("profile", ["work/../../etc", "p" * 5_000])
def test_a_profile_that_can_be_no_profile_is_the_home_finding(home, clean_env, profile):
    """Not "config: config.yaml does not load": no config.yaml was read, the name was
    refused (a 5,000-character one named by its start and length, as elsewhere)."""
    code, out, err = run_main(home, "--profile", profile, "doctor", env=clean_env)
    assert code == 1, err
    [line] = out.strip().splitlines()
    assert line.startswith("home: Invalid profile name '"), line[:200]
    assert "config.yaml" not in line and len(line) < 400, line[:500]


def test_a_symlinked_user_md_is_reported(home, clean_env, tmp_path):
    healthy(home, clean_env)
    elsewhere = tmp_path / "dotfiles" / "USER.md"
    elsewhere.parent.mkdir()
    elsewhere.write_text("User prefers metric units.", encoding="utf-8")
    (home / "memories").mkdir()
    (home / "memories" / "USER.md").symlink_to(elsewhere)
    found = findings(home, clean_env)
    assert set(found) == {"memory_files"}
    assert "USER.md is a symbolic link" in found["memory_files"]
    assert "every write refuses" in found["memory_files"]


def test_huge_and_binary_memory_files_are_reported(home, clean_env):
    healthy(home, clean_env)
    (home / "memories").mkdir()
    with open(home / "memories" / "MEMORY.md", "wb") as handle:
        handle.truncate(200 * 1024 * 1024)           # 200 MB (sparse): read 64 KB of it only
    (home / "memories" / "USER.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff")
    for path in (home / "memories").iterdir():
        path.chmod(0o600)
    found = findings(home, clean_env)
    assert set(found) == {"memory_files"}
    assert "MEMORY.md is larger than 65,536 bytes" in found["memory_files"]
    assert "USER.md is not UTF-8 text" in found["memory_files"]


def test_corrupt_pending_records_are_reported(home, clean_env):
    healthy(home, clean_env)
    pending = home / "pending" / "memory"
    pending.mkdir(parents=True)
    (pending / "0badc0de.json").write_text("{not json", encoding="utf-8")
    (pending / "0badc0de.json").chmod(0o600)
    found = findings(home, clean_env)
    assert set(found) == {"pending"}
    assert "1 pending record(s)" in found["pending"] and "0badc0de.json" in found["pending"]


def test_a_damaged_journal_db_is_reported_as_itself(home, clean_env):
    healthy(home, clean_env)
    journal_db = home / "reverie" / "journal.db"
    journal_db.write_bytes(b"this is not a database" * 100)
    found = findings(home, clean_env)
    assert set(found) == {"journal_db"}, found
    assert "journal.db" in found["journal_db"] and "not a database" in found["journal_db"]


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_queue_db_is_a_queue_finding(home, clean_env, damage):
    """tester9: doctor said "No problems found" for a home whose queue.db was not a
    database (or cut short), while every `run --once` there failed on it."""
    from reverie.jobs.queue import make_huey

    healthy(home, clean_env)
    settings = make_settings(home, clean_env)
    h = make_huey(settings)
    h.storage.sql("select 1 from kv limit 1", results=True)
    h.storage.close()
    queue_db = home / "reverie" / "queue.db"
    assert findings(home, clean_env) == {}
    if damage == "garbage":
        queue_db.write_bytes(b"this is not a database" * 100)
    else:
        queue_db.write_bytes(queue_db.read_bytes()[:4096])
    found = findings(home, clean_env)
    assert set(found) == {"queue"}, found
    assert str(queue_db) in found["queue"] and "move it aside" in found["queue"].lower()


@pytest.fixture
def shared_home(home, clean_env):
    """A healthy home with both memory files, and what ``diagnose`` is given."""
    healthy(home, clean_env)
    (home / "memories").mkdir()
    for name, text in (("MEMORY.md", "A note."), ("USER.md", "User likes tea.")):
        (home / "memories" / name).write_text(text, encoding="utf-8")
        (home / "memories" / name).chmod(0o600)
    return home, clean_env


def diagnose_as_a_user(home: Path, env: dict[str, str]) -> dict[str, str]:
    """``diagnose`` in a child subject to file modes (tests/forked.py)."""
    return in_child(lambda: {f.check: f.message for f in diagnose(home, environ=env).findings},
                    file_modes=True)


def test_an_unreadable_user_md_is_reported(shared_home):
    home, env = shared_home
    assert diagnose_as_a_user(home, env) == {}
    (home / "memories" / "USER.md").chmod(0)
    found = diagnose_as_a_user(home, env)
    assert set(found) == {"memory_files"}
    assert "USER.md cannot be read (Permission denied)" in found["memory_files"]


def test_an_unreadable_memories_dir_is_reported(shared_home):
    home, env = shared_home
    (home / "memories").chmod(0)
    found = diagnose_as_a_user(home, env)
    assert set(found) == {"memory_files"}
    assert "memories directory" in found["memory_files"] and "cannot be read" in found["memory_files"]


def test_an_unreadable_journal_db_is_reported_as_itself(shared_home):
    home, env = shared_home
    (home / "reverie" / "journal.db").chmod(0)
    found = diagnose_as_a_user(home, env)
    assert set(found) == {"journal_db"}, found
    assert "journal.db" in found["journal_db"]


def test_json_output_lists_the_new_checks(home, clean_env):
    healthy(home, clean_env)
    code, out, _ = run_main(home, "doctor", "--json", env=clean_env)
    data = json.loads(out)
    assert code == 0 and {"home", "journal_db", "memory_files", "pending"} <= set(data["checks"])


def test_an_unreadable_service_directory_is_a_finding_not_an_exception(shared_home, tmp_path):
    home, env = shared_home
    units = tmp_path / ".config" / "systemd" / "user"
    units.mkdir(parents=True)
    (tmp_path / ".config").chmod(0)              # the unit directory cannot be reached
    env = {**{k: v for k, v in env.items() if k != "XDG_CONFIG_HOME"}, "HOME": str(tmp_path)}
    found = diagnose_as_a_user(home, env)
    assert set(found) == {"service"} and "Permission denied" in found["service"]
