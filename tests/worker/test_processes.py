"""Real processes: `reverie worker`, `reverie scheduler` and `reverie run` on tmp homes, for
both backends, talking to a fake Gemini server through the real google-genai SDK and running
the real review engine. Each test checks that every due review completed exactly once:
cursors at the last message and every remembered fact written once, never twice."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply

from .conftest import (
    REPO,
    PrivateRedis,
    child_env,
    held_replies,
    heuristic_gemini,
    main_here,
    settings_for,
    wait_for,
    write_config,
)

pytestmark = pytest.mark.slow

KEY = "k-test-not-a-real-key"


@pytest.fixture
def model():
    with heuristic_gemini(latency=0.05) as server:
        yield server


def _home(tmp_path: Path, model: FakeGeminiServer, *, redis: PrivateRedis | None = None,
          **config) -> tuple[Path, object, dict[str, str]]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    queue = {"backend": "redis", "redis_url": redis.url} if redis else {"backend": "sqlite"}
    write_config(home, **_merge({
        "reverie": {"queue": queue},
        # The fake answers in 50 ms; a generous timeout keeps a loaded machine from
        # turning slowness into retries (tests about timeouts set their own).
        "auxiliary": {"background_review": {"provider": "gemini", "base_url": model.url,
                                            "timeout": 10}},
    }, config))
    env = child_env(GEMINI_API_KEY=KEY)
    return home, settings_for(home, env), env


def _merge(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _fact(i: int) -> str:
    return f"build server {i} is host-{i}.example.org"


def _sessions(settings, ids: list[int]) -> dict[str, int]:
    last = {}
    with SessionStore.open(settings) as store:
        for i in ids:
            store.append_message(f"s{i}", "user", f"Remember that my {_fact(i)}.")
            last[f"s{i}"] = store.append_message(f"s{i}", "assistant", "Noted.")
    return last


def _memory_text(home: Path) -> str:
    text = ""
    for name in ("MEMORY.md", "USER.md"):
        path = home / "memories" / name
        if path.exists():
            text += path.read_text()
    for record in (home / "pending" / "memory").glob("*.json"):
        text += record.read_text()
    return text


def _assert_reviewed_once(home: Path, settings, last: dict[str, int]) -> None:
    cursors = all_cursors(settings)
    assert {s: cursors.get(s) for s in last} == last, "every session reviewed to its end"
    text = _memory_text(home)
    for sid in last:
        i = int(sid[1:])
        assert text.count(_fact(i)) == 1, f"{_fact(i)!r} staged {text.count(_fact(i))} times"


def _done(settings, sessions) -> bool:
    cursors = all_cursors(settings)
    return all(cursors.get(s, 0) >= n for s, n in sessions.items())


def _finished(settings, sessions) -> bool:
    """Reviewed, and the jobs' ledger rows say so: a cursor moves before its job's row is
    marked done, so a test that then reads the rows waits for both."""
    return _done(settings, sessions) and not JobLedger(settings).in_states(
        ["queued", "running", "retrying"], kind="review")


def _cli(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), *args], capture_output=True, text=True,
                          env=env, cwd=REPO, timeout=60)


@pytest.fixture(params=["sqlite", "redis"])
def backend(request, tmp_path: Path):
    if request.param == "sqlite":
        yield None
        return
    server = PrivateRedis(tmp_path)
    server.start()
    yield server
    server.stop()


def test_burst_of_reviews_all_complete(tmp_path, model, spawn, backend) -> None:
    home, settings, env = _home(tmp_path, model, redis=backend)
    last = _sessions(settings, list(range(16)))
    worker = spawn(["worker", "-w", "4"], home, env)
    for sid in last:
        assert enqueue_review(settings, sid).queued
    ledger = JobLedger(settings)
    # Generous wait (a busy CI machine), but it ends early on the first failed job, and
    # the checks after it are strict: every session reviewed, each exactly once.
    wait_for(lambda: _finished(settings, last) or ledger.in_states(["failed"], limit=1),
             timeout=120, message="all reviews")
    assert ledger.in_states(["failed"]) == []
    _assert_reviewed_once(home, settings, last)
    jobs = ledger.in_states(["done"], kind="review")
    assert sorted(j.session_id for j in jobs) == sorted(last), "one done job per session"
    assert all(j.input_tokens > 0 for j in jobs)
    worker.signal(signal.SIGTERM)
    assert worker.wait(20) == 0, worker.output()


def test_sigkill_mid_review_is_completed_after_reconcile(tmp_path, model, spawn, backend) -> None:
    home, settings, env = _home(tmp_path, model, redis=backend)
    last = _sessions(settings, [1, 2])
    victim = spawn(["worker", "-w", "2"], home, env)
    ledger = JobLedger(settings)
    with held_replies(model):   # killed while the model "thinks": its reply held
        for sid in last:
            enqueue_review(settings, sid)
        # One review of a home at a time (session 31): the other waits its turn meanwhile.
        wait_for(lambda: len(model.requests) == 1 and any(
            (r.error or "").startswith("waits its turn")
            for r in ledger.in_states(["queued"], kind="review")),
            timeout=60, message="one review asking, the other waiting its turn")
        assert len(ledger.in_states(["running"], kind="review")) == 1
        victim.signal(signal.SIGKILL)
        victim.wait(10)
    assert not _done(settings, {"s1": 1}), "killed before it could finish"
    rescuer = spawn(["run", "-w", "2"], home, env)   # scheduler + worker: reconciles at once
    wait_for(lambda: _finished(settings, last), timeout=30, message="reviews after reconcile")
    _assert_reviewed_once(home, settings, last)
    jobs = ledger.for_session("s1", "review")
    statuses = [(j.status, j.attempts) for j in jobs]
    assert all(status != "running" for status, _ in statuses), statuses
    # The killed job was marked interrupted by reconcile (and the work re-enqueued), or, when
    # a transient error had already put its retry into the queue's schedule before the kill
    # (a busy journal on a loaded machine), that retry ran under the job's own id.
    assert any(status == "interrupted" or (status == "done" and attempts >= 2)
               for status, attempts in statuses), statuses
    assert sum(j.staged + j.applied for j in jobs if j.status == "done") == 1
    rescuer.signal(signal.SIGTERM)
    assert rescuer.wait(20) == 0, rescuer.output()


def test_two_schedulers_one_leads_and_the_standby_takes_over(tmp_path, model, spawn,
                                                             backend) -> None:
    home, settings, env = _home(tmp_path, model, redis=backend,
                                reverie={"schedule": {"scan_seconds": 1}})
    spawn(["worker", "-w", "2"], home, env)
    first = spawn(["scheduler"], home, env)
    ledger = JobLedger(settings)

    def leader():
        beats = [b for b in ledger.heartbeats("scheduler") if b["state"] == "leader"]
        return beats[0]["owner"] if beats else None

    wait_for(lambda: leader() and f":{first.pid}:" in leader(), timeout=15, message="leader")
    second = spawn(["scheduler"], home, env)
    wait_for(lambda: any(f":{second.pid}:" in b["owner"] and b["state"] == "standby"
                         for b in ledger.heartbeats("scheduler")), timeout=15, message="standby")
    wait_for(lambda: _scans(ledger), timeout=15, message="the first scan")
    _sessions(settings, [1])  # a change: scanned again (by the leader alone)
    wait_for(lambda: len(_scans(ledger)) >= 2, timeout=15, message="a scan of the change")
    assert {_pid(r.enqueued_by) for r in _scans(ledger)} == {first.pid}, "only the leader scans"

    status = json.loads(main_here(env, "--home", str(home), "queue", "--json")[1])
    assert f":{first.pid}:" in status["scheduler"]["leader"]
    assert status["scheduler"]["heartbeat_age_s"] < 5
    assert any(f":{second.pid}:" in s for s in status["scheduler"]["standbys"])

    first.signal(signal.SIGKILL)
    first.wait(10)
    wait_for(lambda: leader() and f":{second.pid}:" in leader(), timeout=30,
             message="the standby to lead")
    _sessions(settings, [2])
    wait_for(lambda: any(_pid(r.enqueued_by) == second.pid for r in _scans(ledger)),
             timeout=20, message="the new leader to scan")
    second.signal(signal.SIGTERM)
    assert second.wait(15) == 0


def _scans(ledger: JobLedger):
    return ledger.in_states(["queued", "running", "done"], kind="scan")


def _pid(owner: str | None) -> int:
    return int(owner.split(":")[1]) if owner else -1


def test_redis_stopped_and_restarted_under_a_running_worker_loses_no_job(tmp_path, model,
                                                                          spawn) -> None:
    redis = PrivateRedis(tmp_path)
    redis.start()
    try:
        home, settings, env = _home(tmp_path, model, redis=redis)
        last = _sessions(settings, list(range(8)))
        model.latency = 0.5
        worker = spawn(["worker", "-w", "1"], home, env)
        first = dict(list(last.items())[:5])
        for sid in first:
            assert enqueue_review(settings, sid).queued
        ledger = JobLedger(settings)
        wait_for(lambda: ledger.in_states(["running"], kind="review"), timeout=15,
                 message="a review running")
        redis.stop()       # no persistence: every queued message is gone
        for sid in list(last)[5:]:
            result = enqueue_review(settings, sid)
            assert not result.queued and "reconcile" in result.note
        redis.start()      # same port, empty
        # The scheduler that recovers them: it reconciles when it starts leading. (Started
        # before the outage, its first scan would have queued every session at once: the
        # engine's maintenance runs beside the queue, not behind the reviews in it.)
        spawn(["scheduler"], home, env)
        model.latency = 0.05
        wait_for(lambda: _done(settings, last), timeout=45, message="all reviews after restart")
        _assert_reviewed_once(home, settings, last)
        assert ledger.in_states(["lost"], kind="review"), "messages were lost and recovered"
        assert worker.popen.poll() is None, "the worker survived the outage"
    finally:
        redis.stop()


def test_model_outage_then_recovery_with_retries(tmp_path, model, spawn, backend) -> None:
    home, settings, env = _home(tmp_path, model, redis=backend,
                                reverie={"queue": {"retries": 4, "retry_delay": 0.3}})
    last = _sessions(settings, [1])
    model.script(*[Reply.error(503, "overloaded") for _ in range(4)])
    spawn(["worker", "-w", "1"], home, env)
    enqueue_review(settings, "s1")
    wait_for(lambda: _finished(settings, last), timeout=40, message="review after the outage")
    _assert_reviewed_once(home, settings, last)
    # The review's cursor moves inside the job; the ledger row is marked done just after.
    [job] = wait_for(lambda: [j for j in JobLedger(settings).for_session("s1", "review")
                              if j.status != "running"], timeout=20, message="the job's row")
    assert job.status == "done" and job.attempts >= 2, job
    assert model.pending_replies == 0 and len(model.requests) >= 5, "4 failures, then success"


def test_daily_budget_pauses_reviews_until_it_allows(tmp_path, model, backend) -> None:
    home, settings, env = _home(tmp_path, model, redis=backend,
                                reverie={"budget": {"daily_input_tokens": 50}})
    last = _sessions(settings, [1, 2, 3])
    out = _cli(home, env, "run", "--once", "-w", "1", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["finished"].get("done") == 1 and report["finished"].get("deferred", 0) >= 1
    assert sum(1 for s, n in last.items() if all_cursors(settings).get(s) == n) == 1
    status = json.loads(main_here(env, "--home", str(home), "queue", "--json")[1])
    assert status["budget"]["spent"] and status["due_sessions"] == 2 and status["failed"] == 0

    again = json.loads(_cli(home, env, "run", "--once", "--json").stdout)
    assert again["enqueued"] == 0, "a spent budget enqueues nothing (no failure spam)"

    assert main_here(env, "--home", str(home), "config", "set",
                     "reverie.budget.daily_input_tokens", "10000000")[0] == 0
    out = _cli(home, env, "run", "--once", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["finished"] == {"done": 2}
    _assert_reviewed_once(home, settings, last)


def test_sigterm_finishes_the_running_review_or_requeues_it(tmp_path, model, spawn) -> None:
    # A generous shutdown_timeout (the stop ends as soon as the review does): on a loaded
    # machine the review's work after the model's answer can take seconds.
    home, settings, env = _home(tmp_path, model, reverie={"queue": {"shutdown_timeout": 60}},
                                auxiliary={"background_review": {"timeout": 5}})
    last = _sessions(settings, [1, 2])
    ledger = JobLedger(settings)
    # 1) within shutdown_timeout: the in-flight review finishes, then the worker exits 0.
    # The model holds its reply until the worker says it heard the signal (a handshake):
    # the review is provably in flight when the stop begins.
    worker = spawn(["worker", "-w", "1"], home, env)
    with held_replies(model) as release:
        enqueue_review(settings, "s1")
        wait_for(lambda: model.requests, timeout=60, message="the review's model call")
        worker.signal(signal.SIGTERM)
        wait_for(lambda: "stopping: running jobs get up to 60 s" in worker.output(),
                 timeout=60, message="the worker to hear the signal")
        assert [j.status for j in ledger.for_session("s1", "review")] == ["running"]
        release.set()
        assert worker.wait(90) == 0, worker.output()
    assert [j.status for j in ledger.for_session("s1", "review")] == ["done"]
    assert _done(settings, {"s1": last["s1"]})

    # 2) past shutdown_timeout: the review is put back on the queue, not lost or half-done.
    # The reply is held until the worker has exited (it gives up after 0.2 s).
    write_config(home, reverie={"queue": {"backend": "sqlite", "shutdown_timeout": 0.2}},
                 auxiliary={"background_review": {"provider": "gemini", "base_url": model.url,
                                                  "timeout": 5}})
    worker = spawn(["worker", "-w", "1"], home, env)
    asked = len(model.requests)
    with held_replies(model):
        enqueue_review(settings, "s2")
        wait_for(lambda: len(model.requests) > asked, timeout=60,
                 message="the review's model call")
        worker.signal(signal.SIGTERM)
        assert worker.wait(20) == 0, worker.output()
    assert "stopping: running jobs get up to 0.2 s" in worker.output()
    [job] = ledger.for_session("s2", "review")
    assert job.status == "queued" and "re-enqueued" in job.error
    assert not _done(settings, {"s2": last["s2"]})
    model.latency = 0.05
    out = _cli(home, env, "run", "--once", "--json")
    assert out.returncode == 0, out.stderr
    _assert_reviewed_once(home, settings, last)
