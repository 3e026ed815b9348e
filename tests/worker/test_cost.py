"""`reverie queue --json` cost figures: tokens come from the model-call ledger (every call,
`review --now` and failed attempts too), per job from the jobs' own calls, per accepted
memory from every review call — checked against real numbers from a fake Gemini server."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from reverie.config import PermanentProviderError, TransientProviderError
from reverie.jobs.now import review_now
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue, register, wait_idle
from reverie.review.ledger import record_call
from reverie.search_index import SessionStore
from reverie.worker.cli import cli
from reverie.worker.pool import Pool
from reverie.worker.run import Engine
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply

from .conftest import child_env, settings_for, write_config


def _add(content: str, target: str, evidence: int) -> dict:
    return {"action": "add", "target": target, "content": content, "reason": "stated",
            "evidence": [evidence], "confidence": 0.9}


def test_queue_cost_counts_now_runs_and_failed_attempts(home: Path) -> None:
    with FakeGeminiServer() as model:
        write_config(home, auxiliary={"background_review": {
            "provider": "gemini", "base_url": model.url, "model": "gemini-2.5-flash"}})
        s = settings_for(home, child_env(GEMINI_API_KEY="k-test-not-a-real-key"))
        with SessionStore.open(s) as store:
            first = store.append_message("now", "user", "Remember that the CI host is hopper.")
            store.append_message("now", "user", "I prefer short answers.")
            for sid in ("flaky", "broken"):
                store.append_message(sid, "user", "hello")
        # 1) `review --now`: one call of 500 + 48 tokens, two memories accepted at once.
        model.script(Reply.json({"operations": [
            _add("The CI host is hopper.", "memory", first),
            _add("Prefers short answers.", "user", first + 1)]}, usage=(500, 48, 0)))
        result = review_now(s, "now", echo=lambda _line: None)
        assert result.applied == 2 and result.input_tokens == 500

    # 2) jobs whose calls the engine recorded before failing (e.g. the first chunk of a
    # backlog made it, the next call did not): their tokens were never in the job ledger.
    attempts: dict[str, int] = {}

    def engine(kind: str, sid: str, call):
        attempts[sid] = attempts.get(sid, 0) + 1
        record_call(s, call=call, purpose="review", provider="gemini", model="gemini-2.5-flash",
                    session_id=sid, input_tokens=1000, output_tokens=100)
        if sid == "broken":
            raise PermanentProviderError("403 forbidden")
        if attempts[sid] == 1:
            raise TransientProviderError("503 overloaded")
        return None

    tasks = register(make_huey(s), s, engine=engine)
    for sid in ("flaky", "broken"):
        enqueue(tasks, "review", sid, reason="test")
    worker = Engine(Pool.of_one(s, tasks=tasks, workers=2), schedule=False).start()
    try:
        assert wait_idle(tasks, 30)
    finally:
        worker.stop()
    assert attempts == {"flaky": 2, "broken": 1}
    statuses = {r.session_id: (r.status, r.input_tokens, r.output_tokens)
                for r in tasks.context.ledger.in_states(["done", "failed"])}
    assert statuses == {"flaky": ("done", 2000, 200), "broken": ("failed", 1000, 100)}

    res = CliRunner().invoke(cli, ["--home", str(home), "queue", "--json"])
    assert res.exit_code == 0, res.output
    cost = json.loads(res.output)["cost"]
    assert (cost["calls"], cost["input_tokens"], cost["output_tokens"]) == (4, 3500, 348)
    assert cost["jobs"] == 2 and cost["job_tokens"] == 3300 and cost["tokens_per_job"] == 1650.0
    assert cost["accepted"] == 2
    assert cost["review_tokens"] == 3848 and cost["tokens_per_accepted_memory"] == 1924.0
    assert cost["usd"] > 0 and cost["usd_per_accepted_memory"] == round(cost["review_usd"] / 2, 6)


def test_calls_by_kind_sums_each_kinds_job_calls_in_the_window(settings) -> None:
    # The queue view's per-kind figures: every call of a job the ledger still has, by the
    # job's kind, from ``since`` on; a call of no job, of a job pruned from the ledger, of
    # another origin or before the window is in no kind.
    from reverie.config import FakeClock
    from reverie.jobs.ledger import JobLedger
    from reverie.review.calls import CallContext
    from reverie.review.ledger import Ledger, UsageTotals

    clock = FakeClock(start=1_800_000_000.0)
    with JobLedger(settings, clock=clock) as jobs, \
            Ledger(settings, clock=clock, shares=jobs.db) as calls:
        for job_id, kind in (("r-1", "review"), ("r-2", "review"), ("s-1", "summary")):
            jobs.enqueued(job_id, kind, "chat-1", reason="test")

        def call(job_id, attempt, tokens, usd, purpose="review"):
            calls.record_call(call=CallContext.for_job(job_id, attempt), purpose=purpose,
                              provider="gemini", model="m", input_tokens=tokens,
                              output_tokens=tokens // 10, cached_tokens=2, cost_usd=usd)

        call("r-1", 1, 5000, 0.5)                                   # before the window
        clock.advance(60)
        since = clock.now()
        call("r-1", 1, 100, 0.25)
        call("r-1", 2, 200, 0.125)
        calls.record_call(call=CallContext.for_job("r-1", 2), purpose="repair",
                          provider="gemini", model="m", input_tokens=30, ok=False)
        call("r-2", 1, 40, 0.0625)
        call("s-1", 1, 7, 0.0, purpose="summary")
        call("pruned", 1, 900, 1.0)                                 # no row in the ledger
        calls.record_call(call=CallContext.new("direct"), purpose="review", provider="gemini",
                          model="m", input_tokens=11)
        by_kind = {kind: UsageTotals(*sums) for kind, sums in
                   jobs.calls_by_kind(since, origin="job").items()}
        per_job = {job_id: calls.usage(since=since, run_id=job_id)
                   for job_id in ("r-1", "r-2", "s-1")}
    assert by_kind == {"review": UsageTotals.summed([per_job["r-1"], per_job["r-2"]]),
                       "summary": per_job["s-1"]}
    assert (by_kind["review"].calls, by_kind["review"].input_tokens) == (4, 370)
