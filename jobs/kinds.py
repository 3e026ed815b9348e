"""The job kinds, as data: one table the runner, the scheduler, the consumer and monitoring read.

A **session kind** (``review``, ``summary``) does model work on one session. Its entry says

- ``run``: the engine call, ``run(ctx, session_id, call) -> result``; ``call`` is the
  :class:`review.calls.CallContext` of this attempt, which every model call it makes must be
  recorded with (the job's cost is the sum over that id);
- ``purposes``: the model-call purposes it records (shown per kind by monitoring);
- ``find_due``: how due work is found, ``find_due(ctx, requests) -> list[DueSession]``,
  from durable state only (``requests``: the explicit requests recorded for this kind);
- ``outcome``: how a result becomes a ledger :class:`Outcome` (it may raise a
  :class:`config.ReverieError` to say the result is a failed attempt, e.g. a summary that
  fell back to a preview);
- ``found_by``: the maintenance kind whose periodic run looks for its due work;
- ``provider``: the configured provider it uses, built once per worker process.

A **maintenance kind** (``scan``, ``sweep``, ``reconcile``) is enqueued by the scheduler
every ``every`` seconds (a :class:`config.ScheduleSettings` field) and enqueues the due work
of the session kinds that name it in ``found_by``; ``repairs`` (reconcile) also repairs the
ledger first and looks for every session kind's work; ``chore`` is upkeep it does first
(the sweep's: pending records re-validated, threshold crossings told to the webhook).

Adding a kind is one entry in :func:`default_kinds` plus its engine function. A caller can
also hand :func:`jobs.tasks.register` a table of its own (``{**default_kinds(), ...}``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from reverie.config import (
    TARGETS,
    Clock,
    PermanentProviderError,
    ReverieError,
    Settings,
    TransientProviderError,
)
from reverie.config.terminal import safe_id

from . import due as due_mod
from .ledger import Outcome

if TYPE_CHECKING:
    from reverie.review.calls import CallContext

    from .tasks import JobContext

log = logging.getLogger("reverie.jobs")


@dataclass(frozen=True)
class JobKind:
    name: str
    # --- session kinds -------------------------------------------------------------------
    run: Callable[[JobContext, str, CallContext], Any] | None = None
    purposes: tuple[str, ...] = ()
    find_due: Callable[[JobContext, dict[str, float]], list[due_mod.DueSession]] | None = None
    outcome: Callable[[Any], Outcome] | None = None
    found_by: str | None = None
    provider: Callable[[Settings, Clock], Any] | None = None
    #: What ``queue drop`` does besides closing the dead letter, given the settings, the
    #: session and the last message the failed job saw; returns a note for the operator.
    on_drop: Callable[[Settings, str, int | None], str] | None = None
    #: Whether an explicit request also waits while the daily budget is spent (reviews do;
    #: a summary someone asked for still goes, and falls back to a preview if it must).
    requests_wait_for_budget: bool = True
    #: Whether its jobs wait at all while the daily budget is spent (a consolidation does
    #: not: without budget it uses the deterministic planner, so no budget stalls upkeep).
    needs_budget: bool = True
    #: After a job finished: more work it made due now, as (kind, session or subject)
    #: pairs, enqueued unless already queued (a review that left facts waiting for room
    #: makes its target's consolidation due without waiting for the next scan).
    follow_up: Callable[[JobContext, Any], list[tuple[str, str]]] | None = None
    #: What a job's result still has to write, in the job's end transaction (with its
    #: request satisfied, its row finished and its lease released): ``settle(ctx, result,
    #: outcome) -> outcome``. A review's last cursor (issue 27: one commit less a review).
    settle: Callable[[JobContext, Any, Outcome], Outcome] | None = None
    #: One home's jobs of this kind run one at a time, in the order their messages were
    #: said (``JobLedger.turn_blocker``): a review reads the memory the earlier sessions'
    #: reviews wrote, so "forget that …" reviewed before the session that said it found
    #: nothing to remove (session 31). Other kinds and other homes stay parallel.
    ordered: bool = False
    # --- maintenance kinds ---------------------------------------------------------------
    every: str | None = None          # the ScheduleSettings field giving its interval
    repairs: bool = False             # reconcile: repair the ledger, find every kind's work
    #: A pool's scheduler (issue 24) runs it for a home only when the home's inputs
    #: changed, when its last run recorded a time to come back (``jobs.watch``), or once
    #: an hour; ``every`` is then the least time between two runs. False: every ``every``
    #: seconds, for every home.
    on_change: bool = False
    #: Upkeep a maintenance run does besides finding due work: ``chore(ctx) -> note``
    #: (the sweep re-validates pending records and tells the webhook of crossings).
    chore: Callable[[JobContext], str | None] | None = None

    @property
    def per_session(self) -> bool:
        return self.run is not None

    def interval(self, settings: Settings) -> float:
        """Seconds between two runs of a maintenance kind: the schedule setting ``every``
        names."""
        return float(getattr(settings.schedule, self.every))


KindTable = Mapping[str, JobKind]


def session_kinds(kinds: KindTable) -> list[JobKind]:
    return [k for k in kinds.values() if k.per_session]


def maintenance_kinds(kinds: KindTable) -> list[JobKind]:
    return [k for k in kinds.values() if not k.per_session]


def check_table(kinds: KindTable) -> None:
    """Refuse a table a worker could not run (a bug in the table, said at registration)."""
    for name, kind in kinds.items():
        if name != kind.name:
            raise ValueError(f"job kind {kind.name!r} is filed under {name!r}")
        if kind.per_session:
            if kind.find_due is None or kind.outcome is None:
                raise ValueError(f"job kind {name!r} needs find_due and outcome")
            if kind.found_by not in kinds or kinds[kind.found_by].per_session:
                raise ValueError(f"job kind {name!r}: found_by must name a maintenance kind")
        elif kind.every is None:
            raise ValueError(f"maintenance kind {name!r} needs every= (its schedule field)")


# --- review ------------------------------------------------------------------------------------

def _run_review(ctx: JobContext, session_id: str, call: CallContext) -> Any:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.engine import review_session

    # The 💾 lines go to the log: a worker has no user at a terminal to show them to.
    with ctx.session_store() as sessions:
        return review_session(ctx.settings, session_id, provider=ctx.provider_for("review"),
                              clock=ctx.clock, call=call, journal_db=ctx.journal,
                              sessions=sessions, hold_last_cursor=True,
                              echo=lambda line: log.info("%s: %s", safe_id(session_id), line))


def _settle_review(ctx: JobContext, result: Any, outcome: Outcome) -> Outcome:
    """The review's last cursor, moved in the job's end transaction (``JobKind.settle``).

    Safe to join: the cursor says "these messages are reviewed", and the job's end says
    "this review is done"; committed together, neither is ever seen without the other. A
    crash (or a failed end) before that commit leaves the cursor where it was, as a crash
    just before the review's own cursor write always did: the job is not done, reconcile
    runs it again, and what this run staged or applied is then a duplicate of a pending
    record or a live entry and is dropped (review.engine's docstring, step 5)."""
    held = getattr(result, "cursor_held", None)
    if held is None:
        return outcome
    result.cursor_after = ctx.calls.set_cursor(result.session_id, held)
    result.cursor_held = None
    return replace(outcome, last_message_id=result.cursor_after)


def _due_reviews(ctx: JobContext, requests: dict[str, float]) -> list[due_mod.DueSession]:
    if not ctx.settings.background_review.enabled:
        return []
    # The cursors through the home's own journal.db connections (ctx.calls shares the
    # job ledger's pool): opening a ledger of its own cost a connection, its pragmas and
    # the schema read again, every scan of every home (issue 27).
    activity = _not_archive(due_mod.session_activity(ctx.settings, ctx.calls.all_cursors(),
                                                     store=ctx.scan_store()))
    ctx.keep_in_pass(SESSION_ENDS, activity)
    return due_mod.due_reviews(ctx.settings, activity, requests, clock=ctx.clock,
                               carried=_carried_behind(ctx))


def _carried_behind(ctx: JobContext) -> set[str]:
    """Sessions whose rows Hermes folded a compaction summary into were passed by unread by
    an older Reverie's cursor (review ledger migration 5): due once, so a session nobody
    writes to again is read too. The sessions with no such row are forgotten here, so
    after the first scan this is one read of an empty table."""
    behind = ctx.calls.all_carried_behind()
    if not behind:
        return set()
    found = ctx.scan_store().sessions_with_carried(behind)
    if gone := [s for s in behind if s not in found]:
        ctx.calls.carried_read(*gone)
    return found


#: What a pass keeps of the review's read for the summary's (JobContext.keep_in_pass).
SESSION_ENDS = "session ends"


def _not_archive(activity: list[due_mod.Activity]) -> list[due_mod.Activity]:
    """The memory archive's mirror session in state.db is Reverie's own: never reviewed
    or summarised (memory.upkeep.archive_mirror)."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.memory.upkeep.archive_mirror import is_archive_session

    return [a for a in activity if not is_archive_session(a.session_id)]


def _review_follow_up(ctx: JobContext, result: Any) -> list[tuple[str, str]]:
    """A review that left facts waiting for room, filled a target past high water, or
    added an entry that updates a live one, makes that target's consolidation due now."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.memory.entries import size
    from reverie.memory.store import MemoryStore

    garden = ctx.settings.garden
    if not garden.enabled:
        return []
    targets = {w["target"] for w in getattr(result, "waiting", None) or []}
    added: dict[str, list[str]] = {}
    written: dict[str, list[str]] = {}
    for o in getattr(result, "outcomes", None) or []:
        if getattr(o, "status", "") == "applied":
            added.setdefault(o.target, []).extend(
                op["content"] for op in o.operations
                if isinstance(op, dict) and isinstance(op.get("content"), str))
            if getattr(o, "entries_after", None) is not None:
                written[o.target] = o.entries_after   # the review's last write wins
    store = MemoryStore(ctx.settings, clock=ctx.clock)
    for target in set(added) - targets:
        if target not in TARGETS:
            continue
        # The file as the review's own last write left it, not read and parsed again
        # (issue 27); read when the review changed nothing there (a duplicate add).
        # A write another process makes a moment later is looked at by the next review,
        # as one made just after this read always was.
        live = written.get(target)
        if live is None:
            live = store.entries(target)   # one read for both questions
        if (garden.above_high_water(size(live), ctx.settings.memory.limit(target))
                or _updates_live(added[target], live)):
            targets.add(target)
    return [("consolidate", t) for t in sorted(targets) if ctx.settings.memory.enabled(t)]


def _updates_live(new: list[str], entries: list[str]) -> bool:
    """Whether an entry this review added updates a live one, or is updated by one. Only
    pairs holding a new entry can be news (every other pair was looked at after the review
    that added its newer half), so this is new x live comparisons, not live x live: with a
    few hundred entries, comparing every pair after every review was most of a review's
    CPU (issue 27)."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.consolidate.measures import slot_keys, supersedes

    # A sure supersession holds only between two entries sharing a slot (subject, attribute):
    # the others are not compared, so an entry with no clear slot costs no word-shape
    # measure against every live entry (measures.slot_keys; the slots are cached by text).
    keys = {a: slot_keys(a) for a in new}
    return any(supersedes(a, b) or supersedes(b, a)
               for a in new if keys[a] for b in entries
               if b != a and not keys[a].isdisjoint(slot_keys(b)))


def _review_outcome(result: Any) -> Outcome:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.engine import ReviewResult

    if isinstance(result, ReviewResult):
        return Outcome(staged=result.staged, applied=result.applied,
                       last_message_id=result.cursor_after, operations=_operations(result),
                       never_placed=tuple(result.never_placed), episodes=len(result.episodes),
                       forgotten=len(result.archive_deleted),
                       # A model's drops tell the operator how the model does; the offline
                       # reviewer's are its own repeats of what is already kept.
                       dropped=(tuple(result.dropped)
                                if result.provider not in (None, "heuristic") else ()))
    return _stand_in(result)


def _review_provider(settings: Settings, clock: Clock) -> Any:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.engine import default_provider

    return default_provider(settings, clock=clock)


def _drop_review(settings: Settings, session_id: str, last_message_id: int | None) -> str:
    """Move the cursor past what the failed review covered: those messages are given up."""
    if not last_message_id:
        return ""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.ledger import set_cursor

    set_cursor(settings, session_id, last_message_id)
    return f" Messages up to #{last_message_id} will not be reviewed."


# --- summary -----------------------------------------------------------------------------------

def _run_summary(ctx: JobContext, session_id: str, call: CallContext) -> Any:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.summarize import summarize_session

    with ctx.session_store() as sessions:
        return summarize_session(ctx.settings, session_id, provider=ctx.provider_for("summary"),
                                 clock=ctx.clock, call=call, journal_db=ctx.journal,
                                 sessions=sessions)


def _due_summaries(ctx: JobContext, requests: dict[str, float]) -> list[due_mod.DueSession]:
    # Each session's last message and summary, read once a pass (issue 27): the review's
    # read of the pass has them (its turn counts are not read here). Taken before this
    # kind's open jobs were read, it cannot make a summary that finishes meanwhile due
    # again: the summaries a job covered are read from the ledger below, after them. With
    # no review read, they are read without counting turns (that count read every user
    # turn of the home).
    activity = ctx.read_in_pass(SESSION_ENDS)
    if activity is None:
        activity = _not_archive(due_mod.session_activity(
            ctx.settings, {}, store=ctx.scan_store(), count_turns=False))
    return due_mod.due_summaries(ctx.settings, activity, ctx.ledger, requests, clock=ctx.clock)


def _summary_outcome(result: Any) -> Outcome:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.summarize import NOTHING, Summary

    if isinstance(result, Summary):
        if result.kind == NOTHING:
            # Only hidden or retired rows: a clean no-op, covered through its last row.
            return Outcome(last_message_id=result.through_message_id, summary=result.made_by)
        if result.kind == "preview":
            # The summariser falls back to a raw preview (not stored) when the model fails;
            # for the sweep that is a failed attempt, retried like any model error.
            # (A provider's error ends with its own period: one sentence, one period.)
            reason = (result.fallback_reason or "no model summary").rstrip(". ")
            if result.fallback_about_setup:
                # The model setup is wrong: a retry in 15 s meets the same (a run --once
                # with a refused key waited two minutes on its summaries' retries). A
                # setup error, as a review's: deferred in run --once, the home paused in a
                # worker (session 22).
                failed = PermanentProviderError(f"Summary fell back to a preview: {reason}.")
                failed.about_setup = True
                raise failed
            raise TransientProviderError(f"Summary fell back to a preview: {reason}.")
        return Outcome(last_message_id=result.through_message_id, summary=result.made_by)
    return _stand_in(result)


def _summary_provider(settings: Settings, clock: Clock) -> Any:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.summarize import default_provider

    return default_provider(settings, clock=clock)


# --- the sweep's chore (issue 22) --------------------------------------------------------------

def _sweep_chore(ctx: JobContext) -> str | None:
    """Pending records re-validated against the files (stale and expired ones retired),
    then the webhook told of any threshold the figures crossed (never waiting for it)."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from .thresholds import check

    swept = revalidate_pending(ctx)
    report = check(ctx.settings, clock=ctx.clock, ledger=ctx.ledger)
    rescanned = rescan_old_summaries(ctx)
    notes = [swept.note(), f"notified: {', '.join(report.crossed)}" if report.crossed else None,
             f"{rescanned} stored summaries scanned" if rescanned else None]
    return "; ".join(n for n in notes if n) or None


def revalidate_pending(ctx: JobContext) -> Any:
    """Every pending record judged against the files as they are now; stale and expired
    ones retired, each said in one line (the sweep's chore, and `run --once`, which runs no
    sweep: a record made stale by a hand edit stayed listed after any number of runs,
    tester22). The sweep's report (``memory.pending.sweep.SweepReport``)."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.memory.pending.staging import sweep

    swept = sweep(ctx.settings, clock=ctx.clock)
    for rid, state, reason in swept.retired:
        log.info("pending record %s retired as %s: %s", safe_id(rid), state, reason)
    return swept


def rescan_old_summaries(ctx: JobContext) -> int:
    """Scan a batch of the summaries an older Reverie stored unscanned (review32 R5): the
    sweep's chore, and `run --once` on one home, which runs no sweep. A busy or missing
    state.db leaves them to the next time; how many were read."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.summarize import rescan_stored

    with ctx.scanning():
        store = ctx.scan_store()
        try:
            return rescan_stored(store) if store is not None else 0
        except ReverieError as exc:
            log.warning("stored summaries not scanned yet: %s", exc)
            return 0


# --- consolidate (issue 20: memory upkeep, one job per home and target) ------------------------

def _run_consolidate(ctx: JobContext, target: str, call: CallContext) -> Any:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.consolidate import consolidate_target

    return consolidate_target(ctx.settings, target, provider=ctx.provider_for("consolidate"),
                              clock=ctx.clock, call=call)


def _due_consolidations(ctx: JobContext, requests: dict[str, float]) -> list[due_mod.DueSession]:
    """Targets due for upkeep, from the memory files and the upkeep tables (memory.upkeep.status);
    the job's "session" is the target, ``memory`` or ``user``."""
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.memory.upkeep.status import due_targets
    from reverie.review.consolidate.measures import has_superseded

    due = {d.target: due_mod.DueSession(d.target, "consolidate", list(d.reasons), d.since)
           for d in due_targets(ctx.settings, clock=ctx.clock, superseded=has_superseded,
                                shares=ctx.journal)}
    for target, at in requests.items():
        entry = due.setdefault(target, due_mod.DueSession(target, "consolidate", [], at))
        entry.reasons.append("request")
    return sorted(due.values(), key=lambda d: (d.since or 0.0, d.session_id))


def _consolidate_outcome(result: Any) -> Outcome:
    # Lazy: the worker's engine; this table is on the agent's enqueue path (jobs.tasks).
    from reverie.review.consolidate import ConsolidationResult

    if not isinstance(result, ConsolidationResult):
        return _stand_in(result)
    ops = [{"status": "staged", "record_id": result.record_id, "target": result.target,
            "action": "batch", "text": result.message[:120]}] if result.status == "staged" else []
    ops += [{"status": "applied" if r["state"] == "landed" else "staged",
             "record_id": r.get("record_id"), "target": result.target, "action": "add",
             "text": " ".join(str(r["content"]).split())[:120]}
            for r in result.reproposed if r["state"] in ("landed", "proposed")]
    # (what went past the cap is summed with the reviews' by run --once: one line a file)
    return Outcome(staged=result.staged, applied=result.landed, operations=tuple(ops),
                   summary=(result.message if ops else None) or None,
                   never_placed=tuple(result.never_placed))


# --- shared ------------------------------------------------------------------------------------

def _stand_in(result: Any) -> Outcome:
    """A stand-in engine (tests, benchmarks) may return an Outcome itself; else nothing."""
    return result if isinstance(result, Outcome) else Outcome()


def _operations(result: Any) -> tuple[dict[str, Any], ...]:
    """One line per staged/applied operation of a review result, for `run --once`."""
    out = []
    for o in getattr(result, "outcomes", None) or []:  # a ReviewResult's StageOutcomes
        for op in getattr(o, "operations", None) or []:
            text = op.get("content") or op.get("old_text") or ""
            out.append({"status": getattr(o, "status", ""), "record_id": getattr(o, "record_id", None),
                        "target": getattr(o, "target", op.get("target")),
                        "action": op.get("action"), "text": " ".join(str(text).split())[:120]})
    return tuple(out)


def due_on_request(ctx: JobContext, requests: dict[str, float]) -> list[due_mod.DueSession]:
    """``find_due`` for a kind that runs only when asked for (``enqueue_request``)."""
    return [due_mod.DueSession(sid, "request", ["request"], at)
            for sid, at in sorted(requests.items(), key=lambda kv: (kv[1], kv[0]))]


def default_kinds() -> dict[str, JobKind]:
    """The table every process uses unless it is handed another one."""
    table = [
        JobKind("review", run=_run_review, purposes=("review", "repair"),
                find_due=_due_reviews, outcome=_review_outcome, found_by="scan",
                provider=_review_provider, on_drop=_drop_review, follow_up=_review_follow_up,
                settle=_settle_review, ordered=True),
        JobKind("summary", run=_run_summary, purposes=("summary",),
                find_due=_due_summaries, outcome=_summary_outcome, found_by="sweep",
                provider=_summary_provider, requests_wait_for_budget=False),
        # One per home and target ("session" = memory | user); the review's model.
        JobKind("consolidate", run=_run_consolidate, purposes=("consolidate",),
                find_due=_due_consolidations, outcome=_consolidate_outcome, found_by="scan",
                provider=_review_provider, needs_budget=False),
        JobKind("scan", every="scan_seconds", on_change=True),
        JobKind("sweep", every="scan_seconds", chore=_sweep_chore, on_change=True),
        JobKind("reconcile", every="reconcile_seconds", repairs=True, on_change=True),
    ]
    return {k.name: k for k in table}
