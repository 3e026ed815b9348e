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

from .conftest import (
    REPO,
    child_env,
    main_here,
    quiet_sessions_home,
    settings_for,
    write_config,
)

pytestmark = pytest.mark.slow
SESSIONS = 5


def _run_once(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), "run", "--once", *args],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=900)


def _home(tmp_path: Path, review: dict[str, object],
          summary: dict[str, object] | None = None) -> tuple[Path, dict[str, int]]:
    return quiet_sessions_home(tmp_path, review, summary, sessions=SESSIONS)


def _states(home: Path, kind: str = "review") -> dict[str, int]:
    states: dict[str, int] = {}
    for row in JobLedger(settings_for(home)).in_states(
            ["done", "failed", "deferred", "queued", "running", "retrying"], kind=kind):
        states[row.status] = states.get(row.status, 0) + 1
    return states


def _doctor_jobs(home: Path, env: dict[str, str]) -> list[str]:
    """Doctor's `jobs` lines: the deferred jobs are no dead letters, and doctor said "No
    problems found" after a run a refused key had deferred whole."""
    _, out, _ = main_here(env, "--home", str(home), "doctor")
    return [line for line in out.splitlines() if line.startswith("jobs:")]


def _fixed_and_run_again(home: Path, last: dict[str, int]) -> None:
    write_config(home)   # the setup fixed: the offline reviewer
    again = _run_once(home, child_env())
    assert again.returncode == 0, again.stderr
    cursors = all_cursors(settings_for(home))
    assert {s for s, n in last.items() if cursors.get(s, 0) >= n} == set(last)
    assert _doctor_jobs(home, child_env()) == []


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
    (jobs,) = _doctor_jobs(home, child_env())
    assert f"wait for the model setup ({SESSIONS} review job(s): The gemini" in jobs
    _fixed_and_run_again(home, last)


def test_a_refused_key_costs_one_call_a_kind_and_the_next_run_takes_them(tmp_path):
    """The summaries too: a summary falls back to a preview when its model fails, which was
    retried as a transient error 15, 30, 60 s later (two minutes for a refused key)."""
    with FakeGeminiServer(expected_key="the-right-key") as server:
        server.script(*[Reply.error(401, "API key not valid")] * (2 * SESSIONS))
        model = {"provider": "gemini", "base_url": server.url, "timeout": 30}
        home, last = _home(tmp_path, model, model)
        env = child_env(GEMINI_API_KEY="a-wrong-key")
        ran = _run_once(home, env, "-w", "1")
        calls = len(server.requests)
    assert ran.returncode == 1, ran.stderr
    assert calls == 2                                       # one review, one summary
    assert _states(home) == {"deferred": SESSIONS}, ran.stderr
    assert _states(home, "summary") == {"deferred": SESSIONS}, ran.stderr
    assert "refused the credentials (401)" in ran.stderr and "a-wrong-key" not in ran.stderr
    (jobs,) = _doctor_jobs(home, env)
    assert f"{SESSIONS} review job(s): Gemini refused the credentials (401)" in jobs
    assert f"{SESSIONS} summary job(s): Summary fell back to a preview: Gemini refused" in jobs
    _fixed_and_run_again(home, last)


def test_a_rebuilt_runtime_knows_the_setup_failed(home: Path) -> None:
    """review24 R20: a pool evicts a home's runtime and rebuilds it (a new context, the
    run's log kept by the pool); what this run learned of the setup must survive that, or
    each rebuild pays one more failed call. Two contexts on one log: the runtime, its
    rebuild."""
    from reverie.config import PermanentProviderError
    from reverie.jobs.queue import make_huey
    from reverie.jobs.tasks import enqueue, register

    calls: list[str] = []

    def engine(kind, sid, call):
        calls.append(sid)
        failed = PermanentProviderError("Gemini refused the credentials (401).")
        failed.about_setup = True
        raise failed

    write_config(home)
    settings = settings_for(home)
    with SessionStore.open(settings) as store:
        for sid in ("s1", "s2"):
            store.append_message(sid, "user", f"The spare key of {sid} is in the drawer.")
    run_log: list[dict[str, object]] = []
    for sid in ("s1", "s2"):                 # the runtime, then its rebuild
        tasks = register(make_huey(settings), settings, engine=engine)
        tasks.context.staged_log = run_log
        enqueue(tasks, "review", sid, reason="test")
        tasks.huey.execute(tasks.huey.dequeue())
    assert calls == ["s1"]
    assert _states(home) == {"deferred": 2}
