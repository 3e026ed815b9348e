"""The job definitions (huey tasks) and the enqueue API the agent side calls.

``enqueue_turn(home, session_id)`` is what an agent calls after a turn; ``enqueue_review`` /
``enqueue_summary`` are the same for callers that already hold a :class:`config.Settings`.
Each records an explicit request in the journal *before* sending the queue message, so a
message lost with a killed worker or a restarted Redis is found again by reconcile. If a
job of that kind is already waiting for the session, no second message is sent: the waiting
one will read everything up to the moment it runs. A session that state.db does not have
is refused (:class:`UnknownSession`) before anything is recorded.

Importing this package loads nothing heavy (issue 19): Hermes imports
``reverie.jobs.hermes_plugin`` at its start, which runs this file, and only registering the
hooks is needed then. ``Enqueuer``, ``enqueuer_for``, ``UnknownSession`` and ``Tasks`` (and
with them huey, the queue and the ledger) are loaded on first use (:func:`__getattr__`);
``from reverie.jobs import enqueue_turn`` works as before.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any

from .results import EnqueueResult

if TYPE_CHECKING:
    from reverie.config import Settings

    from .enqueuer import Enqueuer, enqueuer_for  # noqa: F401 - exported lazily
    from .sessions import UnknownSession
    from .tasks import Tasks

#: The names this package exports from its submodules, loaded when first asked for.
_LAZY = {"Enqueuer": "enqueuer", "enqueuer_for": "enqueuer", "UnknownSession": "sessions",
         "Tasks": "tasks"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def enqueue_request(settings: Settings, kind: str, session_id: str, *,
                    tasks: Tasks | None = None) -> EnqueueResult:
    """Ask for a ``kind`` job on ``session_id`` (any session kind of the tasks' table); the
    request is recorded first, so it survives a lost queue message."""
    # Lazy: the enqueuer loads huey and the queue; importing this package must not (the
    # Hermes plugin imports it at the agent's start).
    from .enqueuer import Enqueuer

    enqueuer = Enqueuer(settings, tasks=tasks)
    try:
        return enqueuer.request(kind, session_id)
    finally:
        enqueuer.close()


def enqueue_review(settings: Settings, session_id: str, *,
                   tasks: Tasks | None = None) -> EnqueueResult:
    """Ask for a review of ``session_id`` (the request survives a lost queue message).

    ``tasks``: the tasks registered on a huey instance the caller already holds
    (``jobs.tasks.register(huey, settings)``); by default the home's queue is opened.
    """
    return enqueue_request(settings, "review", session_id, tasks=tasks)


def enqueue_summary(settings: Settings, session_id: str, *,
                    tasks: Tasks | None = None) -> EnqueueResult:
    """Ask for a summary of ``session_id`` (``tasks`` as for :func:`enqueue_review`)."""
    return enqueue_request(settings, "summary", session_id, tasks=tasks)


def enqueue_turn(home: str | os.PathLike[str], session_id: str, *,
                 profile: str | None = None) -> EnqueueResult:
    """The agent side's post-turn hook: request a review of ``session_id`` in ``home``.

    What it opens for the home (settings, queue, journal and state.db connections) is kept
    for the next call while ``config.yaml`` and the environment stay the same (see
    :mod:`jobs.enqueuer`), so a turn costs about one queue write. A home without state.db
    is refused (:class:`UnknownSession`) before anything is opened or created there."""
    # Lazy: as in enqueue_request (the plugin's import stays light).
    from .enqueuer import enqueuer_for

    return enqueuer_for(home, profile).request("review", session_id)


__all__ = ["EnqueueResult", "Enqueuer", "UnknownSession", "enqueue_request", "enqueue_review",
           "enqueue_summary", "enqueue_turn"]
