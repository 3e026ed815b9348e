"""One background thread per process that runs the plugin hooks' enqueues, so that the agent
waits for one at most a short bound (issue 19).

With queue.db or journal.db write-locked by another process, an enqueue waits SQLite's busy
timeout (10 s) and then fails: 20 s added to every turn, two hooks each. A hook now hands its
call to :class:`Handoff` and waits for it at most ``timeout`` seconds. What did not finish
goes on in the background: when the lock is released the request is recorded and sent as
usual, and if the process ends first (or the call fails) the turn is still in state.db,
where the scheduler's scan finds it (``jobs.due``: idle after
``reverie.schedule.idle_summary_minutes``, or at the nudge threshold).

Bounds: one thread, calls run in the order given; at most :data:`MAX_WAITING` calls wait
(a call for a key already waiting is that same call: a second review request while one is
waiting would send nothing anyway); more are dropped, logged, and left to the scan. At
interpreter exit the thread gets at most :data:`EXIT_WAIT_SECONDS` to finish what it holds
(a one-shot ``hermes chat -q`` ends right after its turn). A forked child starts its own
thread (threads do not survive a fork).

Only the standard library is imported here: the plugin loads this at Hermes' start.
"""

from __future__ import annotations

import atexit
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

MAX_WAITING = 256
EXIT_WAIT_SECONDS = 5.0


class Call:
    """One handed-off call: ``done`` is set when it ran; ``result`` is what it returned
    (None when it raised: the runner reports its own failures)."""

    def __init__(self, key: Hashable) -> None:
        self.key = key
        self.done = threading.Event()
        self.result: Any = None


class Handoff:
    """Runs ``run(*args)`` calls on one daemon thread, oldest first (module docstring)."""

    def __init__(self, run: Callable[..., Any], *, max_waiting: int = MAX_WAITING,
                 exit_wait: float = EXIT_WAIT_SECONDS) -> None:
        self._run = run
        self._max_waiting = max_waiting
        self._exit_wait = exit_wait
        self._reset()
        os.register_at_fork(after_in_child=self._reset)
        atexit.register(self._at_exit)

    def _reset(self) -> None:
        self._cond = threading.Condition()
        self._waiting: OrderedDict[Hashable, tuple[Call, tuple[Any, ...]]] = OrderedDict()
        self._running: Call | None = None
        self._thread: threading.Thread | None = None

    def submit(self, key: Hashable, *args: Any) -> Call | None:
        """Queue ``run(*args)`` under ``key``; the :class:`Call`, or None when the backlog
        is full (nothing queued)."""
        with self._cond:
            found = self._waiting.get(key)
            if found is not None:
                return found[0]
            if len(self._waiting) >= self._max_waiting:
                return None
            call = Call(key)
            self._waiting[key] = (call, args)
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="reverie-hooks",
                                                daemon=True)
                self._thread.start()
            self._cond.notify()
            return call

    def busy(self) -> bool:
        """Whether a call is running or waiting."""
        with self._cond:
            return self._running is not None or bool(self._waiting)

    def wait_idle(self, timeout: float) -> bool:
        """Wait until nothing runs or waits, at most ``timeout`` seconds; True if idle."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._running is not None or self._waiting:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._waiting:
                    self._cond.wait()
                _, (call, args) = self._waiting.popitem(last=False)
                self._running = call
            try:
                call.result = self._run(*args)
            except Exception:  # noqa: BLE001 - the runner logs its own failures; keep going
                call.result = None
            finally:
                with self._cond:
                    self._running = None
                    self._cond.notify_all()
                call.done.set()

    def _at_exit(self) -> None:
        if self._thread is not None:
            self.wait_idle(self._exit_wait)
