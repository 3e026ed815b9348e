"""The Hermes plugin's hooks in-process: they enqueue, and nothing they meet escapes."""

from __future__ import annotations

import logging

from reverie.jobs import hermes_plugin
from reverie.jobs.tasks import default_tasks
from reverie.search_index import SessionStore


class Context:
    """What a hook registration needs from Hermes' PluginContext."""

    def __init__(self):
        self.hooks = {}

    def register_hook(self, name, callback):
        self.hooks.setdefault(name, []).append(callback)


def test_register_adds_both_hooks():
    ctx = Context()
    hermes_plugin.register(ctx)
    assert sorted(ctx.hooks) == ["on_session_end", "on_session_finalize"]


def test_hooks_enqueue_once_and_never_raise(home, clean_env, settings, monkeypatch, caplog):
    monkeypatch.setenv("HERMES_HOME", str(home))
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "remember I like tea", source="cli")
    # Whether a call returns its EnqueueResult depends on finishing within the hook's
    # bound (the first one also imports the queue); what it did is in the ledger.
    hermes_plugin.after_turn(session_id="s1", model="m")
    hermes_plugin.at_session_end(session_id="s1", completed=True, interrupted=False)
    assert hermes_plugin.after_turn(model="m") is None               # no session id: nothing
    assert hermes_plugin.wait_background(30)
    tasks = default_tasks(settings)
    assert [r.status for r in tasks.context.ledger.for_session("s1", "review")] == ["queued"]
    assert tasks.huey.pending_count() == 1                           # two hooks, one job
    caplog.set_level(logging.WARNING, logger="reverie.hermes_plugin")
    assert hermes_plugin.enqueue_review_of("unknown") is None
    assert hermes_plugin.wait_background(30)
    (home / "config.yaml").write_text("memory: {write_approval: maybe}\n", encoding="utf-8")
    assert hermes_plugin.enqueue_review_of("s1") is None             # a broken config
    assert hermes_plugin.wait_background(30)
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2 and all("could not enqueue" in m for m in messages)
    assert "write_approval" in messages[1]


def test_a_home_without_state_db_gets_nothing_created(home, clean_env, monkeypatch, caplog):
    """Issue 19: a hook for a home with no state.db created reverie/queue.db there (and
    ~/.hermes/reverie/queue.db for a Hermes that never wrote a session)."""
    caplog.set_level(logging.WARNING, logger="reverie.hermes_plugin")
    monkeypatch.delenv("HERMES_HOME", raising=False)
    default = home.parent / ".hermes"                       # HOME is home's parent here
    hermes_plugin.after_turn(session_id="s1")
    assert hermes_plugin.wait_background(30)
    assert not default.exists()
    monkeypatch.setenv("HERMES_HOME", str(home))
    hermes_plugin.after_turn(session_id="s1")
    assert hermes_plugin.wait_background(30)
    assert list(home.iterdir()) == []
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2 and all("state.db does not exist" in m for m in messages)
