"""reverie.notify.webhook_url: one Slack-compatible POST per threshold crossing, retried with
backoff, off the job's thread, secrets redacted — against a real HTTP server (issue 22)."""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path

import pytest

from reverie.config import FakeClock
from reverie.jobs import thresholds
from reverie.jobs.webhook import post_text, webhook_label
from reverie.memory.pending import staging
from tests.conftest import free_port, make_settings
from tests.fakes.webhook_server import SECRET_PATH, FakeWebhook

NO_SLEEP = lambda seconds: None  # noqa: E731 — retries are counted, not timed


def settings_for(home: Path, url: str, **notify):
    notify = {"webhook_url": url, "pending_count": 2, "pending_age_hours": 0,
              "waiting_facts": 0, "dead_letters": 0, **notify}
    return make_settings(home, {}, memory={"write_approval": True},
                         reverie={"notify": notify},
                         auxiliary={"background_review": {"api_key": "sk-test-KEY-12345"}})


CLOCK = FakeClock()


def stage(s, text: str) -> str:
    return staging.stage(s, staging.StageRequest({"action": "add", "target": "memory", "content": text},
                                                 origin="assistant_tool"), clock=CLOCK).record_id


# --- one POST ------------------------------------------------------------------------------

def test_the_body_is_slack_json_and_keys_are_redacted(home):
    with FakeWebhook() as hook:
        s = settings_for(home, hook.url)
        delivery = post_text(s, "figures for sk-test-KEY-12345 and " + hook.url)
    assert delivery.ok and delivery.attempts == 1
    (request,) = hook.requests
    assert request["path"] == SECRET_PATH and request["content_type"] == "application/json"
    assert set(request["body"]) == {"text"}
    text = request["body"]["text"]
    assert "sk-test-KEY" not in text and "sekr1t" not in text and "***" in text


def test_a_failing_webhook_is_retried_with_backoff_then_delivered(home):
    waits = []
    with FakeWebhook([500, 503, 429]) as hook:
        delivery = post_text(settings_for(home, hook.url), "hello", sleep=waits.append)
    assert delivery.ok and delivery.attempts == 4 and len(hook.requests) == 4
    assert len(waits) == 3 and waits[0] < waits[1] * 1.01 and waits[1] < waits[2] * 2  # doubling


def test_a_refusal_is_not_retried(home):
    with FakeWebhook([404]) as hook:
        delivery = post_text(settings_for(home, hook.url), "hello", sleep=NO_SLEEP)
    assert not delivery.ok and not delivery.retry_later and len(hook.requests) == 1


def test_an_unreachable_webhook_never_logs_its_secret(home, caplog):
    url = f"http://127.0.0.1:{free_port()}{SECRET_PATH}"
    caplog.set_level(logging.DEBUG)
    delivery = post_text(settings_for(home, url), "hello", sleep=NO_SLEEP)
    assert not delivery.ok and delivery.retry_later and delivery.attempts == 4
    assert "sekr1t" not in (delivery.error or "") and "sekr1t" not in caplog.text
    assert webhook_label(url) in caplog.text


# --- crossings -----------------------------------------------------------------------------

def test_one_post_per_crossing(home):
    clock = FakeClock(CLOCK.now())
    with FakeWebhook() as hook:
        s = settings_for(home, hook.url)
        first = stage(s, "Deploys go out on Tuesdays")
        assert thresholds.check(s, clock=clock).crossed == []      # 1 < 2
        stage(s, "CI runs on Podman")
        report = thresholds.check(s, clock=clock)
        report.wait(30)
        assert report.crossed == ["pending_count"] and len(hook.requests) == 1
        assert "2 staged memory change(s) wait for approval (threshold 2)" in hook.texts[0]
        for _ in range(3):  # still above: nothing more
            thresholds.check(s, clock=clock).wait(30)
        stage(s, "Uses ruff")
        thresholds.check(s, clock=clock).wait(30)
        assert len(hook.requests) == 1
        # below again, then above: a second crossing, a second POST
        staging.reject(s, "all", clock=clock)
        thresholds.check(s, clock=clock).wait(30)
        stage(s, "A")
        stage(s, "B")
        thresholds.check(s, clock=clock).wait(30)
    assert len(hook.requests) == 2 and first
    state = json.loads((s.reverie_dir / "notify.json").read_text())
    assert state["above"]["pending_count"] is True and state["outbox"] == []
    assert oct((s.reverie_dir / "notify.json").stat().st_mode & 0o777) == "0o600"


def test_delivery_never_blocks_the_check(home):
    clock = FakeClock(CLOCK.now())
    with FakeWebhook() as hook:
        hook.hold = threading.Event()
        s = settings_for(home, hook.url, pending_count=1)
        stage(s, "Deploys go out on Tuesdays")
        report = thresholds.check(s, clock=clock)   # returns while the webhook holds the POST
        assert hook.arrived.wait(30)
        assert report.sender is not None and report.sender.is_alive()
        hook.hold.set()
        report.wait(30)
        assert not report.sender.is_alive()
    assert len(hook.requests) == 1


def test_an_undelivered_message_is_sent_by_a_later_check_once(home):
    clock = FakeClock(CLOCK.now())
    down = f"http://127.0.0.1:{free_port()}{SECRET_PATH}"
    s = settings_for(home, down, pending_count=1)
    stage(s, "Deploys go out on Tuesdays")
    failed = thresholds.check(s, clock=clock, send=lambda st, text: post_text(st, text, sleep=NO_SLEEP))
    failed.wait(30)
    assert failed.crossed == ["pending_count"]
    with FakeWebhook() as hook:
        s = settings_for(home, hook.url, pending_count=1)
        # still claimed by the first sender: not sent twice at once
        assert thresholds.check(s, clock=clock).queued == []
        clock.advance(thresholds.CLAIM_S + 1)
        later = thresholds.check(s, clock=clock)
        later.wait(30)
        assert later.crossed == [] and len(later.queued) == 1
        thresholds.check(s, clock=clock).wait(30)
    assert len(hook.requests) == 1 and "wait for approval" in hook.texts[0]


def test_nothing_without_a_webhook_url(home):
    s = make_settings(home, {}, memory={"write_approval": True})
    stage(s, "A")
    assert thresholds.check(s).sender is None
    assert not (s.reverie_dir / "notify.json").exists()


@pytest.mark.parametrize("name,value,limit,needle", [
    ("pending_age_hours", 200.0, 168.0, "waited 8.3 days for approval (threshold 7.0 days)"),
    ("waiting_facts", 12, 10, "12 fact(s) wait for room"),
    ("dead_letters", 3, 1, "3 job(s) failed for good"),
])
def test_every_figure_has_its_message(home, name, value, limit, needle):
    s = make_settings(home, {})
    assert needle in thresholds.message(s, name, value, limit)


def test_each_watched_figure_crosses(home):
    with FakeWebhook() as hook:
        s = settings_for(home, hook.url, pending_count=0, pending_age_hours=1,
                         waiting_facts=1, dead_letters=1)
        values = {"pending_count": 0, "pending_age_hours": 2.0, "waiting_facts": 3,
                  "dead_letters": 1}
        report = thresholds.check(s, clock=FakeClock(), values=values)
        report.wait(30)
    assert sorted(report.crossed) == ["dead_letters", "pending_age_hours", "waiting_facts"]
    assert len(hook.requests) == 3


def test_the_sweep_job_tells_the_webhook(home):
    from reverie.jobs.queue import make_huey
    from reverie.jobs.tasks import enqueue, register, wait_idle
    from reverie.worker.pool import Pool
    from reverie.worker.run import Engine
    from tests.worker.conftest import settings_for as worker_settings
    from tests.worker.conftest import write_config

    with FakeWebhook() as hook:
        write_config(home, memory={"write_approval": True},
                     reverie={"notify": {"webhook_url": hook.url, "pending_count": 1}})
        s = worker_settings(home)
        staging.stage(s, staging.StageRequest({"action": "add", "target": "memory", "content": "Uses ruff"},
                                              origin="assistant_tool"))
        tasks = register(make_huey(s), s)
        job = enqueue(tasks, "sweep", reason="test")
        worker = Engine(Pool.of_one(s, tasks=tasks, workers=1), schedule=False).start()
        try:
            assert wait_idle(tasks, 30)
            assert hook.arrived.wait(30)
        finally:
            worker.stop()
    assert len(hook.requests) == 1 and "1 staged memory change(s)" in hook.texts[0]
    row = tasks.context.ledger.get(job)
    assert row.status == "done" and "notified: pending_count" in (row.error or "")


def test_the_figures_come_from_the_queue_the_waiting_facts_and_the_ledger(home):
    from reverie.jobs.ledger import JobLedger
    from reverie.memory.upkeep.waiting import WaitingFacts

    s = settings_for(home, "http://127.0.0.1:9/hook")
    clock = FakeClock(CLOCK.now() + 7200)
    stage(s, "Deploys go out on Tuesdays")                       # staged two hours before
    with WaitingFacts(s, clock=clock) as waiting:
        waiting.add("memory", "The NAS is called tank.")
        waiting.add("user", "User works from Lisbon.")
    ledger = JobLedger(s)
    ledger.enqueued("job-1", "review", "s1", reason="due")
    ledger.started("job-1", "review", "s1", worker="test")
    ledger.finished("job-1", "failed", error="boom")
    got = thresholds.figures(s, clock=clock)
    assert got["pending_count"] == 1 and got["waiting_facts"] == 2 and got["dead_letters"] == 1
    assert 1.99 < got["pending_age_hours"] < 2.01
