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

import huey
from huey import signals as huey_signals
from huey.consumer import Consumer

from reverie.config import SYSTEM_CLOCK, Clock, Settings
from reverie.config.terminal import safe_id
from reverie.jobs.leases import LeaseKeeper
from reverie.jobs.queue import check_reachable, make_huey

from . import logfilter

log = logging.getLogger("reverie.worker")

HEARTBEAT_SECONDS = 2.0

# An idle SqliteHuey worker polls: first after POLL_INITIAL s, backing off by POLL_BACKOFF
# up to POLL_MAX_DELAY. Capping the delay at 0.5 s is what bounds the pickup latency of a
# job enqueued into an idle queue; the poll is one indexed SELECT, so it costs little.
POLL_INITIAL = 0.05
POLL_BACKOFF = 1.25
POLL_MAX_DELAY = 0.5


def consumer_options(h: huey.Huey, workers: int) -> dict[str, Any]:
    """Keyword arguments for :class:`huey.consumer.Consumer` tuned for low pickup latency."""
    return {
        "workers": workers,
        "worker_type": "thread",    # the work is I/O-bound model calls
        "periodic": False,          # APScheduler in `reverie scheduler` owns periodic work
        "initial_delay": POLL_INITIAL,
        "backoff": POLL_BACKOFF,
        "max_delay": POLL_MAX_DELAY,
        "check_worker_health": True,
        "health_check_interval": 5,
        "scheduler_interval": 1,    # moves due retries from the schedule into the queue
    }


def requeue_interrupted(tasks: Any, task: Any) -> None:
    """Put a job that did not finish back on its home's queue (its cursor did not move);
    a maintenance job is marked interrupted (the scheduler sends the next one)."""
    ledger = tasks.context.ledger
    entry = tasks.kinds.get(type(task).__name__)
    kind = entry.name if entry is not None else type(task).__name__
    with contextlib.suppress(Exception):
        if entry is not None and entry.per_session:
            tasks.huey.enqueue(task)
            ledger.requeued(task.id, error="re-enqueued: the worker shut down before it finished")
            log.warning("re-enqueued unfinished %s job %s", kind, safe_id(task.id))
        else:
            ledger.mark([task.id], "interrupted", error="worker shut down")


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
        self.memory_reconciled: dict[str, Any] | None = None
        self._stop_beat = threading.Event()
        self._beat_thread = threading.Thread(target=self._beat, name="worker-heartbeat",
                                             daemon=True)
        self.huey.signal(huey_signals.SIGNAL_INTERRUPTED)(self._requeue_interrupted)

    def _requeue_interrupted(self, signal_name: str, task: Any, *args: Any) -> None:
        requeue_interrupted(self.tasks, task)

    def _beat(self) -> None:
        ctx = self.tasks.context
        while True:
            with contextlib.suppress(Exception):
                ctx.ledger.beat("worker", ctx.identity.owner, f"{self.workers} threads")
            if self._stop_beat.wait(HEARTBEAT_SECONDS):
                return

    def reconcile_memory(self) -> dict[str, Any] | None:
        """Settle what a crash left between the journal, the memory files and pending/
        (``memory.pending.reconcile``) before taking work; a failure is logged, never fatal (the
        next start, or the next write of that file, settles it)."""
        from reverie.memory.pending.reconcile import reconcile

        try:
            report = reconcile(self.settings, clock=self.tasks.context.clock)
        except Exception as exc:  # noqa: BLE001 - a start must not fail on bookkeeping
            log.warning("memory reconcile failed (it runs again at the next start): %s", exc)
            return None
        if report.changed or report.problems:
            log.info("%s", report.summary())
            for problem in report.problems:
                log.warning("memory reconcile: %s", problem)
        self.memory_reconciled = report.to_dict()
        return self.memory_reconciled

    def start(self) -> None:
        """Start the worker threads (and install the signal handlers: main thread only)."""
        check_reachable(self.huey, self.settings)
        self.reconcile_memory()
        self.keeper.start()
        self._beat_thread.start()
        self.consumer.start()

    def run(self) -> None:
        """Run until Ctrl-C / SIGTERM, then shut down gracefully (see module docstring)."""
        check_reachable(self.huey, self.settings)
        self.reconcile_memory()
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
            ctx.ledger.forget_beat("worker", ctx.identity.owner)


def configure_logging(verbose: bool = False, *, debug: bool = False) -> None:
    """Log to stderr; huey's queue-backend errors rate-limited, tracebacks only with --debug."""
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.setFormatter(logfilter.SafeFormatter(
            "%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger("reverie").setLevel(logging.INFO)
    logging.getLogger("huey").setLevel(logging.INFO if verbose else logging.WARNING)
    logfilter.install(debug=debug)
