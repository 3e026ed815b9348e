"""The huey instance and its two backends, and the knobs the consumer runs with.

``make_huey(settings)`` returns a ``SqliteHuey`` at ``<home>/reverie/queue.db`` (the embedded
default) or a ``RedisHuey`` when ``reverie.queue.backend: redis``. Nothing here is a module
global: every process builds its own instance from the settings it was given, and
:mod:`jobs.tasks` registers the task functions on it.

A few tuning values are not in the documented config but can be set under
``reverie.queue`` (unknown keys are kept by the config loader): ``name`` (queue name, so
several homes can share one Redis database), ``retries`` and ``retry_delay`` (transient
failures, delay doubles each attempt), ``lease_seconds`` (per-session lease expiry without a
heartbeat), ``shutdown_timeout`` (how long SIGTERM waits for in-flight jobs before
re-enqueueing them) and ``leader_ttl`` (expiry of the Redis scheduler lock). :class:`QueueTuning` reads and validates them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import huey
import redis
from huey import RedisHuey, SqliteHuey

from config import ConfigError, QueueError, Settings
from config.fs import ensure_private_dir, touch_private

# An idle SqliteHuey worker polls: first after POLL_INITIAL s, backing off by POLL_BACKOFF
# up to POLL_MAX_DELAY. Capping the delay at 0.5 s is what bounds the pickup latency of a
# job enqueued into an idle queue; the poll is one indexed SELECT, so it costs little.
POLL_INITIAL = 0.05
POLL_BACKOFF = 1.25
POLL_MAX_DELAY = 0.5
# Redis workers block on BRPOP instead of polling; a short read timeout lets them notice a
# stop request quickly.
REDIS_READ_TIMEOUT = 1

_NAME_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True)
class Capabilities:
    """What a backend can do, so callers branch on facts rather than on class names."""

    blocking_dequeue: bool       # workers wait on the server instead of polling
    shared_across_hosts: bool    # worker processes on other machines see the same queue
    priorities: bool


@dataclass(frozen=True)
class QueueTuning:
    name: str
    retries: int
    retry_delay: float
    lease_seconds: float
    shutdown_timeout: float
    leader_ttl: float

    @classmethod
    def from_settings(cls, settings: Settings) -> QueueTuning:
        section = ((settings.raw.get("reverie") or {}).get("queue") or {})
        if not isinstance(section, dict):
            raise ConfigError("reverie.queue must be a mapping.")
        default_name = "reverie" if settings.profile is None else f"reverie-{settings.profile}"
        name = section.get("name") or default_name
        if not isinstance(name, str) or not _NAME_RE.fullmatch(name):
            raise ConfigError(f"reverie.queue.name must be 1-64 letters, digits, '_' or '-', not {name!r}.")
        return cls(
            name=name,
            retries=_number(section, "retries", 3, minimum=0, integer=True),
            retry_delay=_number(section, "retry_delay", 15.0, minimum=0.0),
            lease_seconds=_number(section, "lease_seconds", 60.0, minimum=1.0),
            shutdown_timeout=_number(section, "shutdown_timeout", 30.0, minimum=0.0),
            leader_ttl=_number(section, "leader_ttl", 10.0, minimum=0.5),
        )


def _number(section: dict[str, Any], key: str, default: float, *, minimum: float,
            integer: bool = False) -> Any:
    value = section.get(key, default)
    ok = isinstance(value, int) if integer else isinstance(value, int | float)
    if isinstance(value, bool) or not ok or value < minimum:
        kind = "a whole number" if integer else "a number"
        raise ConfigError(f"reverie.queue.{key} must be {kind} of at least {minimum}, not {value!r}.")
    return value


def capabilities(h: huey.Huey) -> Capabilities:
    if isinstance(h, RedisHuey):
        return Capabilities(blocking_dequeue=True, shared_across_hosts=True, priorities=False)
    return Capabilities(blocking_dequeue=False, shared_across_hosts=False, priorities=True)


def make_huey(settings: Settings, *, immediate: bool = False) -> huey.Huey:
    """The huey instance for ``settings`` (tasks are registered by :func:`jobs.tasks.register`).

    ``results=False``: nobody waits on task results (the ledger records outcomes), so the
    result store would only grow.
    """
    tuning = QueueTuning.from_settings(settings)
    if settings.queue.backend == "redis":
        try:
            pool = redis.ConnectionPool.from_url(
                settings.queue.redis_url, socket_connect_timeout=3,
                socket_timeout=REDIS_READ_TIMEOUT + 5, health_check_interval=10)
            return RedisHuey(tuning.name, results=False, immediate=immediate,
                             connection_pool=pool, blocking=True,
                             read_timeout=REDIS_READ_TIMEOUT)
        except Exception as exc:  # redis-py raises ValueError for a malformed URL
            raise QueueError(f"Cannot use the Redis queue: {exc}.",
                             hint="Check reverie.queue.redis_url.") from exc
    ensure_private_dir(settings.reverie_dir)
    touch_private(settings.queue_db)  # huey would create it with the umask's mode
    try:
        return SqliteHuey(tuning.name, results=False, immediate=immediate,
                          filename=str(settings.queue_db), timeout=10)
    except Exception as exc:  # sqlite3 errors from creating the schema
        raise QueueError(f"Cannot open the queue database {settings.queue_db}: {exc}.",
                         hint="Check that the file is a SQLite database you own.") from exc


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


def backend_error(exc: BaseException) -> QueueError:
    """Translate a storage exception (sqlite3, redis) into a one-line QueueError."""
    return QueueError(f"The queue backend failed: {type(exc).__name__}: {exc}.",
                      hint="Check that Redis is running (redis backend) or the queue.db is writable.")
