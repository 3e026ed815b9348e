"""What the job layer asks the session store (state.db): does a session exist, how far is it.

Always through :class:`search_index.SessionStore`, never by opening state.db directly, so
the Hermes schema knowledge stays in one package.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any

from reverie.config import QueueError, Settings
from reverie.config.terminal import safe_id


class UnknownSession(QueueError):
    """A review or summary was asked for a session that state.db does not have."""


def require_session(settings: Settings, session_id: str) -> None:
    """Raise :class:`UnknownSession` unless ``session_id`` is a session in state.db.

    Checked before a request is recorded or a job sent: a job for a session that does not
    exist could only end as a dead letter. An agent calls ``enqueue_turn`` after it wrote
    the turn, so the session exists by then.
    """
    if not isinstance(session_id, str) or not session_id.strip():
        raise QueueError("A session id is required.", hint="Pass the id of a session in state.db.")
    if not settings.state_db.exists():  # opening the store would create an empty state.db
        raise UnknownSession(f"No session '{safe_id(session_id)}': {settings.state_db} does not exist.",
                             hint="Check --home/--profile, or ingest the session first.")
    # Lazy: the agent's enqueue imports this module; the session store loads on its first
    # look-up, never for a hook refused before it (bench/bench_plugin.py).
    from reverie.search_index import SessionStore

    with SessionStore.open(settings) as store:
        found = store.get_session(session_id) is not None
    if not found:
        raise UnknownSession(f"No session '{safe_id(session_id)}' in {settings.state_db}.",
                             hint="Check the id with `reverie search`, or ingest the session first.")


class SessionCheck:
    """:func:`require_session` on a state.db connection kept open: a caller that checks
    many sessions of one home (every agent turn's enqueue, the plugin marks taken up)
    opens the store once. A missing state.db or a bad id takes the cold path, which says
    what is wrong without creating anything."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._store: Any = None
        self._lock = threading.Lock()

    def require(self, session_id: str) -> None:
        if (not isinstance(session_id, str) or not session_id.strip()
                or not self.settings.state_db.exists()):
            require_session(self.settings, session_id)
            return
        if self._opened().get_session(session_id) is None:
            raise UnknownSession(f"No session '{safe_id(session_id)}' in {self.settings.state_db}.",
                                 hint="Check the id with `reverie search`, or ingest the session first.")

    def session_ids(self) -> list[str]:
        """Every session id in state.db (none when there is no state.db)."""
        if not self.settings.state_db.exists():   # opening the store would create it
            return []
        return self._opened().session_ids()

    def _opened(self) -> Any:
        with self._lock:
            if self._store is None:
                # Lazy: as in require_session (the agent's enqueue path).
                from reverie.search_index import SessionStore

                self._store = SessionStore.open(self.settings)
            return self._store

    def close(self) -> None:
        with self._lock:
            if self._store is not None:
                with contextlib.suppress(Exception):
                    self._store.close()
                self._store = None


def last_message_id(settings: Settings, session_id: str) -> int | None:
    """The newest message id of a session, None if the session or state.db is unknown.

    Used to remember how far a failed job got, so its dead letter parks the session only
    until new messages arrive. Dead letters are rare, so reading the session's messages is
    an acceptable cost for not knowing the Hermes schema here.
    """
    if not settings.state_db.exists():
        return None
    # Lazy: as in require_session (the agent's enqueue path).
    from reverie.search_index import SessionStore

    with SessionStore.open(settings) as store:
        messages = store.messages(session_id)
    return messages[-1].id if messages else None
