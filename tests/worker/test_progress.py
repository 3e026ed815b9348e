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
