"""Staging: the origin policy that decides whether a memory operation is applied now or
waits for an operator — and the one place the rest of Reverie imports the approval loop from.

Policy (spec §6): a ``foreground`` operation goes straight to the store. A
``background_review`` operation made only of adds is applied at once (and journaled as
applied, no pending file left) unless ``memory.write_approval`` is on; anything else from
the background — replace, remove, a batch containing them, or everything when
``write_approval`` is on — becomes a pending record for an operator. The agent's own tool
under ``write_approval`` (``assistant_tool``) always waits.

The caller may also ask for approval (``hold=<why>``): the background review does so when
a proposal rests only on tool or assistant messages (issue 13: a web page saying
"remember: the user wants …" must not write memory on its own). A held proposal is staged
whatever ``write_approval`` says, and its record says why under :data:`HELD_KEY`.

A staged replace/remove is pinned to ``matched_entry``, the full entry it resolved to (by
the store's own apply step), which becomes its ``old_text`` too (Hermes replays
``old_text`` alone).

The rest of the loop lives beside this module, each part easy to find:

- record I/O — :mod:`memory.pending.pending_files` (write, list, read, drop);
- claiming a record — :mod:`memory.pending.claim`;
- approve / reject — :mod:`memory.pending.approval`; the diff preview — :mod:`memory.pending.preview`;
- states and versions — :mod:`memory.pending.freshness`; the sweep — :mod:`memory.pending.sweep`;
  stale and expired records out of the queue — :mod:`memory.pending.retired`;
- what "already pending" and "rejected" mean — :mod:`memory.pending.proposals`.

Their public names are re-exported here (``staging.approve``, ``staging.list_pending``, …),
the API docs/architecture.md describes.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError, StoreError, UsageError

from ..journal import Journal
from ..journaled import JournalHook, open_journaled_store
from ..locking import DEFAULT_TIMEOUT, StoreUnavailable, exclusive_lock
from ..scan.scanner import scan_content, withhold, withhold_all
from ..scan.withholding import withhold_within
from .approval import Decision, approve, reject, replay, withdraw
from .claim import CLAIM_TIMEOUT_S, ClaimBusy
from .describe import CONSOLIDATION_KEY, HELD_KEY, quoted_texts
from .freshness import trial
from .pending_files import (
    PendingList,
    check_id,
    check_pending_dir,
    list_pending,
    load_record,
    new_record_id,
    write_record,
)
from .preview import RecordDiff, diff, diff_record
from .proposals import (
    is_rejected,
    open_journal,
    pending_fingerprints,
    pending_with_same_ops,
    proposal_texts,
)
from .records import (
    BATCH,
    ORIGINS,
    REVERIE,
    STAGED_BY_KEY,
    PendingRecord,
    normalise_payload,
    operations_of,
    summarize,
)
from .sweep import SweepReport, sweep

__all__ = [
    "BATCH", "CLAIM_TIMEOUT_S", "CONSOLIDATION_KEY", "HELD_KEY", "STAGE_LOCK_NAME", "ClaimBusy", "Decision",
    "PendingList", "RecordDiff", "StageOutcome", "StageRequest", "SweepReport", "approve", "check_id", "diff",
    "diff_record", "is_rejected", "list_pending", "load_record", "new_record_id",
    "pending_fingerprints", "proposal_texts", "reject", "stage", "sweep", "withdraw",
    "write_record",
]

log = logging.getLogger(__name__)

#: ``<pending>/.stage.lock`` serialises "is it already pending?" + "write the record".
STAGE_LOCK_NAME = ".stage"


@dataclass
class StageOutcome:
    """What ``stage`` did with one payload."""

    status: str                      # applied | staged | refused | duplicate
    origin: str
    target: str
    action: str
    operations: list[dict[str, Any]]
    record_id: str | None = None
    response: dict[str, Any] | None = None
    message: str = ""
    changed: bool = False            # an applied write that actually changed the file
    #: the target's entries as this write left the file (None: nothing was written)
    entries_after: list[str] | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in (
            "status", "origin", "target", "action", "record_id", "message", "changed",
            "operations")}
        # The store's response lists every live entry, a hand-edited secret included.
        data["response"] = withhold_all(self.response)
        return data



@dataclass(frozen=True)
class StageRequest:
    """One proposal for :func:`stage`: what it changes, where it comes from and why.

    ``payload``: a memory operation (add, replace, remove or batch), normalised by stage.
    ``origin``: one of :data:`memory.pending.records.ORIGINS`, which decides the policy.
    ``evidence``, ``reason``, ``confidence``, ``model``, ``cost``: what the record keeps
    about the proposal (the reason and evidence are not memory content: blocked text in
    them is withheld, not refused). ``who``: the actor the journal names.
    ``hold``: why a background proposal must wait for an operator even where the policy
    would apply it (kept in the record under :data:`HELD_KEY`); ignored for ``foreground``.
    ``record_id``: the id the record gets (from :func:`new_record_id`), for a caller that
    must write something about the record before it exists (a consolidation's archive
    rows); ``extra``: more keys for the record (kept on every rewrite, as unknown keys are).
    """

    payload: dict[str, Any]
    origin: str
    evidence: Any = None
    reason: str | None = None
    confidence: float | None = None
    model: str | None = None
    cost: Any = None
    who: str | None = None
    hold: str | None = None
    record_id: str | None = None
    extra: dict[str, Any] | None = None
    #: the most characters the target may hold after an add applied at once (a learned
    #: background add: high water); checked with the limit under the store's lock
    ceiling: int | None = None


def stage(settings: Settings, request: StageRequest, *, clock: Clock = SYSTEM_CLOCK,
          journal: Journal | None = None, store: Any = None,
          lock_timeout: float = DEFAULT_TIMEOUT) -> StageOutcome:
    """Apply or stage one proposal according to the origin policy (module docstring).

    The request says what is proposed; the keywords are the books it is kept in, which a
    review holds for all its proposals. ``store`` (optional) is used for reads only
    (resolving ``old_text`` to pin it); every write goes through a store whose changes
    are journaled. ``journal``: an open journal to use (a review stages many payloads;
    opening journal.db once each is wasted work). A write applied now waits at most
    ``lock_timeout`` seconds for the store's lock and raises :class:`StoreUnavailable`
    (nothing journaled as refused) when it cannot get it.
    """
    if not isinstance(request, StageRequest):  # the old call shape, stage(settings, payload, …)
        raise TypeError(f"stage() takes a StageRequest, not {type(request).__name__}.")
    origin, who, hold = request.origin, request.who, request.hold
    if origin not in ORIGINS:
        raise UsageError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}.")
    payload = normalise_payload(request.payload)
    ops = operations_of(payload)
    # The payload itself is scanned before it is staged or applied; the model's reason and
    # quoted evidence are not memory content, so blocked text in them is withheld instead.
    record = PendingRecord(
        id=check_id(request.record_id) if request.record_id else new_record_id(settings),
        action=payload["action"], summary=summarize(payload), origin=origin,
        created_at=clock.now(), payload=payload, evidence=withhold_all(request.evidence),
        reason=withhold(request.reason), confidence=request.confidence, model=request.model,
        cost=request.cost,
        extra={**dict(withhold_all(request.extra or {})), STAGED_BY_KEY: REVERIE})
    held = hold is not None and origin != "foreground"
    if held:
        record.extra[HELD_KEY] = withhold(hold)
    # assistant_tool is the agent's own write under write_approval: it always waits.
    direct = origin == "foreground" or (
        origin == "background_review" and not held
        and all(op["action"] == "add" for op in ops) and not settings.memory.write_approval)
    with open_journal(settings, clock, journal) as opened:
        if direct:
            return _apply_now(settings, record, opened, who, clock, lock_timeout,
                              request.ceiling)
        return _stage_record(settings, record, opened, store, who, clock)


def _apply_now(settings: Settings, record: PendingRecord, journal: Journal, who: str | None,
               clock: Clock, lock_timeout: float, ceiling: int | None = None) -> StageOutcome:
    hook = JournalHook(journal, "applied", origin=record.origin, who=who,
                       via="stage", record=record if record.auto else None)
    # A lock held too long or an I/O error is raised, not turned into a refusal: the
    # caller (a review) must fail and be retried, not move on as if the store said no.
    store = open_journaled_store(settings, clock, hook, raise_unavailable=True,
                                 lock_timeout=lock_timeout,
                                 ceilings=None if ceiling is None else {record.target: ceiling})
    response = replay(store, record)
    outcome = _outcome(record, "applied" if response.get("success") else "refused", response)
    outcome.changed = bool(hook.op_ids)
    if outcome.changed:
        outcome.entries_after = store.written.get(record.target)
    if not response.get("success"):
        outcome.record_id = None
        journal.record("refused", origin=record.origin, who=who, via="stage",
                       target=record.target, action=record.action, payload=record.payload,
                       evidence=record.evidence, reason=record.reason, model=record.model,
                       confidence=record.confidence, cost=record.cost,
                       message=response.get("error"))
    elif not record.auto:
        outcome.record_id = None  # a foreground write has no record to refer to
    return outcome


def _stage_record(settings: Settings, record: PendingRecord, journal: Journal, store: Any,
                  who: str | None, clock: Clock) -> StageOutcome:
    reads = store if store is not None else open_journaled_store(settings, clock)
    problem = _scan_problem(record) or _pin(record, reads)
    if problem:
        journal.record("refused", origin=record.origin, who=who, via="stage",
                       target=record.target, action=record.action, payload=record.payload,
                       evidence=record.evidence, reason=record.reason, model=record.model,
                       confidence=record.confidence, cost=record.cost, message=problem)
        return _outcome(record, "refused", {"success": False, "error": problem},
                        record_id=None, message=problem)
    # The check and the write are one step under a lock: four workers staging the same
    # proposal at once must leave one record, not four.
    check_pending_dir(settings)
    with exclusive_lock(settings.pending_dir / STAGE_LOCK_NAME):
        existing = pending_with_same_ops(settings, record, clock)
        if existing is not None:
            return _outcome(record, "duplicate", None, record_id=existing,
                            message=f"Already pending as {existing}; nothing staged.")
        # Journal first (issue 14): a kill between the two steps leaves an intent that
        # reconcile settles from whether the file exists, never a record with no row.
        op_id = journal.record("staged", origin=record.origin, who=who, via="stage",
                               target=record.target, action=record.action,
                               record_id=record.id, payload=record.payload,
                               evidence=record.evidence, reason=record.reason,
                               model=record.model, confidence=record.confidence,
                               cost=record.cost, message=record.summary, state="intent")
        try:
            write_record(settings, record)
        except OSError as exc:
            with contextlib.suppress(StagingError):
                journal.void([op_id])
            raise StagingError(f"Cannot write pending record {record.id}: "
                               f"{exc.strerror or exc}; nothing was staged.",
                               hint="Check free space and permissions of the home.",
                               transient=True) from exc
    try:
        journal.confirm([op_id])
    except StagingError as exc:  # the record is written: reconcile confirms it from the file
        log.warning("pending record %s written, journal confirmation deferred: %s",
                    record.id, exc)
    why = f" (held: {record.extra[HELD_KEY]})" if HELD_KEY in record.extra else ""
    return _outcome(record, "staged", None,
                    message=f"Staged {record.id} for approval: {record.summary}{why}")


def _outcome(record: PendingRecord, status: str, response: dict[str, Any] | None, *,
             record_id: str | None | bool = True, message: str | None = None) -> StageOutcome:
    if message is None:
        message = (response or {}).get("message") or (response or {}).get("error") or ""
    return StageOutcome(
        status=status, origin=record.origin, target=record.target, action=record.action,
        # An outcome is printed: blocked text in it (the entry a remove takes out) is
        # withheld. The response (all live entries) is withheld in to_dict, when shown.
        operations=withhold_all(record.operations()), response=response,
        # Reverie's own words stay (a refusal names the pattern it matched, which reads as
        # an injection itself); only the user text quoted in them is withheld.
        message=withhold_within(message, quoted_texts(record)),
        record_id=record.id if record_id is True else record_id or None)


def _scan_problem(record: PendingRecord) -> str | None:
    """Refuse to stage content the store would block: it would only wait to be refused."""
    for pos, op in enumerate(record.operations(), 1):
        if op.get("content"):
            blocked = scan_content(op["content"])
            if blocked:
                where = f"operation {pos}: " if record.action == BATCH else ""
                return f"{where}{blocked}"
    return None


def _pin(record: PendingRecord, store: Any) -> str | None:
    """Pin each replace/remove to the full entry it resolves to now; the error if none.

    The pinned entry also becomes the operation's ``old_text``: Hermes' ``/memory approve``
    replays ``old_text`` without knowing about the pin, and the whole entry can only match
    that entry (or, once it changed, nothing), never a neighbour sharing the substring.
    """
    target = record.target
    if record.action != BATCH:
        if record.action == "add":
            return None
        if not record.payload.get("matched_entry"):
            try:
                record.payload["matched_entry"] = store.resolve(target, record.payload["old_text"])
            except StoreUnavailable:
                raise  # could not read the file now: retry later, not a refusal of the proposal
            except StoreError as exc:
                return str(exc)
        record.payload["old_text"] = record.payload["matched_entry"]
        return None
    # The store's own apply step says which entry each operation acts on, in order.
    applied, refusal = trial(record, store.entries(target))
    if applied is None:
        return refusal
    for op, entry in zip(record.payload["operations"], applied.resolved, strict=True):
        if op["action"] != "add":
            op["matched_entry"] = op.get("matched_entry") or entry
            op["old_text"] = op["matched_entry"]
    return None
