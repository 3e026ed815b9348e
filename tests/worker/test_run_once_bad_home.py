"""Issue 29 item 5 (finding 6): `reverie run --once --homes` with one home whose queue.db
or journal.db is not a database reviews every other home, names the bad one and its
cause on one line, and exits 1 (a home failed) — as the long-running pool copes.

Before: "unexpected DatabaseError" and exit 1 before any home was reviewed."""

from __future__ import annotations

import pytest

from reverie.search_index import SessionStore
from tests.worker.conftest import settings_for

FACT = "Remember that the build server listens on port 8443."


def home_with_a_session(root, name: str):
    home = root / name
    home.mkdir()
    settings = settings_for(home)
    with SessionStore.open(settings) as store:
        store.append_message(f"s-{name}", "user", FACT, 1_735_689_600.0)
        store.append_message(f"s-{name}", "assistant", "Noted.", 1_735_689_605.0)
    return home, settings


@pytest.mark.parametrize("broken", ["queue.db", "journal.db"])
def test_one_corrupt_home_never_stops_the_others(tmp_path, spawn, broken):
    bad, _ = home_with_a_session(tmp_path, "bad")
    good, settings = home_with_a_session(tmp_path, "good")
    (bad / "reverie").mkdir(exist_ok=True)
    (bad / "reverie" / broken).write_bytes(b"this is not a SQLite database\n" * 200)
    proc = spawn(["run", "--once", "--homes", str(bad), str(good)], home=None)
    assert proc.wait(120) == 1, proc.output()
    out = proc.output()
    assert "unexpected" not in out
    failed = [line for line in out.splitlines() if "FAILED" in line]
    assert len(failed) == 1 and str(bad) in failed[0] and "not a database" in failed[0]
    assert f"{good}: reviewed s-good" in out
    memory = settings.memory_file("memory").read_text()
    assert "port 8443" in memory


@pytest.mark.parametrize("damage", [b"this is not a SQLite database\n" * 200, "truncated"])
def test_a_single_home_whose_queue_db_is_damaged_says_so_in_one_line(tmp_path, spawn, damage):
    """tester9: `reverie run --once` on one home whose queue.db is not a database (or was cut
    short) ended in "unexpected DatabaseError ... Re-run with --debug" — the pool's
    one-home path re-raised SQLite's own exception. It now names the file, says the queue
    holds nothing the journal does not, and how to recover; nothing stored is touched."""
    home, settings = home_with_a_session(tmp_path, "one")
    queue_db = home / "reverie" / "queue.db"
    if damage == "truncated":
        first = spawn(["run", "--once"], home=home)
        assert first.wait(120) == 0, first.output()
        queue_db.write_bytes(queue_db.read_bytes()[:4096])
    else:
        queue_db.parent.mkdir(exist_ok=True)
        queue_db.write_bytes(damage)
    memory_before = settings.memory_file("memory").read_bytes() \
        if settings.memory_file("memory").exists() else None
    proc = spawn(["run", "--once"], home=home)
    assert proc.wait(120) == 1, proc.output()
    out = proc.output()
    errors = [line for line in out.splitlines() if line.startswith("Error:")]
    assert "unexpected" not in out and "Traceback" not in out, out
    assert len(errors) == 1 and str(queue_db) in errors[0], out
    assert "move it aside" in errors[0].lower(), out
    after = settings.memory_file("memory").read_bytes() \
        if settings.memory_file("memory").exists() else None
    assert after == memory_before


def test_a_worker_on_one_home_with_a_damaged_queue_db_refuses_to_start(tmp_path, spawn):
    """tester9: the long-running worker on one home whose queue.db is not a database started
    and idled, warning at every poll. With one home there is nothing it can do: it now
    refuses at once, like `run --once`, with the file and the move-aside remedy in one line,
    and exit 1; nothing stored is touched."""
    home, settings = home_with_a_session(tmp_path, "one")
    queue_db = home / "reverie" / "queue.db"
    queue_db.parent.mkdir(exist_ok=True)
    queue_db.write_bytes(b"this is not a SQLite database\n" * 200)
    damaged = queue_db.read_bytes()
    for command in (["worker", "-w", "1"], ["run"]):
        proc = spawn(command, home=home)
        assert proc.wait(60) == 1, proc.output()
        lines = [ln for ln in proc.output().splitlines() if ln.strip()]
        assert len(lines) == 1 and lines[0].startswith("Error: "), lines
        assert str(queue_db) in lines[0] and "move it aside" in lines[0].lower(), lines[0]
        assert queue_db.read_bytes() == damaged, "the damaged file is left for the operator"
    assert not settings.memory_file("memory").exists()


def test_a_pool_worker_serves_its_other_homes_and_names_the_damaged_queue(tmp_path, spawn):
    """With many homes a damaged queue.db is one home's trouble: the worker starts, warns
    with the file and the remedy, and the other home's review still runs."""
    from tests.worker.conftest import wait_for

    bad, _ = home_with_a_session(tmp_path, "bad")
    good, settings = home_with_a_session(tmp_path, "good")
    queue_db = bad / "reverie" / "queue.db"
    queue_db.parent.mkdir(exist_ok=True)
    queue_db.write_bytes(b"this is not a SQLite database\n" * 200)
    proc = spawn(["run", "--homes", str(bad), str(good)], home=None)
    line = wait_for(lambda: next((ln for ln in proc.output().splitlines()
                                  if "cannot read the queue" in ln), None), timeout=60,
                    message="the worker's warning about its queue")
    assert str(queue_db) in line and "move it aside" in line.lower(), line
    wait_for(lambda: settings.memory_file("memory").exists()
             and "8443" in settings.memory_file("memory").read_text(), timeout=90,
             message="the good home's review")
    assert "Traceback" not in proc.output()
