"""A new user's first `reverie ingest` and `reverie run --once`, with a file whose lines
carry no time (the ingest time then: a conversation of just now). Nothing is due yet —
a session is reviewed once it has `nudge_interval` new user turns or its oldest new turn
is `idle_summary_minutes` old — and the run said only "finished: nothing to do", so the
README's "learn from them" looked broken. Now the run says why, when the first session
becomes due, and how to review one now. Real `reverie run --once` processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO, child_env, main_here

pytestmark = pytest.mark.slow


def _reverie(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), *args],
                          capture_output=True, text=True, env=child_env(), cwd=REPO,
                          timeout=300)


def test_a_run_with_nothing_due_yet_says_why_and_how_to_review_now(tmp_path: Path) -> None:
    home = tmp_path / "fresh"
    lines = [{"session_id": "kayak", "role": "user",
              "content": "Remember that my kayak is stored at the boathouse on Pier 4."},
             {"session_id": "kayak", "role": "assistant", "content": "Noted."}]
    sessions = tmp_path / "sessions.jsonl"
    sessions.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    code, _, err = main_here(child_env(), "--home", str(home), "ingest", str(sessions))
    assert code == 0, err

    ran = _reverie(home, "run", "--once")
    assert ran.returncode == 0, ran.stderr
    out = ran.stdout.splitlines()
    assert out[0] == "Enqueued 0 job(s); finished: nothing to do."
    assert len(out) == 2, ran.stdout
    assert out[1].startswith("1 session(s) have turns not reviewed yet, none due: a session is"
                             " reviewed once it has 10 new user turns"), out[1]
    assert "or its oldest new turn is 30 min old" in out[1]
    assert "the first is due in 30 min" in out[1]
    assert out[1].endswith("`reverie review --now SESSION` reviews one now."), out[1]

    reviewed = _reverie(home, "review", "--now", "kayak")
    assert reviewed.returncode == 0, reviewed.stderr
    code, shown, _ = main_here(child_env(), "--home", str(home), "memory", "show")
    assert "boathouse on Pier 4" in shown
