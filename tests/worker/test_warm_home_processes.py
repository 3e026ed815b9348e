"""A worker thread keeps its last job's home open between jobs (issue 27, seventh round):
its queue.db and journal.db connections outlive a job. Real `reverie worker` / `run`
processes attack that: killed with SIGKILL while the warm home's second job is under
review, and another process writing the same home while the pool holds it. Each test
holds a model reply (a handshake, no sleeps) so the other process acts while the thread
holds the home, then checks nothing was lost or done twice and both databases pass
``PRAGMA integrity_check``."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from tests.fakes.gemini_server import FakeGeminiServer

from .conftest import REPO, child_env, heuristic_gemini, settings_for, wait_for, write_config
from .test_processes import _fact, _sessions

pytestmark = pytest.mark.slow

KEY = "k-test-not-a-real-key"


@pytest.fixture
def model():
    with heuristic_gemini(latency=0.0) as server:
        yield server


class HoldFrom:
    """Replies pass until the ``first``-th request (1-based), which and every later one
    wait for :attr:`release`: the thread's previous job has finished, so it holds the
    home warm while its next job is under review."""

    def __init__(self, server: FakeGeminiServer, first: int) -> None:
        self.release = threading.Event()
        self.arrived = threading.Event()
        self._server, self._answer, self._first = server, server.responder, first
        self._seen = 0
        self._lock = threading.Lock()

    def __enter__(self) -> HoldFrom:
        def held(request: Any) -> Any:
            with self._lock:
                self._seen += 1
                hold = self._seen >= self._first
            if hold:
                self.arrived.set()
                self.release.wait(120)
            return self._answer(request)

        self._server.responder = held
        return self

    def __exit__(self, *exc: object) -> None:
        self.release.set()
        self._server.responder = self._answer


def _home(tmp_path: Path, model: FakeGeminiServer) -> tuple[Path, Any, dict[str, str]]:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, auxiliary={"background_review": {
        "provider": "gemini", "base_url": model.url, "timeout": 30}})
    env = child_env(GEMINI_API_KEY=KEY)
    return home, settings_for(home, env), env


def _memory_files(home: Path) -> str:
    return "".join(p.read_text() for p in (home / "memories").glob("*.md"))


def _everything_remembered(home: Path) -> str:
    text = _memory_files(home)
    for record in (home / "pending" / "memory").glob("*.json"):
        text += record.read_text()
    return text


def _finished(settings, last: dict[str, int]) -> bool:
    cursors = all_cursors(settings)
    return all(cursors.get(s, 0) >= n for s, n in last.items()) and not JobLedger(
        settings).in_states(["queued", "running", "retrying"], kind="review")


def _assert_once_and_intact(home: Path, settings, last: dict[str, int]) -> None:
    cursors = all_cursors(settings)
    assert {s: cursors.get(s) for s in last} == last, "every session reviewed to its end"
    text = _everything_remembered(home)
    for sid in last:
        fact = _fact(int(sid[1:]))
        assert text.count(fact) == 1, f"{fact!r} remembered {text.count(fact)} times"
    assert JobLedger(settings).in_states(["failed"]) == []
    for db in (settings.queue_db, settings.journal_db):
        conn = sqlite3.connect(db)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)], db
        finally:
            conn.close()


def _cli(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), *args], capture_output=True, text=True,
                          env=env, cwd=REPO, timeout=120)


def test_sigkill_while_a_warm_home_runs_its_next_review_loses_and_repeats_nothing(
        tmp_path, model, spawn) -> None:
    home, settings, env = _home(tmp_path, model)
    last = _sessions(settings, [1, 2, 3])
    with HoldFrom(model, first=2) as hold:
        victim = spawn(["worker", "-w", "1"], home, env)
        for sid in last:
            assert enqueue_review(settings, sid).queued
        # One thread: the second model request comes once the first job has finished on
        # it, so the home it kept warm is under review again when the process dies.
        assert hold.arrived.wait(90), victim.output()
        assert len(JobLedger(settings).in_states(["done"], kind="review")) == 1
        victim.signal(signal.SIGKILL)
        victim.wait(10)
    assert not _finished(settings, last), "killed before it could finish"
    rescuer = spawn(["run", "-w", "1"], home, env)   # scheduler + worker: reconciles at once
    wait_for(lambda: _finished(settings, last), timeout=120, message="reviews after the kill")
    _assert_once_and_intact(home, settings, last)
    rescuer.signal(signal.SIGTERM)
    assert rescuer.wait(30) == 0, rescuer.output()


def test_another_process_writing_the_home_while_the_pool_holds_it_is_seen(
        tmp_path, model, spawn) -> None:
    home, settings, env = _home(tmp_path, model)
    last = _sessions(settings, [1, 2, 3])
    own = "The release train leaves every second Thursday at noon"
    worker = spawn(["worker", "-w", "1"], home, env)
    with HoldFrom(model, first=2) as hold:
        assert enqueue_review(settings, "s1").queued
        assert enqueue_review(settings, "s2").queued
        assert hold.arrived.wait(90), worker.output()   # s1 done on the thread, s2 asking
        # A second process writes the same home while the worker thread holds it warm:
        # an entry of MEMORY.md (and journal.db's operation journal), and one more
        # review (its ledger row in journal.db, its message in queue.db). s2's review
        # then writes MEMORY.md, and s3 runs on the connections kept from before.
        added = _cli(home, env, "memory", "add", "--target", "memory", own)
        assert added.returncode == 0, added.stderr
        assert enqueue_review(settings, "s3").queued
    wait_for(lambda: _finished(settings, last), timeout=120, message="every review")
    _assert_once_and_intact(home, settings, last)
    assert _memory_files(home).count(own) == 1, "the other process's entry kept, once"
    assert "database is locked" not in worker.output()
    worker.signal(signal.SIGTERM)
    assert worker.wait(30) == 0, worker.output()
