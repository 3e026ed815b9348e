"""`reverie scheduler`: APScheduler 3 enqueuing scan, summary sweep and reconcile jobs.

Exactly one scheduler enqueues per home. The embedded (sqlite) backend elects it with a
non-blocking ``flock`` on ``<home>/reverie/scheduler.lock`` — the kernel drops the lock
when the process dies, however it dies. The Redis backend, whose workers and schedulers may
run on several machines, uses a Redis key set with ``SET NX PX`` and renewed well within
its TTL; a leader that cannot renew stops scheduling, and a dead leader's key expires.
A scheduler that does not get the lock stands by, retrying every second, and takes over.

Leader and standbys record a heartbeat in the journal, which `reverie queue` shows.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import Any

import filelock
import redis
from apscheduler.schedulers.background import BackgroundScheduler

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, Settings
from reverie.config.fs import ensure_private_dir
from reverie.jobs.queue import make_huey, queue_name

log = logging.getLogger("reverie.scheduler")

STANDBY_RETRY_SECONDS = 1.0
STALE_MAINTENANCE_SECONDS = 30.0

# Renew only if we still own the key; a leader whose key expired must not take it back.
_RENEW_LUA = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE_LUA = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""


class FileLeadership:
    """Leadership by an exclusive non-blocking flock (one host, embedded backend)."""

    def __init__(self, settings: Settings) -> None:
        ensure_private_dir(settings.reverie_dir)
        self._lock = filelock.FileLock(settings.scheduler_lock, mode=0o600,
                                       thread_local=False, preserve_lock_file=True)

    def acquire(self) -> bool:
        try:
            self._lock.acquire(blocking=False)
        except filelock.Timeout:
            return False
        return True

    def renew(self) -> bool:
        return self._lock.is_locked

    def release(self) -> None:
        with contextlib.suppress(Exception):
            self._lock.release(force=True)


class RedisLeadership:
    """Leadership by a Redis key with a TTL, renewed while we lead (any number of hosts)."""

    def __init__(self, settings: Settings, owner: str, *, ttl: float) -> None:
        self.ttl_ms = int(ttl * 1000)
        self.owner = owner
        self.key = f"reverie:scheduler:{queue_name(settings)}"
        self.conn = redis.Redis.from_url(settings.queue.redis_url, socket_connect_timeout=2,
                                         socket_timeout=2)
        self._renew = self.conn.register_script(_RENEW_LUA)
        self._release = self.conn.register_script(_RELEASE_LUA)

    def acquire(self) -> bool:
        try:
            got = bool(self.conn.set(self.key, self.owner, nx=True, px=self.ttl_ms))
        except redis.RedisError as exc:
            self._unreachable("cannot reach Redis for the scheduler lock", exc)
            return False
        self._reachable()
        return got

    def renew(self) -> bool:
        try:
            renewed = bool(self._renew(keys=[self.key], args=[self.owner, self.ttl_ms]))
        except redis.RedisError as exc:
            self._unreachable("cannot renew the scheduler lock", exc)
            return False
        self._reachable()
        return renewed

    # A standby retries every second: while Redis is down, say so once, not every second.
    _down = False

    def _unreachable(self, what: str, exc: Exception) -> None:
        if not self._down:
            log.warning("%s: %s; retrying", what, " ".join(str(exc).split()))
        self._down = True

    def _reachable(self) -> None:
        if self._down:
            log.info("Redis is reachable again for the scheduler lock")
        self._down = False

    def release(self) -> None:
        with contextlib.suppress(redis.RedisError):
            self._release(keys=[self.key], args=[self.owner])


def make_leadership(settings: Settings, owner: str):
    if settings.queue.backend == "redis":
        return RedisLeadership(settings, owner, ttl=settings.queue.leader_ttl)
    return FileLeadership(settings)


def enqueue_maintenance(tasks: Any, kind: str, interval: float, *, force: bool = False) -> bool:
    """Enqueue one maintenance job unless one of that kind is already waiting; True if sent.

    With no worker running, this keeps the queue at one scan, one sweep and one reconcile
    instead of one per tick. A waiting row older than max(30 s, 3 intervals) is taken for a
    lost message (Redis restarted empty) and replaced; ``force`` replaces it at once.
    """
    from reverie.jobs.tasks import enqueue

    ledger = tasks.context.ledger
    stale_after = max(STALE_MAINTENANCE_SECONDS, 3 * interval)
    waiting = ledger.in_states(["queued"], kind=kind, limit=1)
    if waiting:
        if not force and tasks.context.clock.now() - waiting[0].enqueued_at < stale_after:
            return False
        ledger.mark([waiting[0].id], "lost", error="not picked up; replaced by the scheduler")
    try:
        enqueue(tasks, kind, reason="scheduler")
    except QueueError as exc:
        log.warning("could not enqueue %s: %s", kind, exc)
        return False
    return True


class SchedulerProcess:
    """Standby/leader loop around an APScheduler that only runs while we lead."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 tasks: Any = None) -> None:
        from reverie.jobs.tasks import register

        self.settings = settings
        self.tasks = tasks or register(make_huey(settings), settings, clock=clock)
        ctx = self.tasks.context
        self.owner = ctx.identity.owner
        self.leadership = make_leadership(settings, self.owner)
        self.stop_event = threading.Event()
        self._scheduler: BackgroundScheduler | None = None
        self._said_standby = False

    @property
    def leading(self) -> bool:
        return self._scheduler is not None

    def _enqueue(self, kind: str, *, force: bool = False) -> None:
        enqueue_maintenance(self.tasks, kind, self._interval(kind), force=force)

    def _interval(self, kind: str) -> float:
        """Seconds between two runs of a maintenance kind (its table entry names the
        schedule setting)."""
        return self.tasks.kinds[kind].interval(self.settings)

    def _lead(self) -> None:
        from reverie.jobs.kinds import maintenance_kinds

        sched = BackgroundScheduler(daemon=True, timezone="UTC")
        defaults = {"coalesce": True, "max_instances": 1, "misfire_grace_time": None}
        maintenance = maintenance_kinds(self.tasks.kinds)
        for kind in maintenance:
            sched.add_job(self._enqueue, "interval", args=[kind.name], id=kind.name,
                          seconds=self._interval(kind.name), **defaults)
        sched.start()
        self._scheduler = sched
        log.info("scheduler %s is the leader", self.owner)
        # A takeover may follow a crash or a Redis restart: repair and re-enqueue at once,
        # not in 5 minutes, even if an older reconcile message looks queued (it may be lost).
        for kind in maintenance:
            if kind.repairs:
                self._enqueue(kind.name, force=True)

    def _step_down(self, *, lost: bool = False) -> None:
        """Stop scheduling. ``lost``: the lock could not be renewed (worth a warning); a
        normal shutdown (SIGTERM, Ctrl-C) steps down too, and that is no news."""
        if self._scheduler is not None:
            with contextlib.suppress(Exception):
                self._scheduler.shutdown(wait=False)
            self._scheduler = None
            if lost:
                log.warning("scheduler %s lost the leadership; standing by", self.owner)
            else:
                log.info("scheduler %s stopped leading", self.owner)

    def step(self) -> None:
        """One turn of the loop: try to lead, or keep leading; record a heartbeat."""
        if self.leading:
            if not self.leadership.renew():
                self._step_down(lost=True)
        elif self.leadership.acquire():
            self._lead()
            self._said_standby = False
        elif not self._said_standby:
            # Said once: a second `reverie run` on a home otherwise printed nothing at all
            # while it waited (issue 30).
            log.info("another run leads this home; standing by")
            self._said_standby = True
        with contextlib.suppress(Exception):
            self.tasks.context.ledger.beat("scheduler", self.owner,
                                           "leader" if self.leading else "standby")

    def run(self) -> None:
        """Loop until :meth:`stop` (or a signal handler calling it)."""
        ttl = self.settings.queue.leader_ttl
        interval = min(STANDBY_RETRY_SECONDS, ttl / 3)
        try:
            while not self.stop_event.is_set():
                self.step()
                self.stop_event.wait(interval)
        finally:
            self._step_down()
            self.leadership.release()
            with contextlib.suppress(Exception):
                self.tasks.context.ledger.forget_beat("scheduler", self.owner)

    def stop(self) -> None:
        self.stop_event.set()

    def start_thread(self) -> threading.Thread:
        thread = threading.Thread(target=self.run, name="reverie-scheduler", daemon=True)
        thread.start()
        return thread
