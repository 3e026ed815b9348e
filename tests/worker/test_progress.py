"""Issue 30, item 6: long work shows a progress bar on a terminal and nothing elsewhere.

Real `reverie` processes: one whose stdout and stderr are a pseudo-terminal (what a user's
shell gives it), one writing into pipes, and one asked for --json on the terminal.
"""

from __future__ import annotations

import json
import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.worker.conftest import child_env

CLI = [sys.executable, "-c", "from reverie.worker.cli import main; main()"]


def on_terminal(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run ``reverie ARGS`` with a pseudo-terminal as stdout and stderr: (exit, output)."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([*CLI, *args], stdin=subprocess.DEVNULL, stdout=follower,
                            stderr=follower, env={**env, "TERM": "xterm", "COLUMNS": "100"})
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:   # EIO: the process closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(leader)
    return proc.wait(timeout=600), b"".join(chunks).decode("utf-8", "replace")


def write_sessions(path: Path, lines: int) -> Path:
    with path.open("w", encoding="utf-8") as f:
        for i in range(lines):
            f.write(json.dumps({"session_id": f"s{i % 50}", "role": "user",
                                "content": f"line {i} of a long import",
                                "timestamp": 1_735_689_600 + i}) + "\n")
    return path


@pytest.mark.slow
def test_a_long_ingest_shows_a_bar_on_a_terminal_only(tmp_path):
    source = write_sessions(tmp_path / "long.jsonl", 1_001)
    env = child_env()
    code, shown = on_terminal(["--home", str(tmp_path / "tty"), "ingest", str(source)], env)
    assert code == 0, shown
    assert "ingesting lines" in shown and "1001/1001" in shown, shown[-2000:]
    assert "Ingested 1001 message(s) in 50 session(s)" in shown

    piped = subprocess.run([*CLI, "--home", str(tmp_path / "pipe"), "ingest", str(source)],
                           capture_output=True, text=True, env=env, timeout=600)
    assert piped.returncode == 0 and piped.stderr == "", piped.stderr
    assert piped.stdout.startswith("Ingested 1001 message(s)")

    code, shown = on_terminal(["--home", str(tmp_path / "json"), "ingest", "--json",
                               str(source)], env)
    assert code == 0 and "ingesting lines" not in shown
    assert json.loads(shown)["added"] == 1001


def test_a_short_ingest_shows_no_bar_even_on_a_terminal(tmp_path):
    source = write_sessions(tmp_path / "short.jsonl", 20)
    code, shown = on_terminal(["--home", str(tmp_path / "h"), "ingest", str(source)],
                              child_env())
    assert code == 0 and "ingesting lines" not in shown, shown


@pytest.mark.slow
def test_a_long_run_shows_a_bar_on_a_terminal_only(tmp_path):
    from reverie.search_index import SessionStore
    from tests.worker.conftest import settings_for, write_config

    homes = []
    for name in ("tty", "json"):
        home = tmp_path / name
        home.mkdir()
        write_config(home)                      # the offline reviewer, a review every turn
        with SessionStore.open(settings_for(home)) as store:
            for i in range(55):
                store.append_message(f"s{i}", "user", f"Remember that box {i} runs Debian.")
        homes.append(home)
    code, shown = on_terminal(["--home", str(homes[0]), "run", "--once"], child_env())
    assert code == 0, shown
    assert "running jobs" in shown and "/55" in shown, shown[-2000:]
    assert re.search(r"finished: \d+ done", shown), shown[-2000:]
    code, shown = on_terminal(["--home", str(homes[1]), "run", "--once", "--json"],
                              child_env())
    assert code == 0 and "running jobs" not in shown
    assert json.loads(shown)["left"] == 0


ENVIRONS = [{}, {"TTY_COMPATIBLE": ""}, {"TTY_COMPATIBLE": "0"}, {"TTY_COMPATIBLE": "1"},
            {"TTY_COMPATIBLE": "yes"}, {"FORCE_COLOR": ""}, {"FORCE_COLOR": "1"},
            {"TTY_COMPATIBLE": "0", "FORCE_COLOR": "1"}, {"TERM": "dumb"}, {"NO_COLOR": "1"}]


@pytest.mark.parametrize("environ", ENVIRONS, ids=lambda e: ",".join(f"{k}={v}" for k, v in e.items()) or "none")
def test_no_terminal_is_said_only_where_rich_says_none(environ, tmp_path):
    # A process's start (issue 27): a bar ruled out without rich must be one rich rules out
    from rich.console import Console

    from reverie.worker.cli.progress import may_be_a_terminal

    leader, follower = pty.openpty()
    read_end, write_end = os.pipe()
    closed = open(tmp_path / "closed.txt", "w")  # noqa: SIM115 - closed below, on purpose
    closed.close()
    with os.fdopen(follower, "w") as on_tty, os.fdopen(write_end, "w") as on_pipe, \
            open(tmp_path / "log.txt", "w") as on_file:
        streams = {"tty": on_tty, "pipe": on_pipe, "file": on_file, "closed": closed}
        for name, stream in streams.items():
            rich_says = Console(file=stream, _environ=environ).is_terminal
            if not may_be_a_terminal(environ, stream):
                assert rich_says is False, (name, environ)
        # and it is not always "maybe": a pipe or a file with no override is ruled out
        if "FORCE_COLOR" not in environ and environ.get("TTY_COMPATIBLE") != "1":
            assert not may_be_a_terminal(environ, on_pipe)
            assert not may_be_a_terminal(environ, on_file)
        assert may_be_a_terminal(environ, on_tty)
    os.close(leader)
    os.close(read_end)


PIPED = """
import json, sys
from reverie.worker.cli.progress import ProgressBar
with ProgressBar("work", threshold=5) as bar:
    for done in range(10):
        bar.update(done, 10)
print(json.dumps({"rich": "rich" in sys.modules, "enabled": bar.enabled}))
"""


def test_work_with_stderr_in_a_pipe_never_imports_rich():
    env = {k: v for k, v in child_env().items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    done = subprocess.run([sys.executable, "-c", PIPED], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert json.loads(done.stdout) == {"rich": False, "enabled": False}
