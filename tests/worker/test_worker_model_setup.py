"""A long-running worker on a home whose model setup is wrong (here: no key) loses nothing.

Before, the pool paused the home after the first job's failure, and that job — then one
more at the end of each pause — became a dead letter: parked until an operator ran `queue
retry`, even after the key was set. Now the job waits behind the pause (``retrying``, its
ledger error starting ``model setup: ``, as a ``run --once`` defers it), doctor names it,
and once the setup is fixed in config.yaml the pause ends and every session is reviewed
and summarised. A real `reverie run` process and a fake Gemini server."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import heuristic_responder

from .conftest import child_env, main_here, quiet_sessions_home, settings_for, wait_for

pytestmark = pytest.mark.slow
SESSIONS = 3
RIGHT_KEY = "k-the-right-one-not-a-real-key"
OPEN = ["queued", "running", "retrying"]


def _home(tmp_path: Path, url: str) -> tuple[Path, dict[str, int]]:
    model = {"provider": "gemini", "base_url": url, "timeout": 10}
    return quiet_sessions_home(tmp_path, model, model, sessions=SESSIONS)


def _jobs(home: Path, states: list[str]) -> list:
    return JobLedger(settings_for(home)).in_states(states)


def _doctor_jobs(home: Path) -> list[str]:
    _, out, _ = main_here(child_env(), "--home", str(home), "doctor")
    return [line for line in out.splitlines() if line.startswith("jobs:")]


@pytest.mark.parametrize("served", ["one home", "a pool of homes"])
def test_a_worker_with_no_key_keeps_every_job_until_the_key_is_set(tmp_path, spawn,
                                                                    served) -> None:
    """One home's worker and a pool (`--homes`) alike read a changed config.yaml again:
    the key is set there and the home's pause ends, without a restart (session 24: one
    home's worker read its settings once and had to be restarted)."""
    server = FakeGeminiServer(latency=0.01, expected_key=RIGHT_KEY)
    server.responder = heuristic_responder(server.request_text)
    with server:
        home, last = _home(tmp_path, server.url)
        args, where = (["run", "-w", "1"], home) if served == "one home" else \
            (["run", "-w", "1", "--homes", str(home)], None)
        worker = spawn(args, where, child_env())
        waiting = wait_for(lambda: [j for j in _jobs(home, ["retrying", "failed"])
                                    if "needs an API key" in (j.error or "")],
                           timeout=120, message="the first job met the missing key")
        wait_for(lambda: "paused for 30 s" in worker.output(), message="the home paused")
        assert not _jobs(home, ["failed"]), "no dead letter: the job waits for the setup"
        assert [j.status for j in waiting] == ["retrying"]
        assert waiting[0].error.startswith("model setup: The gemini provider needs an API key")
        assert len(_jobs(home, ["queued"])) == 2 * SESSIONS - 1, "the rest wait, untried"
        (line,) = _doctor_jobs(home)
        assert "wait for the model setup (1 " in line, line
        assert "job(s): The gemini provider needs an API key" in line, line
        assert "a running worker reads a changed config.yaml and retries them" in line, line
        assert server.requests == [], "no key: nothing was sent"

        for target in ("background_review", "session_search"):
            code, _, err = main_here(child_env(), "--home", str(home), "config", "set",
                                     f"auxiliary.{target}.api_key", RIGHT_KEY)
            assert code == 0, err
        def all_done() -> bool:
            cursors = all_cursors(settings_for(home))
            return (all(cursors.get(s, 0) >= n for s, n in last.items())
                    and not _jobs(home, OPEN))

        wait_for(all_done, timeout=120, message="every session reviewed and summarised")
        assert not _jobs(home, ["failed"])
        summaries = JobLedger(settings_for(home)).in_states(["done"], kind="summary")
        assert sorted(j.session_id for j in summaries) == sorted(last)
        # (The change is read once the job has failed and before any could succeed, so
        # the pause is ended by it whether or not its 30 s had run out: review25 R6.)
        assert "its settings changed, so its pause ends" in worker.output()
        assert _doctor_jobs(home) == []
        worker.signal(signal.SIGTERM)
        assert worker.wait(30) == 0, worker.output()
