"""Failed sign-ins slow the guesser down: per client and over all clients, with backoff.

Every check of a secret (the ``/login`` form, a ``?token=`` link, ``Authorization:
Bearer``) asks :meth:`SignInThrottle.wait` first. Failures are counted per client address
and overall. The first :data:`FREE_PER_CLIENT` failures of a client (and
:data:`FREE_OVERALL` over all clients) cost nothing; each further one makes that client
(or everyone) wait :data:`FIRST_DELAY` seconds, doubled at every failure, at most
:data:`MAX_DELAY`. While a wait runs, no secret is checked at all — the right one neither —
so guessing gets no answers. A client's count is cleared by its own successful sign-in; any
count is forgotten after :data:`FORGET_AFTER` seconds without a failure. Sessions already
signed in are not affected (cookies are not secrets checked here).

At most :data:`MAX_CLIENTS` addresses are remembered (the oldest forgotten first); the
overall count is what holds when an attacker has more addresses than that.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from dataclasses import dataclass

from reverie.config import SYSTEM_CLOCK, Clock

FREE_PER_CLIENT = 5
FREE_OVERALL = 20
FIRST_DELAY = 1.0
MAX_DELAY = 300.0
FORGET_AFTER = 3600.0
MAX_CLIENTS = 4096


@dataclass
class Backoff:
    """Consecutive failures of one client (or of all), and when the last one was."""

    free: int
    failures: int = 0
    last: float = -math.inf

    def delay(self) -> float:
        """How long after the last failure the next attempt is checked."""
        extra = self.failures - self.free
        if extra < 0:
            return 0.0
        return min(MAX_DELAY, FIRST_DELAY * 2 ** min(extra, 32))

    def wait(self, now: float) -> float:
        if now - self.last > FORGET_AFTER:
            return 0.0
        return max(0.0, self.last + self.delay() - now)

    def failed(self, now: float) -> None:
        if now - self.last > FORGET_AFTER:
            self.failures = 0
        self.failures += 1
        self.last = now


class SignInThrottle:
    def __init__(self, clock: Clock = SYSTEM_CLOCK) -> None:
        self.clock = clock
        self._overall = Backoff(FREE_OVERALL)
        self._clients: OrderedDict[str, Backoff] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, client: str) -> float:
        """Seconds ``client`` must wait before a secret it sends is checked (0: check it)."""
        now = self.clock.monotonic()
        with self._lock:
            mine = self._clients.get(client)
            return max(self._overall.wait(now), mine.wait(now) if mine else 0.0)

    def failed(self, client: str) -> None:
        now = self.clock.monotonic()
        with self._lock:
            self._overall.failed(now)
            mine = self._clients.pop(client, None) or Backoff(FREE_PER_CLIENT)
            mine.failed(now)
            self._clients[client] = mine  # most recent last
            while len(self._clients) > MAX_CLIENTS:
                self._clients.popitem(last=False)

    def succeeded(self, client: str) -> None:
        with self._lock:
            self._clients.pop(client, None)
