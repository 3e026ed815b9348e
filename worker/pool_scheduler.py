"""The scheduler of a pool (issue 24): each home's maintenance, at a cost that follows changes.

Enqueuing scan, sweep and reconcile on their intervals (what a single-home scheduler once
did) would, for a pool of a thousand homes, scan every session of every home each minute.
One home is a pool of one (issue 27), scheduled the same way. Instead, each :data:`TICK_SECONDS`, for each home it leads:

- a kind marked ``on_change`` in the kinds table whose last run recorded itself runs when
  the home's inputs changed since it last ran (:func:`jobs.watch.inputs_signature`: three
  ``stat`` calls) and its interval has passed, when the time its last run recorded comes
  (``jobs_watch.recheck_at``), or once per :data:`jobs.watch.QUIET_SECONDS`;
- any other kind (one a new feature adds without saying), and one whose last run did not
  record itself (skipped because another process's scan held the home's maintenance
  lease, or a runner that records nothing), runs on its interval, as for a single home.

The maintenance jobs run on the scheduler's own :data:`MAINTENANCE_THREADS` threads, as a
worker would run their messages (ledger rows, the same task functions, the home's
context), not through the homes' queues: they are local database work, and a thousand
homes' scans must not stand in line before the model work of a home someone waits for.

What it remembers per home starts from the ``jobs_watch`` rows, so a restarted pool does not
rescan unchanged homes; only reconcile runs at once in each home it starts leading (a
takeover may follow a crash), as a single-home scheduler does.

Leadership is per home, as for a single home: the flock of ``reverie/scheduler.lock``
(kept open while leading, so the process raises its open-files limit to fit), or the
Redis key ``reverie:scheduler:<queue>`` — acquired and renewed for every home in one
pipelined round trip per Redis server.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import resource
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from reverie.config import ReverieError
from reverie.jobs import tasks as tasks_module
from reverie.jobs.kinds import default_kinds, maintenance_kinds
from reverie.jobs.queue import queue_name
from reverie.jobs.watch import QUIET_SECONDS, Watch, inputs_signature

from .leadership import RELEASE_LUA, RENEW_LUA, FileLeadership
from .pool import HomeEntry, Pool

log = logging.getLogger("reverie.scheduler")

TICK_SECONDS = 1.0
MAINTENANCE_THREADS = 2
#: How often passes that keep running late are said again (one line, counting them).
LATE_NOTE_SECONDS = 600.0
#: A capped run's kind runs again once its home's queue holds at most this share of the
#: cap (and never fewer than a message a worker thread): the next hundred are queued while
#: the threads still have the last ones to take (a tick and a scan take about a second; at
#: a thread's message each, 1,000 offline reviews took 1.43x `run --once`).
REFILL_SHARE = 0.5


@dataclass
class HomePlan:
    """What the scheduler remembers of one home."""

    lock: FileLeadership | None = None   # sqlite: the flock we hold while leading
    leading: bool = False
    loaded: bool = False
    last_run: dict[str, float] = field(default_factory=dict)
    inputs: dict[str, str] = field(default_factory=dict)
    recheck: dict[str, float | None] = field(default_factory=dict)
    awaiting: dict[str, float] = field(default_factory=dict)
    #: kinds whose last run stopped at its cap (due again once the queue has drained)
    refill: set[str] = field(default_factory=set)
    takeover: bool = True
    running: bool = False
    said_standby: bool = False
    #: Redis did not answer the last try to lead: nobody is known to lead (not "another run")
    unreachable: bool = False


class PoolScheduler:
    def __init__(self, pool: Pool) -> None:
        self.pool = pool
        self.kinds = maintenance_kinds(pool.kinds or default_kinds())
        self.plans: dict[Any, HomePlan] = {}
        self.stop_event = threading.Event()
        self.owner = pool.identity.owner
        self._redis = RedisLeaders(pool, self.owner)
        self.last_tick_seconds = 0.0
        self.started = 0
        # Maintenance runs here, beside the pool's threads, not in the homes' queues: it is
        # local database work, and a thousand homes' scans must not stand in the line
        # before the model work of a home somebody is waiting for.
        self._executor = ThreadPoolExecutor(max_workers=MAINTENANCE_THREADS,
                                            thread_name_prefix="pool-maintenance")
        #: Notified when a home's maintenance ends (what :meth:`wait` waits on).
        self._ended = threading.Condition()
        self._aps: Any = None
        # A tick finding the previous pass still running returns at once, counted as
        # folded into it (``_tick_logged``).
        self._pass_lock = threading.Lock()
        self._passing = False
        self._folded = 0
        self._late_passes = self._late_ticks = 0    # since the last note
        self._late_said: float | None = None

    # --- the loop -------------------------------------------------------------------------------

    def start(self) -> None:
        """Tick every :data:`TICK_SECONDS` on an APScheduler (one job, none dropped as
        misfired). Passes never overlap: a tick that finds the last pass still running
        is folded into it (``_tick_logged``). APScheduler's own guard (``max_instances=1``)
        logged a WARNING per late tick, "Execution of job … skipped: maximum number of
        running instances reached", each second a pass waited (18 lines for a journal.db
        lock held 20 s), which read as a fault; so two instances are allowed, and the
        second returns at once."""
        from apscheduler.schedulers.background import BackgroundScheduler

        raise_open_files(len(self.pool.served()))
        self._aps = BackgroundScheduler(daemon=True, timezone="UTC")
        self._aps.add_job(self._tick_logged, "interval", seconds=TICK_SECONDS, id="tick",
                          coalesce=True, max_instances=2, misfire_grace_time=None,
                          next_run_time=dt.datetime.now(dt.UTC))
        self._aps.start()

    def _tick_logged(self) -> None:
        with self._pass_lock:
            if self._passing:
                self._folded += 1
                return
            self._passing = True
        started = time.monotonic()
        try:
            self.tick()
        except Exception:  # noqa: BLE001 - the next tick tries again
            log.exception("a scheduler pass failed")
        finally:
            with self._pass_lock:
                self._passing, folded, self._folded = False, self._folded, 0
            self._note_if_late(time.monotonic() - started, folded)

    def _note_if_late(self, took: float, folded: int) -> None:
        """Ticks came while the pass that just ended still ran (a busy machine, a slow disk,
        a database another process holds): they were folded into it, which looked at every
        home anyway. Said in one line when it first happens, then at most once every
        :data:`LATE_NOTE_SECONDS`, counting the late passes meanwhile."""
        if not folded:
            return
        self._late_passes += 1
        self._late_ticks += folded
        now = time.monotonic()
        if self._late_said is not None and now - self._late_said < LATE_NOTE_SECONDS:
            return
        passes, ticks = self._late_passes, self._late_ticks
        self._late_said, self._late_passes, self._late_ticks = now, 0, 0
        since = (f" ({passes} late passes, {ticks} ticks folded since the last note)"
                 if passes > 1 else "")
        log.info("a scheduler pass took %.1f s (one starts every %g s): the %d tick(s) due "
                 "meanwhile were folded into it, nothing was skipped%s. A busy machine, a "
                 "slow disk or a database another process holds slows a pass.",
                 took, TICK_SECONDS, folded, since)

    def stop(self) -> None:
        """Stop ticking, let running maintenance end, give up every lead held."""
        self.stop_event.set()
        if self._aps is not None:
            with contextlib.suppress(Exception):
                self._aps.shutdown(wait=True)
            self._aps = None
        self.release()

    def tick(self) -> int:
        """One pass over every home; returns how many maintenance jobs it started."""
        started = time.perf_counter()
        self.pool.maybe_refresh()
        served = self.pool.served()
        self._forget_gone(served)
        self._lead(served)
        self._say_standby(served)
        sent = 0
        now = self.pool.clock.now()
        for entry in served:
            plan = self.plans.get(entry.ref)
            if plan is None or not plan.leading:
                continue
            try:
                sent += self._plan(entry, plan, now)
            except ReverieError as exc:  # one home's journal or queue: the others go on
                if not self.pool.noticed(entry, exc):
                    log.warning("cannot schedule %s: %s", entry.label, exc)
        self.started += sent
        self.last_tick_seconds = time.perf_counter() - started
        return sent

    # --- one home ---------------------------------------------------------------------------------

    def _plan(self, entry: HomeEntry, plan: HomePlan, now: float) -> int:
        if plan.running:  # its maintenance is still running on our threads
            return 0
        settings = entry.settings
        if not plan.loaded:
            self._load(entry, plan)
        inputs = inputs_signature(settings.layout)
        drained = bool(plan.refill) and self._drained(entry)
        due = []
        for kind in self.kinds:
            interval = kind.interval(settings)
            last = plan.last_run.get(kind.name)
            # never ran, a takeover, or its backlog's next hundred (its queue drained)
            if (last is None or (kind.repairs and plan.takeover)
                    or (kind.name in plan.refill and drained)):
                due.append(kind)
            elif kind.name in plan.awaiting or not kind.on_change:
                # Not change-driven, or its last run recorded nothing (it found another
                # process's scan running and was skipped): on its interval.
                if now - last >= interval:
                    due.append(kind)
            else:
                recheck = plan.recheck.get(kind.name)
                if ((plan.inputs.get(kind.name) != inputs and now - last >= interval)
                        or (recheck is not None and now >= recheck)
                        or now - last >= QUIET_SECONDS):
                    due.append(kind)
        plan.takeover = False
        if not due:
            return 0
        for kind in due:
            plan.last_run[kind.name] = now
            plan.inputs[kind.name] = inputs
            plan.recheck[kind.name] = None
        plan.running = True
        self._executor.submit(self._run, entry, plan, due, now)
        return len(due)

    def _run(self, entry: HomeEntry, plan: HomePlan, due: list[Any], sent_at: float) -> None:
        """Run a home's due maintenance here, one kind after the other (they share one
        lease), then read back when each asked to come back."""
        try:
            with self.pool.runtime(entry) as rt:
                for kind in due:
                    run_maintenance_now(rt.tasks, kind.name)
                with Watch(rt.settings) as watch:
                    rows = watch.rows()
            for kind in due:
                row = rows.get(kind.name)
                if row is not None and row.ran_at >= sent_at:
                    plan.recheck[kind.name] = row.recheck_at
                    plan.inputs[kind.name] = row.inputs
                    plan.awaiting.pop(kind.name, None)
                    _note_refill(plan, kind.name, row.refill)
                else:
                    plan.awaiting[kind.name] = sent_at
        except Exception as exc:  # noqa: BLE001 - one home's trouble: the others go on
            if not self.pool.noticed(entry, exc):
                log.warning("maintenance of %s failed (tried again on its interval): %s",
                            entry.label, exc)
            # Nothing ran: each kind comes back on its interval, whatever changes (issue 29:
            # a fresh home whose first scan failed was never scanned again — its inputs had
            # been noted as seen).
            for kind in due:
                plan.awaiting[kind.name] = sent_at
                plan.refill.discard(kind.name)   # (back on its interval, as above)
        finally:
            plan.running = False
            with self._ended:
                self._ended.notify_all()

    def _drained(self, entry: HomeEntry) -> bool:
        """Whether the home's queue holds no more than :data:`REFILL_SHARE` of the per-scan
        cap, or a message a worker thread (one count, asked only of a home whose last run
        was capped)."""
        queue = self.pool.queue_of(entry, quiet=True)
        if queue is None:
            return False
        try:
            waiting = queue.counts().pending
        except Exception as exc:  # noqa: BLE001 - then on its interval, as before
            log.debug("cannot count the queue of %s: %s", entry.label, exc)
            return False
        return waiting <= max(int(tasks_module.MAX_ENQUEUE_PER_SCAN * REFILL_SHARE),
                              self.pool.workers)

    def wait(self, timeout: float = 60.0) -> bool:
        """Wait until no home's maintenance is running (tests, benchmarks), at most
        ``timeout`` seconds of the pool's clock."""
        clock = self.pool.clock
        deadline = clock.monotonic() + timeout
        with self._ended:
            while any(p.running for p in list(self.plans.values())):
                left = deadline - clock.monotonic()
                if left <= 0:
                    return False
                clock.wait(self._ended, min(left, 0.05))
        return True

    def _load(self, entry: HomeEntry, plan: HomePlan) -> None:
        """Start from what the home's last maintenance runs recorded."""
        plan.loaded = True
        try:
            with Watch(entry.settings) as watch:
                rows = watch.rows()
        except ReverieError as exc:
            log.warning("cannot read when %s was last scanned (scanning it now): %s",
                        entry.label, exc)
            return
        for kind, row in rows.items():
            plan.last_run[kind] = row.ran_at
            plan.inputs[kind] = row.inputs
            plan.recheck[kind] = row.recheck_at
            _note_refill(plan, kind, row.refill)

    def _forget_gone(self, served: list[HomeEntry]) -> None:
        current = {e.ref for e in served}
        for ref in [r for r in self.plans if r not in current]:
            plan = self.plans.pop(ref)
            if plan.lock is not None:
                plan.lock.release()

    # --- leadership ------------------------------------------------------------------------------

    def _lead(self, served: list[HomeEntry]) -> None:
        redis_entries = []
        for entry in served:
            plan = self.plans.setdefault(entry.ref, HomePlan())
            queue = self.pool.queue_of(entry)
            if queue is not None and queue.server is not None:  # shared: a key on its server
                redis_entries.append((entry, plan))
                continue
            if plan.lock is None:
                plan.lock = FileLeadership(entry.settings)
            was = plan.leading
            plan.leading = plan.lock.renew() if was else plan.lock.acquire()
            if plan.leading and not was:
                plan.takeover = True
        if redis_entries:
            self._redis.lead(redis_entries)

    def _say_standby(self, served: list[HomeEntry]) -> None:
        """A pool of one that another process leads says so once (and again after it led):
        a second `reverie run` on a home otherwise printed nothing at all while it waited
        (issue 30). A pool of many says nothing: its homes' rows in `queue` show it."""
        if not self.pool.single:
            return
        for entry in served:
            plan = self.plans.get(entry.ref)
            if plan is None:
                continue
            if plan.leading:
                plan.said_standby = False
            elif not plan.said_standby and not plan.unreachable:
                log.info("another run leads this home; standing by")
                plan.said_standby = True

    def lead(self) -> None:
        """Take, or renew, the lead of every served home (what each tick does first)."""
        self._lead(self.pool.served())

    def leads(self, entry: HomeEntry) -> bool:
        plan = self.plans.get(entry.ref)
        return plan is not None and plan.leading

    def leading(self) -> list[HomeEntry]:
        return [e for e in self.pool.served()
                if (plan := self.plans.get(e.ref)) is not None and plan.leading]

    def release(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)
        led = 0
        for plan in self.plans.values():
            led += plan.leading
            if plan.lock is not None:
                plan.lock.release()
            plan.leading = False
        self._redis.release()
        if led:  # a normal stop (SIGTERM, Ctrl-C): no news worth a warning
            log.info("scheduler %s stopped leading %d home(s)", self.owner, led)


def _note_refill(plan: HomePlan, kind: str, refill: bool) -> None:
    if refill:
        plan.refill.add(kind)
    else:
        plan.refill.discard(kind)


class RedisLeaders:
    """Per-home scheduler keys in Redis, taken and renewed in one pipeline per server."""

    def __init__(self, pool: Pool, owner: str) -> None:
        self.pool = pool
        self.owner = owner
        self._held: dict[str, tuple[Any, float]] = {}   # key -> (conn, renewed at)
        #: servers that did not answer the last try: said once an outage, not every tick
        self._down: set[str] = set()

    def lead(self, entries: list[tuple[HomeEntry, Any]]) -> None:
        # Lazy: only a pool with Redis homes needs the client.
        import redis

        by_url: dict[str, list[tuple[HomeEntry, Any, str]]] = {}
        for entry, plan in entries:
            key = f"reverie:scheduler:{queue_name(entry.settings)}"
            by_url.setdefault(entry.settings.queue.redis_url, []).append((entry, plan, key))
        now = self.pool.clock.monotonic()
        for url, items in by_url.items():
            settings = items[0][0].settings
            ttl_ms = int(settings.queue.leader_ttl * 1000)
            conn = redis.Redis(connection_pool=self.pool.redis_pool(settings))
            pipe = conn.pipeline(transaction=False)
            ops = []
            for entry, plan, key in items:
                held = self._held.get(key)
                if plan.leading and held is not None:
                    if now - held[1] < entry.settings.queue.leader_ttl / 3:
                        continue
                    pipe.eval(RENEW_LUA, 1, key, self.owner, ttl_ms)
                    ops.append(("renew", entry, plan, key))
                else:
                    pipe.set(key, self.owner, nx=True, px=ttl_ms)
                    ops.append(("take", entry, plan, key))
            if not ops:
                continue
            try:
                answers = pipe.execute(raise_on_error=False)
            except redis.RedisError as exc:
                if url not in self._down:   # (the worker's backend filter says its own line)
                    log.warning("cannot reach Redis for the scheduler keys: %s; retrying",
                                " ".join(str(exc).split()))
                    self._down.add(url)
                for _, _, plan, key in ops:
                    plan.leading = False
                    plan.unreachable = True
                    self._held.pop(key, None)
                continue
            if url in self._down:
                self._down.discard(url)
                log.info("Redis answers the scheduler again")
            for (op, _entry, plan, key), answer in zip(ops, answers, strict=True):
                ok = bool(answer) and not isinstance(answer, Exception)
                plan.unreachable = False
                if op == "take" and ok:
                    plan.takeover = True
                if ok:
                    plan.leading = True
                    self._held[key] = (conn, now)
                else:
                    if plan.leading and op == "renew":
                        log.warning("scheduler %s lost the lead of %s; standing by", self.owner,
                                    _entry.label)
                    plan.leading = False
                    self._held.pop(key, None)

    def release(self) -> None:
        for key, (conn, _) in list(self._held.items()):
            with contextlib.suppress(Exception):
                conn.eval(RELEASE_LUA, 1, key, self.owner)
        self._held.clear()


def raise_open_files(homes: int) -> None:
    """Room for a lock file per home it leads plus the databases it opens: the soft limit
    raised toward the hard one (1,024 is a common default, and a pool leads every home)."""
    want = 2 * homes + 512
    with contextlib.suppress(ValueError, OSError):
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft != resource.RLIM_INFINITY and soft < want:
            target = want if hard == resource.RLIM_INFINITY else min(want, hard)
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def run_maintenance_now(tasks: Any, kind: str) -> str:
    """Run one maintenance job of ``kind`` in this thread, as a worker would run its
    message (a ledger row from queued to its end, the same task function); its id."""
    message = tasks.wrapper(kind).s()
    ctx = tasks.context
    ctx.ledger.enqueued(message.id, kind, None, reason="scheduler", by=ctx.identity.owner)
    tasks.huey.execute(message)
    return message.id
