"""The one engine (issue 27): `run`, `worker` and `scheduler`, for one home or many.

A home is a pool of one (:meth:`worker.pool.Pool.of_one`); ``--homes`` makes a pool of many.
Either way the same parts run: :class:`Engine` starts the pool's worker threads, its
scheduler and its heartbeats and stops them gracefully; :func:`run_pool_once` (``run
--once``) repairs each home's ledger, enqueues what is due, consumes until nothing is
queued, scheduled or running, and reports what the jobs staged or applied.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, ReverieError, Settings
from reverie.jobs.kinds import rescan_old_summaries, revalidate_pending, session_kinds
from reverie.jobs.queue import check_reachable
from reverie.jobs.tasks import enqueue_all_due, mark_orphans
from reverie.memory.upkeep.status import target_status

from .once import RESUME, interrupted_line, not_due_line, reviews_not_due, sessions_left
from .pool import HomeLogFilter, Pool, PoolBeats, PoolWorker
from .pool_scheduler import PoolScheduler

log = logging.getLogger("reverie.worker")

DRAIN_TIMEOUT_SECONDS = 3600.0
#: run --once queues this many homes' first round before its threads take a job.
FIRST_HOMES = 16
#: Threads opening the homes of a ``run --once`` of many homes (its first round).
FIRST_ROUND_THREADS = 4
RECONCILE_EVERY_SECONDS = 6.0  # just past the lost-message grace of jobs.tasks


@dataclass
class RunReport:
    enqueued: int
    finished: dict[str, int]
    staged: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)
    #: Jobs the home's storage still refused after their retries (a database another
    #: process holds, a full disk): deferred, not dead letters; the next run does them.
    waiting: list[dict[str, Any]] = field(default_factory=list)
    drained: bool = True
    #: Jobs of this run that another worker process on the same queue took: their
    #: operations are in `memory log` / `memory pending`, not in ``staged``.
    elsewhere: int = 0
    #: What memory.pending.reconcile settled before the run (issue 14); None if it could not run.
    reconciled: dict[str, Any] | None = None
    #: Per target after the run: usage, waiting and archived facts, the pending
    #: consolidation and the ``attention`` line (memory.upkeep.status.target_status, issue 20).
    memory: dict[str, Any] = field(default_factory=dict)
    #: Sessions still due or queued when the run ended (a --max-sessions bound, a Ctrl-C).
    left: int = 0
    #: Sessions with new user turns whose review is not due yet, and the line that says so
    #: when the run found nothing to do (worker.once.not_due_line).
    not_due: int = 0
    not_due_line: str | None = None
    #: The run stopped at a first Ctrl-C (worker.once).
    interrupted: bool = False
    #: A pool of one whose home was removed while the run served it: its jobs stopped, the
    #: pool said so once (``Pool.lose``), and the run ends as the long-running worker does.
    removed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def run_once(settings: Settings, *, workers: int | None = None, clock: Clock = SYSTEM_CLOCK,
             provider: Any = None, timeout: float = DRAIN_TIMEOUT_SECONDS,
             max_sessions: int | None = None, interrupts: Any = None,
             say: Any = None, progress: Any = None) -> RunReport:
    """``run --once`` on one home: a pool of one (:meth:`worker.pool.Pool.of_one`)."""
    pool = Pool.of_one(settings, workers=workers or settings.queue.workers, clock=clock,
                       provider=provider)
    try:
        return run_pool_once(pool, timeout=timeout, max_sessions=max_sessions,
                             interrupts=interrupts, say=say, progress=progress)
    finally:
        pool.close()


def _memory_after(settings: Settings, clock: Clock, ctx: Any) -> dict[str, Any]:
    """Where each target stands once the run is over (never fails the run), read through
    the home's open journal.db handle and its pass's state.db store (``ctx``: the runtime's
    job context, inside :meth:`JobContext.scanning`)."""
    try:
        return target_status(settings, clock=clock, shares=ctx.journal,
                             sessions=ctx.scan_store())
    except ReverieError as exc:
        return {"error": str(exc)}


# --- a pool of homes (issue 24) ---------------------------------------------------------------

POOL_QUIET_CHECK_SECONDS = 0.5


def pool_workers(pool: Any, workers: int | None) -> int:
    """Threads of a pool: ``-w``, else the largest ``reverie.queue.workers`` of its homes."""
    if workers:
        return workers
    return max((e.settings.queue.workers for e in pool.served()), default=4)


def shutdown_timeout(pool: Any) -> float:
    return max((e.settings.queue.shutdown_timeout for e in pool.served()), default=30.0)


def run_pool_once(pool: Any, *, timeout: float = DRAIN_TIMEOUT_SECONDS,
                  max_sessions: int | None = None, interrupts: Any = None,
                  say: Any = None, progress: Any = None) -> RunReport:
    """``run --once`` (one home: a pool of one; ``--homes``: many): for every home, repair
    its ledger and enqueue what is due; then consume, fairly across homes, until nothing is
    queued, scheduled or running in any of them; report what every home's jobs did (a pool
    of one names no home, as a single home's report never did).

    It drains in rounds (worker.once): one pass of the due lists enqueues at most
    ``MAX_ENQUEUE_PER_SCAN`` sessions a kind, so after each drain it looks again, until
    nothing more is due or ``max_sessions`` session jobs (across the pool) were taken.
    ``interrupts`` (a :class:`worker.once.Interrupts`): after its first signal no job is
    taken, ``say`` gets the one line, and the report says ``interrupted``.
    ``progress(done, total)``: a bar."""
    clock = pool.clock
    started_at = clock.now()
    sent = 0
    pool.staged_logs = {}   # this run's report, per home (see Pool.staged_logs)
    if pool.single:  # its memory journal is settled before any job runs (Pool.acquire)
        for entry in pool.served():
            with pool.runtime(entry) as rt:
                check_reachable(rt.huey, rt.settings)
    # The threads start once the first FIRST_HOMES homes are queued: a small pool's threads
    # then rotate over every home from their first job (started before, one thread took a
    # flooded home's jobs while the light homes were still being opened), and a thousand
    # homes' first jobs still run while the last ones are looked at (opening their
    # databases takes a while, the first time above all).
    worker = PoolWorker(pool)
    started = False

    def start_worker() -> None:
        nonlocal started
        if not started:
            worker.start()
            started = True
            if interrupts is not None:
                interrupts.install()   # ours again, should anything started have set its own

    if interrupts is not None:
        interrupts.install()
    # One bad home never stops the others (issue 29): a home whose queue.db or journal.db
    # cannot be used is reported and left out, as the long-running pool leaves it out.
    broken: dict[Any, tuple[str, str]] = {}
    # One home's `queue` shows the run's worker, as it always did; a thousand homes' run
    # --once does not write a thousand heartbeats.
    beats = PoolBeats(pool, {"worker": lambda e: pool_worker_state(pool, e)}).start() \
        if pool.single else None

    def queue_home(entry: Any, room: int | None) -> int:
        """Open one home for the run and queue what is due in it; how many sessions."""
        rt = pool.acquire(entry)
        queued = 0
        try:
            rt.tasks.context.staged_log = pool.staged_logs.setdefault(entry.ref, [])
            check_reachable(rt.huey, rt.settings)
            mark_orphans(rt.tasks)
            # No sweep runs here: the pending records are judged again now, before the
            # reviews (a stale one retired, its fact may be proposed again) ...
            try:
                revalidate_pending(rt.tasks.context)
            except ReverieError as exc:   # (the next run or sweep does it)
                log.warning("pending records not judged again yet: %s", _sentence(exc))
            if pool.single:   # ... and older summaries are scanned (R5)
                rescan_old_summaries(rt.tasks.context)
            # The first round: each home's jobs are queued as soon as it is open,
            # so the thread rotates over the homes from the start.
            if room is None or room > 0:
                queued = len(enqueue_all_due(rt.tasks, "run-once", limit=room))
            return queued
        finally:
            # A home given work keeps its journal.db open for its first job (issue 27).
            pool.release(rt, keep_journal=queued > 0)

    homes = pool.served()
    try:
        if pool.single or max_sessions is not None or len(homes) <= 2:
            for opened, entry in enumerate(homes):
                if opened == FIRST_HOMES:
                    start_worker()
                try:
                    sent += queue_home(entry, None if max_sessions is None
                                       else max_sessions - sent)
                except (ReverieError, sqlite3.Error, OSError) as exc:
                    _leave_out(pool, entry, exc, broken)
        else:
            sent = _open_homes(homes, queue_home, start_worker,
                               lambda entry, exc: _leave_out(pool, entry, exc, broken))
        start_worker()
    except BaseException:
        if started:
            worker.stop(0.0)
        if beats is not None:
            beats.stop()
        raise
    deadline = clock.monotonic() + timeout
    room, more = max_sessions, sent
    # Per home, the sessions with work left as the last round read them, while nothing can
    # have changed since (the report then counts them without reading every due list again).
    left: dict[Any, set[str] | None] | None = None
    try:
        while True:
            stop = _drain(pool, worker, broken, deadline, interrupts, progress,
                          lambda: _finished_count(pool, broken, started_at), sent)
            if stop or not more or (room is not None and more >= room):
                left = None
                break   # stopped, nothing more was due, or the bound is reached
            room = None if max_sessions is None else max_sessions - sent
            left = {}
            more = _enqueue_round(pool, broken, room, left)
            sent += more
            if not more and _still_idle(pool, worker, interrupts):
                break   # every home was idle at the drain just ended, and nothing came since
        if stop == "interrupted" and say is not None:
            say(interrupted_line(_finished_count(pool, broken, started_at),
                                 len(worker.running()), _sessions_left(pool, broken),
                                 shutdown_timeout(pool), getattr(interrupts, "resume", RESUME)))
    finally:
        worker.stop(shutdown_timeout(pool))
        if beats is not None:
            beats.stop()
    if stop == "removed":   # said once already, by Pool.lose; nothing of the home is left
        return RunReport(enqueued=sent, finished={}, drained=False, removed=True)
    if stop == "timeout":
        hint = ("Run `reverie queue` to see what is left, or start `reverie worker`."
                if pool.single else "Run `reverie queue --homes …` to see what is left.")
        raise QueueError(f"Work was still queued or running after {timeout:.0f} s.", hint=hint)
    return _report(pool, broken, started_at, sent, stop, left)


def _open_homes(homes: list[Any], queue_home: Any, start_worker: Any, leave_out: Any) -> int:
    """The first round of many homes, on :data:`FIRST_ROUND_THREADS` threads: opening a
    home waits on its files (a new home's journal.db is made, its queue.db and state.db
    opened) for about as long again as it computes, and the workers wait for the homes to
    be queued. The first home is opened alone: it imports what opening a home needs (two
    threads importing modules with circular imports at once can deadlock). The outcomes
    are taken in the order the homes are served, as the serial round took them: the workers
    start once :data:`FIRST_HOMES` homes are queued, and a home that cannot be used is
    said and left out (``leave_out``) in that order — it is no longer served from the
    moment it failed."""

    def opened_apart(entry: Any) -> tuple[int, BaseException | None]:
        try:
            return queue_home(entry, None), None
        except (ReverieError, sqlite3.Error, OSError) as exc:
            entry.leave_out(_sentence(exc))   # said below, in the homes' order
            return 0, exc

    sent = 0
    try:
        sent += queue_home(homes[0], None)
    except (ReverieError, sqlite3.Error, OSError) as exc:
        leave_out(homes[0], exc)
    with ThreadPoolExecutor(FIRST_ROUND_THREADS, thread_name_prefix="run-open") as opener:
        futures = [opener.submit(opened_apart, entry) for entry in homes[1:]]
        try:
            for opened, (entry, future) in enumerate(zip(homes[1:], futures, strict=True), 1):
                if opened == FIRST_HOMES:
                    start_worker()
                count, exc = future.result()
                sent += count
                if exc is not None:
                    leave_out(entry, exc)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return sent


def _still_idle(pool: Any, worker: Any, interrupts: Any) -> bool:
    """After a round that queued nothing: whether the homes are as idle as the drain before
    it found them (it looked at every home), so that a second drain would only look at
    every home again (issue 27: its look opened each home's queue.db and journal.db, ~2 ms
    of CPU a home). Anything this process queued since (a plugin hook's mark taken up by
    the round, a retry) flags its home, a job still running is seen, and an interrupt is
    left to the drain to report."""
    # (the dispatcher first: a message it handed out is in a thread's running jobs
    # before it leaves its hand, so asked in this order a job on its way is always seen)
    return (not (interrupts is not None and interrupts.requested)
            and not pool.dispatcher.may_have_work() and not worker.running())


def _enqueue_round(pool: Any, broken: dict[Any, tuple[str, str]], room: int | None,
                   left_by_home: dict[Any, set[str] | None] | None = None) -> int:
    """One round's enqueue in every home still in the run, within ``room`` sessions
    (``left_by_home``: each home's sessions with work left, as the round read them, is put
    there)."""
    sent = 0
    for entry in pool.served():
        if entry.ref in broken:
            continue
        left = None if room is None else room - sent
        if left is not None and left <= 0:
            break
        try:
            with pool.runtime(entry) as rt:
                got = enqueue_all_due(rt.tasks, "run-once", limit=left)
                sent += len(got)
                if left_by_home is not None:
                    left_by_home[entry.ref] = got.left
        except (ReverieError, sqlite3.Error, OSError) as exc:
            _leave_out(pool, entry, exc, broken)
    return sent


def _leave_out(pool: Any, entry: Any, exc: BaseException,
               broken: dict[Any, tuple[str, str]]) -> None:
    if pool.single:  # one home's run fails with its one-line error, as always
        raise exc
    broken[entry.ref] = (entry.label, _sentence(exc))
    log.warning("home %s is left out of this run: %s", entry.label, _sentence(exc))
    entry.leave_out(_sentence(exc))


#: How often the drain looks at the interrupt flag and redraws the progress bar at least.
POLL_SECONDS = 0.5


def _drain(pool: Any, worker: Any, broken: dict[Any, tuple[str, str]], deadline: float,
           interrupts: Any, progress: Any, finished: Any, total: int) -> str:
    """Consume until every home is idle: "" then, or "interrupted" / "timeout" /
    "removed" (a pool of one whose home was removed: nothing of it is served any more, so
    every home looks idle, but its work was not done)."""
    clock = pool.clock
    reconciled_at = drawn_at = clock.monotonic()
    while True:
        if pool.single and pool.lost.is_set():
            return "removed"
        if interrupts is not None and interrupts.requested:
            return "interrupted"
        if clock.monotonic() >= deadline:
            return "timeout"
        with worker.job_done:  # a job ending is the news; else look again now and then
            clock.wait(worker.job_done, POLL_SECONDS)
        if progress is not None and clock.monotonic() - drawn_at >= POLL_SECONDS:
            drawn_at = clock.monotonic()
            progress(finished(), total)
        due = clock.monotonic() - reconciled_at >= RECONCILE_EVERY_SECONDS
        if pool.dispatcher.may_have_work() or worker.running():   # (in this order)
            # A review waiting for one whose message is nowhere (a put back the full disk
            # refused, a Redis list lost) is tried again every TURN_RECHECK_SECONDS, so its
            # home's queue never looks empty, and the reconcile below never came: the run
            # waited out its hour (tests/worker/test_run_once_full_disk under load). Such a
            # home is reconciled while the rest works.
            if due:   # (looked at when due only: a pool may serve a thousand homes)
                stuck = [e for e in pool.served()
                         if e.ref not in broken and e.waits_elsewhere()]
                if stuck:
                    reconciled_at = clock.monotonic()
                    _reconcile_homes(pool, worker, stuck)
            continue
        busy = [e for e in pool.served()
                if e.ref not in broken and not _home_idle(pool, e, broken)]
        if pool.single and pool.lost.is_set():
            return "removed"    # (let go while the homes were looked at)
        if not busy:
            if progress is not None:
                progress(finished(), total)
            return ""
        if due:
            reconciled_at = clock.monotonic()
            _reconcile_homes(pool, worker, busy)


def _reconcile_homes(pool: Any, worker: Any, homes: list[Any]) -> None:
    """The drain's reconcile of ``homes``. A ledger row whose message was lost (e.g. Redis
    restarted just before) would otherwise look queued forever: marked lost, its session's
    job is queued again in its place (jobs.tasks.mark_orphans; the run's sessions, so within
    --max-sessions). A row of this process no thread runs is no job (one whose end huey
    could not record, as on a full queue.db): marked at once, not after its lease; and the
    lease releases such a job could not write are written now (the keeper writes them only
    while a job runs), so the next round takes the session again."""
    for entry in homes:
        with pool.runtime(entry) as rt:
            mark_orphans(rt.tasks, running_here=lambda: [
                task.id for _taken, task in worker.running()])
            with contextlib.suppress(ReverieError, sqlite3.Error, OSError):
                rt.tasks.context.leases.pay_owed()


def _finished_count(pool: Any, broken: dict[Any, tuple[str, str]], started_at: Any) -> int:
    """Session jobs of this run that ended, in every home still in it."""
    count = 0
    for entry in pool.served():
        if entry.ref not in broken:
            with pool.runtime(entry) as rt:
                kinds = [k.name for k in session_kinds(rt.tasks.kinds)]
                count += len(rt.tasks.context.ledger.finished_from(started_at, kinds))
    return count


def _sessions_left(pool: Any, broken: dict[Any, tuple[str, str]]) -> int:
    count = 0
    for entry in pool.served():
        if entry.ref not in broken:
            with pool.runtime(entry) as rt:
                count += sessions_left(rt.tasks)
    return count


def _report(pool: Any, broken: dict[Any, tuple[str, str]], started_at: Any, sent: int,
            stop: str, left_by_home: dict[Any, set[str] | None] | None = None) -> RunReport:
    """What every home's jobs of this run did (``left_by_home``: the sessions with work
    left per home, as a last round that queued nothing read them just before)."""
    clock = pool.clock
    report = RunReport(enqueued=sent, finished={}, drained=not stop,
                       interrupted=stop == "interrupted")
    ours = pool.identity.owner
    first_due_at: float | None = None
    for label, reason in broken.values():
        report.failed.append({"home": label, "job": "-", "kind": "home", "session_id": "-",
                              "error": f"left out of this run: {reason}"})
    # Each home once, in one runtime and one pass over its due lists: its journal.db and
    # state.db are opened once for the report, the memory's status included (a loop of its
    # own for what is left opened every home's journal.db again, and the status opened
    # both once more, issue 27).
    for entry in pool.served():
        if entry.ref in broken:
            continue
        named = {} if pool.single else {"home": entry.label}
        with pool.runtime(entry) as rt, rt.tasks.context.scanning():
            seen = (left_by_home or {}).get(entry.ref)
            report.left += len(seen) if seen is not None else sessions_left(rt.tasks)
            waiting, due_at = reviews_not_due(rt.tasks)
            report.not_due += waiting
            if waiting and due_at is not None:
                first_due_at = due_at if first_due_at is None else min(first_due_at, due_at)
            kinds = [k.name for k in session_kinds(rt.tasks.kinds)]
            for r in rt.tasks.context.ledger.finished_from(started_at, kinds):
                report.finished[r.status] = report.finished.get(r.status, 0) + 1
                if r.status == "failed":
                    report.failed.append({**named, "job": r.id, "kind": r.kind,
                                          "session_id": r.session_id, "error": r.error})
                if r.worker and r.worker != ours:
                    report.elsewhere += 1
            for item in pool.staged_logs.get(entry.ref, []):
                (report.waiting if "waiting" in item else report.staged).append(
                    dict(item, **named))
            memory = _memory_after(rt.settings, clock, rt.tasks.context)
            if pool.single:
                report.reconciled = entry.reconciled
                report.memory = memory
                continue
            for target, view in memory.items():
                if isinstance(view, dict):   # each home's files, its label on the line
                    line = view.get("attention")
                    report.memory[f"{entry.label} {target}"] = dict(
                        view, attention=f"{entry.label}: {line}" if line else None)
    if report.not_due and not report.finished:
        single = pool.served()[0].settings if pool.single and pool.served() else None
        report.not_due_line = not_due_line(report.not_due, first_due_at, clock.now(), single)
    return report


def _sentence(exc: BaseException) -> str:
    """``exc`` as one line naming its cause (SQLite's own words for a broken database)."""
    what = " ".join(str(exc).split()) or type(exc).__name__
    return what if isinstance(exc, ReverieError) else f"{type(exc).__name__}: {what}"


def _home_idle(pool: Any, entry: Any, broken: dict[Any, tuple[str, str]]) -> bool:
    """Whether nothing of ``entry`` is queued, scheduled or running; a home whose queue or
    ledger fails now is left out of the run (``broken``) and counts as idle."""
    try:
        with pool.runtime(entry) as rt:
            h = rt.huey
            return (h.pending_count() == 0 and h.scheduled_count() == 0 and not
                    rt.tasks.context.ledger.in_states(["running", "queued", "retrying"],
                                                      limit=1))
    except (ReverieError, sqlite3.Error, OSError) as exc:
        _leave_out(pool, entry, exc, broken)
        return True


def pool_worker_state(pool: Any, entry: Any) -> str:
    """What a pool's worker row says in a home: its threads, and a pause with its reason
    (a pool of one says what a single home's worker always said)."""
    state = f"{pool.workers} threads" if pool.single else f"pool, {pool.workers} threads"
    if entry.paused(pool.clock.now()):
        left = entry.paused_until - pool.clock.now()
        state += f"; this home paused for {left:.0f} s more: {entry.pause_reason}"
    return state


class Engine:
    """The one engine: a pool's worker threads, its scheduler and its heartbeats, started
    and stopped together. ``worker`` runs it without the scheduler, ``scheduler`` without
    the threads, ``run`` with both; one home is a pool of one."""

    def __init__(self, pool: Any, *, consume: bool = True, schedule: bool = True) -> None:
        self.pool = pool
        self.scheduler = PoolScheduler(pool) if schedule else None
        self.worker = PoolWorker(pool) if consume else None
        roles: dict[str, Any] = {}
        if self.worker:
            roles["worker"] = lambda entry: pool_worker_state(pool, entry)
        if self.scheduler:
            scheduler = self.scheduler
            roles["scheduler"] = lambda entry: "leader" if scheduler.leads(entry) else "standby"
        self.beats = PoolBeats(pool, roles)
        self._log_filter: Any = None

    def check_reachable(self) -> None:
        """A Redis queue that does not answer, or the one home's queue.db that cannot be
        read: one line and exit 1, before anything starts. With many homes a damaged
        queue.db is that home's trouble: it is said while the others are served."""
        for entry in self.pool.served():
            # (one home: its runtime below opens the queue again and raises the one line)
            queue = self.pool.queue_of(entry, quiet=self.pool.single)
            remote = queue is not None and queue.server is not None
            if remote or self.pool.single:
                with self.pool.runtime(entry) as rt:
                    check_reachable(rt.huey, rt.settings)
            if remote:
                return  # the homes on one server share its answer

    def start(self) -> Engine:
        self.check_reachable()
        if self.worker and self.pool.single:
            # Open the home now, as a single-home worker always did: its memory journal is
            # settled before work is taken, and its queue wakes the threads at once.
            for entry in self.pool.served():
                with self.pool.runtime(entry):
                    pass
        if self.scheduler:
            self.scheduler.start()
        if self.worker and not self.pool.single:  # one home's lines never named it
            self._log_filter = HomeLogFilter(self.worker)
            for handler in logging.getLogger().handlers:
                handler.addFilter(self._log_filter)
        self.beats.start()      # (before the threads: see PoolBeats.start)
        if self.worker:
            try:
                self.worker.start()
            except BaseException:
                self.beats.stop_event.set()
                raise
        return self

    def stop(self, timeout: float | None = None, *, now: Any = None) -> None:
        """Graceful: running jobs get ``timeout`` (default: the homes' shutdown_timeout),
        cut short when ``now`` (an Event) is set; the rest is put back on its queue."""
        self.beats.stop_event.set()
        if self.worker:
            self.worker.stop(shutdown_timeout(self.pool) if timeout is None else timeout,
                             now=now)
        if self.scheduler:
            self.scheduler.stop()
        self.beats.stop()
        if self._log_filter is not None:
            for handler in logging.getLogger().handlers:
                handler.removeFilter(self._log_filter)
        self.pool.close()


def run_pool_forever(pool: Any, stop: Any, *, consume: bool = True,
                     schedule: bool = True) -> None:
    """`worker | scheduler | run`: the engine until ``stop`` (a :class:`worker.pool.Stop`,
    set by the CLI's signal handlers) asks; then a graceful shutdown."""
    engine = Engine(pool, consume=consume, schedule=schedule)
    try:
        engine.start()
    except BaseException:
        pool.close()
        raise
    try:
        while not pool.clock.wait(stop.soon, 1.0):
            if pool.lost.is_set():  # its one home was removed (said then, once)
                break
        else:
            # Said when the signal is heard, before the wait for running jobs: an operator
            # sees the shutdown begin, and a test can send its next step on this line.
            if engine.worker:
                log.info("stopping: running jobs get up to %g s to finish",
                         shutdown_timeout(pool))
            else:
                log.info("stopping")
    finally:
        engine.stop(now=stop.now)
    if pool.lost.is_set():
        raise SystemExit(1)
