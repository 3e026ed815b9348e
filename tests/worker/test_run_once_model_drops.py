"""`run --once` says what became of a model review that kept nothing (session 33, tester25).

With a small real model (SmolLM2-135M on llama.cpp) every proposal of five reviews was
dropped by validation; `run --once` printed "finished: 10 done" and five "summarised" lines
and nothing at all of the reviews, after four minutes of the model's work. `review --now`
printed the drops; the run's report did not carry them. Now a model review that kept nothing
says so, with the first drops as `review --now` prints them; the offline reviewer's drops
(its own repeats of what is kept) stay unsaid. A real `reverie run --once` process against a
fake OpenAI-compatible server."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply

from .conftest import REPO, child_env, quiet_sessions_home

pytestmark = pytest.mark.slow

# A replace of an entry that is not there, and an add that holds a key: both dropped.
STRAY = {"action": "replace", "target": "user", "old_text": "rememary",
         "content": "User likes rememary.", "reason": "r", "evidence": [], "confidence": 0.9}
KEYED = {"action": "add", "target": "memory", "reason": "r", "evidence": [], "confidence": 0.9,
         "content": "The key is sk-proj-" + "Zq8Wm3Rt6Yp1Ls4Kd7Fh2Jn5Bv9Cx0Gq3Tw6Er8Uy1Io4Pa7"}


def _run_once(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), "run", "--once", *args],
                          capture_output=True, text=True, env=child_env(), cwd=REPO,
                          timeout=600)


def test_a_model_review_that_kept_nothing_says_what_was_dropped(tmp_path: Path) -> None:
    server = FakeOpenAIServer(responder=lambda request: Reply.json(
        {"operations": [STRAY, KEYED]})).start()
    try:
        home, _ = quiet_sessions_home(tmp_path, {"provider": "openai", "base_url": server.url,
                                                 "model": "m", "api_key": "k"},
                                      {"provider": "heuristic"}, sessions=1)
        ran = _run_once(home)
    finally:
        server.stop()
    assert ran.returncode == 0, ran.stdout + ran.stderr
    lines = ran.stdout.splitlines()
    assert "  reviewed s0: nothing kept, the model's 2 proposal(s) dropped by validation" in lines
    drops = [ln for ln in lines if ln.startswith("    dropped: ")]
    assert len(drops) == 2 and "No entry matched" in drops[0], ran.stdout
    assert "Zq8Wm3Rt6" not in ran.stdout + ran.stderr          # a dropped key stays withheld
    # The JSON report carries them too.
    server = FakeOpenAIServer(responder=lambda request: Reply.json(
        {"operations": [STRAY]})).start()
    try:
        (tmp_path / "two").mkdir()
        home2, _ = quiet_sessions_home(tmp_path / "two", {"provider": "openai",
                                                          "base_url": server.url,
                                                          "model": "m", "api_key": "k"},
                                       {"provider": "heuristic"}, sessions=1)
        report = json.loads(_run_once(home2, "--json").stdout)
    finally:
        server.stop()
    (review,) = [s for s in report["staged"] if s["kind"] == "review"]
    assert len(review["dropped"]) == 1 and "No entry matched" in review["dropped"][0]["reason"]


def test_the_offline_reviewers_repeats_are_not_reported(tmp_path: Path) -> None:
    home, _ = quiet_sessions_home(tmp_path, {"provider": "heuristic"}, {"provider": "heuristic"},
                                  sessions=1)
    assert _run_once(home).returncode == 0
    from reverie.search_index import SessionStore
    from tests.worker.conftest import settings_for
    with SessionStore.open(settings_for(home)) as store:   # the same fact said again
        store.append_message("s0", "user", "Remember that the lab printer 0 is on floor 2.",
                             timestamp=1.0)
    ran = _run_once(home)
    assert ran.returncode == 0 and "dropped" not in ran.stdout, ran.stdout


def test_a_worker_logs_a_model_review_that_kept_nothing(tmp_path: Path) -> None:
    """The long-running worker says it too (session 34, tester26): SmolLM2 on llama.cpp
    worked 136 s on a review beside a live Hermes home, every proposal was dropped, and
    `reverie run`'s log had no line of it (only `run --once`'s report said so). One INFO
    line: the session, how many were dropped and the first reason, withheld as the report
    withholds it."""
    import logging
    import time

    from reverie.config import FakeClock
    from reverie.jobs.queue import make_huey
    from reverie.jobs.tasks import enqueue, register
    from reverie.worker.pool import Pool
    from reverie.worker.run import Engine

    from .conftest import settings_for, wait_for

    server = FakeOpenAIServer(responder=lambda request: Reply.json(
        {"operations": [STRAY, KEYED]})).start()
    lines: list[str] = []

    class Lines(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    handler = Lines(logging.INFO)
    jobs_log = logging.getLogger("reverie.jobs")
    jobs_log.addHandler(handler)
    level = jobs_log.level
    jobs_log.setLevel(logging.INFO)
    engine = None
    try:
        home, _ = quiet_sessions_home(tmp_path, {"provider": "openai", "base_url": server.url,
                                                 "model": "m", "api_key": "k"},
                                      {"provider": "heuristic"}, sessions=1)
        settings = settings_for(home)
        tasks = register(make_huey(settings), settings, clock=FakeClock(start=time.time()))
        job = enqueue(tasks, "review", "s0", reason="test")
        engine = Engine(Pool.of_one(settings, tasks=tasks, workers=1), schedule=False)
        engine.start()
        wait_for(lambda: tasks.context.ledger.get(job).status == "done", timeout=60,
                 message="the review to finish")   # (its row is written after its log line)
    finally:
        if engine is not None:
            engine.stop(5)
        jobs_log.removeHandler(handler)
        jobs_log.setLevel(level)
        server.stop()
    kept = [ln for ln in lines if "s0: nothing kept" in ln]
    assert len(kept) == 1, lines
    assert "the model's 2 proposal(s) were dropped by validation" in kept[0], kept
    assert "No entry matched" in kept[0], kept
    assert "Zq8Wm3Rt6" not in "\n".join(lines)
