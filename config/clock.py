"""An injectable clock, so tests move time instead of monkey-patching it (or waiting for it).

Besides reading the time, a clock owns waiting: :meth:`Clock.wait` waits for an event (or a
notified condition, held by the caller) at most ``timeout`` seconds *of this clock*, and
:meth:`Clock.sleep` waits for nothing. On the system clock they are ``Event.wait`` and
``time.sleep``. On a :class:`FakeClock` a wait still ends as soon as its event is set or its
condition notified, but its timeout runs out only when the test advances the clock: a pool
on a fake clock does in an instant what takes it minutes of real time (a pause ending, a
heartbeat due), and nothing happens early because a machine was slow.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

#: An ``Event`` (wait until set) or a held ``Condition`` (wait until notified).
Waitable = threading.Event | threading.Condition


class Clock(Protocol):
    def now(self) -> float:
        """Wall-clock seconds since the epoch."""

    def monotonic(self) -> float:
        """Seconds on a clock that never goes backwards."""

    def wait(self, waitable: Waitable, timeout: float) -> bool:
        """Wait until ``waitable`` is set (an Event) or notified (a Condition the caller
        holds), at most ``timeout`` seconds of this clock; whether it was."""

    def sleep(self, seconds: float) -> None:
        """Let ``seconds`` of this clock pass."""


class SystemClock:
    def now(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()

    def wait(self, waitable: Waitable, timeout: float) -> bool:
        return bool(waitable.wait(max(0.0, timeout)))

    def sleep(self, seconds: float) -> None:
        time.sleep(max(0.0, seconds))


class FakeClock:
    """A clock that only moves when told to (from any thread)."""

    #: How often a waiter looks whether the clock was advanced past its deadline (real
    #: seconds; an event set or a condition notified ends the wait at once).
    LOOK_EVERY = 0.005

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = start
        self._mono = 0.0
        self._lock = threading.Lock()

    def now(self) -> float:
        return self._now

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += seconds
            self._mono += seconds

    def wait(self, waitable: Waitable, timeout: float) -> bool:
        """An event: until it is set or the clock passes the deadline. A condition: one
        look (LOOK_EVERY real seconds) at most, as a condition's wait may end early anyway.

        Why a condition's wait is not held to the fake deadline: a notify that lands while
        the waiter's look times out and takes the lock back is lost to that waiter
        (CPython's Condition drops it), and a waiter that looked again without returning
        would never see the state it waits for change (the pool scheduler's wait() hung
        for 300 s that way). Callers of a condition check their state in a loop."""
        deadline = self._mono + timeout
        if isinstance(waitable, threading.Condition):
            return self._mono < deadline and bool(waitable.wait(self.LOOK_EVERY))
        while True:
            if waitable.is_set():
                return True
            if self._mono >= deadline:
                return False
            waitable.wait(self.LOOK_EVERY)

    def sleep(self, seconds: float) -> None:
        self.wait(threading.Event(), seconds)


SYSTEM_CLOCK = SystemClock()
