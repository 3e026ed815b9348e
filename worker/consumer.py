"""Run the huey consumer with N thread workers, and shut it down without losing work.

Ctrl-C and SIGTERM are both graceful: no new job is taken, in-flight jobs get
``reverie.queue.shutdown_timeout`` seconds to finish. A job still running after that (or
when a second signal asks to stop now) is re-enqueued before the process exits; its
review cursor was not advanced, so running it again later stages nothing twice. A worker
killed with SIGKILL cannot do any of this, and does not need to: its leases are stale at
once (its pid is gone) and reconcile re-enqueues the session.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import threading
from typing import Any

from huey import signals as huey_signals
from huey.consumer import Consumer

from reverie.config import SYSTEM_CLOCK, Clock, Settings
from reverie.jobs.leases import LeaseKeeper

from . import logfilter
from .queue import check_reachable, consumer_options, make_huey

log = logging.getLogger("reverie.worker")

HEARTBEAT_SECONDS = 2.0


class GracefulConsumer(Consumer):
    """huey's consumer with SIGINT and SIGTERM both meaning "finish, then stop" (huey makes
    one of them an immediate stop); SIGHUP keeps huey's meaning: finish, then restart."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._signal_actions = {signal.SIGINT: (False, True), signal.SIGTERM: (False, True),
                                signal.SIGHUP: (True, True)}


class WorkerProcess:
    """The consumer plus what Reverie adds: lease heartbeat, ledger heartbeat, re-enqueue."""

    def __init__(self, settings: Settings, *, workers: int | None = None,
                 clock: Clock = SYSTEM_CLOCK, provider: Any = None, tasks: Any = None) -> None:
        from reverie.jobs.tasks import register

        self.settings = settings
        self.workers = workers or settings.queue.workers
        self.huey = tasks.huey if tasks is not None else make_huey(settings)
        self.tasks = tasks or register(self.huey, settings, clock=clock, provider=provider)
        ctx = self.tasks.context
        self.consumer = GracefulConsumer(self.huey, shutdown_timeout=ctx.settings.queue.shutdown_timeout,
                                         **consumer_options(self.huey, self.workers))
        self.keeper = LeaseKeeper(ctx.leases)
        self._stop_beat = threading.Event()
        self._beat_thread = threading.Thread(target=self._beat, name="worker-heartbeat",
                                             daemon=True)
        self.huey.signal(huey_signals.SIGNAL_INTERRUPTED)(self._requeue_interrupted)

    def _requeue_interrupted(self, signal_name: str, task: Any, *args: Any) -> None:
        """Put a job that did not finish back on the queue (its cursor did not move)."""
        ledger = self.tasks.context.ledger
        kind = type(task).__name__
        with contextlib.suppress(Exception):
            if kind in ("review", "summary"):
                self.huey.enqueue(task)
                ledger.conn.execute(
                    "UPDATE jobs_ledger SET status = 'queued', error = ? WHERE id = ?",
                    ("re-enqueued: the worker shut down before it finished", task.id))
                log.warning("re-enqueued unfinished %s job %s", kind, task.id)
            else:
                ledger.mark([task.id], "interrupted", error="worker shut down")

    def _beat(self) -> None:
        ctx = self.tasks.context
        while True:
            with contextlib.suppress(Exception):
                ctx.ledger.beat("worker", ctx.identity.owner, f"{self.workers} threads")
            if self._stop_beat.wait(HEARTBEAT_SECONDS):
                return

    def start(self) -> None:
        """Start the worker threads (and install the signal handlers: main thread only)."""
        check_reachable(self.huey, self.settings)
        self.keeper.start()
        self._beat_thread.start()
        self.consumer.start()

    def run(self) -> None:
        """Run until Ctrl-C / SIGTERM, then shut down gracefully (see module docstring)."""
        check_reachable(self.huey, self.settings)
        self.keeper.start()
        self._beat_thread.start()
        try:
            self.consumer.run()
        finally:
            self._shutdown()

    def stop(self, graceful: bool = True) -> None:
        self.consumer.stop(graceful=graceful)
        self.huey.notify_interrupted_tasks()
        self._shutdown()

    def _shutdown(self) -> None:
        self._stop_beat.set()
        self.keeper.stop()
        ctx = self.tasks.context
        ctx.close()
        with contextlib.suppress(Exception):
            ctx.ledger.conn.execute("DELETE FROM jobs_heartbeats WHERE role = 'worker'"
                                    " AND owner = ?", (ctx.identity.owner,))


def configure_logging(verbose: bool = False, *, debug: bool = False) -> None:
    """Log to stderr; huey's queue-backend errors rate-limited, tracebacks only with --debug."""
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("reverie").setLevel(logging.INFO)
    logging.getLogger("huey").setLevel(logging.INFO if verbose else logging.WARNING)
    logfilter.install(debug=debug)
