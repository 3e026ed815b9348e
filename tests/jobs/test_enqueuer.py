"""enqueue_turn keeps what it opened for a home, and opens anew when the config or the
environment changes (so a kept queue never outlives the settings it was built from)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.jobs import enqueue_turn
from reverie.jobs.enqueuer import enqueuer_for
from reverie.search_index import SessionStore
from tests.worker.conftest import settings_for, write_config


def test_kept_per_home_until_config_or_environment_changes(home: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    write_config(home, reverie={"queue": {"name": "first"}})
    with SessionStore.open(settings_for(home)) as store:
        store.append_message("s1", "user", "hello")
        store.append_message("s2", "user", "hello")
    first = enqueuer_for(home)
    assert enqueuer_for(home) is first
    assert enqueue_turn(home, "s1").queued
    again = enqueue_turn(home, "s1")
    assert not again.queued and "already queued" in again.note

    write_config(home, reverie={"queue": {"name": "second"}})
    second = enqueuer_for(home)
    assert second is not first and second.settings.queue.name == "second"
    # The request went to the new queue: its own huey holds the message.
    assert enqueue_turn(home, "s2").queued and second.tasks.huey.pending_count() == 1

    monkeypatch.setenv("REVERIE_TEST_MARKER", "changed")
    assert enqueuer_for(home) is not second


def test_a_turn_while_the_sessions_review_waits_for_its_retry_adds_no_row(home: Path) -> None:
    """tester26: the scan's nudge review of a session was retrying through a model outage
    when the agent's turn arrived; the turn queued a second review, which found nothing new
    once the first had run. The retry reads the session when it starts again, after the
    turn: the request is folded into it. A running review may have read the session
    already, so a turn then still gets a review of its own."""
    from reverie.jobs.ledger import JobLedger

    settings = settings_for(home)
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "hello")
    first = enqueue_turn(home, "s1")
    assert first.queued
    with JobLedger(settings) as ledger:
        ledger.started(first.job_id, "review", "s1", worker="w1")
        ledger.finished(first.job_id, "retrying", error="model unavailable")
    again = enqueue_turn(home, "s1")
    assert not again.queued and again.job_id == first.job_id, again
    with JobLedger(settings) as ledger:
        assert [r.id for r in ledger.for_session("s1", "review")] == [first.job_id]
        ledger.started(first.job_id, "review", "s1", worker="w1")      # running now
    during = enqueue_turn(home, "s1")
    assert during.queued and during.job_id != first.job_id
