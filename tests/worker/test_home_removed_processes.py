"""A home removed while a worker serves it (issue 27: "nothing already stored is lost", one
clear line, a non-zero exit). Real `reverie run` / `reverie worker` processes: a review is
held at the model (a handshake, no sleeps) while the test removes its home, then let go.
The job must not bring the home back (memories/, reverie/journal.db, an empty queue.db
without config.yaml), the worker says so once, in one line that says what to do; a single
home's process exits 1, a pool goes on serving its other homes."""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import pytest

from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore

from .conftest import child_env, heuristic_gemini, settings_for, wait_for, write_config
from .test_warm_home_processes import HoldFrom

pytestmark = pytest.mark.slow

KEY = "k-test-not-a-real-key"
SAID = "was removed while the worker ran"


@pytest.fixture
def model():
    with heuristic_gemini(latency=0.0) as server:
        yield server


def _home(home: Path, model) -> None:
    home.mkdir(parents=True)
    write_config(home, auxiliary={"background_review": {
        "provider": "gemini", "base_url": model.url, "timeout": 30}})


def _session(settings, sid: str, fact: str) -> int:
    with SessionStore.open(settings) as store:
        store.append_message(sid, "user", f"Remember that my {fact}.")
        return store.append_message(sid, "assistant", "Noted.")


def _reviewed(settings, sid: str, last: int) -> bool:
    return all_cursors(settings).get(sid, 0) >= last and not JobLedger(settings).in_states(
        ["queued", "running", "retrying"], kind="review")


def _let_go_once(run, home) -> str:
    """The run after its one home was removed: not made again, one line that names the home
    and says to restore it, exit 1, and no memory written. Returns the run's output."""
    code = run.wait(60)
    out = run.output()
    assert not home.exists(), f"the removed home was made again: {sorted(home.rglob('*'))}"
    assert code == 1, out
    assert out.count(SAID) == 1, out
    line = next(x for x in out.splitlines() if SAID in x)
    assert str(home) in line and "restore" in line
    assert "Memory updated" not in out
    return out


def test_a_single_home_removed_mid_review_is_not_recreated_and_the_run_exits_1(
        tmp_path, model, spawn) -> None:
    home = tmp_path / "home"
    _home(home, model)
    env = child_env(GEMINI_API_KEY=KEY)
    settings = settings_for(home, env)
    _session(settings, "s1", "build server is host-1.example.org")
    with HoldFrom(model, first=1) as hold:
        run = spawn(["run", "-w", "1"], home, env)
        assert enqueue_review(settings, "s1").queued
        assert hold.arrived.wait(90), run.output()   # the review waits on its model reply
        shutil.rmtree(home)
    out = _let_go_once(run, home)
    assert "no such table" not in out


def test_a_pool_lets_a_removed_home_go_once_and_serves_the_others(
        tmp_path, model, spawn) -> None:
    homes = tmp_path / "homes"
    gone, kept, later = homes / "a", homes / "b", homes / "c"
    for home in (gone, kept):
        _home(home, model)
    env = child_env(GEMINI_API_KEY=KEY)
    gone_settings, kept_settings = settings_for(gone, env), settings_for(kept, env)
    _session(gone_settings, "s1", "build server is host-1.example.org")
    last_b = _session(kept_settings, "s2", "deploy box is host-2.example.org")
    with HoldFrom(model, first=1) as hold:
        worker = spawn(["worker", "--homes", str(homes / "*"), "-w", "1"], None, env)
        assert enqueue_review(gone_settings, "s1").queued
        assert hold.arrived.wait(90), worker.output()  # a's review waits on its model reply
        shutil.rmtree(gone)
    wait_for(lambda: SAID in worker.output(), timeout=60, message="the removal noticed")
    assert enqueue_review(kept_settings, "s2").queued
    wait_for(lambda: _reviewed(kept_settings, "s2", last_b), timeout=60,
             message="the other home's review")
    # A home added now is served at the pool's next rescan: by then the dispatcher has
    # polled many times and the rescan has seen a's directory missing.
    _home(later, model)
    later_settings = settings_for(later, env)
    last_c = _session(later_settings, "s3", "backup host is host-3.example.org")
    wait_for(lambda: f"serving home {later}" in worker.output(), timeout=60,
             message="the next rescan")
    assert enqueue_review(later_settings, "s3").queued
    wait_for(lambda: _reviewed(later_settings, "s3", last_c), timeout=60,
             message="the new home's review")
    out = worker.output()
    assert not gone.exists(), f"the removed home was made again: {sorted(gone.rglob('*'))}"
    assert out.count(SAID) == 1, out
    line = next(x for x in out.splitlines() if SAID in x)
    assert str(gone) in line and "restore" in line
    assert "no such table" not in out
    assert not [x for x in out.splitlines() if str(gone) in x and "Memory updated" in x]
    worker.signal(signal.SIGTERM)
    assert worker.wait(30) == 0, worker.output()


def test_run_once_on_a_home_removed_mid_review_says_so_once_and_exits_1(
        tmp_path, model, spawn) -> None:
    """`run --once` as the long-running worker: the home is not made again, one line says
    what happened and what to do, and the exit is 1, not a report of "nothing to do"."""
    home = tmp_path / "home"
    _home(home, model)
    env = child_env(GEMINI_API_KEY=KEY)
    settings = settings_for(home, env)
    _session(settings, "s1", "build server is host-1.example.org")
    _session(settings, "s2", "deploy box is host-2.example.org")
    with HoldFrom(model, first=1) as hold:
        run = spawn(["run", "--once", "-w", "1"], home, env)
        assert hold.arrived.wait(90), run.output()   # the first review waits on its model
        shutil.rmtree(home)
    out = _let_go_once(run, home)
    assert "nothing to do" not in out
    assert "Traceback" not in out
