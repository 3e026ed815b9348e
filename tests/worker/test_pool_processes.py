"""One pool for many homes (issue 24), as real processes: `reverie run|worker --homes ...`
and `--all-profiles` against fake Gemini servers through the real SDK and the real review
engine. Isolation (two homes holding the same session ids), every profile (one added while
the pool runs), fairness (a flooded home does not hold the others back), a budget spent in
one home, and Redis routing between two "hosts" (two pools with different homes)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.config import load_settings
from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import heuristic_responder

from .conftest import (
    REPO,
    PrivateRedis,
    child_env,
    held_replies,
    heuristic_gemini,
    main_here,
    wait_for,
    write_config,
)

pytestmark = pytest.mark.slow

KEY = "k-test-not-a-real-key"


def _fact(home: str, i: int) -> str:
    return f"{home} build server {i} is host-{i}.{home}.example.org"


def _make_home(path: Path, model: FakeGeminiServer, *, sessions: int, name: str | None = None,
               profile: str | None = None, **reverie) -> tuple[object, dict[str, int]]:
    """A home (or a profile of one) whose sessions s0.. each ask to remember a fact of it."""
    directory = path / "profiles" / profile if profile else path
    directory.mkdir(parents=True, exist_ok=True)
    write_config(directory, reverie=reverie, auxiliary={"background_review": {
        "provider": "gemini", "base_url": model.url, "timeout": 10}})
    settings = load_settings(path, profile, environ=child_env())
    label = name or directory.name
    last = {}
    with SessionStore.open(settings) as store:
        for i in range(sessions):
            store.append_message(f"s{i}", "user", f"Remember that my {_fact(label, i)}.")
            last[f"s{i}"] = store.append_message(f"s{i}", "assistant", "Noted.")
    return settings, last


def _reviewed(settings, last: dict[str, int]) -> bool:
    cursors = all_cursors(settings)
    return all(cursors.get(s, 0) >= n for s, n in last.items()) and not JobLedger(
        settings).in_states(["queued", "running", "retrying"], kind="review")


def _memory(directory: Path) -> str:
    text = ""
    for path in [*(directory / "memories").glob("*.md"), *(directory / "pending" / "memory").glob("*.json")]:
        text += path.read_text()
    return text


def _pool_cli(env: dict[str, str], *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()", *args],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=timeout)


@pytest.fixture
def model():
    with heuristic_gemini(latency=0.05) as server:
        yield server


def test_two_homes_with_the_same_session_ids_stay_apart(tmp_path, model, spawn) -> None:
    homes = {name: tmp_path / name for name in ("alpha", "beta")}
    made = {name: _make_home(path, model, sessions=4) for name, path in homes.items()}
    env = child_env(GEMINI_API_KEY=KEY)
    pool = spawn(["run", "--homes", str(homes["alpha"]), str(homes["beta"])], None, env)
    for settings, last in made.values():
        wait_for(lambda s=settings, last=last: _reviewed(s, last), timeout=120,
                 message="every session of both homes reviewed")
    for name, (settings, last) in made.items():
        other = "beta" if name == "alpha" else "alpha"
        text = _memory(homes[name])
        for i in range(4):
            assert text.count(_fact(name, i)) == 1, f"{name}: its fact {i} once"
            assert _fact(other, i) not in text, f"{name} holds a fact of {other}"
        assert all_cursors(settings) == last, "each home's cursors are its own sessions'"
        done = JobLedger(settings).in_states(["done"], kind="review")
        assert sorted(j.session_id for j in done) == sorted(last)
        assert {j.worker.split(":")[1] for j in done} == {str(pool.pid)}
    # The log names the home of each job's lines (the session ids alone are ambiguous).
    for name in homes:
        assert f"[{homes[name]}] s0: " in pool.output()
    # Every model call carried one home's transcript, never both.
    for request in model.requests:
        prompt = json.dumps(request.body)
        assert ("alpha build" in prompt) != ("beta build" in prompt)
    pool.signal(signal.SIGTERM)
    assert pool.wait(30) == 0, pool.output()


def test_all_profiles_serves_a_profile_added_while_running(tmp_path, model, spawn) -> None:
    root = tmp_path / "hermes"
    made = [_make_home(root, model, sessions=1, name="root"),
            _make_home(root, model, sessions=2, profile="coder")]
    env = child_env(GEMINI_API_KEY=KEY)
    pool = spawn(["run", "--all-profiles"], root, env)
    for settings, last in made:
        wait_for(lambda s=settings, last=last: _reviewed(s, last), timeout=120,
                 message="the home and its profile reviewed")
    added, last = _make_home(root, model, sessions=2, profile="writer")
    wait_for(lambda: _reviewed(added, last), timeout=120, message="the new profile reviewed")
    assert _fact("writer", 1) in _memory(root / "profiles" / "writer")
    assert _fact("writer", 1) not in _memory(root) + _memory(root / "profiles" / "coder")
    assert "serving home " + str(root / "profiles" / "writer") in pool.output()
    pool.signal(signal.SIGTERM)
    assert pool.wait(30) == 0, pool.output()


def test_a_flooded_home_does_not_hold_the_others_back(tmp_path, model) -> None:
    """One thread, one home with 12 due sessions listed first: the light homes' reviews
    are taken in the first rounds of the rotation, not after the flood."""
    # (The flood fills USER.md; memory upkeep's consolidation, a job of its own, is left out
    # here: the rotation of the reviews is what is measured.) Twice the six places checked
    # is flood enough: a pool that served the homes in turn as listed would fill all six
    # with it, as it would with 40 (the size before, 28 reviews more of the same).
    flood, _ = _make_home(tmp_path / "a-flood", model, sessions=12, garden={"enabled": False})
    light = [_make_home(tmp_path / name, model, sessions=2)[0] for name in ("b-light", "c-light")]
    env = child_env(GEMINI_API_KEY=KEY)
    ran = _pool_cli(env, "run", "--once", "-w", "1", "--json", "--homes", str(tmp_path / "*"))
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout)["finished"] == {"done": 16}
    rows = [(r.started_at, name) for name, s in (("flood", flood), ("b", light[0]), ("c", light[1]))
            for r in JobLedger(s).in_states(["done"], kind="review")]
    order = [name for _, name in sorted(rows)]
    assert order[:6].count("b") == 2 and order[:6].count("c") == 2, order[:10]


def test_a_spent_budget_defers_one_home_and_not_the_others(tmp_path) -> None:
    with heuristic_gemini(latency=0.01) as spent_model, heuristic_gemini(latency=0.01) as model:
        spent, _ = _make_home(tmp_path / "spent", spent_model, sessions=4,
                              budget={"daily_input_tokens": 1})
        other, last = _make_home(tmp_path / "other", model, sessions=3)
        env = child_env(GEMINI_API_KEY=KEY)
        ran = _pool_cli(env, "run", "--once", "-w", "1", "--homes", str(tmp_path / "spent"),
                        str(tmp_path / "other"))
        assert ran.returncode == 0, ran.stderr
        assert _reviewed(other, last)
        states = sorted(r.status for r in JobLedger(spent).in_states(["done", "deferred"]))
        assert states == ["deferred", "deferred", "deferred", "done"]
        assert len(spent_model.requests) == 1, "no model call once the home's budget is spent"
        assert len(model.requests) == 3


def test_two_pools_on_one_redis_each_take_only_their_homes_jobs(tmp_path, model, spawn,
                                                                 private_redis: PrivateRedis) -> None:
    """Two "hosts" (two pools with different homes) share one Redis database: every job is
    run by the pool holding its home, none is seen by the other."""
    queue = {"backend": "redis", "redis_url": private_redis.url, "name": "team"}
    groups = {"host-a": ["a1", "a2"], "host-b": ["b1", "b2"]}
    made = {name: _make_home(tmp_path / name, model, sessions=3, queue=queue)
            for names in groups.values() for name in names}
    env = child_env(GEMINI_API_KEY=KEY)
    for settings, last in made.values():
        for sid in last:
            assert enqueue_review(settings, sid).queued
    # Monitoring from one "host" sees every queue of the database, its own homes named.
    seen = json.loads(main_here(env, "queue", "--json", "--homes", str(tmp_path / "a1"))[1])
    queues = seen["queues"]
    assert (queues["count"], queues["pending"]) == (4, 12)
    assert sorted(q["home"] or "-" for q in queues["queues"]) == ["-", "-", "-", str(tmp_path / "a1")]
    assert seen["totals"]["pending"] == 3, "a1's own queue"
    workers = {host: spawn(["worker", "-w", "2", "--homes", *(str(tmp_path / n) for n in names)],
                           None, env) for host, names in groups.items()}
    for settings, last in made.values():
        wait_for(lambda s=settings, last=last: _reviewed(s, last), timeout=120,
                 message="every home's reviews")
    for host, names in groups.items():
        for name in names:
            settings, last = made[name]
            done = JobLedger(settings).in_states(["done"], kind="review")
            assert sorted(j.session_id for j in done) == sorted(last)
            assert {j.worker.split(":")[1] for j in done} == {str(workers[host].pid)}, name
            assert JobLedger(settings).in_states(["failed", "skipped"]) == []
    for proc in workers.values():
        proc.signal(signal.SIGTERM)
        assert proc.wait(30) == 0, proc.output()


def test_a_home_whose_key_is_refused_is_paused_alone(tmp_path, model, spawn) -> None:
    """With one thread taking the homes in turn, a refused key would dead-letter every job
    of the home; paused after its first refusal, it keeps the rest queued for later while
    the other home is served, and the refused job waits for the setup (no dead letter)."""
    locked_model = FakeGeminiServer(latency=0.01, expected_key="the-right-key")
    locked_model.responder = heuristic_responder(locked_model.request_text)
    with locked_model:
        locked, _ = _make_home(tmp_path / "locked", locked_model, sessions=5)
        served, last = _make_home(tmp_path / "served", model, sessions=3)
        env = child_env(GEMINI_API_KEY=KEY)
        pool = spawn(["run", "-w", "1", "--homes", str(tmp_path / "locked"),
                      str(tmp_path / "served")], None, env)
        ledger = JobLedger(locked)
        wait_for(lambda: _reviewed(served, last) and ledger.in_states(["retrying"]),
                 timeout=120, message="the served home reviewed and the locked one refused")
        assert not ledger.in_states(["failed"])
        (refused,) = ledger.in_states(["retrying"])
        assert refused.error.startswith("model setup: Gemini refused the credentials (401)")
        assert len(ledger.in_states(["queued"], kind="review")) == 4, "the rest wait, not fail"
        assert "home " + str(tmp_path / "locked") + " paused for 30 s" in pool.output()
        pool.signal(signal.SIGTERM)
        assert pool.wait(30) == 0, pool.output()


def test_doctor_and_queue_see_the_pool_serving_a_home(tmp_path, model, spawn) -> None:
    settings, last = _make_home(tmp_path / "one", model, sessions=1)
    _make_home(tmp_path / "two", model, sessions=1)
    env = child_env(GEMINI_API_KEY=KEY)
    pool = spawn(["run", "--homes", str(tmp_path / "*")], None, env)
    wait_for(lambda: _reviewed(settings, last), timeout=120, message="the review")
    owner = wait_for(lambda: [b for b in JobLedger(settings).heartbeats("scheduler")
                              if b["state"] == "leader"], message="the pool leading the home")
    assert owner[0]["period"] == 60.0
    _, doctor, _ = main_here(env, "--home", str(tmp_path / "one"), "doctor", "--json")
    checks = {f["check"] for f in json.loads(doctor)["problems"]}
    assert "scheduler" not in checks, doctor
    status = json.loads(main_here(env, "--home", str(tmp_path / "one"), "queue", "--json")[1])
    assert [w["liveness"] for w in status["workers"]] == ["alive"]
    assert status["scheduler"]["alive"]
    pool.signal(signal.SIGTERM)
    assert pool.wait(30) == 0, pool.output()
    assert JobLedger(settings).heartbeats("scheduler") == [], "a clean stop says goodbye"


def test_sigterm_past_the_timeout_puts_the_running_review_back(tmp_path, model, spawn) -> None:
    """A pool stopping with a review still running puts it back on its home's queue (its
    cursor did not move); the next pool reviews it once. A pool gives its running jobs the
    largest ``shutdown_timeout`` of its homes (one deadline for the process), so both say 0.2 s."""
    settings, last = _make_home(tmp_path / "slow", model, sessions=1,
                                queue={"shutdown_timeout": 0.2})
    _make_home(tmp_path / "other", model, sessions=0, queue={"shutdown_timeout": 0.2})
    env = child_env(GEMINI_API_KEY=KEY)
    ledger = JobLedger(settings)
    pool = spawn(["worker", "-w", "1", "--homes", str(tmp_path / "slow"), str(tmp_path / "other")],
                 None, env)
    with held_replies(model):   # the review stays in flight until the pool has exited
        enqueue_review(settings, "s0")
        wait_for(lambda: model.requests, timeout=30, message="the review's model call")
        pool.signal(signal.SIGTERM)
        assert pool.wait(20) == 0, pool.output()
    assert "stopping: running jobs get up to 0.2 s" in pool.output()
    [job] = ledger.for_session("s0", "review")
    assert job.status == "queued" and "re-enqueued" in job.error
    assert all_cursors(settings).get("s0", 0) < last["s0"]
    ran = _pool_cli(env, "run", "--once", "--json", "--homes", str(tmp_path / "*"))
    assert ran.returncode == 0, ran.stderr
    assert _reviewed(settings, last)
    assert _memory(tmp_path / "slow").count(_fact("slow", 0)) == 1
