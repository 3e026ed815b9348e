"""The Hermes plugin's hooks in-process: they enqueue, and nothing they meet escapes."""

from __future__ import annotations

import logging

from reverie.jobs import hermes_plugin
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
    assert sorted(ctx.hooks) == ["on_session_end", "post_llm_call"]


def test_hooks_enqueue_once_and_never_raise(home, clean_env, settings, monkeypatch, caplog):
    monkeypatch.setenv("HERMES_HOME", str(home))
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "remember I like tea", source="cli")
    first = hermes_plugin.enqueue_review_of("s1")
    assert first.queued and first.kind == "review"
    hermes_plugin.at_session_end(session_id="s1", completed=True, interrupted=False)
    assert hermes_plugin.after_turn(model="m") is None               # no session id: nothing
    caplog.set_level(logging.WARNING, logger="reverie.hermes_plugin")
    assert hermes_plugin.enqueue_review_of("unknown") is None
    (home / "config.yaml").write_text("memory: {write_approval: maybe}\n", encoding="utf-8")
    assert hermes_plugin.enqueue_review_of("s1") is None             # a broken config
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2 and all("could not enqueue" in m for m in messages)
    assert "write_approval" in messages[1]
