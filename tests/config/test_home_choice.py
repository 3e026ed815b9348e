"""Issue 30, item 2: a home is named right or refused.

A wrong ``--home`` or unknown ``--profile`` used to read as an empty memory (`memory show`
printed empty files, `run --once` created the directory and said "nothing to do", `queue`
showed zeros). Every command that reads a home now refuses a missing one in one line, exit
1, naming the path and how it was chosen; only `init` and `ingest` create a home.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from reverie.config.home import created_by_reverie
from reverie.worker.cli import main
from tests.bad_input_support import run_main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

#: Commands that read a home (each refused when it is missing, nothing created).
READERS = [
    ("memory", "show"), ("memory", "pending"), ("memory", "log"), ("memory", "add", "x y z"),
    ("run", "--once"), ("queue",), ("queue", "failed"), ("config", "show"),
    ("config", "set", "memory.write_approval", "true"), ("search", "rust"),
    ("review", "s1"), ("serve",), ("tool", "memory", '{"action": "add", "content": "x"}'),
]


def run_env(args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    """``reverie ARGS...`` through the console-script entry point, without a --home."""
    from click.testing import CliRunner

    runner = CliRunner(env=env)
    with runner.isolation() as (out, err, _):
        try:
            main(args)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        else:
            code = -1
        return code, out.getvalue().decode(), err.getvalue().decode()


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("args", READERS, ids=lambda a: " ".join(a[:2]))
def test_a_missing_home_is_refused_by_every_reader(tmp_path, clean_env, args):
    missing = tmp_path / "typo"
    code, out, err = run_main(missing, *args, env=clean_env)
    assert code == 1, (out, err)
    assert one_line(err) == (f"Error: No home at {missing} (chosen by --home). Check the path; "
                             "`reverie init` creates it (so does `reverie ingest FILE`).")
    assert not missing.exists()


@pytest.mark.parametrize("variable", ["REVERIE_HOME", "HERMES_HOME"])
def test_the_refusal_says_which_variable_chose_the_home(tmp_path, clean_env, variable):
    missing = tmp_path / "from-env"
    code, _, err = run_env(["memory", "pending"], {**clean_env, variable: str(missing)})
    assert code == 1 and f"No home at {missing} (chosen by {variable})" in one_line(err)


def test_the_default_home_is_named_as_the_default(tmp_path, clean_env):
    code, _, err = run_env(["run", "--once"], clean_env)   # HOME is tmp: no ~/.hermes
    expected = Path(clean_env["HOME"]) / ".hermes"
    assert code == 1
    assert f"No home at {expected} (chosen by the default ~/.hermes)" in one_line(err)
    assert not expected.exists()


def test_an_unknown_profile_is_refused_with_the_profiles_there_are(home, clean_env):
    for name in ("work", "personal"):
        (home / "profiles" / name).mkdir(parents=True)
    code, _, err = run_main(home, "--profile", "wrok", "memory", "show", env=clean_env)
    assert code == 1
    assert one_line(err) == (f"Error: No profile 'wrok' in the home {home} (chosen by --home); "
                             "its profiles are personal, work. `reverie --profile wrok init` "
                             "creates it.")
    code, _, err = run_env(["queue"], {**clean_env, "REVERIE_HOME": str(home),
                                       "REVERIE_PROFILE": "none"})
    assert code == 1 and "(chosen by REVERIE_HOME)" in one_line(err)
    assert not (home / "profiles" / "wrok").exists() and not (home / "profiles" / "none").exists()


def test_a_home_without_profiles_says_so(home, clean_env):
    code, _, err = run_main(home, "--profile", "work", "queue", env=clean_env)
    assert code == 1 and "it has no profiles" in one_line(err)


def test_init_creates_a_home_and_marks_it_as_reverie_made(tmp_path, clean_env):
    new = tmp_path / "new"
    code, out, err = run_main(new, "init", env=clean_env)
    assert code == 0, err
    assert out.strip() == (f"Created the home {new} (chosen by --home). Next: `reverie ingest "
                           "FILE`, then `reverie run --once`.")
    assert new.is_dir() and (new.stat().st_mode & 0o777) == 0o700 and created_by_reverie(new)
    code, out, _ = run_main(new, "init", "--json", env=clean_env)
    assert code == 0 and json.loads(out)["created"] is False
    code, out, err = run_main(new, "memory", "show", env=clean_env)   # now a home
    assert code == 0, err


def test_init_of_an_existing_empty_directory_says_it_marked_it(tmp_path, clean_env):
    """tester26: init on an existing empty directory wrote the created-by-reverie mark and
    said "already exists; nothing changed"."""
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run_main(empty, "init", env=clean_env)
    assert code == 0, err
    assert created_by_reverie(empty)
    assert "nothing changed" not in out and "marked it as made by Reverie" in out, out
    code, out, _ = run_main(empty, "init", "--json", env=clean_env)   # the second time: nothing
    assert code == 0 and json.loads(out)["created"] is False and json.loads(out)["marked"] is False


def test_init_of_a_profile(home, clean_env):
    code, _, err = run_main(home, "--profile", "work", "init", env=clean_env)
    assert code == 0, err
    assert (home / "profiles" / "work").is_dir()
    assert run_main(home, "--profile", "work", "memory", "pending", env=clean_env)[0] == 0


def test_ingest_creates_the_home(tmp_path, clean_env):
    new = tmp_path / "deep" / "new"
    code, out, err = run_main(new, "ingest", str(EXAMPLES / "sessions.jsonl"), env=clean_env)
    assert code == 0, err
    assert created_by_reverie(new) and (new / "state.db").exists()


def test_a_refused_ingest_creates_no_home(tmp_path, clean_env):
    """session 33, tester25: an ingest refused for its file (not JSONL, a bad line, no such
    file) still created the home it was pointed at, state.db and all, so a typo'd --home
    was left behind. The file is checked before the home is made."""
    new = tmp_path / "typo" / "home"
    database = tmp_path / "state.db"
    sqlite3.connect(database).execute("CREATE TABLE t (x)").connection.close()
    bad_line = tmp_path / "bad.jsonl"
    bad_line.write_text('{"session_id": "s1", "role": "user", "content": "hi"}\n{nope\n')
    for file in (database, bad_line, tmp_path / "missing.jsonl"):
        code, out, err = run_main(new, "ingest", str(file), env=clean_env)
        assert code == 1 and err.startswith("Error: ") and len(err.strip().splitlines()) == 1
        assert not (tmp_path / "typo").exists(), file
    code, out, err = run_main(new, "ingest", str(EXAMPLES / "sessions.jsonl"), env=clean_env)
    assert code == 0 and created_by_reverie(new), err


def test_a_hermes_home_is_never_marked_as_reverie_made(home, clean_env):
    """An existing, non-empty home belongs to someone (Hermes): neither init nor ingest
    claims it, so doctor keeps checking it as a Hermes home."""
    (home / "config.yaml").write_text("memory: {nudge_interval: 0}\n")
    assert run_main(home, "init", env=clean_env)[0] == 0
    assert run_main(home, "ingest", str(EXAMPLES / "sessions.jsonl"), env=clean_env)[0] == 0
    assert not created_by_reverie(home)


def test_tools_schema_needs_no_home(tmp_path, clean_env):
    code, out, err = run_main(tmp_path / "none", "tools", "schema", env=clean_env)
    assert code == 0 and json.loads(out), err
