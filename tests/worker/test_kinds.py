"""A job kind added only to the kinds table is enqueued, run by a real worker process,
shown by monitoring and costed exactly (a sum by its job id, not by session or time)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.config import QueueError
from reverie.jobs import enqueue_request
from reverie.jobs.kinds import JobKind, check_table, default_kinds
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import register
from reverie.review.calls import CallContext
from reverie.review.cost import cost_of
from reverie.review.ledger import record_call, tokens_today
from reverie.search_index import SessionStore
from reverie.worker.monitor import queue_status
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply

from .conftest import REPO, child_env, settings_for, wait_for, write_config
from .digest_kind import kinds as digest_kinds

MODEL = "gemini-2.5-flash"


def test_a_kind_only_in_the_table_is_enqueued_run_monitored_and_costed(home: Path,
                                                                        tmp_path: Path) -> None:
    with FakeGeminiServer() as model:
        model.script(Reply.ok("A short digest.", usage=(500, 40, 0)))
        write_config(home, auxiliary={"session_search": {
            "provider": "gemini", "base_url": model.url, "model": MODEL, "api_key": "k-test"}})
        s = settings_for(home)
        with SessionStore.open(s) as store:
            store.append_message("d1", "user", "We moved the CI to hopper.")
        tasks = register(make_huey(s), s, kinds=digest_kinds())

        queued = enqueue_request(s, "digest", "d1", tasks=tasks)
        assert queued.queued and queued.kind == "digest"
        # A call on the same session and purpose by another run (a `--now`, say) while the
        # job waits: a job's cost is a sum by its id, so this is not the job's.
        record_call(s, call=CallContext.new("now"), purpose="digest", provider="gemini",
                    model=MODEL, session_id="d1", input_tokens=9_999)

        log = (tmp_path / "worker.log").open("wb")
        worker = subprocess.Popen([sys.executable, "-m", "tests.worker.digest_kind", str(home)],
                                  cwd=REPO, env=child_env(), stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for(lambda: tasks.context.ledger.get(queued.job_id).status == "done",
                     timeout=60, message="the worker process to run the digest job")
        finally:
            worker.send_signal(signal.SIGTERM)
            worker.wait(30)
            log.close()
        assert len(model.requests) == 1, (tmp_path / "worker.log").read_text()

    usd = cost_of(MODEL, input_tokens=500, output_tokens=40).usd
    job = tasks.context.ledger.get(queued.job_id)
    assert (job.kind, job.attempts, job.input_tokens, job.output_tokens) == ("digest", 1, 500, 40)
    assert job.cost == pytest.approx(usd) and usd > 0

    status = queue_status(s, tasks=tasks)
    digest = status.kinds["digest"]
    assert digest.jobs == {"done": 1} and digest.purposes == ["digest"]
    assert (digest.calls, digest.input_tokens, digest.output_tokens) == (1, 500, 40)
    assert digest.usd == pytest.approx(usd, abs=1e-6)
    assert status.cost.job_tokens == 540 and status.cost.jobs == 1
    # The budget and monitoring add up the same rows: the job's call and the other run's.
    assert status.budget.input_tokens_today == tokens_today(s) == 500 + 9_999
    assert status.cost.input_tokens == 500 + 9_999


def test_a_table_that_cannot_run_is_refused_and_unknown_kinds_say_which_exist(home: Path) -> None:
    broken = {**default_kinds(), "x": JobKind("x", run=lambda ctx, sid, call: None)}
    with pytest.raises(ValueError, match="find_due"):
        check_table(broken)
    write_config(home)
    s = settings_for(home)
    with SessionStore.open(s) as store:
        store.append_message("d1", "user", "hello")
    with pytest.raises(QueueError, match="review, summary"):
        enqueue_request(s, "digest", "d1", tasks=register(make_huey(s), s))
