"""Reverie as a Hermes Agent pip plugin (entry-point group ``hermes_agent.plugins``), for
Hermes 0.19 and 0.22 alike.

Hermes loads the plugin when ``plugins.enabled`` in its ``config.yaml`` lists ``reverie``
(``hermes plugins enable reverie``) and calls :func:`register`. Two hooks follow, the ones
that best mark a turn's end and a session's end on both versions (issue 32 item 7):

* ``on_session_end`` — "a turn finished": despite its name, both 0.19 and 0.22 fire it at
  the end of every ``run_conversation`` call (a turn, delivered, failed or interrupted),
  after the turn's rows are written. ``post_llm_call``, used before, fires earlier in the
  same finaliser and only for delivered answers, so it added a second request per turn and
  missed interrupted ones;
* ``on_session_finalize`` — "a session ended": 0.22 fires it when the CLI or TUI closes a
  session and when the gateway expires one; 0.19 when the gateway expires one.

Both only enqueue a review of the live session in the home Hermes runs on
(``HERMES_HOME``, a profile's directory when one is active) through
:func:`reverie.jobs.enqueue_turn`, which records the request and sends one queue message
(a second request while one is waiting sends nothing). The review itself runs in
``reverie worker`` / ``reverie run``, never in the agent's process.

A hook never raises into the agent, never waits on a model, and waits for its enqueue at
most ``reverie.hooks.timeout`` seconds (default 0.25; issue 19: with queue.db or journal.db
write-locked elsewhere a hook took 10 s). The enqueue runs on one background thread
(:mod:`jobs.handoff`); what does not finish in time goes on there, and a turn whose request
is never recorded (the process ended, the call failed) keeps the durable mark the hook left
first (:mod:`jobs.hookmarks`), which the next hook or the scheduler's next pass takes up. Any failure (no state.db row yet, a queue that is down, a broken config) is
logged as one warning line and the agent's turn goes on.

Loading this module imports only the standard library (and ``reverie.jobs``' light
``__init__``): huey, the queue and the settings are imported by the first enqueue, on the
background thread.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from . import hookmarks
from .handoff import Handoff

log = logging.getLogger("reverie.hermes_plugin")

#: Before a home's config.yaml has been read (the first hook of the process): the default
#: of ``reverie.hooks.timeout``.
DEFAULT_TIMEOUT = 0.25

HOOKS = ("on_session_end", "on_session_finalize")
#: How much of an error a warning line shows (the rest is cut, with its length).
ERROR_CHARS = 400


def register(ctx: Any) -> None:
    """Hermes' plugin entry point: register the hooks on Hermes' plugin context."""
    ctx.register_hook("on_session_end", after_turn)
    ctx.register_hook("on_session_finalize", at_session_end)


def after_turn(session_id: str | None = None, **_: Any) -> None:
    """``on_session_end`` (a turn finished): Hermes passes the session id among the turn's
    details."""
    enqueue_review_of(session_id)


def at_session_end(session_id: str | None = None, **_: Any) -> None:
    """``on_session_finalize`` (a session ended): the same request, so what the last turn
    left is reviewed; if one is already waiting, nothing is sent."""
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
    # Lazy: the plugin loads at Hermes' start with the standard library only.
    from reverie.config.home import DEFAULT_HOME

    value = os.environ.get("HERMES_HOME")
    return Path(value).expanduser() if value else Path.home() / DEFAULT_HOME


def enqueue_review_of(session_id: Any) -> Any:
    """Enqueue a review of ``session_id``; the EnqueueResult when it finished within the
    home's hook timeout, else None (nothing was enqueued, or it goes on in the background).
    Never raises."""
    if not isinstance(session_id, str) or not session_id.strip():
        return None
    try:
        # HERMES_HOME is already the profile's directory when a profile is active.
        home = hermes_home()
        # A durable mark first: if this process ends before the enqueue below finished,
        # the next hook or scheduler pass records the request (jobs.hookmarks, issue 30).
        hookmarks.leave(home, session_id)
        call = _handoff.submit((str(home), session_id), home, session_id)
        if call is None:
            log.warning("Reverie has %d enqueues waiting already; the review of session %s is"
                        " left to the scheduler's scan.", _handoff_backlog(),
                        _safe(session_id))
            return None
        wait = _timeouts.get(str(home), DEFAULT_TIMEOUT)
        if call.done.wait(wait):
            return call.result
        # Info, not a warning: the first enqueue of a process also imports the queue and
        # may take longer than the bound; a real failure is warned about when it happens.
        log.info("Reverie's enqueue of a review of session %s did not finish within %g s;"
                 " it goes on in the background (the scheduler's scan finds the turn if it"
                 " fails).", _safe(session_id), wait)
    except Exception as exc:  # noqa: BLE001 - the agent's turn must never fail because of us
        _warn(session_id, exc)
    return None


def wait_background(timeout: float) -> bool:
    """Wait at most ``timeout`` seconds for the hooks' background enqueues; True when none
    is left (tests and benchmarks; Hermes never needs to call it)."""
    return _handoff.wait_idle(timeout)


def _enqueue(home: Path, session_id: str) -> Any:
    """The handed-off call (on the background thread): the enqueue, its failures logged."""
    try:
        # Lazy: the plugin loads at Hermes' start with the standard library only.
        from reverie.jobs.enqueuer import enqueuer_for

        seen = hookmarks.of_session(home, session_id)   # what this request covers
        enqueuer = enqueuer_for(home)
        _timeouts[str(home)] = enqueuer.settings.hook_timeout
        result = enqueuer.request("review", session_id)
    except Exception as exc:  # noqa: BLE001 - logged; the mark stays for the next pass
        _warn(session_id, exc)
        return None
    hookmarks.clear(seen)
    # Marks an ended process left (its enqueue never finished): taken up here too.
    try:
        hookmarks.take_up(home, lambda sid: enqueuer.request("review", sid),
                          sessions=enqueuer.session_ids, warn=_warn)
    except Exception as exc:  # noqa: BLE001 - the scheduler's pass takes them up instead
        _warn(session_id, exc)
    return result


def _warn(session_id: str, exc: BaseException) -> None:
    log.warning("Reverie could not enqueue a review of session %s (%s: %s); the "
                "scheduler's scan will find it later.", _safe(session_id),
                type(exc).__name__, _safe(getattr(exc, "message", None) or exc, ERROR_CHARS))


def _safe(value: Any, limit: int | None = None) -> str:
    # Lazy: the plugin loads at Hermes' start with the standard library only.
    from reverie.config.terminal import ID_CHARS, safe_id

    return safe_id(value, limit=limit or ID_CHARS)


def _handoff_backlog() -> int:
    # Lazy: the plugin loads at Hermes' start with the standard library only.
    from .handoff import MAX_WAITING

    return MAX_WAITING


_handoff = Handoff(_enqueue)
#: Each home's reverie.hooks.timeout as its config.yaml said when last read (a cache; the
#: settings themselves are loaded and validated by the enqueue, never kept here).
_timeouts: dict[str, float] = {}
