"""The huey tasks: review a session, summarise a session, scan for due work, reconcile.

:func:`register` puts them on a huey instance (the worker builds it with
:func:`worker.queue.make_huey`; :func:`default_tasks` does so for the enqueue side); the
settings, clock and job context are closed over, never module globals, so one process can
serve several homes (the tests do) and the enqueue side and the worker side register the
same task names.

Every task is idempotent: a review reads only what is after the session's cursor and
advances it after staging, a per-session lease stops two workers reviewing one session at
once, and scan/reconcile only enqueue work that durable state says is due and that is not
already queued or leased. So a duplicate message (reconcile racing a slow worker, a retry)
costs one no-op run, never a second staged operation.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import huey as huey_lib
from huey.exceptions import RetryTask

from reverie.config import (
    SYSTEM_CLOCK,
    Clock,
    QueueError,
    ReverieError,
    Settings,
    TransientProviderError,
)

from . import due as due_mod
from .leases import Identity, Leases, lease_key, process_alive
from .ledger import JobLedger, Outcome
from .sessions import last_message_id

log = logging.getLogger("reverie.jobs")

KINDS = ("review", "summary", "scan", "sweep", "reconcile")
SESSION_KINDS = ("review", "summary")
MAINTENANCE_KINDS = ("scan", "sweep", "reconcile")
# A queued ledger row whose message is in neither the queue nor the schedule is "lost"
# only after this long, so a message a worker has just dequeued is not mistaken for one.
LOST_GRACE_SECONDS = 5.0
# Finished maintenance rows (scan/sweep/reconcile) kept per kind; older ones are pruned.
KEEP_MAINTENANCE_ROWS = 200
# Finished session jobs are kept this long for monitoring (dead letters are kept until the
# operator retries or drops them).
KEEP_FINISHED_DAYS = 30
# At most this many jobs per kind per scan: a first scan of a home with years of sessions
# must not flood the queue (and the model budget); the next scan continues, oldest first.
MAX_ENQUEUE_PER_SCAN = 100


@dataclass
class JobContext:
    """What every task needs, built once per process."""

    settings: Settings
    clock: Clock
    identity: Identity
    ledger: JobLedger
    leases: Leases
    provider: Any = None          # injected provider for tests/benchmarks; None = from settings
    # Replaces the review/summary call (kind, session_id) -> an Outcome (or None);
    # benchmarks use it to measure the queue alone. None = the real review engine.
    engine: Callable[[str, str], Any] | None = None
    staged_log: list[dict[str, Any]] = field(default_factory=list)  # `run --once` prints these
    # The configured providers, built once per process on first use and shared by the
    # worker threads (see :meth:`provider_for`).
    _built: dict[str, Any] = field(default_factory=dict)
    _building: threading.Lock = field(default_factory=threading.Lock)

    def provider_for(self, kind: str) -> Any:
        """The provider a review/summary job calls: the injected one, else the configured
        one built once per process. Building a Gemini client per job (two TLS contexts,
        ~50 ms of CPU each time, serialised by the GIL) was most of a job's CPU, and what
        made a burst of reviews crawl on a busy machine. None when it cannot be built: the
        engine then tries itself and fails (or falls back to a preview) as it would."""
        if self.provider is not None:
            return self.provider
        with self._building:
            if kind not in self._built:
                try:
                    if kind == "review":
                        from reverie.review.engine import default_provider
                    else:
                        from reverie.review.summarize import default_provider
                    self._built[kind] = default_provider(self.settings, clock=self.clock)
                except ReverieError:
                    return None  # not cached: a fixed key in the environment is not seen
            return self._built[kind]

    def close(self) -> None:
        """Close the providers built for this process (their HTTP connections)."""
        with self._building:
            for provider in self._built.values():
                with contextlib.suppress(Exception):
                    provider.close()
            self._built.clear()


@dataclass(frozen=True)
class Tasks:
    huey: huey_lib.Huey
    context: JobContext
    review: Any
    summary: Any
    scan: Any
    sweep: Any
    reconcile: Any

    def wrapper(self, kind: str) -> Any:
        return getattr(self, kind)


def budget_spent(settings: Settings, clock: Clock) -> bool:
    """True when today's input tokens reached ``reverie.budget.daily_input_tokens``."""
    from reverie.review.ledger import tokens_today

    return tokens_today(settings, clock) >= settings.daily_input_tokens


def register(h: huey_lib.Huey, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
             provider: Any = None, identity: Identity | None = None,
             engine: Callable[[str, str], Any] | None = None) -> Tasks:
    identity = identity or Identity.current()
    ctx = JobContext(settings=settings, clock=clock, identity=identity,
                     ledger=JobLedger(settings, clock=clock),
                     leases=Leases(settings, ttl=settings.queue.lease_seconds, clock=clock,
                                   identity=identity),
                     provider=provider, engine=engine)

    @h.task(name="review", context=True)
    def review(session_id: str, task: Any = None) -> None:
        _run_session_job(ctx, "review", session_id, task)

    @h.task(name="summary", context=True)
    def summary(session_id: str, task: Any = None) -> None:
        _run_session_job(ctx, "summary", session_id, task)

    @h.task(name="scan", context=True)
    def scan(task: Any = None) -> None:
        _run_maintenance(ctx, tasks, "scan", task, lambda: enqueue_due(tasks, "review", "scan"))

    @h.task(name="sweep", context=True)
    def sweep(task: Any = None) -> None:
        _run_maintenance(ctx, tasks, "sweep", task, lambda: enqueue_due(tasks, "summary", "sweep"))

    @h.task(name="reconcile", context=True)
    def reconcile_task(task: Any = None) -> None:
        _run_maintenance(ctx, tasks, "reconcile", task, lambda: reconcile(tasks))

    tasks = Tasks(h, ctx, review, summary, scan, sweep, reconcile_task)
    return tasks


def default_tasks(settings: Settings) -> Tasks:
    """The tasks registered on a new huey instance for the home's own queue.

    This is the one place ``jobs`` reaches into ``worker``: the enqueue API and the dead
    letter actions must send messages through the same queue the workers consume, and
    building that huey instance (SqliteHuey or RedisHuey from the settings) is the worker
    package's job. The import is lazy so that importing ``jobs`` never imports ``worker``,
    and callers that already hold registered tasks (``register(huey, settings)``: a
    process, a test, a benchmark) pass them as ``tasks=`` and never get here.
    """
    from reverie.worker.queue import make_huey

    return register(make_huey(settings), settings)


# --- enqueueing ------------------------------------------------------------------------------

def enqueue(tasks: Tasks, kind: str, session_id: str | None = None, *, reason: str,
            last_message_id: int | None = None, retry_of: str | None = None) -> str:
    """Record the job in the ledger, then send it; returns the job id.

    The ledger row goes first so that a message a worker picks up at once still finds its
    row; if sending fails the row is removed again and the error raised (the work stays
    due in durable state and reconcile will send it later).
    """
    ctx = tasks.context
    wrapper = tasks.wrapper(kind)
    message = wrapper.s(session_id) if session_id is not None else wrapper.s()
    ctx.ledger.enqueued(message.id, kind, session_id, reason=reason, by=ctx.identity.owner,
                        retry_of=retry_of)
    if last_message_id is not None:
        ctx.ledger.conn.execute("UPDATE jobs_ledger SET last_message_id = ? WHERE id = ?",
                                (last_message_id, message.id))
    try:
        tasks.huey.enqueue(message)
    except Exception as exc:
        ctx.ledger.forget(message.id)
        raise backend_error(exc) from exc
    return message.id


def backend_error(exc: BaseException) -> QueueError:
    """Translate a storage exception (sqlite3, redis) into a one-line QueueError."""
    return QueueError(f"The queue backend failed: {type(exc).__name__}: {exc}.",
                      hint="Check that Redis is running (redis backend) or the queue.db is writable.")


def enqueue_due(tasks: Tasks, kind: str, reason: str) -> list[str]:
    """Enqueue every due ``kind`` job that is not queued, leased or parked; returns job ids."""
    ctx = tasks.context
    settings, ledger = ctx.settings, ctx.ledger
    requests = ledger.requests(kind)
    if kind == "review":
        if not settings.background_review.enabled:
            return []
        if budget_spent(settings, ctx.clock):
            log.info("daily token budget spent; due reviews wait for the next day")
            return []
        activity = due_mod.session_activity(settings, due_mod.review_cursors(settings))
        due = due_mod.due_reviews(settings, activity, requests, clock=ctx.clock)
    else:
        if reason != "request" and budget_spent(settings, ctx.clock):
            return []  # summaries cost tokens too; explicit requests still go through
        activity = due_mod.session_activity(settings, {})
        due = due_mod.due_summaries(settings, activity, ledger, requests, clock=ctx.clock)
    waiting = ledger.waiting_sessions(kind)
    leased = ctx.leases.live()
    parked = ledger.parked(kind)
    sent = []
    for item in due:
        if item.session_id in waiting or lease_key(kind, item.session_id) in leased:
            continue
        if item.session_id in parked:
            seen = parked[item.session_id]
            if seen is None or item.last_message_id <= seen:
                continue  # a dead letter waits for the operator (or for new messages)
        if len(sent) >= MAX_ENQUEUE_PER_SCAN:
            log.info("%d more %s jobs are due; the next scan enqueues them", len(due) - len(sent), kind)
            break
        sent.append(enqueue(tasks, kind, item.session_id, reason=reason if reason != "scan"
                            else "+".join(item.reasons) or reason,
                            last_message_id=item.last_message_id or None))
    return sent


# --- running ------------------------------------------------------------------------------

def _outcome(result: Any) -> Outcome:
    """What a finished review (ReviewResult) or summary (Summary) reports for the ledger.

    Tokens and cost are not taken from the result: :func:`_spent` reads them from the
    model-call ledger, which also has the calls of failed attempts. A stand-in engine
    (tests, benchmarks) may return an :class:`Outcome` itself; anything else reports nothing.
    """
    from reverie.review.engine import ReviewResult
    from reverie.review.summarize import Summary

    if isinstance(result, ReviewResult):
        return Outcome(staged=result.staged, applied=result.applied,
                       last_message_id=result.cursor_after)
    if isinstance(result, Summary):
        return Outcome(last_message_id=result.through_message_id)
    return result if isinstance(result, Outcome) else Outcome()


def _is_preview(result: Any) -> bool:
    from reverie.review.summarize import Summary

    return isinstance(result, Summary) and result.kind == "preview"


def _call_engine(ctx: JobContext, kind: str, session_id: str) -> Any:
    if ctx.engine is not None:
        return ctx.engine(kind, session_id)
    if kind == "review":
        from reverie.review.engine import review_session

        # The 💾 lines go to the log: a worker has no user at a terminal to show them to.
        return review_session(ctx.settings, session_id, provider=ctx.provider_for(kind),
                              clock=ctx.clock,
                              echo=lambda line: log.info("%s: %s", session_id, line))
    from reverie.review.summarize import summarize_session

    return summarize_session(ctx.settings, session_id, provider=ctx.provider_for(kind),
                             clock=ctx.clock)


def _run_session_job(ctx: JobContext, kind: str, session_id: str, task: Any) -> None:
    job_id = task.id
    ledger = ctx.ledger
    started = ledger.started(job_id, kind, session_id, worker=ctx.identity.owner)
    if budget_spent(ctx.settings, ctx.clock):
        ledger.finished(job_id, "deferred", error="daily input-token budget spent")
        return
    key = lease_key(kind, session_id)
    if not ctx.leases.acquire(key, job_id=job_id):
        holder = ctx.leases.get(key)
        ledger.finished(job_id, "skipped",
                        error=f"session leased by {holder.owner if holder else 'another job'}")
        return
    try:
        result = _call_engine(ctx, kind, session_id)
        if _is_preview(result):
            # The summariser falls back to a raw preview (not stored) when the model fails;
            # for the sweep that is a failed attempt, retried like any model error.
            reason = result.fallback_reason or "no model summary"
            raise TransientProviderError(f"Summary fell back to a preview: {reason}.")
    except ReverieError as exc:
        from reverie.review.engine import BudgetExceeded

        if isinstance(exc, BudgetExceeded):  # spent while we ran: stays due, not a failure
            ledger.finished(job_id, "deferred", error=_one_line(exc),
                            outcome=_spent(ctx, kind, session_id, started))
            return
        rec = ledger.get(job_id)
        attempt = rec.attempts if rec else 1
        # `transient` marks errors where the same job may succeed later: a model timeout,
        # 429 or 5xx (TransientProviderError), a memory file locked too long or an I/O
        # error (memory.locking.StoreUnavailable). Everything else is a dead letter now.
        if getattr(exc, "transient", False) and attempt <= ctx.settings.queue.retries:
            # Our own retry accounting (the ledger counts attempts) so the delay doubles
            # per attempt and huey logs one line instead of a traceback per retry.
            delay = ctx.settings.queue.retry_delay * 2 ** (attempt - 1)
            ledger.finished(job_id, "retrying", error=_one_line(exc),
                            outcome=_spent(ctx, kind, session_id, started))
            log.info("%s of %s failed (%s); retry %d in %.1f s", kind, session_id,
                     _one_line(exc), attempt, delay)
            raise RetryTask(delay=delay) from exc
        _dead_letter(ctx, kind, job_id, session_id, started, _one_line(exc))
        return
    except Exception as exc:  # a bug in a lower layer: a dead letter, not a crashed worker
        log.exception("%s of %s failed unexpectedly", kind, session_id)
        _dead_letter(ctx, kind, job_id, session_id, started,
                     f"unexpected {type(exc).__name__}: {exc}")
        return
    finally:
        ctx.leases.release(key)
    outcome = replace(_outcome(result), **_token_fields(_spent(ctx, kind, session_id, started)))
    ledger.finished(job_id, "done", outcome=outcome)
    ledger.satisfy(kind, session_id, started_at=started)
    if outcome.staged or outcome.applied or kind == "summary":
        ctx.staged_log.append({"job": job_id, "kind": kind, "session_id": session_id,
                               "staged": outcome.staged, "applied": outcome.applied,
                               "operations": _operations(result),
                               "summary": getattr(result, "kind", None) if kind == "summary"
                               else None})


def _dead_letter(ctx: JobContext, kind: str, job_id: str, session_id: str, started: float,
                 error: str) -> None:
    """Record the job as failed for good, remembering how far the session was."""
    try:
        last_id = last_message_id(ctx.settings, session_id)
    except ReverieError:  # state.db unreadable: the dead letter parks until the operator acts
        last_id = None
    spent = _spent(ctx, kind, session_id, started)
    ctx.ledger.finished(job_id, "failed", error=error,
                        outcome=replace(spent, last_message_id=last_id))
    log.warning("job %s failed for good: %s", job_id, error)


# The model-call purposes (review.ledger) each kind of job makes.
CALL_PURPOSES = {"review": ("review", "repair"), "summary": ("summary",)}


def _spent(ctx: JobContext, kind: str, session_id: str, since: float) -> Outcome:
    """Tokens and cost of the model calls this attempt made, failed calls included.

    The engine records every call in review.ledger as it makes it; an attempt that fails
    half-way returns no result, so the ledger is the only place its tokens are known. The
    session's lease keeps any other review of it from making calls meanwhile.
    """
    from reverie.review.ledger import usage

    try:
        spent = usage(ctx.settings, since=since, session_id=session_id,
                      purposes=CALL_PURPOSES[kind])
    except ReverieError as exc:  # the accounting must not turn a finished job into a failure
        log.warning("cannot read the model-call ledger for job accounting: %s", exc)
        return Outcome()
    return Outcome(input_tokens=spent.input_tokens, output_tokens=spent.output_tokens,
                   cached_tokens=spent.cached_tokens, cost=spent.cost_usd)


def _token_fields(o: Outcome) -> dict[str, Any]:
    return {"input_tokens": o.input_tokens, "output_tokens": o.output_tokens,
            "cached_tokens": o.cached_tokens, "cost": o.cost}


def _operations(result: Any) -> list[dict[str, Any]]:
    """One line per staged/applied operation of a review result, for `run --once`."""
    out = []
    for o in getattr(result, "outcomes", None) or []:  # a ReviewResult's StageOutcomes
        for op in getattr(o, "operations", None) or []:
            text = op.get("content") or op.get("old_text") or ""
            out.append({"status": getattr(o, "status", ""), "record_id": getattr(o, "record_id", None),
                        "target": getattr(o, "target", op.get("target")),
                        "action": op.get("action"), "text": " ".join(str(text).split())[:120]})
    return out


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:500]


# Scan, sweep and reconcile take this one lease, so two of them on different worker threads
# or processes never compute the same due set at once and enqueue it twice.
MAINTENANCE_LEASE = "maintenance:enqueue-due"


def _run_maintenance(ctx: JobContext, tasks: Tasks, kind: str, task: Any, body) -> None:
    ctx.ledger.started(task.id, kind, None, worker=ctx.identity.owner)
    if not ctx.leases.acquire(MAINTENANCE_LEASE, job_id=task.id):
        ctx.ledger.finished(task.id, "skipped", error="another scan/sweep/reconcile is running")
        return
    try:
        sent = body()
    except ReverieError as exc:
        ctx.ledger.finished(task.id, "failed", error=_one_line(exc))
        return
    except Exception as exc:
        log.exception("%s failed unexpectedly", kind)
        ctx.ledger.finished(task.id, "failed", error=f"unexpected {type(exc).__name__}: {exc}")
        return
    finally:
        ctx.leases.release(MAINTENANCE_LEASE)
    ctx.ledger.finished(task.id, "done", outcome=Outcome(staged=0))
    ctx.ledger.conn.execute("UPDATE jobs_ledger SET error = ? WHERE id = ?",
                            (f"enqueued {len(sent)}" if sent else None, task.id))


# --- reconcile ------------------------------------------------------------------------------

def reconcile(tasks: Tasks) -> list[str]:
    """Repair the ledger against reality, then enqueue every due job not queued or leased.

    - ``running`` rows whose worker is gone (its lease is stale or missing and the process is
      dead or the lease expired) become ``interrupted``;
    - ``queued``/``retrying`` rows whose message is in neither the queue nor the schedule
      (a lost message) become ``lost``;
    - then reviews and summaries that are due are enqueued, as a scan would.
    """
    ctx = tasks.context
    mark_orphans(tasks)
    prune_maintenance(ctx.ledger)
    sent = enqueue_due(tasks, "review", "reconcile")
    sent += enqueue_due(tasks, "summary", "reconcile")
    return sent


def queued_ids(h: huey_lib.Huey) -> set[str]:
    ids = {t.id for t in h.pending()}
    ids.update(t.id for t in h.scheduled())
    return ids


def mark_orphans(tasks: Tasks) -> dict[str, int]:
    ctx = tasks.context
    ledger, leases = ctx.ledger, ctx.leases
    now = ctx.clock.now()
    live = leases.live()
    interrupted = []
    for rec in ledger.in_states(["running"]):
        if rec.kind in SESSION_KINDS and rec.session_id:
            lease = live.get(lease_key(rec.kind, rec.session_id))
            if lease is not None and lease.owner == rec.worker:
                continue
        if _worker_alive(rec.worker, leases) and (now - (rec.started_at or now)) < ctx.settings.queue.lease_seconds:
            continue
        interrupted.append(rec.id)
    present = queued_ids(tasks.huey)
    lost = [rec.id for rec in ledger.in_states(["queued", "retrying"])
            if rec.id not in present and now - rec.enqueued_at > LOST_GRACE_SECONDS
            and (rec.status == "queued" or now - (rec.finished_at or now) > LOST_GRACE_SECONDS)]
    ledger.mark(interrupted, "interrupted", error="worker stopped before the job finished")
    ledger.mark(lost, "lost", error="queue message lost; reconcile re-enqueued the work")
    return {"interrupted": len(interrupted), "lost": len(lost)}


def _worker_alive(owner: str | None, leases: Leases) -> bool:
    if not owner:
        return False
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != leases.identity.host or not pid_text.isdigit():
        return True  # another machine: only the lease expiry can tell
    return process_alive(int(pid_text), None)


def prune_maintenance(ledger: JobLedger) -> None:
    """Keep the ledger bounded: recent maintenance rows, a month of finished session jobs."""
    ledger.conn.execute(
        "DELETE FROM jobs_ledger WHERE kind IN ('review', 'summary') AND finished_at < ?"
        " AND status IN ('done', 'skipped', 'deferred', 'lost', 'interrupted', 'retried')",
        (ledger.clock.now() - KEEP_FINISHED_DAYS * 86400,))
    ledger.conn.execute("DELETE FROM jobs_heartbeats WHERE beat_at < ?",
                        (ledger.clock.now() - 86400,))
    for kind in MAINTENANCE_KINDS:
        ledger.conn.execute(
            "DELETE FROM jobs_ledger WHERE kind = ? AND status IN ('done', 'lost', 'interrupted')"
            " AND id NOT IN (SELECT id FROM jobs_ledger WHERE kind = ?"
            " ORDER BY enqueued_at DESC LIMIT ?)", (kind, kind, KEEP_MAINTENANCE_ROWS))


def wait_idle(tasks: Tasks, timeout: float, poll: float = 0.05) -> bool:
    """Wait until nothing is queued, scheduled or running (used by `run --once` and tests)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        h = tasks.huey
        if (h.pending_count() == 0 and h.scheduled_count() == 0
                and not tasks.context.ledger.in_states(["running", "queued", "retrying"], limit=1)):
            return True
        time.sleep(poll)
    return False
