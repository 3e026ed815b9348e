"""The approve / reject flow: what happens to one record an operator decides on.

Approval replays the payload through the store, so the lock, scan, limit and drift rules
are the very ones the agent meets. Before that, under the record's claim
(:mod:`memory.pending.claim`), the record is judged (:mod:`memory.pending.freshness`): only a ``pending``
record is applied — a stale or expired one is retired (:mod:`memory.pending.retired`) and refused —
and when the caller says which content version the operator was shown, another version is a
``conflict`` and nothing is done. Each replace/remove is pinned to the entry the version
covered (``matched_entry``, or what an unpinned ``old_text`` resolved to), so the store
refuses rather than writes anything else.

Two operators (or an operator and a worker) may act on the same record at once: the claim
makes a record applied at most once, and whoever comes second hears that it was already
handled. If an approval crashed after the store wrote but before the record was dropped, the
journal already holds that record's ``approved`` changes and the next approval only drops
the record instead of applying it twice; rejecting it then is refused (it would hide a live
change).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reverie.config import (
    SYSTEM_CLOCK,
    Clock,
    ReverieError,
    Settings,
    StagingError,
    StoreError,
    UsageError,
)
from reverie.config.terminal import safe_id

from ..journal import Journal, text_digest
from ..journaled import JournalHook, open_journaled_store, unavailable
from ..locking import StoreUnavailable
from ..scan.scanner import scan_content
from ..store import StoreResponse, refusal_kind
from ..upkeep.archive import Archive
from ..upkeep.waiting import WaitingFacts
from . import freshness
from .claim import ClaimBusy, claim
from .describe import HELD_KEY, description
from .judged import JudgedQueue
from .pending_files import (
    check_id,
    drop,
    drop_many,
    list_pending,
    missing,
    retired_error,
    sentence,
)
from .proposals import proposal_texts
from .records import BATCH, PendingRecord, RecordError, preview, record_path
from .retired import drop_retired, read_retired, retired_path, state_of, write_retired

log = logging.getLogger(__name__)


@dataclass
class Decision:
    """What ``approve`` / ``reject`` did with one record."""

    record_id: str
    status: str                      # approved | rejected | refused | gone | conflict
    message: str
    target: str | None = None
    summary: str | None = None       # what the record does, from its payload
    response: dict[str, Any] | None = None
    ops: list[int] = field(default_factory=list)
    state: str | None = None         # pending | stale | expired, when it was judged
    version: str | None = None       # its content version then
    #: a ``conflict``: the version it has now (the operator was shown another)
    current_version: str | None = None
    #: what an approval wrote: ``{op, action, before, after}`` per changed entry
    changes: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status in ("approved", "rejected")

    def to_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in (
            "record_id", "status", "message", "target", "summary", "ops", "response",
            "state", "version", "current_version", "changes")}


def approve(settings: Settings, id_or_all: str, *, who: str | None = None,
            clock: Clock = SYSTEM_CLOCK, version: str | None = None,
            versions: Mapping[str, str] | None = None, content: str | None = None,
            via: str = "approve") -> list[Decision]:
    """Apply one record (or all, oldest first) through the store; see the module docstring.

    Only a ``pending`` record is applied (:mod:`memory.pending.freshness`): a stale or expired one
    is retired instead (:mod:`memory.pending.retired`) and refused. ``version``: the content
    version the operator saw; ``versions``: id → version, and with ``all`` only those
    records are approved — a record whose version differs now is not applied (``conflict``,
    with ``current_version``). ``content``: the operator's wording for a single add or
    replace (scanned and limit-checked as any write; journaled as the operator's, with the
    proposal beside it; the proposed wording remembered as rejected). ``via``: the journal's
    channel ("approve" for the CLI, "console")."""
    everything = (id_or_all or "").strip().lower() == "all" and versions is None
    # The queue read once, unchanged records as the last listing parsed them (issue 29).
    judged = JudgedQueue(settings) if (id_or_all or "").strip().lower() == "all" else None
    listed = list_pending(settings, judged=judged) if everything else None
    ids = (([r.id for r in listed] + listed.unreadable_ids) if listed is not None
           else select(settings, id_or_all, versions))
    if content is not None and (len(ids) != 1 or (id_or_all or "").strip().lower() == "all"):
        raise UsageError("Edited wording (--content) approves one record at a time.",
                         hint="Give the record's id, not 'all'.")
    review = Judge(settings, clock, None if listed is None else list(listed))
    with Journal(settings, clock=clock) as journal:
        if (id_or_all or "").strip().lower() == "all" and content is None and len(ids) > 1:
            return _approve_in_batches(settings, ids, who, journal, clock, review,
                                       versions=versions, via=via, judged=judged)
        return [_approve_one(settings, rid, who, journal, clock, review,
                             expected=(versions or {}).get(rid, version), content=content,
                             via=via) for rid in ids]


class Judge:
    """What every approval of one call shares: the newer records that supersede older ones
    (from the queue as it was when the call began)."""

    def __init__(self, settings: Settings, clock: Clock,
                 records: list[PendingRecord] | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self.later = freshness.supersessions(list_pending(settings) if records is None
                                             else records)

    def judge(self, record: PendingRecord,
              entries: list[str] | None = None) -> freshness.Freshness:
        """The record's state and version now, against its target as it is on disk (or
        ``entries``, the target as the caller just read it under its claims)."""
        if entries is None:
            entries = open_journaled_store(self.settings, self.clock).entries(record.target)
        return freshness.judge(
            record, entries=entries,
            limit=self.settings.memory.limit(record.target), now=self.clock.now(),
            max_age_seconds=self.settings.staging.max_age_seconds,
            superseded_by=self.later.get(record.id))


def _approve_one(settings: Settings, rid: str, who: str | None, journal: Journal,
                 clock: Clock, review: Judge, *, expected: str | None = None,
                 content: str | None = None, via: str = "approve") -> Decision:
    path = record_path(settings.pending_dir, rid)
    try:
        with claim(path) as record:
            if record is None:
                return _gone(journal, settings, rid)
            # An approval that died after writing the file left its rows as intents.
            settler = JournalHook(journal, "approved", origin=record.origin)
            open_journaled_store(settings, clock, settler).settle(record.target)
            if journal.applied_for_record(rid):
                # A previous approval wrote the change and died before dropping the file.
                drop(path)
                settle_archive(settings, record, clock)
                return Decision(rid, "approved", f"{rid} had already been applied; record dropped.",
                                target=record.target, summary=description(record))
            verdict = review.judge(record)
            if expected is not None and expected != verdict.version:
                return _conflict(record, expected, verdict)
            if not verdict.approvable:
                return _retire(settings, journal, record, path, verdict, who, via, clock)
            applied = record
            if content is not None:
                applied, problem = _edited(record, content)
                if problem:
                    return Decision(rid, "refused", f"{rid} not applied (it stays pending): "
                                                    f"{problem}", target=record.target,
                                    summary=description(record), **verdict_fields(verdict))
            hook = JournalHook(journal, "approved", who=who, via=via, record=applied,
                               origin="foreground" if content is not None else record.origin)
            response = replay(open_journaled_store(settings, clock, hook), applied, verdict.resolved)
            if not response.get("success"):
                error = response.get("error") or "the store refused it"
                journal.record("refused", origin=record.origin, who=who, via=via,
                               target=record.target, action=record.action, record_id=rid,
                               payload=applied.payload, evidence=record.evidence,
                               message=error)
                return Decision(rid, "refused", f"{rid} not applied (it stays pending): {error}",
                                target=record.target, summary=description(record),
                                response=response, **verdict_fields(verdict))
            if not hook.op_ids:  # nothing changed (e.g. the entry was already there)
                journal.record("approved", origin=record.origin, who=who, via=via,
                               target=record.target, action=record.action, record_id=rid,
                               payload=applied.payload, evidence=record.evidence,
                               message=response.get("message"))
            if content is not None:
                # The operator chose other words: the proposed ones are not proposed again.
                original = record.payload.get("content") or ""
                journal.add_rejection(record.target, record.action, original, record_id=rid,
                                      who=who)
            drop(path)
            settle_archive(settings, record, clock)
            what = description(applied)
            message = (f"Approved {rid} with your wording: {what} (proposed: "
                       f"{preview(record.payload.get('content'), 80)})" if content is not None
                       else f"Approved {rid}: {what}")
            return Decision(rid, "approved", message, target=record.target, summary=what,
                            response=response, ops=list(hook.op_ids),
                            changes=_changes(journal, hook.op_ids), **verdict_fields(verdict))
    except RecordError as exc:
        return Decision(rid, "refused", f"{rid} is unreadable and was not applied: {sentence(exc)} "
                                        f"Fix or delete {path} by hand.")


#: Records ``approve all`` applies with one claim round, one store lock, one journal
#: transaction and one file write (issue 29: one by one, 3,000 records took 66 s).
BATCH_RECORDS = 200


def _approve_in_batches(settings: Settings, ids: list[str], who: str | None, journal: Journal,
                        clock: Clock, review: Judge, *, versions: Mapping[str, str] | None,
                        via: str, judged: JudgedQueue | None = None) -> list[Decision]:
    """``approve all``: :data:`BATCH_RECORDS` records at a time. Each batch is claimed, each
    record judged as :func:`_approve_one` judges it (already applied, version conflict,
    stale or expired are decided alone), and the approvable ones of a target are applied
    together (:meth:`MemoryStore.apply_parts`). If the store refuses the batch as a whole
    (one record does not fit beside the others, its entry changed), its records are approved
    one by one instead, after the claims are let go — so every record gets the decision it
    would have got alone, in order."""
    decisions: dict[str, Decision] = {}
    for start in range(0, len(ids), BATCH_RECORDS):
        chunk = ids[start:start + BATCH_RECORDS]
        alone: list[str] = []
        with contextlib.ExitStack() as claims:
            held = _claim_all(settings, journal, chunk, claims, decisions, alone, judged)
            for target in sorted({record.target for _, record in held}):
                open_journaled_store(settings, clock, JournalHook(journal, "approved",
                                                         origin="foreground")).settle(target)
            # Under the claims and after settling (a dead writer's confirmed intents are
            # applications): one query for the chunk, as each record's own would answer.
            applied = journal.first_applied_ops([record.id for _, record in held])
            entries: dict[str, list[str]] = {}
            together: dict[str, list[tuple[Path, PendingRecord, freshness.Freshness]]] = {}
            for path, record in held:
                rid = record.id
                if rid in applied:
                    drop(path)
                    settle_archive(settings, record, clock)
                    decisions[rid] = Decision(rid, "approved", f"{rid} had already been applied; "
                                              "record dropped.", target=record.target,
                                              summary=description(record))
                    continue
                if record.target not in entries:
                    entries[record.target] = open_journaled_store(settings, clock).entries(
                        record.target)
                verdict = review.judge(record, entries[record.target])
                expected = (versions or {}).get(rid)
                if expected is not None and expected != verdict.version:
                    decisions[rid] = _conflict(record, expected, verdict)
                elif not verdict.approvable:
                    decisions[rid] = _retire(settings, journal, record, path, verdict, who, via,
                                             clock)
                else:
                    together.setdefault(record.target, []).append((path, record, verdict))
            for target, items in together.items():
                done = _apply_together(settings, journal, clock, who, via, target, items)
                if done is None:
                    alone += [record.id for _, record, _ in items]
                else:
                    decisions.update(done)
        for rid in sorted(alone, key=chunk.index):
            decisions[rid] = _approve_one(settings, rid, who, journal, clock, review,
                                          expected=(versions or {}).get(rid), via=via)
    return [decisions[rid] for rid in ids]


def _claim_all(settings: Settings, journal: Journal, chunk: list[str],
               claims: contextlib.ExitStack, decisions: dict[str, Decision],
               alone: list[str], judged: JudgedQueue | None = None,
               ) -> list[tuple[Path, PendingRecord]]:
    """Claim every record of ``chunk``; the gone and unreadable are decided here, a busy
    one is left to be approved alone. ``judged``: records whose claimed file is unchanged
    are taken as the listing parsed them."""
    held = []
    kept = None if judged is None else judged.record
    for rid in chunk:
        path = record_path(settings.pending_dir, rid)
        try:
            record = claims.enter_context(claim(path, kept=kept))
        except ClaimBusy:
            alone.append(rid)
            continue
        except RecordError as exc:
            decisions[rid] = Decision(rid, "refused", f"{rid} is unreadable and was not "
                                      f"applied: {sentence(exc)} Fix or delete {path} by hand.")
            continue
        if record is None:
            decisions[rid] = _gone(journal, settings, rid)
        else:
            held.append((path, record))
    return held


class _RecordsHook(JournalHook):
    """The journal hook of one write that applies several records: each change is journaled
    as the approval of its own record, and all the intents go in one journal transaction."""

    def __init__(self, journal: Journal, records: list[PendingRecord],
                 parts: list[list[Any]], *, who: str | None, via: str) -> None:
        super().__init__(journal, "approved", origin="foreground", who=who, via=via)
        self.records = records
        self.parts = parts              # filled by the store with each record's changes

    def intend(self, target: str, changes: list[Any], text: str) -> None:
        owners = [record for record, part in zip(self.records, self.parts, strict=True)
                  for _ in part]
        expect = text_digest(text)
        self._intended = []
        try:
            with self.journal.db.write():
                for change, rec in zip(changes, owners, strict=True):
                    self._intended.append(self.journal.record(
                        "approved", origin=rec.origin, who=self.who, via=self.via,
                        target=change.target, action=change.action, before=change.before,
                        after=change.after, record_id=rec.id, payload=rec.payload,
                        evidence=rec.evidence, reason=rec.reason, confidence=rec.confidence,
                        model=rec.model, cost=rec.cost, state="intent", expect=expect))
        except StagingError as exc:
            self._intended = []   # rolled back together: nothing to void
            raise unavailable("journal the change", exc) from exc


def _apply_together(settings: Settings, journal: Journal, clock: Clock, who: str | None,
                    via: str, target: str,
                    items: list[tuple[Path, PendingRecord, freshness.Freshness]],
                    ) -> dict[str, Decision] | None:
    """Apply ``items`` (approvable records of ``target``, claimed) in one write; their
    decisions, or None when the store refused the batch (nothing was written)."""
    records = [record for _, record, _ in items]
    parts: list[list[Any]] = []
    hook = _RecordsHook(journal, records, parts, who=who, via=via)
    store = open_journaled_store(settings, clock, hook)
    try:
        response = store.apply_parts(target, [
            (freshness.store_operations(record, verdict.resolved), record.action == BATCH)
            for _, record, verdict in items], parts)
    except StoreError:
        return None
    if not response.get("success"):
        return None
    ops = iter(hook.op_ids)
    out = {}
    with journal.db.write():
        for (_, record, _), part in zip(items, parts, strict=True):
            if not part:        # nothing changed (e.g. the entry was already there)
                journal.record("approved", origin=record.origin, who=who, via=via,
                               target=record.target, action=record.action, record_id=record.id,
                               payload=record.payload, evidence=record.evidence,
                               message="Entry already exists; nothing was added.")
    drop_many([path for path, _, _ in items])
    written = journal.get_many(list(hook.op_ids))
    for (_, record, verdict), part in zip(items, parts, strict=True):
        mine = [next(ops) for _ in part]
        settle_archive(settings, record, clock)
        what = description(record)
        out[record.id] = Decision(record.id, "approved", f"Approved {record.id}: {what}",
                                  target=record.target, summary=what, response=response,
                                  ops=mine, changes=_changes(journal, mine, written),
                                  **verdict_fields(verdict))
    return out


def verdict_fields(verdict: freshness.Freshness) -> dict[str, Any]:
    return {"state": verdict.state, "version": verdict.version}


def _conflict(record: PendingRecord, expected: str, verdict: freshness.Freshness) -> Decision:
    """The record is not what the operator was shown: nothing is done; show it again."""
    return Decision(record.id, "conflict",
                    f"{record.id} changed since it was shown (version {safe_id(expected)},"
                    f" now {verdict.version}): nothing was done. It now reads: "
                    f"{description(record)} — review it again.",
                    target=record.target, summary=description(record),
                    current_version=verdict.version, **verdict_fields(verdict))


def _retire(settings: Settings, journal: Journal, record: PendingRecord, path: Path,
            verdict: freshness.Freshness, who: str | None, via: str, clock: Clock) -> Decision:
    """Move a stale or expired record out of the queue (we hold its claim) and say why."""
    waits = retire_claimed(settings, journal, record, path, verdict, who=who, via=via,
                           clock=clock)
    if waits:
        tail = " It waits for room: memory upkeep proposes it again after a consolidation."
    elif verdict.state == freshness.EXPIRED:
        tail = ""
    else:
        tail = " It is never applied; the reviewer may propose it again."
    return Decision(record.id, "refused", f"{record.id} is {verdict.state} and was not applied: "
                                          f"{verdict.reason}{tail}",
                    target=record.target, summary=description(record), **verdict_fields(verdict))


def retire_claimed(settings: Settings, journal: Journal, record: PendingRecord, path: Path,
                   verdict: freshness.Freshness, *, who: str | None = None, via: str = "sweep",
                   clock: Clock = SYSTEM_CLOCK) -> list[str]:
    """Keep ``record`` as retired and drop it from the queue (the caller holds its claim);
    journaled as ``refused`` with the state and reason. A background add that no longer
    fits is not lost: its facts wait for room (:mod:`memory.upkeep.waiting`, issue 20), as a
    review's proposal that does not fit does. Returns the facts now waiting."""
    reason = verdict.reason or ""
    write_retired(settings, record, verdict.state, reason, clock.now())
    journal.record("refused", origin=record.origin, who=who, via=via, target=record.target,
                   action=record.action, record_id=record.id, payload=record.payload,
                   evidence=record.evidence, message=f"{verdict.state}: {reason}")
    drop(path)
    if verdict.cause != "no_room" or not record.auto:
        return []
    return _wait_for_room(settings, record, clock)


def _wait_for_room(settings: Settings, record: PendingRecord, clock: Clock) -> list[str]:
    evidence = record.evidence if isinstance(record.evidence, dict) else {}
    session = evidence.get("session_id")
    adds = [op["content"] for op in record.operations() if op["action"] == "add"]
    try:
        with WaitingFacts(settings, clock=clock) as waiting:
            for content in adds:
                waiting.add(record.target, content, evidence=record.evidence,
                            reason=record.reason, confidence=record.confidence,
                            model=record.model, hold=record.extra.get(HELD_KEY),
                            session_id=session if isinstance(session, str) else None,
                            said_at=record.created_at)
    except StagingError as exc:  # the record is retired with its text: nothing is lost
        log.warning("record %s retired for want of room; its facts could not be kept "
                    "waiting: %s", record.id, exc)
        return []
    return adds


def _edited(record: PendingRecord, content: str) -> tuple[PendingRecord, str | None]:
    """The record with the operator's wording, or the reason it cannot take one."""
    if record.action not in ("add", "replace"):
        return record, (f"only an add or a replace can be approved with other wording; this "
                        f"record is a {record.action}.")
    text = content.strip()
    if not text:
        return record, "the edited wording is empty (reject the record instead)."
    blocked = scan_content(text)
    if blocked:
        return record, f"your wording was refused by the memory scan: {blocked}"
    payload = dict(record.payload, content=text, proposed_content=record.payload.get("content"))
    return dataclasses.replace(record, payload=payload, origin="foreground"), None


def _changes(journal: Journal, op_ids: list[int],
             known: Mapping[int, Any] | None = None) -> list[dict[str, Any]]:
    """What an approval wrote, entry by entry (the journal's before/after of each change;
    ``known``: those operations already read, by id)."""
    out = []
    for op_id in op_ids:
        op = (known or {}).get(op_id) or journal.get(op_id)
        out.append({"op": op_id, "action": op.action, "before": op.before, "after": op.after})
    return out


def _gone(journal: Journal, settings: Settings, rid: str) -> Decision:
    """The record vanished while we waited for it: say who handled it, if the journal knows."""
    last = next((op for op in journal.log(None, record_id=rid)
                 if op.event in ("approved", "rejected") or _is_retirement(op)), None)
    if last is not None and last.event == "refused":
        return Decision(rid, "gone", f"{rid} was retired ({last.message}).", target=last.target)
    if last is None:
        return Decision(rid, "gone", f"{rid} was already handled by another operator.")
    by = f" by {last.who}" if last.who else ""
    return Decision(rid, "gone", f"{rid} was already {last.event}{by}.", target=last.target)


def _is_retirement(op: Any) -> bool:
    """The ``refused`` row :func:`retire_claimed` writes (its message names the state)."""
    return op.event == "refused" and isinstance(op.message, str) and op.message.startswith(
        (f"{freshness.STALE}: ", f"{freshness.EXPIRED}: "))


def reject(settings: Settings, id_or_all: str, *, who: str | None = None,
           clock: Clock = SYSTEM_CLOCK, version: str | None = None,
           versions: Mapping[str, str] | None = None, via: str = "reject") -> list[Decision]:
    """Drop one record (or all), remembering its fingerprints so it is never proposed again.

    ``version`` / ``versions`` as for :func:`approve`. A retired (stale or expired) record
    may be rejected by its id: its copy is deleted and its fact remembered as rejected."""
    ids = select(settings, id_or_all, versions, retired=True)
    review = Judge(settings, clock)
    decisions = []
    with Journal(settings, clock=clock) as journal:
        for rid in ids:
            expected = (versions or {}).get(rid, version)
            path = record_path(settings.pending_dir, rid)
            if not path.exists() and not path.is_symlink() and id_or_all != "all":
                decisions.append(_reject_retired(settings, journal, rid, who, via))
                continue
            try:
                with claim(path) as record:
                    if record is None:
                        decisions.append(_gone(journal, settings, rid))
                        continue
                    settler = JournalHook(journal, "approved", origin=record.origin)
                    open_journaled_store(settings, clock, settler).settle(record.target)
                    applied = journal.applied_for_record(rid)
                    if applied:
                        # Its change is live already (an approval died before dropping the
                        # file): rejecting it now would only hide that. Drop it instead.
                        drop(path)
                        decisions.append(Decision(
                            rid, "refused", f"{rid} was already applied (operation"
                            f" {applied[0].op_id}); the record was"
                            " dropped, not rejected. Undo that operation to revert it.",
                            target=record.target, summary=description(record)))
                        continue
                    if expected is not None:
                        verdict = review.judge(record)
                        if expected != verdict.version:
                            decisions.append(_conflict(record, expected, verdict))
                            continue
                    remember_rejected(journal, record, who, via)
                    drop(path)
                    settle_archive(settings, record, clock)
                    decisions.append(Decision(rid, "rejected",
                                              f"Rejected {rid}: {description(record)}",
                                              target=record.target, summary=description(record)))
            except RecordError as exc:
                decisions.append(Decision(rid, "refused", f"{rid} is unreadable: {sentence(exc)} "
                                                          f"Fix or delete {path} by hand."))
    return decisions


def settle_archive(settings: Settings, record: PendingRecord, clock: Clock) -> None:
    """An approved or rejected consolidation (or background replace) settles its archive
    rows now (:mod:`memory.upkeep.archive`, issue 20); if this fails, the next reader of the
    archive settles them from the files. A record with no archive rows costs one query."""
    if not record.auto or not any(op["action"] != "add" for op in record.operations()):
        return

    try:
        with Archive(settings, clock=clock) as archive:
            archive.settle_record(record.id)
    except StagingError as exc:
        log.warning("record %s decided; its archive rows settle later: %s", record.id, exc)


def withdraw(settings: Settings, record_id: str, *, reason: str, who: str | None = None,
             clock: Clock = SYSTEM_CLOCK) -> bool:
    """Take back a pending record Reverie staged because a newer one replaces it (a
    consolidation, issue 20): dropped under the record's claim, journaled as ``refused``
    (via ``withdraw``) with ``reason``, its fingerprints not remembered as rejected. False
    when it was already gone (approved or rejected meanwhile)."""
    rid = check_id(record_id)
    path = record_path(settings.pending_dir, rid)
    with Journal(settings, clock=clock) as journal:
        try:
            with claim(path) as record:
                if record is None:
                    return False
                journal.record("refused", origin=record.origin, who=who, via="withdraw",
                               target=record.target, action=record.action, record_id=rid,
                               payload=record.payload, evidence=record.evidence,
                               message=f"withdrawn: {reason}")
                drop(path)
                return True
        except RecordError:
            return False


def remember_rejected(journal: Journal, record: PendingRecord, who: str | None,
                       via: str, *, how: str = "") -> None:
    """Journal ``record`` rejected and its proposals as never to be proposed again; ``how``
    opens the row's message (how the rejection was found, when not made through Reverie)."""
    for target, action, text in proposal_texts(record):
        journal.add_rejection(target, action, text, record_id=record.id, who=who)
    journal.record("rejected", origin=record.origin, who=who, via=via,
                   target=record.target, action=record.action, record_id=record.id,
                   payload=record.payload, evidence=record.evidence,
                   reason=record.reason, model=record.model,
                   message=f"{how}{description(record)}")


def _reject_retired(settings: Settings, journal: Journal, rid: str, who: str | None,
                    via: str) -> Decision:
    """Reject a record the sweep retired: its copy goes, its fact is remembered."""
    try:
        record = read_retired(settings, rid)
    except FileNotFoundError:
        return _gone(journal, settings, rid)
    except RecordError as exc:
        return Decision(rid, "refused", f"Retired record {rid} is unreadable: {sentence(exc)}")
    remember_rejected(journal, record, who, via)
    if not drop_retired(settings, rid):
        return _gone(journal, settings, rid)
    return Decision(rid, "rejected", f"Rejected {rid} (it was {state_of(record)[0]}): "
                                     f"{description(record)}",
                    target=record.target, summary=description(record))


def replay(store: Any, record: PendingRecord,
            resolved: tuple[str | None, ...] | None = None) -> dict[str, Any]:
    """Run the record's payload through ``store`` (each replace/remove pinned: see
    :func:`memory.pending.freshness.store_operations`); a store response dict either way."""
    target = record.target
    ops = freshness.store_operations(record, resolved)
    try:
        if record.action == BATCH:
            return store.apply_batch(target, ops)
        (op,) = ops
        if op["action"] == "add":
            return store.add(target, op["content"])
        if op["action"] == "replace":
            return store.replace(target, op["old_text"], op["content"], pinned=op.get("pinned"))
        return store.remove(target, op["old_text"], pinned=op.get("pinned"))
    except StoreUnavailable:
        raise  # only from a store made with raise_unavailable: the caller wants it
    except StoreError as exc:
        response = StoreResponse(success=False, error=str(exc))
        response.refusal = refusal_kind(exc)
        return response



def select(settings: Settings, id_or_all: str, versions: Mapping[str, str] | None = None,
            *, retired: bool = False) -> list[str]:
    if (id_or_all or "").strip().lower() == "all":
        if versions is not None:
            # The records the operator was shown, each at its version: one staged since
            # is left alone (it was not reviewed).
            return [check_id(rid) for rid in versions]
        # Unreadable records are included so each gets a "refused" decision (exit 1):
        # "approve all" must not report success while silently leaving some behind.
        pending = list_pending(settings)
        return [r.id for r in pending] + pending.unreadable_ids
    rid = check_id(id_or_all, all_allowed=True)
    path = record_path(settings.pending_dir, rid)
    if not path.exists() and not path.is_symlink():
        if retired and retired_path(settings, rid).exists():
            return [rid]
        raise retired_error(settings, rid) or decided_error(settings, rid) or missing(rid)
    return [rid]


def decided_error(settings: Settings, rid: str) -> StagingError | None:
    """Why a record the journal says was approved or rejected is not pending any more
    (None: the journal knows nothing of it). An approval killed, or met by a full disk,
    after it applied and dropped the record left the operator with "No pending record":
    true, but not whether it took. For an approval, what it left as intents in the
    journal is confirmed from the file now (as the next write would), so the command
    run again finishes it."""
    if not settings.journal_db.exists():
        return None
    try:
        with Journal(settings) as journal:
            last = next((op for op in journal.log(None, record_id=rid)
                         if op.event in ("approved", "rejected") or _withdrawn(op)), None)
            if last is None:
                return None
            if last.event == "approved" and last.target:
                settler = JournalHook(journal, "approved", origin=last.origin)
                open_journaled_store(settings, SYSTEM_CLOCK, settler).settle(last.target)
    except ReverieError:   # no journal to ask (a full disk, a lock): the plain answer
        return None
    if _withdrawn(last):   # (Reverie took it back: a consolidation, the user's "forget")
        return StagingError(f"{rid} was {last.message}; it is no longer pending.",
                            hint=f"`reverie memory log --record {rid}` shows it.")
    by = f" by {last.who}" if last.who else ""
    return StagingError(f"{rid} was already {last.event}{by}; it is no longer pending.",
                        hint=f"`reverie memory log --record {rid}` shows what it changed.")


def _withdrawn(op: Any) -> bool:
    """A journal row of a record Reverie withdrew (:func:`withdraw`)."""
    return op.event == "refused" and op.via == "withdraw" and bool(op.message)


