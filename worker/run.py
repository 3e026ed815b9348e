"""`reverie run`: scheduler and worker in one process (the embedded default).

``run_once`` drains all due work and returns: reconcile (which scans reviews and summaries
and repairs the ledger), consume until nothing is queued, scheduled or running, and report
what the jobs staged or applied. ``run_forever`` runs the scheduler loop in a thread and
the consumer in the main thread until Ctrl-C / SIGTERM.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, QueueError, ReverieError, Settings
from reverie.jobs.queue import check_reachable, make_huey

from .consumer import WorkerProcess

log = logging.getLogger("reverie.worker")

DRAIN_TIMEOUT_SECONDS = 3600.0
RECONCILE_EVERY_SECONDS = 6.0  # just past the lost-message grace of jobs.tasks


@dataclass
class RunReport:
    enqueued: int
    finished: dict[str, int]
    staged: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)
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
    #: The run stopped at a first Ctrl-C (worker.once).
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def run_once(settings: Settings, *, workers: int | None = None, clock: Clock = SYSTEM_CLOCK,
             provider: Any = None, timeout: float = DRAIN_TIMEOUT_SECONDS,
             max_sessions: int | None = None, interrupts: Any = None,
             say: Any = None, progress: Any = None) -> RunReport:
    """Drain the home (module docstring), in rounds until nothing more is due or
    ``max_sessions`` session jobs were taken (worker.once). ``interrupts``: a
    :class:`worker.once.Interrupts`; after its first signal no job is taken, ``say`` gets
    the one line, and the report says ``interrupted``. ``progress(done, total)``: a bar."""
    from reverie.jobs.kinds import session_kinds
    from reverie.jobs.tasks import enqueue_all_due, mark_orphans, register

    from .once import interrupted_line, sessions_left

    tasks = register(make_huey(settings), settings, clock=clock, provider=provider)
    tasks.context.staged_log = []   # this run's report; a worker keeps none
    check_reachable(tasks.huey, settings)
    ledger = tasks.context.ledger
    kinds = [k.name for k in session_kinds(tasks.kinds)]
    started_at = clock.now()
    mark_orphans(tasks)
    sent: list[str] = []
    worker = WorkerProcess(settings, workers=workers, clock=clock, tasks=tasks)
    worker.start()
    if interrupts is not None:
        interrupts.install()   # huey's consumer installed its own handlers
    deadline = time.monotonic() + timeout
    stop = ""
    try:
        while not stop:
            room = None if max_sessions is None else max_sessions - len(sent)
            more = [] if room is not None and room <= 0 else \
                enqueue_all_due(tasks, "run-once", limit=room)
            sent += more
            stop = _drain(tasks, deadline, interrupts, progress,
                          lambda: len(ledger.finished_from(started_at, kinds)), len(sent))
            if not stop and (not more or (room is not None and len(more) >= room)):
                break   # nothing more was due, or the bound is reached
        if stop == "interrupted":
            finished = len(ledger.finished_from(started_at, kinds))
            running = len(ledger.in_states(["running"]))
            if say is not None:
                say(interrupted_line(finished, running, sessions_left(tasks),
                                     settings.queue.shutdown_timeout))
    finally:
        worker.stop(graceful=True)
    if stop == "timeout":
        raise QueueError(f"Work was still queued or running after {timeout:.0f} s.",
                         hint="Run `reverie queue` to see what is left, or start `reverie worker`.")
    rows = ledger.finished_from(started_at, kinds)
    finished_by: dict[str, int] = {}
    for r in rows:
        finished_by[r.status] = finished_by.get(r.status, 0) + 1
    failed = [{"job": r.id, "kind": r.kind, "session_id": r.session_id,
               "error": r.error} for r in rows if r.status == "failed"]
    ours = tasks.context.identity.owner
    elsewhere = sum(1 for r in rows if r.worker and r.worker != ours)
    return RunReport(enqueued=len(sent), finished=finished_by,
                     staged=list(tasks.context.staged_log), failed=failed,
                     drained=not stop, elsewhere=elsewhere,
                     reconciled=worker.memory_reconciled,
                     memory=_memory_after(settings, clock), left=sessions_left(tasks),
                     interrupted=stop == "interrupted")


#: How often the drain loop looks at the queue, the interrupt flag and the progress bar.
POLL_SECONDS = 0.5


def _drain(tasks: Any, deadline: float, interrupts: Any, progress: Any,
           finished: Any, total: int) -> str:
    """Consume until the home is idle: "" then, or "interrupted" / "timeout"."""
    from reverie.jobs.tasks import mark_orphans, wait_idle

    reconciled_at = time.monotonic()
    while True:
        if interrupts is not None and interrupts.requested:
            return "interrupted"
        if wait_idle(tasks, min(POLL_SECONDS, max(0.0, deadline - time.monotonic()))):
            if progress is not None:
                progress(finished(), total)
            return ""
        if progress is not None:
            progress(finished(), total)
        if time.monotonic() >= deadline:
            return "timeout"
        if time.monotonic() - reconciled_at >= RECONCILE_EVERY_SECONDS:
            # A ledger row whose message was lost (e.g. Redis restarted just before) would
            # otherwise look queued forever; marked lost, the next round enqueues its
            # session again (within --max-sessions: reconcile's own enqueue would not be).
            reconciled_at = time.monotonic()
            mark_orphans(tasks)


def _memory_after(settings: Settings, clock: Clock) -> dict[str, Any]:
    """Where each target stands once the run is over (never fails the run)."""
    from reverie.config import ReverieError
    from reverie.memory.upkeep.status import target_status

    try:
        return target_status(settings, clock=clock)
    except ReverieError as exc:
        return {"error": str(exc)}


def run_forever(settings: Settings, *, workers: int | None = None,
                clock: Clock = SYSTEM_CLOCK) -> None:
    from reverie.jobs.tasks import register

    from .scheduler import SchedulerProcess

    tasks = register(make_huey(settings), settings, clock=clock)
    check_reachable(tasks.huey, settings)
    scheduler = SchedulerProcess(settings, clock=clock, tasks=tasks)
    thread = scheduler.start_thread()
    try:
        WorkerProcess(settings, workers=workers, clock=clock, tasks=tasks).run()
    finally:
        scheduler.stop()
        thread.join(timeout=5)


# --- a pool of homes (issue 24) ---------------------------------------------------------------

POOL_QUIET_CHECK_SECONDS = 0.5


def pool_workers(pool: Any, workers: int | None) -> int:
    """Threads of a pool: ``-w``, else the largest ``reverie.queue.workers`` of its homes."""
    if workers:
        return workers
    return max((e.settings.queue.workers for e in pool.served()), default=4)


def shutdown_timeout(pool: Any) -> float:
    return max((e.settings.queue.shutdown_timeout for e in pool.served()), default=30.0)


def run_pool_once(pool: Any, *, timeout: float = DRAIN_TIMEOUT_SECONDS) -> RunReport:
    """``run --once --homes``: for every home, repair its ledger and enqueue what is due;
    then consume, fairly across homes, until nothing is queued, scheduled or running in
    any of them; report what every home's jobs did."""
    from reverie.jobs.kinds import session_kinds
    from reverie.jobs.tasks import enqueue_all_due, mark_orphans

    from .pool import PoolWorker

    clock = pool.clock
    started_at = clock.now()
    sent = 0
    pool.staged_logs = {}   # this run's report, per home (see Pool.staged_logs)
    # The threads start first: the first homes' jobs run while the last ones are looked at
    # (opening a thousand homes' databases takes a while, the first time above all).
    worker = PoolWorker(pool)
    worker.start()
    # One bad home never stops the others (issue 29): a home whose queue.db or journal.db
    # cannot be used is reported and left out, as the long-running pool leaves it out.
    broken: dict[Any, tuple[str, str]] = {}
    try:
        for entry in pool.served():
            try:
                with pool.runtime(entry) as rt:
                    rt.tasks.context.staged_log = pool.staged_logs.setdefault(entry.ref, [])
                    check_reachable(rt.huey, rt.settings)
                    mark_orphans(rt.tasks)
                    sent += len(enqueue_all_due(rt.tasks, "run-once"))
            except (ReverieError, sqlite3.Error, OSError) as exc:
                broken[entry.ref] = (entry.label, _sentence(exc))
                log.warning("home %s is left out of this run: %s", entry.label, _sentence(exc))
                entry.leave_out(_sentence(exc))
    except BaseException:
        worker.stop(0.0)
        raise
    deadline = clock.monotonic() + timeout
    drained = False
    try:
        while clock.monotonic() < deadline:
            with worker.job_done:  # a job ending is the news; else look again now and then
                clock.wait(worker.job_done, POOL_QUIET_CHECK_SECONDS)
            if worker.running() or pool.dispatcher.may_have_work():
                continue
            if all(_home_idle(pool, e, broken) for e in pool.served()
                   if e.ref not in broken):
                drained = True
                break
    finally:
        worker.stop(shutdown_timeout(pool))
    if not drained:
        raise QueueError(f"Work was still queued or running after {timeout:.0f} s.",
                         hint="Run `reverie queue --homes …` to see what is left.")
    report = RunReport(enqueued=sent, finished={}, drained=drained)
    ours = pool.identity.owner
    for label, reason in broken.values():
        report.failed.append({"home": label, "job": "-", "kind": "home", "session_id": "-",
                              "error": f"left out of this run: {reason}"})
    for entry in pool.served():
        if entry.ref in broken:
            continue
        with pool.runtime(entry) as rt:
            kinds = [k.name for k in session_kinds(rt.tasks.kinds)]
            for r in rt.tasks.context.ledger.finished_from(started_at, kinds):
                report.finished[r.status] = report.finished.get(r.status, 0) + 1
                if r.status == "failed":
                    report.failed.append({"home": entry.label, "job": r.id, "kind": r.kind,
                                          "session_id": r.session_id, "error": r.error})
                if r.worker and r.worker != ours:
                    report.elsewhere += 1
            report.staged += [dict(item, home=entry.label)
                              for item in pool.staged_logs.get(entry.ref, [])]
            for target, view in _memory_after(rt.settings, clock).items():
                if isinstance(view, dict):   # each home's files, its label on the line
                    line = view.get("attention")
                    report.memory[f"{entry.label} {target}"] = dict(
                        view, attention=f"{entry.label}: {line}" if line else None)
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
        broken[entry.ref] = (entry.label, _sentence(exc))
        log.warning("home %s is left out of this run: %s", entry.label, _sentence(exc))
        entry.leave_out(_sentence(exc))
        return True


def pool_worker_state(pool: Any, entry: Any) -> str:
    """What a pool's worker row says in a home: its threads, and a pause with its reason."""
    state = f"pool, {pool.workers} threads"
    if entry.paused(pool.clock.now()):
        left = entry.paused_until - pool.clock.now()
        state += f"; this home paused for {left:.0f} s more: {entry.pause_reason}"
    return state


def run_pool_forever(pool: Any, stop: Any, *, consume: bool = True,
                     schedule: bool = True) -> None:
    """`worker | scheduler | run --homes`: the pool's threads and/or its scheduler until
    ``stop`` (a :class:`worker.pool.Stop`, set by the CLI's signal handlers) asks; then a
    graceful shutdown."""
    import logging

    from .pool import HomeLogFilter, PoolBeats, PoolWorker
    from .pool_scheduler import PoolScheduler

    for entry in pool.served():
        queue = pool.queue_of(entry)
        if queue is not None and queue.server is not None:  # down: one line and exit 1
            with pool.runtime(entry) as rt:
                check_reachable(rt.huey, rt.settings)
            break
    scheduler = PoolScheduler(pool) if schedule else None
    thread = scheduler.start_thread() if scheduler else None
    worker = PoolWorker(pool) if consume else None
    if worker:
        named = HomeLogFilter(worker)
        for handler in logging.getLogger().handlers:
            handler.addFilter(named)
        worker.start()
    roles: dict[str, Any] = {}
    if worker:
        roles["worker"] = lambda entry: pool_worker_state(pool, entry)
    if scheduler:
        roles["scheduler"] = lambda entry: "leader" if scheduler.leads(entry) else "standby"
    beats = PoolBeats(pool, roles).start()
    try:
        while not stop.soon.wait(1.0):
            pass
    finally:
        beats.stop_event.set()
        if worker:
            worker.stop(shutdown_timeout(pool), now=stop.now)
        if scheduler:
            scheduler.stop()
            thread.join(timeout=5)
        beats.stop()
        pool.close()
