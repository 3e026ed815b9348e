"""Keep a worker's log readable while the queue backend is down.

huey's consumer logs ``Error reading from queue`` with a full traceback every time a
worker thread's dequeue fails, and retries after at most ``POLL_MAX_DELAY``: with Redis
down that was thousands of lines and hundreds of tracebacks in seconds. The filter below
turns those records into one warning line per ``every`` seconds (``queue backend
unavailable: ConnectionError: …; retrying``) and drops the rest. The traceback is kept
only in debug mode. Other records pass untouched.

When huey's storage fails *after* a task ran (storing its retry in a full queue.db, issue
19), huey logs "Unhandled error during execution of task" with a traceback: that becomes one
warning line per task naming the storage error (the traceback, again, only in debug mode).
"""

from __future__ import annotations

import logging
import sqlite3
import threading

from reverie.config import SYSTEM_CLOCK, Clock
from reverie.config.settings import redact_url
from reverie.config.terminal import terminal_safe

# The loggers huey's worker threads and its scheduler thread log through.
HUEY_LOGGERS = ("huey.consumer.Worker", "huey.consumer.Scheduler")
# The messages huey logs when the storage (Redis, the queue.db) fails.
BACKEND_MESSAGES = ("Error reading from queue", "Error reading schedule.", "Error enqueueing")
# What a worker thread logs when huey.execute itself raised: the task ran (its own errors
# are caught inside), then huey's storage failed.
AFTER_TASK_MESSAGE = "Unhandled error during execution of task"
REPORT_EVERY_SECONDS = 30.0


class BackendErrorFilter(logging.Filter):
    """Rate-limits huey's queue-backend failures to one line per ``every`` seconds."""

    def __init__(self, *, every: float = REPORT_EVERY_SECONDS, debug: bool = False,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        super().__init__()
        self.every = every
        self.debug = debug
        self.clock = clock
        self.suppressed = 0
        self._last: float | None = None
        self._lock = threading.Lock()  # several worker threads log at once

    def filter(self, record: logging.LogRecord) -> bool:
        if str(record.msg).startswith(AFTER_TASK_MESSAGE):
            return self._after_task(record)
        if not str(record.msg).startswith(BACKEND_MESSAGES):
            return True
        with self._lock:
            now = self.clock.monotonic()
            if self._last is not None and now - self._last < self.every:
                self.suppressed += 1
                return False
            self._last, suppressed, self.suppressed = now, self.suppressed, 0
        error = record.exc_info[1] if record.exc_info else None
        what = f"{type(error).__name__}: {error}" if error is not None else record.getMessage()
        more = f" ({suppressed} similar errors since the last report)" if suppressed else ""
        record.msg = redact_url(f"queue backend unavailable: {' '.join(what.split())}; "
                                f"retrying{more}")
        record.args = ()
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        if not self.debug:
            record.exc_info = record.exc_text = None
        return True


    def _after_task(self, record: logging.LogRecord) -> bool:
        """huey's own storage failing once a task has run (storing its retry, say, on a full
        disk): one line per task, not a traceback (issue 19). A task whose retry could not
        be stored is not lost: its ledger row is, and reconcile enqueues the work again."""
        error = record.exc_info[1] if record.exc_info else None
        if not _is_storage_error(error):
            return True     # a bug in huey or in us: keep the traceback
        task_id = record.args[0] if isinstance(record.args, tuple) and record.args else "?"
        record.msg = redact_url(
            f"job {task_id}: the queue backend failed after the job ran"
            f" ({type(error).__name__}: {' '.join(str(error).split())}); reconcile enqueues"
            " its work again if it was to be retried")
        record.args = ()
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        if not self.debug:
            record.exc_info = record.exc_text = None
        return True


def _is_storage_error(error: BaseException | None) -> bool:
    """sqlite3 (queue.db) or redis failing under huey's storage."""
    if isinstance(error, sqlite3.Error):
        return True
    return error is not None and type(error).__module__.split(".")[0] == "redis"


class SafeFormatter(logging.Formatter):
    """Every log line through the terminal sanitiser and URL redaction (issue 14): job
    errors quote session ids, sources and server replies, which may carry escapes."""

    def format(self, record: logging.LogRecord) -> str:
        return redact_url(terminal_safe(super().format(record)))


def install(*, debug: bool = False, clock: Clock = SYSTEM_CLOCK) -> BackendErrorFilter:
    """Put one shared :class:`BackendErrorFilter` on huey's consumer loggers."""
    shared = BackendErrorFilter(debug=debug, clock=clock)
    for name in HUEY_LOGGERS:
        logger = logging.getLogger(name)
        for old in [f for f in logger.filters if isinstance(f, BackendErrorFilter)]:
            logger.removeFilter(old)
        logger.addFilter(shared)
    return shared


def configure_logging(verbose: bool = False, *, debug: bool = False) -> None:
    """Log to stderr; huey's queue-backend errors rate-limited, tracebacks only with --debug."""
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.setFormatter(SafeFormatter(
            "%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger("reverie").setLevel(logging.INFO)
    logging.getLogger("huey").setLevel(logging.INFO if verbose else logging.WARNING)
    # The engine's scheduler ticks every second: its "Running job" lines say nothing.
    logging.getLogger("apscheduler").setLevel(logging.WARNING)
    install(debug=debug)
