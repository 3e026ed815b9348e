"""Console sessions: one random id per sign-in, each with its own CSRF token.

A browser that signs in (the one-time ``?token=`` link or the ``/login`` form) gets a fresh
session id in its cookie; signing out ends that session and no other. Sessions live in the
console process only (a restart signs everyone out, as the printed token changes anyway).

A session ends :data:`IDLE_SECONDS` after its last request or :data:`LIFETIME_SECONDS`
after it began, whichever comes first, on the injectable clock's monotonic time (a wall
clock step neither ends nor extends one). At most :data:`MAX_SESSIONS` live at once: a new
sign-in beyond that ends the least recently used, so a client holding the password cannot
grow the process by signing in in a loop.

Ids are kept by their SHA-256, so looking one up compares digests, not the secret itself.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass

from reverie.config import SYSTEM_CLOCK, Clock

IDLE_SECONDS = 8 * 3600
LIFETIME_SECONDS = 24 * 3600
MAX_SESSIONS = 32


@dataclass
class ConsoleSession:
    """One signed-in browser: its CSRF token and when it began and was last seen."""

    csrf: str
    started: float
    seen: float


def _key(session_id: str) -> bytes:
    return hashlib.sha256(session_id.encode("utf-8", "surrogatepass")).digest()


class Sessions:
    def __init__(self, clock: Clock = SYSTEM_CLOCK, *, idle: float = IDLE_SECONDS,
                 lifetime: float = LIFETIME_SECONDS, limit: int = MAX_SESSIONS) -> None:
        self.clock = clock
        self.idle = idle
        self.lifetime = lifetime
        self.limit = limit
        self._live: OrderedDict[bytes, ConsoleSession] = OrderedDict()  # least recent first
        self._lock = threading.Lock()

    def start(self) -> tuple[str, ConsoleSession]:
        """A new session: its id (for the cookie) and its state."""
        session_id = secrets.token_urlsafe(32)
        now = self.clock.monotonic()
        session = ConsoleSession(csrf=secrets.token_urlsafe(32), started=now, seen=now)
        with self._lock:
            self._live[_key(session_id)] = session
            while len(self._live) > self.limit:
                self._live.popitem(last=False)
        return session_id, session

    def get(self, session_id: str | None) -> ConsoleSession | None:
        """The live session ``session_id`` names (and marks it seen), or None."""
        if not session_id:
            return None
        key = _key(session_id)
        now = self.clock.monotonic()
        with self._lock:
            session = self._live.get(key)
            if session is None:
                return None
            if now - session.seen > self.idle or now - session.started > self.lifetime:
                del self._live[key]
                return None
            session.seen = now
            self._live.move_to_end(key)
            return session

    def end(self, session_id: str | None) -> bool:
        """Sign ``session_id`` out; whether it was live."""
        if not session_id:
            return False
        with self._lock:
            return self._live.pop(_key(session_id), None) is not None

    def remaining(self, session: ConsoleSession) -> int:
        """Seconds until ``session`` ends at the latest (the cookie's Max-Age)."""
        return max(0, int(session.started + self.lifetime - self.clock.monotonic()))

    def __len__(self) -> int:
        with self._lock:
            return len(self._live)
