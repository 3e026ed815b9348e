"""Reverie as a Hermes Agent 0.19 pip plugin (entry-point group ``hermes_agent.plugins``).

Hermes loads the plugin when ``plugins.enabled`` in its ``config.yaml`` lists ``reverie``
(``hermes plugins enable reverie``) and calls :func:`register`. Two hooks follow:

* ``post_llm_call`` — after each turn whose answer was delivered;
* ``on_session_end`` — at the end of each ``run_conversation`` call (a turn, or the last).

Both only enqueue a review of the live session in the home Hermes runs on
(``HERMES_HOME``, a profile's directory when one is active) through
:func:`reverie.jobs.enqueue_turn`, which records the request and sends one queue message
(a second request while one is waiting sends nothing). The review itself runs in
``reverie worker`` / ``reverie run``, never in the agent's process.

A hook never raises into the agent and never waits on a model: any failure (no state.db
row yet, a queue that is down, a broken config) is logged as one warning line and the
agent's turn goes on. Reconcile picks the session up later from the scheduler's scan.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

log = logging.getLogger("reverie.hermes_plugin")

HOOKS = ("post_llm_call", "on_session_end")
#: How much of an error a warning line shows (the rest is cut, with its length).
ERROR_CHARS = 400


def register(ctx: Any) -> None:
    """Hermes' plugin entry point: register the hooks on Hermes' plugin context."""
    ctx.register_hook("post_llm_call", after_turn)
    ctx.register_hook("on_session_end", at_session_end)


def after_turn(session_id: str | None = None, **_: Any) -> None:
    """``post_llm_call``: Hermes passes the session id among the turn's details."""
    enqueue_review_of(session_id)


def at_session_end(session_id: str | None = None, **_: Any) -> None:
    """``on_session_end``: the same request; if one is already waiting, nothing is sent."""
    enqueue_review_of(session_id)


_UNSET: Any = object()
_hermes_resolver: Any = _UNSET


def hermes_home() -> Path:
    """The home Hermes runs on: its own resolver when importable, else ``HERMES_HOME``,
    else ``~/.hermes`` (what Hermes itself falls back to). The import is tried once: a
    failed import searches the whole path again each time, which a hook must not pay."""
    global _hermes_resolver
    if _hermes_resolver is _UNSET:
        try:
            from hermes_constants import get_hermes_home

            _hermes_resolver = get_hermes_home
        except Exception:  # noqa: BLE001 - outside Hermes (a test, another host)
            _hermes_resolver = None
    if _hermes_resolver is not None:
        try:
            return Path(_hermes_resolver())
        except Exception:  # noqa: BLE001 - fall back to the variable Hermes reads
            pass
    value = os.environ.get("HERMES_HOME")
    return Path(value).expanduser() if value else Path.home() / ".hermes"


def enqueue_review_of(session_id: Any) -> Any:
    """Enqueue a review of ``session_id``; the EnqueueResult, or None when nothing was
    enqueued. Never raises."""
    if not isinstance(session_id, str) or not session_id.strip():
        return None
    try:
        # Imported here: loading the plugin at Hermes' start costs nothing until a turn ends.
        from reverie.jobs import enqueue_turn

        # HERMES_HOME is already the profile's directory when a profile is active.
        return enqueue_turn(hermes_home(), session_id)
    except Exception as exc:  # noqa: BLE001 - the agent's turn must never fail because of us
        from reverie.config.terminal import safe_id

        log.warning("Reverie could not enqueue a review of session %s (%s: %s); the "
                    "scheduler's scan will find it later.", safe_id(session_id),
                    type(exc).__name__, safe_id(getattr(exc, "message", None) or exc,
                                                limit=ERROR_CHARS))
        return None
