"""`run --once` on a home whose model setup is wrong (no key, a key the server refuses)
ends at once and loses nothing. Before, the pool paused the home 30 s, 60, 120, 240 …
between jobs that each failed the same way (five sessions with no key: four minutes), and
every review became a dead letter that only `queue retry ID`, one at a time, took back once
the key was set. Now the first such failure defers that job and the kind's later jobs of
the run (no further model call), one WAITING line says why, the other kinds' jobs run, and
the next run with the setup fixed reviews every session. Real `reverie run --once`
processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply

from .conftest import REPO, child_env, settings_for, write_config

pytestmark = pytest.mark.slow
SESSIONS = 5


def _run_once(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), "run", "--once", *args],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=900)


def _home(tmp_path: Path, review: dict[str, object]) -> tuple[Path, dict[str, int]]:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, auxiliary={"background_review": review})
    last = {}
    with SessionStore.open(settings_for(home)) as store:
        for i in range(SESSIONS):
            store.append_message(f"s{i}", "user", f"Remember that the lab printer {i} is "
                                                  f"on floor {i + 2}.")
            last[f"s{i}"] = store.append_message(f"s{i}", "assistant", "Noted.")
    return home, last


def _states(home: Path) -> dict[str, int]:
    states: dict[str, int] = {}
    for row in JobLedger(settings_for(home)).in_states(
            ["done", "failed", "deferred", "queued", "running", "retrying"], kind="review"):
        states[row.status] = states.get(row.status, 0) + 1
    return states


def _fixed_and_run_again(home: Path, last: dict[str, int]) -> None:
    write_config(home)   # the setup fixed: the offline reviewer
    again = _run_once(home, child_env())
    assert again.returncode == 0, again.stderr
    cursors = all_cursors(settings_for(home))
    assert {s for s, n in last.items() if cursors.get(s, 0) >= n} == set(last)


def test_no_key_defers_the_reviews_in_one_line_and_the_next_run_takes_them(tmp_path):
    home, last = _home(tmp_path, {"provider": "gemini"})
    ran = _run_once(home, child_env())
    assert ran.returncode == 1, ran.stderr
    assert _states(home) == {"deferred": SESSIONS}, ran.stderr      # no dead letter
    waiting = [line for line in ran.stderr.splitlines() if line.startswith("  WAITING")]
    assert waiting == [f"  WAITING {SESSIONS} review job(s), deferred (each stays due for the "
                       "next run): The gemini provider needs an API key. Set GEMINI_API_KEY "
                       "(or auxiliary.background_review.api_key), or choose provider: "
                       "heuristic."], ran.stderr
    assert "paused" not in ran.stderr and "failed for good" not in ran.stderr
    assert f"{SESSIONS} session(s) are still due" in ran.stdout
    _fixed_and_run_again(home, last)


def test_a_refused_key_costs_one_call_and_the_next_run_takes_them(tmp_path):
    with FakeGeminiServer(expected_key="the-right-key") as server:
        server.script(*[Reply.error(401, "API key not valid")] * SESSIONS)
        home, last = _home(tmp_path, {"provider": "gemini", "base_url": server.url,
                                      "timeout": 30})
        ran = _run_once(home, child_env(GEMINI_API_KEY="a-wrong-key"), "-w", "1")
        calls = len(server.requests)
    assert ran.returncode == 1, ran.stderr
    assert calls == 1
    assert _states(home) == {"deferred": SESSIONS}, ran.stderr
    assert "refused the credentials (401)" in ran.stderr and "a-wrong-key" not in ran.stderr
    _fixed_and_run_again(home, last)
