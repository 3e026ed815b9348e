from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.config import ConfigError, UsageError, load_settings, resolve_home, set_value
from reverie.worker.cli import cli


def test_home_precedence(tmp_path: Path) -> None:
    env = {"REVERIE_HOME": "/r", "HERMES_HOME": "/h", "HOME": "/u"}
    assert resolve_home("/flag", None, env)[0] == Path("/flag")
    assert resolve_home(None, None, env)[0] == Path("/r")
    assert resolve_home(None, None, {"HERMES_HOME": "/h", "HOME": "/u"})[0] == Path("/h")
    assert resolve_home(None, None, {"HOME": "/u"})[0] == Path("/u/.hermes")


def test_profile_selects_subdirectory_and_env() -> None:
    assert resolve_home("/x", "work", {})[0] == Path("/x/profiles/work")
    assert resolve_home("/x", None, {"REVERIE_PROFILE": "p1"}) == (Path("/x/profiles/p1"), "p1")


@pytest.mark.parametrize("bad", ["..", "../etc", "a/b", "", "x" * 65, "na me", "é"])
def test_profile_names_refused(bad: str) -> None:
    with pytest.raises(UsageError, match="Invalid profile name"):
        resolve_home("/x", bad, {})


def test_defaults_without_file(home: Path) -> None:
    s = load_settings(home, environ={})
    assert s.memory.memory_char_limit == 2200
    assert s.memory.user_char_limit == 1375
    assert s.memory_notifications == "on"
    assert s.queue.backend == "sqlite"
    assert s.session_search.max_concurrency == 3
    assert s.journal_db == home / "reverie" / "journal.db"


def test_yaml_on_off_booleans_mean_modes(home: Path) -> None:
    (home / "config.yaml").write_text("display:\n  memory_notifications: off\n")
    assert load_settings(home, environ={}).memory_notifications == "off"


def test_unknown_keys_kept_and_ignored(home: Path) -> None:
    (home / "config.yaml").write_text("agent:\n  name: x\nmemory:\n  extra: 1\n  user_char_limit: 99\n")
    s = load_settings(home, environ={})
    assert s.memory.user_char_limit == 99
    assert s.raw["agent"] == {"name": "x"}


@pytest.mark.parametrize("text,key", [
    ("memory:\n  memory_char_limit: lots\n", "memory.memory_char_limit"),
    ("memory:\n  write_approval: maybe\n", "memory.write_approval"),
    ("memory: 3\n", "memory"),
    ("reverie:\n  queue:\n    backend: kafka\n", "reverie.queue.backend"),
    ("auxiliary:\n  session_search:\n    max_concurrency: 0\n", "auxiliary.session_search.max_concurrency"),
    ("display:\n  memory_notifications: loud\n", "display.memory_notifications"),
    ("auxiliary:\n  background_review:\n    api_key: [1]\n", "auxiliary.background_review.api_key"),
])
def test_bad_values_name_the_key(home: Path, text: str, key: str) -> None:
    (home / "config.yaml").write_text(text)
    with pytest.raises(ConfigError) as err:
        load_settings(home, environ={})
    assert key in str(err.value)


def test_invalid_yaml_is_a_clear_error(home: Path) -> None:
    (home / "config.yaml").write_text("memory: [unclosed\n")
    with pytest.raises(ConfigError, match="not valid YAML at line"):
        load_settings(home, environ={})


def test_set_keeps_unknown_keys_and_is_owner_only(home: Path) -> None:
    (home / "config.yaml").write_text("custom:\n  keep: me\n")
    s = load_settings(home, environ={})
    new = set_value(s, "memory.write_approval", "true")
    assert new.memory.write_approval is True
    again = load_settings(home, environ={})
    assert again.raw["custom"] == {"keep": "me"}
    assert again.memory.write_approval is True
    assert stat.S_IMODE(os.stat(home / "config.yaml").st_mode) == 0o600


def test_set_invalid_value_leaves_file_untouched(home: Path) -> None:
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 500\n")
    before = (home / "config.yaml").read_bytes()
    with pytest.raises(ConfigError, match="memory.memory_char_limit"):
        set_value(load_settings(home, environ={}), "memory.memory_char_limit", "-4")
    assert (home / "config.yaml").read_bytes() == before


def test_cli_show_redacts_keys(home: Path) -> None:
    (home / "config.yaml").write_text("auxiliary:\n  background_review:\n    api_key: sk-secret-123456\n")
    result = CliRunner().invoke(cli, ["--home", str(home), "config", "show", "--json"])
    assert result.exit_code == 0, result.output
    assert "sk-secret-123456" not in result.output
    assert '"api_key": "***"' in result.output
    result = CliRunner().invoke(cli, ["--home", str(home), "config", "get",
                                      "auxiliary.background_review.api_key"])
    assert "sk-secret-123456" not in result.output


def test_cli_get_set_roundtrip_and_errors(home: Path) -> None:
    runner = CliRunner()
    r = runner.invoke(cli, ["--home", str(home), "config", "set", "memory.nudge_interval", "5"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(cli, ["--home", str(home), "config", "get", "memory.nudge_interval"])
    assert r.output.strip() == "5"
    r = runner.invoke(cli, ["--home", str(home), "config", "get", "memory.nope"])
    assert r.exit_code == 1


def test_main_exit_codes(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from reverie.worker.cli import main

    with pytest.raises(SystemExit) as e:
        main(["--home", str(home), "config", "set", "memory.memory_char_limit", "x"])
    assert e.value.code == 1
    assert "memory.memory_char_limit" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["--home", str(home), "--profile", "../etc", "config", "show"])
    assert e.value.code == 2
    with pytest.raises(SystemExit) as e:
        main(["--home", str(home), "config", "frobnicate"])
    assert e.value.code == 2


def test_queue_knobs_defaults_and_profile_queue_name(home: Path) -> None:
    q = load_settings(home, environ={}).queue
    assert (q.name, q.retries, q.retry_delay, q.lease_seconds, q.shutdown_timeout,
            q.leader_ttl) == ("reverie", 3, 15.0, 60.0, 30.0, 10.0)
    # Profiles sharing one Redis database must not share a queue.
    assert load_settings(home, "work", environ={}).queue.name == "reverie-work"
    (home / "config.yaml").write_text(
        "reverie:\n  queue:\n    name: team_a-1\n    retries: 0\n    retry_delay: 0.5\n")
    q = load_settings(home, environ={}).queue
    assert (q.name, q.retries, q.retry_delay) == ("team_a-1", 0, 0.5)


@pytest.mark.parametrize("key,value", [
    ("name", "'../x'"), ("name", "'a b'"), ("name", "'" + "n" * 65 + "'"), ("name", "[1]"),
    ("retries", "-1"), ("retries", "1.5"), ("retries", "true"), ("retries", "21"),
    ("retry_delay", "soon"), ("retry_delay", "-0.1"), ("retry_delay", ".nan"),
    ("retry_delay", "7200"), ("lease_seconds", "0.5"), ("lease_seconds", ".inf"),
    ("shutdown_timeout", "-1"), ("leader_ttl", "0.1"), ("leader_ttl", "null"),
])
def test_bad_queue_knobs_name_the_key(home: Path, key: str, value: str) -> None:
    (home / "config.yaml").write_text(f"reverie:\n  queue:\n    {key}: {value}\n")
    with pytest.raises(ConfigError) as err:
        load_settings(home, environ={})
    assert f"reverie.queue.{key}" in str(err.value)
    assert "\n" not in str(err.value)


def test_set_bad_queue_knob_is_refused_and_file_untouched(home: Path) -> None:
    (home / "config.yaml").write_text("reverie:\n  queue:\n    retries: 2\n")
    before = (home / "config.yaml").read_bytes()
    with pytest.raises(ConfigError, match=r"reverie\.queue\.leader_ttl"):
        set_value(load_settings(home, environ={}), "reverie.queue.leader_ttl", "0")
    assert (home / "config.yaml").read_bytes() == before
    new = set_value(load_settings(home, environ={}), "reverie.queue.leader_ttl", "4")
    assert new.queue.leader_ttl == 4.0 and new.queue.retries == 2


def test_private_dirs_for_every_missing_parent(tmp_path: Path) -> None:
    from reverie.config.fs import ensure_private_dir

    old = os.umask(0o022)
    try:
        leaf = ensure_private_dir(tmp_path / "home" / "profiles" / "work" / "memories")
    finally:
        os.umask(old)
    for d in (tmp_path / "home", tmp_path / "home" / "profiles", tmp_path / "home" / "profiles" / "work", leaf):
        assert stat.S_IMODE(os.stat(d).st_mode) == 0o700, d


def test_redis_password_redacted(home: Path) -> None:
    from reverie.config import redact

    (home / "config.yaml").write_text(
        "reverie:\n  queue:\n    redis_url: 'redis://:hunter2secret@10.0.0.5:6379/0'\n")
    result = CliRunner().invoke(cli, ["--home", str(home), "config", "show", "--json"])
    assert result.exit_code == 0, result.output
    assert "hunter2secret" not in result.output
    assert "redis://:***@10.0.0.5:6379/0" in result.output
    assert redact({"u": "redis://user:pw@h/0"}) == {"u": "redis://user:***@h/0"}
    assert redact({"u": "redis://h:6379/0"}) == {"u": "redis://h:6379/0"}


def test_migrations_run_once_and_fast_path_takes_no_write_lock(tmp_path: Path) -> None:
    import sqlite3

    from reverie.config.sqlitedb import Migration, connect, migrate

    migrations = [Migration(1, "t", "CREATE TABLE t (x INTEGER);")]
    conn = connect(tmp_path / "j.db")
    assert migrate(conn, "c", migrations) == ["t"]
    assert migrate(conn, "c", migrations) == []
    # another connection holds the write lock: the fast path must not wait for it
    other = connect(tmp_path / "j.db")
    other.execute("BEGIN IMMEDIATE")
    conn.execute("PRAGMA busy_timeout=50")
    assert migrate(conn, "c", migrations) == []
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, "c", [*migrations, Migration(2, "u", "CREATE TABLE u (y);")])
    other.execute("ROLLBACK")
    assert migrate(conn, "c", [*migrations, Migration(2, "u", "CREATE TABLE u (y);")]) == ["u"]


@pytest.mark.parametrize(("text", "expected"), [
    ("GET https://gw/v1?key=abc123&x=1 failed", "GET https://gw/v1?key=***&x=1 failed"),
    ("https://gw/v1?x=1&access_token=t0k&sig=s1", "https://gw/v1?x=1&access_token=***&sig=***"),
    ("https://gw/v1?API_KEY=Z", "https://gw/v1?API_KEY=***"),
    ("redis://:pw@h:6379/0?password=pw2", "redis://:***@h:6379/0?password=***"),
    ("https://gw/p?mail=a@b.com&page=2", "https://gw/p?mail=a@b.com&page=2"),
])
def test_redact_url_hides_query_string_secrets(text, expected):
    from reverie.config.settings import redact_url

    assert redact_url(text) == expected


@pytest.mark.parametrize("lock", ["BEGIN IMMEDIATE", "BEGIN EXCLUSIVE"])
def test_opening_a_database_another_process_is_writing_waits_instead_of_failing(tmp_path, lock):
    """Issue 14 item 3: SQLite returns "database is locked" at once, without waiting, when a
    database is switched to WAL while another process writes (the journal.db flake of
    tests/worker/test_now.py). Opening and migrating retry a busy database with backoff."""
    import subprocess
    import sys

    from reverie.config import StagingError
    from reverie.config.database import Database
    from reverie.memory.journal import COMPONENT, MIGRATIONS

    path = tmp_path / "journal.db"
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sqlite3, sys, time\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('CREATE TABLE other (x)')\n"
        f"c.execute('{lock}')\n"
        "c.execute('INSERT INTO other VALUES (1)')\n"
        "print('locked', flush=True)\n"
        "time.sleep(0.4)\n"
        "c.execute('COMMIT')\n"), str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        db = Database(path, component=COMPONENT, migrations=MIGRATIONS, error=StagingError,
                      label="the memory journal")
        with db.read() as conn:  # opened (and migrated) while the other process wrote
            mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    finally:
        assert holder.wait(timeout=30) == 0
    assert mode == "wal"
    db.close()


def test_a_database_that_stays_busy_is_a_transient_error(tmp_path, monkeypatch):
    import sqlite3

    from reverie.config import sqlitedb
    from reverie.config.errors import QueueError

    monkeypatch.setattr(sqlitedb, "OPEN_RETRY_SECONDS", 0.2)
    path = tmp_path / "q.db"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("CREATE TABLE other (x)")
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(QueueError) as info:
            sqlitedb.connect(path, error=QueueError)
    finally:
        holder.execute("ROLLBACK")
    assert info.value.transient and "locked" in str(info.value)


def test_failure_hints_name_a_full_disk_and_a_read_only_file(tmp_path):
    """Issue 14 item 8: real SQLite errors for a full disk and a read-only database get
    their own hint, not "check that the file is a SQLite database"."""
    import sqlite3

    from reverie.config.sqlitedb import failure_hint

    path = tmp_path / "x.db"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE t (x)")
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")  # the file cannot grow: a full disk
    with pytest.raises(sqlite3.Error) as full:
        conn.execute("INSERT INTO t VALUES (?)", ("x" * 100_000,))
    conn.close()
    readonly = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.Error) as ro:
        readonly.execute("INSERT INTO t VALUES (1)")
    readonly.close()
    assert "disk is full" in failure_hint(full.value)
    assert "read-only" in failure_hint(ro.value)
    for exc in (full.value, ro.value):
        assert "SQLite database" not in failure_hint(exc)
    assert "SQLite database" in failure_hint(sqlite3.DatabaseError("file is not a database"))
