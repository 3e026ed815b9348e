"""Issue 19, item 5: with queue.db or journal.db write-locked by another process, each
plugin hook took 10 s (SQLite's busy timeout), 20 s per turn. A hook now waits at most
``reverie.hooks.timeout``; the enqueue goes on in the background and lands once the lock is
gone, and a turn whose enqueue never lands (the process died) is found by the scan.

The lock is held by a real second process (``BEGIN EXCLUSIVE``) that says when it holds it
and releases it only when told: a handshake, no sleeps."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
import time

import pytest

from reverie.config import FakeClock
from reverie.jobs import hermes_plugin
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import default_tasks, enqueue_due, register
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.lockholder import LockHolder


@pytest.fixture
def hook_home(home, clean_env, monkeypatch):
    """A home with three sessions, the hook bound at 0.1 s, and the hooks' enqueuer warm
    (journal.db and queue.db exist, in WAL mode)."""
    (home / "config.yaml").write_text("reverie: {hooks: {timeout: 0.1}}\n", encoding="utf-8")
    monkeypatch.setenv("HERMES_HOME", str(home))
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        for sid in ("warm", "s2", "s3"):
            store.append_message(sid, "user", f"remember something for {sid}", source="cli")
    hermes_plugin.after_turn(session_id="warm")
    assert hermes_plugin.wait_background(30)
    yield settings
    assert hermes_plugin.wait_background(60)


def review_requests(settings, session_id):
    return [r.status for r in default_tasks(settings).context.ledger.for_session(session_id, "review")]


@pytest.mark.parametrize("locked", ["journal_db", "queue_db"])
def test_a_locked_database_costs_the_hook_its_bound_and_the_request_lands_later(
        hook_home, caplog, locked):
    settings = hook_home
    caplog.set_level(logging.INFO, logger="reverie.hermes_plugin")
    with LockHolder(getattr(settings, locked)) as holder:
        assert hermes_plugin.after_turn(session_id="s2") is None
        assert hermes_plugin.at_session_end(session_id="s2", completed=True) is None
        # Both hooks returned while the other process still holds the lock, and the one
        # enqueue they share is still waiting for it, on the background thread.
        assert holder.holding() and hermes_plugin._handoff.busy()
        gave_up = [r.getMessage() for r in caplog.records if "did not finish within 0.1 s" in r.getMessage()]
        assert len(gave_up) == 2
        holder.release()
    assert hermes_plugin.wait_background(60)
    assert review_requests(settings, "s2") == ["queued"]
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert default_tasks(settings).huey.pending_count() == 2         # warm's and s2's


DIES = textwrap.dedent("""
    import os, sys
    from reverie.jobs import hermes_plugin
    hermes_plugin.after_turn(session_id="s3")
    print("returned", hermes_plugin._handoff.busy(), flush=True)
    os._exit(0)   # as a killed agent: the background enqueue dies with it
""")


def test_a_turn_whose_enqueue_died_with_the_agent_is_found_by_the_scan(hook_home, clean_env):
    settings = hook_home
    with LockHolder(settings.journal_db) as holder:
        agent = subprocess.run([sys.executable, "-c", DIES], capture_output=True, text=True,
                               env={**os.environ, "HERMES_HOME": str(settings.home)}, timeout=60)
        assert agent.stdout.strip() == "returned True", agent.stderr
        holder.release()
    assert review_requests(settings, "s3") == []                    # nothing was recorded
    later = FakeClock(time.time() + settings.schedule.idle_summary_minutes * 60 + 60)
    tasks = register(make_huey(settings), settings, clock=later)
    sent = enqueue_due(tasks, "review", "scan")
    found = {r.session_id: r for r in tasks.context.ledger.in_states(["queued"], kind="review")}
    assert "s3" in found and found["s3"].id in sent
    assert "idle" in (found["s3"].reason or "")


def test_the_hook_timeout_is_a_validated_setting(home, clean_env):
    from reverie.config import ConfigError

    assert make_settings(home, clean_env).hook_timeout == 0.25
    for bad in ("soon", -1, 60, float("nan")):
        with pytest.raises(ConfigError, match="reverie.hooks.timeout"):
            make_settings(home, clean_env, reverie={"hooks": {"timeout": bad}})
