"""Sending requests for one home, with what every call needs opened once and reused.

``enqueue_turn`` runs after every agent turn, so its cost is the agent's: a cold call reads
``config.yaml``, builds a huey instance, opens journal.db and state.db and checks their
schemas — ~5 ms on a quiet machine against ~0.4 ms for a bare huey enqueue. An
:class:`Enqueuer` does that once per home and process and then costs one state.db lookup,
one journal.db transaction and the huey enqueue per request.

:func:`enqueuer_for` keeps one Enqueuer per (process, home, profile, environment,
``config.yaml`` identity): a changed config file or environment opens a new one, a forked
child never reuses its parent's connections, and at most :data:`KEEP` homes are kept
(the oldest is closed). It is a cache of opened resources; the settings themselves are
still loaded and validated from the files and the environment, never set globally.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict

from reverie.config import QueueError, Settings, load_settings
from reverie.config.home import resolve_home

from .homes import config_identity
from .kinds import default_kinds
from .results import EnqueueResult
from .sessions import SessionCheck
from .tasks import Tasks, default_tasks, send_request

KEEP = 8


class Enqueuer:
    """What enqueue calls for one home need: the settings, the registered tasks (huey and
    the job ledger's connections), a session-store reader.

    The tasks are built on the first request whose session exists, not here: a hook for a
    home without state.db created ``reverie/queue.db`` there (issue 19)."""

    def __init__(self, settings: Settings, *, tasks: Tasks | None = None) -> None:
        self.settings = settings
        self._tasks = tasks
        self._owns_tasks = tasks is None   # the tasks it builds are its own to close
        self._sessions = SessionCheck(settings)
        self._lock = threading.Lock()

    @property
    def tasks(self) -> Tasks:
        with self._lock:
            if self._tasks is None:
                self._tasks = default_tasks(self.settings)
            return self._tasks

    def require_session(self, session_id: str) -> None:
        """:func:`jobs.sessions.require_session` on a state.db connection kept open."""
        self._sessions.require(session_id)

    def session_ids(self) -> list[str]:
        """Every session id in state.db, on the same kept connection."""
        return self._sessions.session_ids()

    def request(self, kind: str, session_id: str) -> EnqueueResult:
        """Record a request for a ``kind`` job on ``session_id`` and send it unless one is
        already queued."""
        kinds = self._tasks.kinds if self._tasks is not None else default_kinds()
        entry = kinds.get(kind)
        if entry is None or not entry.per_session:
            known = ", ".join(k.name for k in kinds.values() if k.per_session)
            raise QueueError(f"{kind!r} is not a job kind that runs on a session.",
                             hint=f"Use one of: {known}.")
        self.require_session(session_id)   # before the queue and journal.db are opened
        return send_request(self.tasks, kind, session_id)

    def close(self) -> None:
        # The tasks it built hold journal.db connections (the job ledger's pool): closed
        # here, not whenever the collector reaches them (memory.journaled.journaled_writes
        # says why a late close is a hazard).
        self._sessions.close()
        with self._lock:
            tasks, self._tasks = (self._tasks, None) if self._owns_tasks else (None, self._tasks)
        if tasks is not None:
            tasks.context.close()


_open: OrderedDict[tuple, Enqueuer] = OrderedDict()
_open_lock = threading.Lock()


def enqueuer_for(home: str | os.PathLike[str] | None, profile: str | None = None) -> Enqueuer:
    """The kept :class:`Enqueuer` of ``home``/``profile`` as the environment and
    ``config.yaml`` are now (a new one when either changed)."""
    env = dict(os.environ)
    directory, profile = resolve_home(home, profile, env)
    key = (os.getpid(), str(directory), profile, hash(frozenset(env.items())),
           config_identity(directory))
    with _open_lock:
        found = _open.get(key)
        if found is not None:
            _open.move_to_end(key)
            return found
    made = Enqueuer(load_settings(home, profile, environ=env))
    with _open_lock:
        found = _open.setdefault(key, made)
        if found is not made:
            made.close()
        while len(_open) > KEEP:
            _, old = _open.popitem(last=False)
            old.close()
    return found
