"""The job machinery in one process: ledger states, retries and dead letters, leases, due work,
reconcile, monitoring, the queue CLI. The review call itself is a stand-in here (``engine=``);
the process tests in test_processes.py run the real review engine."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.config import ConfigError, PermanentProviderError, QueueError, TransientProviderError
from reverie.jobs import enqueue_review, enqueue_turn
from reverie.jobs.deadletters import drop_dead_letter, retry_dead_letter
from reverie.jobs.kinds import default_kinds
from reverie.jobs.leases import lease_key
from reverie.jobs.ledger import Outcome
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import (
    enqueue,
    enqueue_due,
    mark_orphans,
    queued_ids,
    reconcile,
    register,
    wait_idle,
)
from reverie.review.calls import CallContext
from reverie.review.ledger import get_cursor, record_call, set_cursor
from reverie.search_index import SessionStore
from reverie.worker.monitor import percentile, queue_status
from reverie.worker.pool import Pool
from reverie.worker.run import Engine

from .conftest import settings_for, wait_for, write_config


def _setup(home: Path, engine=None, **config):
    write_config(home, **config)
    s = settings_for(home)
    return s, register(make_huey(s), s, engine=engine)


def _drain(tasks, workers: int = 2, timeout: float = 20) -> None:
    w = Engine(Pool.of_one(tasks.context.settings, tasks=tasks, workers=workers),
               schedule=False).start()
    try:
        assert wait_idle(tasks, timeout), "the queue did not drain"
    finally:
        w.stop()


def _add_turns(settings, session_id: str, n: int, *, at: float | None = None) -> int:
    with SessionStore.open(settings) as store:
        last = 0
        for i in range(n):
            last = store.append_message(session_id, "user", f"turn {i} of {session_id}",
                                        timestamp=at)
        return last


def test_burst_of_jobs_all_complete_with_timings(home: Path) -> None:
    seen: list[str] = []

    def engine(kind, sid, call):
        time.sleep(0.02)
        seen.append(sid)
        return Outcome(staged=1, applied=1)

    s, tasks = _setup(home, engine)
    ids = [enqueue(tasks, "review", f"s{i}", reason="test") for i in range(30)]
    _drain(tasks, workers=4)
    assert sorted(seen) == sorted(f"s{i}" for i in range(30))
    recs = [tasks.context.ledger.get(i) for i in ids]
    assert {r.status for r in recs} == {"done"}
    assert all(r.started_at >= r.enqueued_at and r.finished_at >= r.started_at for r in recs)
    assert all(r.attempts == 1 and r.staged == 1 for r in recs)


def test_transient_errors_retry_with_backoff_then_succeed(home: Path) -> None:
    calls: list[float] = []

    def engine(kind, sid, call):
        calls.append(time.monotonic())
        if len(calls) < 3:
            raise TransientProviderError("model returned 503")
        return None

    s, tasks = _setup(home, engine)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks)
    rec = tasks.context.ledger.get(job)
    assert rec.status == "done" and rec.attempts == 3
    # retry_delay 0.2 s doubling: the second gap is at least the first one's double
    gaps = [b - a for a, b in zip(calls, calls[1:], strict=False)]
    assert gaps[0] >= 0.19 and gaps[1] >= 0.39, gaps


def test_a_locked_memory_file_is_retried_not_dead_lettered(home: Path) -> None:
    """StoreUnavailable (lock held too long, I/O error) is transient like a model 503;
    any other refusal-free ReverieError is a dead letter at once."""
    from reverie.config import ReviewError
    from reverie.memory.locking import StoreUnavailable

    calls: list[str] = []

    def engine(kind, sid, call):
        calls.append(sid)
        if sid == "locked" and len(calls) < 3:
            raise StoreUnavailable("MEMORY.md is locked by another process.")
        if sid == "broken":
            raise ReviewError("the session cannot be reviewed")
        return None

    s, tasks = _setup(home, engine)
    locked = enqueue(tasks, "review", "locked", reason="test")
    _drain(tasks)
    rec = tasks.context.ledger.get(locked)
    assert rec.status == "done" and rec.attempts == 3
    broken = enqueue(tasks, "review", "broken", reason="test")
    _drain(tasks)
    rec = tasks.context.ledger.get(broken)
    assert rec.status == "failed" and rec.attempts == 1


def test_exhausted_retries_become_a_dead_letter_then_retry_and_drop(home: Path) -> None:
    outcome = {"fail": True}

    def engine(kind, sid, call):
        if outcome["fail"]:
            raise TransientProviderError("model returned 503")
        return Outcome(staged=2)

    s, tasks = _setup(home, engine)
    last_id = _add_turns(s, "s1", 2)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks)
    dead = tasks.context.ledger.get(job)
    assert dead.status == "failed" and dead.attempts == 3  # 1 + retries(2)
    assert "503" in dead.error and dead.last_message_id == last_id
    # parked: scan does not re-enqueue a failed session with no new messages
    assert enqueue_due(tasks, "review", "scan") == []

    outcome["fail"] = False
    action = retry_dead_letter(s, job[:8], tasks=tasks)
    assert action.action == "retried" and action.new_job_id
    _drain(tasks)
    assert tasks.context.ledger.get(job).status == "retried"
    assert tasks.context.ledger.get(action.new_job_id).status == "done"
    with pytest.raises(QueueError, match="not a failed job"):
        drop_dead_letter(s, job, tasks=tasks)


def test_drop_moves_the_cursor_past_the_failed_messages(home: Path) -> None:
    def engine(kind, sid, call):
        raise PermanentProviderError("401 bad key")

    s, tasks = _setup(home, engine)
    last_id = _add_turns(s, "s1", 3)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks)
    rec = tasks.context.ledger.get(job)
    assert rec.status == "failed" and rec.attempts == 1, "permanent errors are not retried"
    drop_dead_letter(s, job, tasks=tasks)
    assert tasks.context.ledger.get(job).status == "dropped"
    assert get_cursor(s, "s1") == last_id
    _add_turns(s, "s1", 1)
    assert len(enqueue_due(tasks, "review", "scan")) == 1, "new messages are due again"


def test_leased_session_is_skipped_not_run_twice(home: Path) -> None:
    ran: list[str] = []
    s, tasks = _setup(home, lambda k, sid, call: ran.append(sid))
    other = type(tasks.context.leases)(s, ttl=60)
    assert other.acquire(lease_key("review", "s1"))
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks)
    rec = tasks.context.ledger.get(job)
    assert rec.status == "skipped" and "leased" in rec.error and ran == []


def test_scan_enqueues_due_sessions_once(home: Path) -> None:
    # memory.nudge_interval is Hermes' in-process review: turning it off (as an operator
    # does beside Reverie) leaves Reverie's own nudge, reverie.schedule.nudge_interval, on.
    s, tasks = _setup(home, lambda k, sid, call: None, reverie={"schedule": {"nudge_interval": 3}},
                      memory={"nudge_interval": 0})
    _add_turns(s, "busy", 3)
    _add_turns(s, "quiet", 1)
    _add_turns(s, "old", 1, at=time.time() - 3600)     # idle past idle_summary_minutes
    set_cursor(s, "done", _add_turns(s, "done", 5))
    first = enqueue_due(tasks, "review", "scan")
    sessions = {tasks.context.ledger.get(j).session_id: tasks.context.ledger.get(j).reason
                for j in first}
    assert sessions == {"busy": "nudge", "old": "idle"}
    assert enqueue_due(tasks, "review", "scan") == [], "already queued: not sent twice"


def test_a_scans_rows_are_one_journal_transaction_and_sent_after_it(home: Path,
                                                                    monkeypatch) -> None:
    """Issue 27: the rows of the jobs one pass enqueues commit together (one commit a job
    was most of what enqueueing a session cost); each message is sent after its row is
    committed, and the rows are the ones one commit each wrote."""
    statements = _traced_journal(monkeypatch)
    s, tasks = _setup(home, lambda k, sid, call: None)
    for sid in ("a", "b", "c"):
        _add_turns(s, sid, 1, at=time.time() - 3600)
    committed_before_send: list[bool] = []
    real_enqueue = tasks.huey.enqueue

    def enqueue(message):
        with contextlib.closing(sqlite3.connect(s.journal_db)) as conn:   # committed?
            committed_before_send.append(conn.execute(
                "SELECT 1 FROM jobs_ledger WHERE id = ?", (message.id,)).fetchone() is not None)
        return real_enqueue(message)

    monkeypatch.setattr(tasks.huey, "enqueue", enqueue)
    enqueue_due(tasks, "review", "scan")               # schemas migrated, connections pooled
    assert tasks.context.ledger.open_sessions("review").keys() == {"a", "b", "c"}
    for sid in ("d", "e", "f"):
        _add_turns(s, sid, 1, at=time.time() - 3600)
    statements.clear()
    sent = enqueue_due(tasks, "review", "scan")
    assert len(sent) == 3 and committed_before_send == [True] * 6
    assert [sql.split()[0].upper() for _, sql in statements].count("COMMIT") == 1, statements
    rows = [tasks.context.ledger.get(job) for job in sent]
    assert sorted(r.session_id for r in rows) == ["d", "e", "f"]
    assert {(r.status, r.reason, r.enqueued_by) for r in rows} == {
        ("queued", "nudge+idle", tasks.context.identity.owner)}
    assert set(queued_ids(tasks.huey)) >= set(sent)


def test_a_scan_whose_queue_fails_keeps_no_row_without_its_message(home: Path,
                                                                  monkeypatch) -> None:
    """A guard (passes on the parent too): the queue refusing the pass's second message
    leaves the first job queued with its message and no row of the others, as when each
    row was its own commit and the pass stopped at the failure."""
    s, tasks = _setup(home, lambda k, sid, call: None)
    for sid in ("a", "b", "c"):
        _add_turns(s, sid, 1, at=time.time() - 3600)
    real_enqueue = tasks.huey.enqueue
    calls: list[str] = []

    def enqueue(message):
        calls.append(message.id)
        if len(calls) == 2:
            raise sqlite3.OperationalError("database or disk is full")
        return real_enqueue(message)

    monkeypatch.setattr(tasks.huey, "enqueue", enqueue)
    with pytest.raises(QueueError, match="disk is full"):
        enqueue_due(tasks, "review", "scan")
    assert list(tasks.context.ledger.open_sessions("review").values())[0].id == calls[0]
    assert len(tasks.context.ledger.open_sessions("review")) == 1
    assert queued_ids(tasks.huey) == {calls[0]}


def _scan_with(home: Path, during_due, **config):
    """Tasks whose review scan calls ``during_due(tasks)`` after it has read the due list
    and before it sends anything: the handshake that puts another actor in that window."""
    ran: list[str] = []

    def engine(kind, sid, call):
        ran.append(sid)
        set_cursor(s, sid, last[sid])

    write_config(home, **config)
    s = settings_for(home)
    kinds = default_kinds()
    found = kinds["review"].find_due

    def find_due(ctx, requests):
        due = found(ctx, requests)
        during_due(tasks)
        return due

    kinds["review"] = replace(kinds["review"], find_due=find_due)
    tasks = register(make_huey(s), s, engine=engine, kinds=kinds)
    last = {"s1": _add_turns(s, "s1", 1)}
    return s, tasks, ran


def test_a_review_finishing_while_the_scan_reads_the_due_list_is_not_sent_again(home: Path) -> None:
    """Issue 24's CI failure: the job finished (cursor advanced) after the scan read the due
    list and before it read the queued jobs, so s1 was reviewed twice."""
    first: list[str] = []

    def finish_the_queued_review(tasks) -> None:
        if first:  # the second scan: the first scan's job runs to its end now
            tasks.huey.execute(tasks.huey.dequeue())

    s, tasks, ran = _scan_with(home, finish_the_queued_review)
    first += enqueue_due(tasks, "review", "scan")
    assert len(first) == 1
    assert enqueue_due(tasks, "review", "scan") == [], "s1 was reviewed meanwhile"
    _drain(tasks)
    assert ran == ["s1"]
    assert [j.id for j in tasks.context.ledger.in_states(["done"], kind="review")] == first


def test_a_request_sent_while_the_scan_reads_the_due_list_gets_the_only_job(home: Path) -> None:
    """The scan reads the open jobs first now, so this window opened: the check and the
    row of the scan's job are one transaction."""
    requested: list[str] = []

    def request(tasks) -> None:
        requested.append(enqueue_review(tasks.context.settings, "s1").job_id)

    s, tasks, ran = _scan_with(home, request)
    assert enqueue_due(tasks, "review", "scan") == [], "the request's job is the one"
    jobs = tasks.context.ledger.for_session("s1", "review")
    assert [j.id for j in jobs] == requested
    _drain(tasks)
    assert ran == ["s1"]


def test_a_started_job_not_yet_leased_is_not_sent_again(home: Path) -> None:
    s, tasks = _setup(home, lambda k, sid, call: None)
    _add_turns(s, "s1", 1)
    [job] = enqueue_due(tasks, "review", "scan")
    # A worker marked it running and has not taken the session's lease yet.
    tasks.context.ledger.started(job, "review", "s1", worker=tasks.context.identity.owner)
    assert enqueue_due(tasks, "review", "scan") == []


def test_enqueue_turn_records_the_request_and_reconcile_recovers_a_lost_message(home: Path) -> None:
    s, tasks = _setup(home, lambda k, sid, call: None, reverie={"schedule": {"nudge_interval": 50}})
    _add_turns(s, "s1", 1)
    r1 = enqueue_turn(home, "s1")
    r2 = enqueue_review(s, "s1")
    assert r1.queued and not r2.queued and r2.job_id == r1.job_id
    tasks.huey.flush()  # the queue loses the message (e.g. Redis restarted without persistence)
    rec = tasks.context.ledger.get(r1.job_id)
    tasks.context.ledger.db.execute("UPDATE jobs_ledger SET enqueued_at = ? WHERE id = ?",
                                    (rec.enqueued_at - 60, rec.id))
    sent = reconcile(tasks)
    assert tasks.context.ledger.get(r1.job_id).status == "lost"
    assert [tasks.context.ledger.get(j).session_id for j in sent] == ["s1"]
    _drain(tasks)
    assert tasks.context.ledger.requests("review") == {}, "the request is satisfied"


def test_orphaned_running_job_of_a_dead_worker_is_marked_interrupted(home: Path) -> None:
    s, tasks = _setup(home, lambda k, sid, call: None)
    job = enqueue(tasks, "review", "s1", reason="test")
    tasks.huey.flush()
    tasks.context.ledger.started(job, "review", "s1", worker="thishost-not:999999:dead")
    host = tasks.context.identity.host
    tasks.context.ledger.db.execute("UPDATE jobs_ledger SET worker = ? WHERE id = ?",
                                    (f"{host}:999999:dead", job))
    assert mark_orphans(tasks)["interrupted"] == 1
    assert tasks.context.ledger.get(job).status == "interrupted"


def _a_row_of_this_process_whose_end_was_not_recorded(home: Path):
    """A review row left running by a job of this very process, with its lease still ours
    and young: what huey leaves when it cannot write a failed job's retry (a full queue.db)."""
    s, tasks = _setup(home, lambda k, sid, call: None)
    job = enqueue(tasks, "review", "s1", reason="test")
    tasks.huey.flush()
    ctx = tasks.context
    assert ctx.leases.acquire(lease_key("review", "s1"), job_id=job)
    ctx.ledger.started(job, "review", "s1", worker=ctx.identity.owner)
    return tasks, job


def test_a_running_row_of_this_process_that_no_thread_runs_is_interrupted_at_once(
        home: Path) -> None:
    tasks, job = _a_row_of_this_process_whose_end_was_not_recorded(home)
    ledger = tasks.context.ledger
    # without knowing what runs here, a live worker's young row is taken to be running
    assert mark_orphans(tasks)["interrupted"] == 0
    assert mark_orphans(tasks, running_here=lambda: [job])["interrupted"] == 0
    assert ledger.get(job).status == "running"
    # run --once knows its threads run no such job: the row is no job, whatever its lease says
    assert mark_orphans(tasks, running_here=lambda: [])["interrupted"] == 1
    assert ledger.get(job).status == "interrupted"


def test_a_row_that_ends_while_orphans_are_looked_for_keeps_its_end(home: Path) -> None:
    tasks, job = _a_row_of_this_process_whose_end_was_not_recorded(home)
    ledger = tasks.context.ledger

    def ends_now() -> list[str]:   # the job ends after its row was read as running
        ledger.mark([job], "done")
        return []

    assert mark_orphans(tasks, running_here=ends_now)["interrupted"] == 0
    assert ledger.get(job).status == "done"


def test_budget_spent_defers_reviews_without_losing_them(home: Path) -> None:
    ran: list[str] = []
    s, tasks = _setup(home, lambda k, sid, call: ran.append(sid),
                      reverie={"budget": {"daily_input_tokens": 100}})
    _add_turns(s, "s1", 2)
    record_call(s, call=CallContext.new("now"), purpose="review", provider="fake", model="m",
                input_tokens=150)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks)
    assert tasks.context.ledger.get(job).status == "deferred" and ran == []
    assert enqueue_due(tasks, "review", "scan") == [], "no new jobs while the budget is spent"
    assert queue_status(s, tasks=tasks).oldest_due.session_id == "s1", "still due"


def test_tuning_errors_name_the_key(home: Path) -> None:
    write_config(home, reverie={"queue": {"retries": -1}})
    with pytest.raises(ConfigError, match=r"reverie\.queue\.retries"):
        settings_for(home)
    write_config(home, reverie={"queue": {"name": "../x"}})
    with pytest.raises(ConfigError, match=r"reverie\.queue\.name"):
        settings_for(home)


def test_percentile_nearest_rank() -> None:
    assert percentile([], 50) is None
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile(list(map(float, range(1, 101))), 95) == 95.0
    assert percentile([5.0], 95) == 5.0


def test_queue_cli_status_failed_retry_drop_json(home: Path) -> None:
    def engine(kind, sid, call):
        if sid == "bad":
            raise PermanentProviderError("403 forbidden")
        # what the review engine does for each model call
        record_call(s, call=call, purpose="review", provider="fake", model="m", session_id=sid,
                    input_tokens=1000, output_tokens=100, cost_usd=0.002)
        return Outcome(staged=1)

    s, tasks = _setup(home, engine)
    for sid in ("a", "b", "bad"):
        enqueue(tasks, "review", sid, reason="test")
    _drain(tasks)
    from reverie.worker.cli import cli

    runner = CliRunner()
    res = runner.invoke(cli, ["--home", str(home), "queue", "--json"])
    assert res.exit_code == 0, res.output
    status = json.loads(res.output)
    for key in ("pending", "scheduled", "running", "failed", "done", "throughput", "latency",
                "cost", "oldest_due", "scheduler"):
        assert key in status
    assert status["done"] == 2 and status["failed"] == 1 and status["pending"] == 0
    assert status["latency"]["jobs"] == 3 and status["latency"]["run_time_p95_s"] is not None
    cost = status["cost"]
    assert cost["input_tokens"] == 2000 and cost["usd"] == 0.004
    assert cost["jobs"] == 3 and cost["usd_per_job"] == round(0.004 / 3, 6)
    assert cost["staged"] == 2 and cost["tokens_per_job"] == round(2200 / 3, 1)
    assert cost["accepted"] == 0, "the stand-in engine wrote nothing to memory"
    assert cost["usd_per_accepted_memory"] is None

    from reverie.memory.pending.staging import StageRequest, stage

    out = stage(s, StageRequest({"action": "add", "target": "memory", "content": "Deploys go out on Tuesdays."},
                                origin="background_review"))
    assert out.status == "applied"
    cost = json.loads(runner.invoke(cli, ["--home", str(home), "queue", "--json"]).output)["cost"]
    assert cost["accepted"] == 1 and cost["usd_per_accepted_memory"] == 0.004

    res = runner.invoke(cli, ["--home", str(home), "queue", "failed", "--json"])
    failed = json.loads(res.output)
    assert [f["session_id"] for f in failed] == ["bad"] and "403" in failed[0]["error"]
    res = runner.invoke(cli, ["--home", str(home), "queue", "drop", failed[0]["id"], "--json"])
    assert res.exit_code == 0 and json.loads(res.output)["action"] == "dropped"
    res = runner.invoke(cli, ["--home", str(home), "queue", "retry", failed[0]["id"]])
    assert res.exit_code != 0 and "not a failed job" in str(res.exception or res.output)
    res = runner.invoke(cli, ["--home", str(home), "queue", "retry", "nope-no-such"])
    assert res.exit_code != 0
    text = runner.invoke(cli, ["--home", str(home), "queue"]).output
    assert "pending 0" in text and "no scheduler is running" in text


def test_sweep_summarises_idle_sessions_once_with_the_real_summariser(home: Path) -> None:
    s, tasks = _setup(home)
    last = _add_turns(s, "quiet", 2, at=time.time() - 7200)
    _add_turns(s, "active", 2)  # not idle yet
    sent = enqueue_due(tasks, "summary", "sweep")
    assert [tasks.context.ledger.get(j).session_id for j in sent] == ["quiet"]
    _drain(tasks)
    rec = tasks.context.ledger.get(sent[0])
    assert rec.status == "done" and rec.last_message_id == last
    with SessionStore.open(s) as store:
        assert store.get_summary("quiet") is not None
        assert store.get_summary("active") is None
    assert enqueue_due(tasks, "summary", "sweep") == [], "summarised through its last message"


def test_a_session_of_hidden_rows_only_is_summarised_as_nothing_not_failed(home: Path) -> None:
    """Issue 32: a session whose every row is model-facing scaffolding (display_kind
    'hidden') has nothing the user or the assistant said. Its idle summary is a clean
    no-op, covered through its last row: not a failure retried and dead-lettered."""
    s, tasks = _setup(home)
    _add_turns(s, "quiet", 1, at=time.time() - 7200)
    with SessionStore.open(s) as store:
        store.connection.execute("ALTER TABLE messages ADD COLUMN display_kind TEXT")
        store.connection.execute("UPDATE messages SET display_kind = 'hidden'")
        last = store.append_message("quiet", "assistant", "scaffolding reply",
                                    timestamp=time.time() - 7100)
        store.connection.execute("UPDATE messages SET display_kind = 'hidden' WHERE id = ?",
                                 (last,))
    [job] = enqueue_due(tasks, "summary", "sweep")
    _drain(tasks)
    rec = tasks.context.ledger.get(job)
    assert (rec.status, rec.attempts, rec.error) == ("done", 1, None)
    assert rec.last_message_id == last
    with SessionStore.open(s) as store:
        assert store.get_summary("quiet") is None
    assert enqueue_due(tasks, "summary", "sweep") == [], "covered through its last row"
    from reverie.worker.cli import cli

    res = CliRunner().invoke(cli, ["--home", str(home), "summarize", "quiet", "--now"])
    assert res.exit_code == 0, res.output
    assert res.output.startswith("Nothing to summarise in quiet:")


def test_summary_that_falls_back_to_a_preview_is_retried_then_dead_lettered(home: Path) -> None:
    from tests.conftest import free_port

    write_config(home, auxiliary={"session_search": {
        "provider": "openai", "base_url": f"http://127.0.0.1:{free_port()}/v1", "timeout": 0.2}})
    s = settings_for(home)
    tasks = register(make_huey(s), s)
    _add_turns(s, "quiet", 1, at=time.time() - 7200)
    [job] = enqueue_due(tasks, "summary", "sweep")
    _drain(tasks)
    rec = tasks.context.ledger.get(job)
    assert rec.status == "failed" and rec.attempts == 3 and "preview" in rec.error
    assert enqueue_due(tasks, "summary", "sweep") == [], "parked until the operator acts"


def test_run_once_prints_what_was_staged_with_the_offline_provider(home: Path) -> None:
    from reverie.worker.cli import cli

    write_config(home, memory={"write_approval": True})
    s = settings_for(home)
    with SessionStore.open(s) as store:
        store.append_message("s1", "user", "Remember that the staging database is on port 6543.")
        store.append_message("s1", "assistant", "Noted.")
    res = CliRunner().invoke(cli, ["--home", str(home), "run", "--once"])
    assert res.exit_code == 0, res.output
    assert "reviewed s1: 0 applied, 1 staged for approval" in res.output
    assert "+ [" in res.output and "port 6543" in res.output
    res = CliRunner().invoke(cli, ["--home", str(home), "run", "--once", "--json"])
    report = json.loads(res.output)
    assert report["enqueued"] == 0 and report["staged"] == [], "nothing new: nothing twice"
    assert len(list(s.pending_dir.glob("*.json"))) == 1


def test_run_once_says_when_another_worker_took_its_jobs(home: Path) -> None:
    """Jobs a separate `reverie worker` on the same queue ran are not in this process's
    list; the report must say so instead of printing nothing under '10 done'."""
    import click

    from reverie.worker.cli.queue_cmd import _print_report
    from reverie.worker.run import RunReport, run_once

    write_config(home, reverie={"schedule": {"nudge_interval": 1}})
    s = settings_for(home)
    _add_turns(s, "s1", 1)
    report = run_once(s, workers=1)
    assert report.finished.get("done", 0) >= 1 and report.elsewhere == 0  # all ran here
    other = RunReport(enqueued=2, finished={"done": 2}, elsewhere=2)
    res = CliRunner().invoke(click.Command("x", callback=lambda: _print_report(other)))
    assert "2 job(s) were run by another worker process" in res.output
    assert "reverie memory pending" in res.output


def test_enqueue_turn_with_a_profile_uses_the_profile_queue(home: Path) -> None:
    from reverie.jobs import enqueue_turn as turn
    from reverie.jobs.ledger import JobLedger

    ps = settings_for(home / "profiles" / "work")
    _add_turns(ps, "s1", 1)
    result = turn(home, "s1", profile="work")
    assert result.queued
    assert ps.queue_db.exists() and not (home / "reverie" / "queue.db").exists()
    assert JobLedger(ps).get(result.job_id).session_id == "s1"
    with pytest.raises(Exception, match="Invalid profile"):
        turn(home, "s1", profile="../escape")
    with pytest.raises(QueueError, match="session id"):
        turn(home, "  ")


def test_review_of_an_unknown_session_is_refused_and_nothing_is_queued(home: Path, capsys) -> None:
    from reverie.worker.cli import main

    s, tasks = _setup(home, lambda k, sid, call: None)
    _add_turns(s, "s1", 1)
    for kind in ("review", "summarize"):
        with pytest.raises(SystemExit) as exit_info:
            main(["--home", str(home), kind, "nosuch"])
        assert exit_info.value.code == 1
        err = capsys.readouterr().err
        assert err.startswith("Error: No session 'nosuch'") and err.count("\n") == 1, err
    assert tasks.context.ledger.requests("review") == {}
    assert tasks.context.ledger.requests("summary") == {}
    assert tasks.context.ledger.counts() == {} and tasks.huey.pending_count() == 0
    with pytest.raises(QueueError, match="No session 'ghost'"):
        enqueue_turn(home, "ghost")
    assert enqueue_turn(home, "s1").queued, "a session that exists is still queued"


def test_run_once_reconciles_memory_first(home: Path, monkeypatch) -> None:
    """Issue 14: a change written but left as a journal intent (the confirmation failed,
    as on a full disk) is settled by `run --once` before any job runs."""
    from reverie.config import StagingError
    from reverie.memory.journal import Journal
    from reverie.memory.journaled import journaling_store
    from reverie.worker.run import run_once

    s = settings_for(home)

    def full(*args, **kwargs):
        raise StagingError("Cannot update the journal: database or disk is full.")

    monkeypatch.setattr(Journal, "confirm", full)
    assert journaling_store(s).add("memory", "written while the disk was full")["success"]
    monkeypatch.undo()
    report = run_once(s, workers=1)
    assert report.reconciled["confirmed"] == 1
    with Journal(s) as j:
        assert j.intents() == []
        assert j.last_change_to("memory", "written while the disk was full").state == "done"


def test_a_busy_database_is_retried_never_dead_lettered_on_the_first_attempt(home: Path) -> None:
    """Issue 14 item 3: "database is locked" from state.db (translated by the session
    store) or from journal.db (translated by config.database), as a real held write lock
    makes it, is transient."""
    import sqlite3

    from reverie.memory.journal import Journal

    attempts: dict[str, int] = {}

    def engine(kind, sid, call):
        attempts[sid] = attempts.get(sid, 0) + 1
        if attempts[sid] == 1 and sid == "state":
            with SessionStore.open(s) as store:
                agent = sqlite3.connect(s.state_db, isolation_level=None)
                agent.execute("BEGIN IMMEDIATE")  # the agent holding state.db's write lock
                try:
                    store.connection.execute("PRAGMA busy_timeout=50")
                    store.append_message("state", "user", "a turn the agent is writing")
                finally:
                    agent.execute("ROLLBACK")
                    agent.close()
        if attempts[sid] == 1 and sid == "journal":
            other = sqlite3.connect(s.journal_db, isolation_level=None)
            other.execute("BEGIN IMMEDIATE")  # another process writing journal.db
            try:
                Journal(s, busy_timeout=0.05).record("applied", origin="foreground",
                                                     target="memory", action="add", after="x")
            finally:
                other.execute("ROLLBACK")
                other.close()
        return None

    s, tasks = _setup(home, engine)
    with SessionStore.open(s) as store:
        store.append_message("state", "user", "hello")
    jobs = {sid: enqueue(tasks, kind, sid, reason="test")
            for sid, kind in (("state", "summary"), ("journal", "review"))}
    _drain(tasks, workers=1)
    for sid, job in jobs.items():
        rec = tasks.context.ledger.get(job)
        assert (rec.status, rec.attempts) == ("done", 2), (sid, rec)


def test_a_key_in_an_unexpected_error_is_not_stored_in_the_ledger(home: Path) -> None:
    """Issue 14 item 7: an error that is not Reverie's own (so not redacted by its __str__)
    quoting a gateway URL with ?key= is redacted before journal.db stores it."""
    def engine(kind, sid, call):
        raise RuntimeError("POST https://gw.example/v1/chat/completions?key=sk-LEAK-123 failed")

    s, tasks = _setup(home, engine)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    rec = tasks.context.ledger.get(job)
    assert rec.status == "failed" and "key=***" in rec.error
    for path in s.journal_db.parent.glob(s.journal_db.name + "*"):  # the db and its WAL
        assert b"sk-LEAK-123" not in path.read_bytes(), path


def _traced_journal(monkeypatch) -> list[tuple[int, str]]:
    """Every journal.db statement from now on, with the thread that ran it."""
    import sqlite3
    import threading

    statements: list[tuple[int, str]] = []
    real_connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        if "journal.db" in str(args[0] if args else kwargs.get("database", "")):
            conn.set_trace_callback(
                lambda sql: statements.append((threading.get_ident(), " ".join(sql.split()))))
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    return statements


def test_a_jobs_start_and_end_are_one_journal_transaction_each(home: Path, monkeypatch) -> None:
    """Issue 27: marked running, the budget checked and the lease taken commit together,
    and so do the request satisfied, the row finished and the lease released: a crash
    leaves a job either not started or started with its lease, finished with neither the
    lease nor the request left. The rows are the same as when each was its own commit."""
    import threading

    statements = _traced_journal(monkeypatch)
    seen: dict[str, object] = {}

    def engine(kind, sid, call):   # the job as it runs: leased, marked running
        seen["thread"] = threading.get_ident()
        seen["lease"] = tasks.context.leases.get(lease_key(kind, sid))
        seen["status"] = tasks.context.ledger.get(call.run_id).status

    s, tasks = _setup(home, engine)
    _add_turns(s, "s0", 1)
    enqueue_review(s, "s0")
    _drain(tasks, workers=1)                       # schemas migrated, connections pooled
    statements.clear()
    _add_turns(s, "s1", 1)
    enqueue_review(s, "s1")                        # a request the job satisfies
    [job] = [j.id for j in tasks.context.ledger.for_session("s1", "review")]
    _drain(tasks, workers=1)
    assert seen["status"] == "running" and seen["lease"].job_id == job
    rec = tasks.context.ledger.get(job)
    assert (rec.status, rec.attempts) == ("done", 1)
    assert tasks.context.leases.get(lease_key("review", "s1")) is None
    assert tasks.context.ledger.requests("review") == {}
    ours = [sql.split()[0].upper() for thread, sql in statements if thread == seen["thread"]]
    assert ours.count("BEGIN") == ours.count("COMMIT") == 2, ours


def test_a_jobs_start_marks_its_row_and_takes_its_lease_in_a_statement_each(
        home: Path, monkeypatch) -> None:
    """Issue 27: a queued job's row is there (the enqueue wrote it) and its session's lease
    key is free (the last job's end deleted it): the start marks the row running and takes
    the lease without the insert-if-missing of the row nor a read of the lease first. A job
    whose row is missing still gets one (its attempt 1)."""
    import threading

    statements = _traced_journal(monkeypatch)
    seen: dict[str, object] = {}

    def engine(kind, sid, call):
        seen["thread"] = threading.get_ident()
        seen["lease"] = tasks.context.leases.get(lease_key(kind, sid))

    s, tasks = _setup(home, engine)
    _add_turns(s, "s0", 1)
    enqueue_review(s, "s0")
    _drain(tasks, workers=1)                       # schemas migrated, connections pooled
    statements.clear()
    _add_turns(s, "s1", 1)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    rec = tasks.context.ledger.get(job)
    assert (rec.status, rec.attempts, rec.reason) == ("done", 1, "test")
    assert seen["lease"].job_id == job
    ours = [sql for thread, sql in statements if thread == seen["thread"]]
    start = ours[:ours.index("COMMIT") + 1]
    assert not [sql for sql in start if "INSERT OR IGNORE INTO jobs_ledger" in sql], start
    assert not [sql for sql in start if sql.startswith("SELECT * FROM jobs_leases")], start
    # no row written by an enqueue: the start writes it
    attempt = tasks.context.ledger.started("unsent-job", "review", "s2", worker="test")
    rec = tasks.context.ledger.get("unsent-job")
    assert (attempt.number, rec.status, rec.reason, rec.attempts) == (1, "running", "unknown", 1)


def test_a_jobs_budget_check_stands_for_its_first_model_calls(home: Path, monkeypatch) -> None:
    """Issue 27: the job's start checks today's budget in its transaction; the review's
    check before its first chunk and the summary's before its call stand on it, so each
    job sums today's tokens once (it was twice). The jobs run for real (the heuristic)."""
    statements = _traced_journal(monkeypatch)

    def sums() -> list[int]:   # the threads that summed today's tokens
        return [thread for thread, sql in statements
                if "FROM reverie_review_budget_days WHERE day" in sql]

    s, tasks = _setup(home)
    with SessionStore.open(s) as store:
        last = store.append_message("s1", "user", "Remember that the build server is host-1.",
                                    timestamp=time.time() - 7200)
    review = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    rec = tasks.context.ledger.get(review)
    assert (rec.status, rec.last_message_id) == ("done", last)   # reviewed, cursor moved
    assert len(sums()) == 1, sums()
    statements.clear()
    summary = enqueue(tasks, "summary", "s1", reason="test")
    _drain(tasks, workers=1)
    assert tasks.context.ledger.get(summary).status == "done"
    with SessionStore.open(s) as store:
        assert store.get_summary("s1") is not None
    assert len(sums()) == 1, sums()


def test_a_review_and_a_summary_look_at_their_session_row_once(home: Path, monkeypatch) -> None:
    """Issue 27: a review job and a summary job each read their session's row and whether it
    is one to learn from in one statement (it was two a job). The jobs run for real."""
    reads: list[str] = []
    real_connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        if str(args[0] if args else kwargs.get("database", "")).endswith("state.db"):
            conn.set_trace_callback(lambda sql: reads.append(sql) if (   # (not the lineage's)
                sql.startswith("SELECT") and "FROM sessions WHERE id = " in " ".join(sql.split())
                and not sql.startswith("SELECT parent_session_id")) else None)
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    s, tasks = _setup(home)
    with SessionStore.open(s) as store:
        store.append_message("s1", "user", "Remember that the kiln fires on Thursdays.",
                             timestamp=time.time() - 7200)
    review = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    assert tasks.context.ledger.get(review).status == "done"
    assert len(reads) == 1, reads
    reads.clear()
    summary = enqueue(tasks, "summary", "s1", reason="test")
    _drain(tasks, workers=1)
    assert tasks.context.ledger.get(summary).status == "done"
    assert len(reads) == 1, reads


def _remember(settings, sid: str, fact: str) -> int:
    with SessionStore.open(settings) as store:
        return store.append_message(sid, "user", f"Remember that {fact}.",
                                    timestamp=time.time() - 7200)


def test_a_reviews_last_cursor_moves_in_its_jobs_end_transaction(home: Path, monkeypatch) -> None:
    """Issue 27: a review job's last cursor is written in the job's end transaction, with
    the row finished and the lease released (one commit less a review): the messages are
    never reviewed while the job looks unfinished, nor the job done with them still due.
    The review runs for real (the heuristic); the rows are the same as before."""
    import threading

    statements = _traced_journal(monkeypatch)
    s, tasks = _setup(home)
    _remember(s, "s0", "the build server is host-0.example.org")
    enqueue(tasks, "review", "s0", reason="test")
    _drain(tasks, workers=1)                       # schemas migrated, connections pooled
    statements.clear()
    last = _remember(s, "s1", "the deploy box is host-1.example.org")
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    rec = tasks.context.ledger.get(job)
    assert (rec.status, rec.last_message_id) == ("done", last)
    assert get_cursor(s, "s1") == last
    assert "host-1.example.org" in (home / "memories" / "MEMORY.md").read_text()
    main = threading.get_ident()
    ours = [sql for thread, sql in statements if thread != main]
    cursor = next(i for i, sql in enumerate(ours) if "INTO reverie_review_cursors" in sql)
    begin = max(i for i in range(cursor) if ours[i].startswith("BEGIN"))
    end = next(i for i in range(cursor, len(ours)) if ours[i].startswith("COMMIT"))
    within = ours[begin:end]
    assert any("SET status = 'done'" in sql for sql in within), within
    assert any(sql.startswith("DELETE FROM jobs_leases") for sql in within), within
    assert sum(sql.startswith("INSERT INTO reverie_review_cursors") for sql in ours) == 1
    # start, the call's row, the memory write's intent and its confirmation, the end
    assert sum(sql.startswith("BEGIN") for sql in ours) == 5, ours


def test_a_review_whose_end_cannot_commit_leaves_its_messages_due_and_reruns_cleanly(
        home: Path, monkeypatch) -> None:
    """The review's end transaction fails after its cursor was written in it (as a crash
    before its commit would leave it): the cursor is rolled back with the job's end, so the
    messages are still due, never reviewed while the job is unfinished; the job's retry
    reviews them again, finds its fact already written and adds nothing twice."""
    import sqlite3

    s, tasks = _setup(home)
    last = _remember(s, "s1", "the build server is host-1.example.org")
    leases = tasks.context.leases
    real_drop = leases.drop
    seen: list[tuple[str, int, str]] = []   # (when, the cursor as others see it, memory)

    def failing_drop(*args, **kwargs):
        memory = (home / "memories" / "MEMORY.md").read_text()
        if not seen:   # inside the end transaction, after the cursor was written in it
            seen.append(("in the end", get_cursor(s, "s1"), memory))
            raise sqlite3.OperationalError("disk I/O error")
        if len(seen) == 1:   # the lease released after the end was rolled back
            seen.append(("rolled back", get_cursor(s, "s1"), memory))
        return real_drop(*args, **kwargs)

    monkeypatch.setattr(leases, "drop", failing_drop)
    job = enqueue(tasks, "review", "s1", reason="test")
    _drain(tasks, workers=1)
    assert [(when, cursor) for when, cursor, _ in seen[:2]] == [
        ("in the end", 0), ("rolled back", 0)], seen
    memory = seen[0][2]
    assert memory.count("host-1.example.org") == 1                # the add was applied
    rec = tasks.context.ledger.get(job)                           # the retry (a disk error
    assert (rec.status, rec.attempts, rec.last_message_id) == ("done", 2, last)  # is transient)
    assert get_cursor(s, "s1") == last
    assert (home / "memories" / "MEMORY.md").read_text() == memory   # nothing added twice
    assert not s.pending_dir.exists() or not list(s.pending_dir.glob("*.json"))


def test_a_review_killed_inside_its_end_transaction_leaves_its_messages_due(home: Path) -> None:
    """SIGKILL of a real worker process inside the review job's end transaction, after the
    cursor was written in it: nothing of the end is left half-done (the cursor has not
    moved, the job is still "running" for reconcile to find), the fact applied before it is
    in MEMORY.md once; the review run again adds nothing twice and moves the cursor."""
    import os
    import select
    import signal

    write_config(home)
    s = settings_for(home)
    last = _remember(s, "s1", "the build server is host-1.example.org")
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:   # the worker: never returns into pytest
        try:
            os.close(ready_r)
            tasks = register(make_huey(s), s)

            def stalled_drop(*args, **kwargs):   # inside the end transaction
                os.write(ready_w, b"in the end")
                time.sleep(120)

            tasks.context.leases.drop = stalled_drop
            enqueue(tasks, "review", "s1", reason="test")
            _drain(tasks, workers=1, timeout=120)
        finally:
            os._exit(0)
    os.close(ready_w)
    try:
        assert select.select([ready_r], [], [], 60)[0], "the review never reached its end"
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(ready_r)
    memory = (home / "memories" / "MEMORY.md").read_text()
    assert memory.count("host-1.example.org") == 1
    assert get_cursor(s, "s1") == 0
    tasks = register(make_huey(s), s)
    [killed] = tasks.context.ledger.for_session("s1", "review")
    assert killed.status == "running"       # its lease too, until it expires: then reconcile
    wait_for(lambda: mark_orphans(tasks)["interrupted"] == 1, timeout=60,
             message="the killed job's lease to expire")
    again = enqueue(tasks, "review", "s1", reason="rerun")
    _drain(tasks, workers=1)
    rec = tasks.context.ledger.get(again)
    assert (rec.status, rec.last_message_id) == ("done", last), rec
    assert get_cursor(s, "s1") == last
    assert (home / "memories" / "MEMORY.md").read_text() == memory
    assert not s.pending_dir.exists() or not list(s.pending_dir.glob("*.json"))


def test_run_once_does_not_call_a_dead_letter_still_due(home: Path) -> None:
    """A session whose review failed for good waits for the operator (parked): a scan does
    not send it again, so the next run cannot "take it". The report said "1 session(s) are
    still due: run `reverie run --once` again to take them", and each run again did
    nothing (found with a model timeout past time_t, session 23)."""
    from reverie.config import PermanentProviderError
    from reverie.review.providers.heuristic import HeuristicProvider
    from reverie.worker.run import run_once

    class Refusing(HeuristicProvider):
        name = "refusing"

        def generate_json(self, *args, **kwargs):
            raise PermanentProviderError("The model answered 400: the request is malformed.")

    write_config(home, reverie={"schedule": {"nudge_interval": 1}})
    s = settings_for(home)
    _add_turns(s, "s1", 1)
    first = run_once(s, workers=1, provider=Refusing(s.background_review, {}))
    assert first.finished.get("failed") == 1
    assert first.left == 0, "a dead letter is not due: `queue retry` takes it back"
    again = run_once(s, workers=1, provider=Refusing(s.background_review, {}))
    assert again.enqueued == 0 and again.left == 0
    _add_turns(s, "s1", 1)      # new messages: due again, so left if the run stops first
    third = run_once(s, workers=1, provider=Refusing(s.background_review, {}))
    assert third.finished.get("failed") == 1 and third.left == 0
