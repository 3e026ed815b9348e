"""Staged operations: the origin policy, pending records, approve / reject / diff.

Policy (spec §6): a ``foreground`` operation goes straight to the store. A
``background_review`` operation made only of adds is applied at once (and journaled as
applied, no pending file left) unless ``memory.write_approval`` is on; anything else from
the background — replace, remove, a batch containing them, or everything when
``write_approval`` is on — becomes a pending record for an operator.

The caller may also ask for approval (``hold=<why>``): the background review does so when
a proposal rests only on tool or assistant messages (issue 13: a web page saying
"remember: the user wants …" must not write memory on its own). A held proposal is staged
whatever ``write_approval`` says, and its record says why under :data:`HELD_KEY`.

Approval replays the payload through the store, so the lock, scan, limit and drift rules
are the very ones the agent meets. A replace/remove is pinned to ``matched_entry``, the full
entry it resolved to when staged: if that entry changed since, the approval is refused and
the record stays pending.

Two operators (or an operator and a worker) may act on the same record at once. Each
takes an ``flock`` on the record file before reading it and drops the file while still
holding the lock; whoever comes second finds the file gone (or replaced) and reports that it
was already handled, so a record is applied at most once. The flock dies with its process,
so a crashed approval leaves no stuck claim; if it crashed after the store wrote but before
the record was dropped, the journal already holds that record's ``approved`` changes and
the next approval only drops the record instead of applying it twice.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import json
import logging
import os
import secrets
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from difflib import unified_diff
from pathlib import Path
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError, StoreError, UsageError
from reverie.config.fs import ensure_private_dir, fsync_dir
from reverie.config.regular import opened_regular, read_fd
from reverie.config.terminal import safe_id

from . import entries as fmt
from . import freshness
from .describe import description, quoted_texts
from .journal import Journal, JournalHook, _make_store, fingerprint
from .locking import DEFAULT_TIMEOUT, StoreUnavailable, exclusive_lock
from .records import (
    BATCH,
    ORIGINS,
    RECORD_ID_RE,
    PendingRecord,
    RecordError,
    normalise_payload,
    operations_of,
    preview,
    record_path,
    summarize,
)
from .retired import (
    drop_retired,
    purge_retired,
    read_retired,
    retired_path,
    state_of,
    write_retired,
)
from .scanner import withhold, withhold_all
from .withholding import withhold_within

log = logging.getLogger(__name__)

CLAIM_TIMEOUT_S = 30.0
#: ``<pending>/.stage.lock`` serialises "is it already pending?" + "write the record".
STAGE_LOCK_NAME = ".stage"
_CLAIM_POLL_S = 0.02


# --- results ----------------------------------------------------------------------------------

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

    def to_dict(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in (
            "status", "origin", "target", "action", "record_id", "message", "changed",
            "operations")}
        # The store's response lists every live entry, a hand-edited secret included.
        data["response"] = withhold_all(self.response)
        return data


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


class PendingList(list):
    """The pending records, oldest first, plus ``problems``: records skipped and why."""

    def __init__(self, records: list[PendingRecord], problems: list[str],
                 unreadable_ids: list[str] | None = None) -> None:
        super().__init__(records)
        self.problems = problems
        #: ids of records whose file name is valid but whose content is not
        self.unreadable_ids = unreadable_ids or []


# --- staging ----------------------------------------------------------------------------------

#: Pending-record key saying why a proposal that policy would apply at once waits instead.
HELD_KEY = "held_for_approval"


def stage(settings: Settings, payload: dict[str, Any], *, origin: str, evidence: Any = None,
          reason: str | None = None, confidence: float | None = None, model: str | None = None,
          cost: Any = None, store: Any = None, who: str | None = None,
          clock: Clock = SYSTEM_CLOCK, journal: Journal | None = None,
          lock_timeout: float = DEFAULT_TIMEOUT, hold: str | None = None) -> StageOutcome:
    """Apply or stage one payload according to the origin policy (module docstring).

    ``store`` (optional) is used for reads only (resolving ``old_text`` to pin it); every
    write goes through a store whose changes are journaled. ``journal``: an open journal
    to use (a review stages many payloads; opening journal.db once each is wasted work).
    A write applied now waits at most ``lock_timeout`` seconds for the store's lock and
    raises :class:`StoreUnavailable` (nothing journaled as refused) when it cannot get it.
    ``hold``: why a background proposal must wait for an operator even where the policy
    would apply it (kept in the record under :data:`HELD_KEY`); ignored for ``foreground``.
    """
    if origin not in ORIGINS:
        raise UsageError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}.")
    payload = normalise_payload(payload)
    ops = operations_of(payload)
    # The payload itself is scanned before it is staged or applied; the model's reason and
    # quoted evidence are not memory content, so blocked text in them is withheld instead.
    reason, evidence = withhold(reason), withhold_all(evidence)
    record = PendingRecord(
        id=_new_id(settings), action=payload["action"], summary=summarize(payload),
        origin=origin, created_at=clock.now(), payload=payload, evidence=evidence,
        reason=reason, confidence=confidence, model=model, cost=cost)
    held = hold is not None and origin != "foreground"
    if held:
        record.extra[HELD_KEY] = withhold(hold)
    # assistant_tool is the agent's own write under write_approval: it always waits.
    direct = origin == "foreground" or (
        origin == "background_review" and not held
        and all(op["action"] == "add" for op in ops) and not settings.memory.write_approval)
    with _journal(settings, clock, journal) as open_journal:
        if direct:
            return _apply_now(settings, record, open_journal, who, clock, lock_timeout)
        return _stage_record(settings, record, open_journal, store, who, clock)


@contextlib.contextmanager
def _journal(settings: Settings, clock: Clock, journal: Journal | None) -> Iterator[Journal]:
    """The caller's journal (left open), or a new one closed afterwards."""
    if journal is not None:
        yield journal
        return
    with Journal(settings, clock=clock) as own:
        yield own


def _apply_now(settings: Settings, record: PendingRecord, journal: Journal, who: str | None,
               clock: Clock, lock_timeout: float) -> StageOutcome:
    hook = JournalHook(journal, "applied", origin=record.origin, who=who,
                       via="stage", record=record if record.auto else None)
    # A lock held too long or an I/O error is raised, not turned into a refusal: the
    # caller (a review) must fail and be retried, not move on as if the store said no.
    store = _make_store(settings, clock, hook, raise_unavailable=True,
                        lock_timeout=lock_timeout)
    response = _replay(store, record)
    outcome = _outcome(record, "applied" if response.get("success") else "refused", response)
    outcome.changed = bool(hook.op_ids)
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
    reads = store if store is not None else _make_store(settings, clock, None)
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
    _check_pending_dir(settings)
    with exclusive_lock(settings.pending_dir / STAGE_LOCK_NAME):
        existing = _pending_with_same_ops(settings, record, clock)
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
    from .scanner import scan_content

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
    try:
        simulate(store.entries(target), record.payload["operations"], pin=True)
    except StagingError as exc:
        return str(exc)
    for op in record.payload["operations"]:
        if op["action"] != "add" and op.get("matched_entry"):
            op["old_text"] = op["matched_entry"]
    return None


def write_record(settings: Settings, record: PendingRecord) -> Path:
    """Write ``record`` atomically, owner-only."""
    from reverie.config.fs import atomic_write

    ensure_private_dir(settings.pending_root)
    path = record_path(settings.pending_dir, record.id)
    atomic_write(path, record.to_json())
    return path


def _new_id(settings: Settings) -> str:
    for _ in range(100):
        rid = secrets.token_hex(4)
        if not record_path(settings.pending_dir, rid).exists():
            return rid
    raise StagingError("Could not pick a free pending record id.")  # pragma: no cover


# --- reading ----------------------------------------------------------------------------------

def list_pending(settings: Settings) -> PendingList:
    """Every readable pending record, oldest first; unreadable ones go to ``.problems``."""
    records: list[PendingRecord] = []
    problems: list[str] = []
    unreadable: list[str] = []
    directory = settings.pending_dir
    try:
        _check_pending_dir(settings)
        names = sorted(os.listdir(directory)) if directory.is_dir() else []
    except OSError as exc:
        raise StagingError(f"Cannot list {directory}: {exc.strerror or exc}.",
                           hint="Check that you own the pending directory.") from exc
    for name in names:
        if name.startswith(".") or not name.endswith(".json"):
            continue  # temp files of atomic writes, lock files, editor droppings
        try:
            records.append(_read_record(directory / name))
        except StagingError as exc:
            problems.append(f"{name}: {exc} (skipped)")
            # Info, not warning: callers show ``problems`` themselves (the CLI prints a
            # "Warning:" line), and an unconfigured logger would print it a second time.
            log.info("pending record %s skipped: %s", safe_id(name), exc)
            if RECORD_ID_RE.fullmatch(name[: -len(".json")]):
                unreadable.append(name[: -len(".json")])
    records.sort(key=lambda r: (r.created_at, r.id))
    return PendingList(records, problems, unreadable)


def _read_record(path: Path, fd: int | None = None) -> PendingRecord:
    stem = path.name[: -len(".json")]
    if not RECORD_ID_RE.fullmatch(stem):
        raise RecordError("the file name is not an 8-hex-digit record id")
    try:
        if fd is None:
            with _open_nofollow(path) as own:
                raw = read_fd(own)
        else:
            raw = read_fd(fd)
    except OSError as exc:
        raise RecordError(f"cannot read it: {exc.strerror or exc}") from exc
    try:
        # (NaN and Infinity are read, as Python writes them: PendingRecord.from_dict decides)
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RecordError(f"not valid JSON ({' '.join(str(exc).split())[:200]})") from exc
    except RecursionError:
        raise RecordError("not valid JSON (nested too deeply)") from None
    return PendingRecord.from_dict(data, expected_id=stem)


def _open_nofollow(path: Path) -> contextlib.AbstractContextManager[int]:
    # A regular file, not a link, opened without blocking: a FIFO in pending/memory/ hung
    # `memory pending` (issue 19).
    return opened_regular(path, follow=False, error=RecordError,
                          hint="Records must be regular files; move it away.")


def load_record(settings: Settings, record_id: str) -> PendingRecord:
    """One pending record by id; StagingError when missing or unreadable."""
    rid = check_id(record_id)
    path = record_path(settings.pending_dir, rid)
    if not path.exists() and not path.is_symlink():
        raise _retired_error(settings, rid) or _missing(rid)
    try:
        return _read_record(path)
    except RecordError as exc:
        raise StagingError(f"Pending record {rid} is unreadable: {_sentence(exc)}",
                           hint="Fix or delete the file by hand.") from exc


def _check_pending_dir(settings: Settings) -> None:
    """A file where the pending directory belongs would hide every record (an empty list)
    and make staging fail with a bare FileExistsError; name the problem instead."""
    directory = settings.pending_dir
    for path in (directory.parent, directory):
        if path.exists() and not path.is_dir():
            raise StagingError(f"{path} is not a directory, so pending records cannot be kept"
                               " there.", hint="Move that file away, then retry.")


def check_id(record_id: str, *, all_allowed: bool = False) -> str:
    rid = (record_id or "").strip().lower()
    if not RECORD_ID_RE.fullmatch(rid):
        # Only approve/reject take 'all'; suggesting it to `diff` or `log --record` misleads.
        raise UsageError(f"{record_id!r} is not a pending record id.",
                         hint="Ids are 8 hex digits; run `reverie memory pending` to list them"
                              + (", or use 'all'." if all_allowed else "."))
    return rid


def _missing(rid: str) -> StagingError:
    return StagingError(f"No pending record {rid}.",
                        hint="Run `reverie memory pending` to list the waiting records.")


def _select(settings: Settings, id_or_all: str, versions: Mapping[str, str] | None = None,
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
        raise _retired_error(settings, rid) or _missing(rid)
    return [rid]


def _retired_error(settings: Settings, rid: str) -> StagingError | None:
    """Why a retired record cannot be approved or diffed (None: there is no such record)."""
    try:
        state, reason, _ = state_of(read_retired(settings, rid))
    except (FileNotFoundError, RecordError):
        return None
    return StagingError(f"{rid} is {state} and is never applied: {reason}",
                        hint="Reject it to forget it; the reviewer may propose the fact again.")


# --- claiming a record ------------------------------------------------------------------------

class ClaimBusy(StagingError):
    """Another operator holds the record right now."""


@contextlib.contextmanager
def _claim(path: Path, *, timeout: float = CLAIM_TIMEOUT_S) -> Iterator[PendingRecord | None]:
    """Hold an exclusive flock on the record file; yields None if it is already gone.

    Waits in real time (another process holds the lock), at most ``timeout`` seconds,
    then raises :class:`ClaimBusy`.
    """
    try:
        ctx = _open_nofollow(path)
        fd = ctx.__enter__()
    except FileNotFoundError:
        yield None
        return
    try:
        attempts = max(1, int(timeout / _CLAIM_POLL_S))
        for attempt in range(attempts):
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if attempt + 1 < attempts:
                    time.sleep(_CLAIM_POLL_S)
        else:
            raise ClaimBusy(f"Pending record {path.stem} is busy: another operator is "
                            "approving or rejecting it.", hint="Retry in a moment.")
        # Whoever held the lock before us may have applied and dropped the record.
        try:
            current = os.stat(path, follow_symlinks=False)
        except FileNotFoundError:
            yield None
            return
        if current.st_ino != os.fstat(fd).st_ino:
            yield None
            return
        yield _read_record(path, fd)
    finally:
        ctx.__exit__(None, None, None)


def _drop(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    fsync_dir(path.parent)


# --- approve / reject -------------------------------------------------------------------------

def approve(settings: Settings, id_or_all: str, *, who: str | None = None,
            clock: Clock = SYSTEM_CLOCK, version: str | None = None,
            versions: Mapping[str, str] | None = None, content: str | None = None,
            via: str = "approve") -> list[Decision]:
    """Apply one record (or all, oldest first) through the store; see the module docstring.

    Only a ``pending`` record is applied (:mod:`memory.freshness`): a stale or expired one
    is retired instead (:mod:`memory.retired`) and refused. ``version``: the content
    version the operator saw; ``versions``: id → version, and with ``all`` only those
    records are approved — a record whose version differs now is not applied (``conflict``,
    with ``current_version``). ``content``: the operator's wording for a single add or
    replace (scanned and limit-checked as any write; journaled as the operator's, with the
    proposal beside it; the proposed wording remembered as rejected). ``via``: the journal's
    channel ("approve" for the CLI, "console")."""
    ids = _select(settings, id_or_all, versions)
    if content is not None and (len(ids) != 1 or (id_or_all or "").strip().lower() == "all"):
        raise UsageError("Edited wording (--content) approves one record at a time.",
                         hint="Give the record's id, not 'all'.")
    review = _Review(settings, clock)
    with Journal(settings, clock=clock) as journal:
        return [_approve_one(settings, rid, who, journal, clock, review,
                             expected=(versions or {}).get(rid, version), content=content,
                             via=via) for rid in ids]


class _Review:
    """What every approval of one call shares: the newer records that supersede older ones
    (from the queue as it was when the call began)."""

    def __init__(self, settings: Settings, clock: Clock,
                 records: list[PendingRecord] | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self.later = freshness.supersessions(list_pending(settings) if records is None
                                             else records)

    def judge(self, record: PendingRecord) -> freshness.Freshness:
        """The record's state and version now, against its target as it is on disk."""
        store = _make_store(self.settings, self.clock, None)
        return freshness.judge(
            record, entries=store.entries(record.target),
            limit=self.settings.memory.limit(record.target), now=self.clock.now(),
            max_age_seconds=self.settings.staging.max_age_seconds,
            superseded_by=self.later.get(record.id))


def _approve_one(settings: Settings, rid: str, who: str | None, journal: Journal,
                 clock: Clock, review: _Review, *, expected: str | None = None,
                 content: str | None = None, via: str = "approve") -> Decision:
    path = record_path(settings.pending_dir, rid)
    try:
        with _claim(path) as record:
            if record is None:
                return _gone(journal, settings, rid)
            # An approval that died after writing the file left its rows as intents.
            _make_store(settings, clock, JournalHook(journal, "approved", origin=record.origin)
                        ).settle(record.target)
            if journal.applied_for_record(rid):
                # A previous approval wrote the change and died before dropping the file.
                _drop(path)
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
            response = _replay(_make_store(settings, clock, hook), applied, verdict.resolved)
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
            _drop(path)
            what = description(applied)
            message = (f"Approved {rid} with your wording: {what} (proposed: "
                       f"{preview(record.payload.get('content'), 80)})" if content is not None
                       else f"Approved {rid}: {what}")
            return Decision(rid, "approved", message, target=record.target, summary=what,
                            response=response, ops=list(hook.op_ids),
                            changes=_changes(journal, hook.op_ids), **verdict_fields(verdict))
    except RecordError as exc:
        return Decision(rid, "refused", f"{rid} is unreadable and was not applied: {_sentence(exc)} "
                                        f"Fix or delete {path} by hand.")


def verdict_fields(verdict: freshness.Freshness) -> dict[str, Any]:
    return {"state": verdict.state, "version": verdict.version}


def _conflict(record: PendingRecord, expected: str, verdict: freshness.Freshness) -> Decision:
    """The record is not what the operator was shown: nothing is done; show it again."""
    return Decision(record.id, "conflict",
                    f"{record.id} changed since it was shown (version {expected}, now "
                    f"{verdict.version}): nothing was done. It now reads: "
                    f"{description(record)} — review it again.",
                    target=record.target, summary=description(record),
                    current_version=verdict.version, **verdict_fields(verdict))


def _retire(settings: Settings, journal: Journal, record: PendingRecord, path: Path,
            verdict: freshness.Freshness, who: str | None, via: str, clock: Clock) -> Decision:
    """Move a stale or expired record out of the queue (we hold its claim) and say why."""
    retire_claimed(settings, journal, record, path, verdict.state, verdict.reason or "",
                   who=who, via=via, clock=clock)
    tail = ("" if verdict.state == freshness.EXPIRED
            else " It is never applied; the reviewer may propose it again.")
    return Decision(record.id, "refused", f"{record.id} is {verdict.state} and was not applied: "
                                          f"{verdict.reason}{tail}",
                    target=record.target, summary=description(record), **verdict_fields(verdict))


def retire_claimed(settings: Settings, journal: Journal, record: PendingRecord, path: Path,
                   state: str, reason: str, *, who: str | None = None, via: str = "sweep",
                   clock: Clock = SYSTEM_CLOCK) -> None:
    """Keep ``record`` as retired and drop it from the queue (the caller holds its claim);
    journaled as ``refused`` with the state and reason."""
    write_retired(settings, record, state, reason, clock.now())
    journal.record("refused", origin=record.origin, who=who, via=via, target=record.target,
                   action=record.action, record_id=record.id, payload=record.payload,
                   evidence=record.evidence, message=f"{state}: {reason}")
    _drop(path)


def _edited(record: PendingRecord, content: str) -> tuple[PendingRecord, str | None]:
    """The record with the operator's wording, or the reason it cannot take one."""
    from .scanner import scan_content

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


def _changes(journal: Journal, op_ids: list[int]) -> list[dict[str, Any]]:
    """What an approval wrote, entry by entry (the journal's before/after of each change)."""
    out = []
    for op_id in op_ids:
        op = journal.get(op_id)
        out.append({"op": op_id, "action": op.action, "before": op.before, "after": op.after})
    return out


def _gone(journal: Journal, settings: Settings, rid: str) -> Decision:
    """The record vanished while we waited for it: say who handled it, if the journal knows."""
    last = next((op for op in journal.log(None, record_id=rid)
                 if op.event in ("approved", "rejected", "refused")), None)
    if last is not None and last.event == "refused" and last.via in ("sweep", "approve",
                                                                       "console", "reject"):
        return Decision(rid, "gone", f"{rid} was retired ({last.message}).", target=last.target)
    if last is None or last.event == "refused":
        return Decision(rid, "gone", f"{rid} was already handled by another operator.")
    by = f" by {last.who}" if last.who else ""
    return Decision(rid, "gone", f"{rid} was already {last.event}{by}.", target=last.target)


def reject(settings: Settings, id_or_all: str, *, who: str | None = None,
           clock: Clock = SYSTEM_CLOCK, version: str | None = None,
           versions: Mapping[str, str] | None = None, via: str = "reject") -> list[Decision]:
    """Drop one record (or all), remembering its fingerprints so it is never proposed again.

    ``version`` / ``versions`` as for :func:`approve`. A retired (stale or expired) record
    may be rejected by its id: its copy is deleted and its fact remembered as rejected."""
    ids = _select(settings, id_or_all, versions, retired=True)
    review = _Review(settings, clock)
    decisions = []
    with Journal(settings, clock=clock) as journal:
        for rid in ids:
            expected = (versions or {}).get(rid, version)
            path = record_path(settings.pending_dir, rid)
            if not path.exists() and not path.is_symlink() and id_or_all != "all":
                decisions.append(_reject_retired(settings, journal, rid, who, via))
                continue
            try:
                with _claim(path) as record:
                    if record is None:
                        decisions.append(_gone(journal, settings, rid))
                        continue
                    _make_store(settings, clock, JournalHook(journal, "approved",
                                                             origin=record.origin)
                                ).settle(record.target)
                    if journal.applied_for_record(rid):
                        # Its change is live already (an approval died before dropping the
                        # file): rejecting it now would only hide that. Drop it instead.
                        _drop(path)
                        decisions.append(Decision(
                            rid, "refused", f"{rid} was already applied (operation"
                            f" {journal.applied_for_record(rid)[0].op_id}); the record was"
                            " dropped, not rejected. Undo that operation to revert it.",
                            target=record.target, summary=description(record)))
                        continue
                    if expected is not None:
                        verdict = review.judge(record)
                        if expected != verdict.version:
                            decisions.append(_conflict(record, expected, verdict))
                            continue
                    _remember_rejected(journal, record, who, via)
                    _drop(path)
                    decisions.append(Decision(rid, "rejected",
                                              f"Rejected {rid}: {description(record)}",
                                              target=record.target, summary=description(record)))
            except RecordError as exc:
                decisions.append(Decision(rid, "refused", f"{rid} is unreadable: {_sentence(exc)} "
                                                          f"Fix or delete {path} by hand."))
    return decisions


def _remember_rejected(journal: Journal, record: PendingRecord, who: str | None,
                       via: str) -> None:
    for target, action, text in proposal_texts(record):
        journal.add_rejection(target, action, text, record_id=record.id, who=who)
    journal.record("rejected", origin=record.origin, who=who, via=via,
                   target=record.target, action=record.action, record_id=record.id,
                   payload=record.payload, evidence=record.evidence,
                   reason=record.reason, model=record.model, message=description(record))


def _reject_retired(settings: Settings, journal: Journal, rid: str, who: str | None,
                    via: str) -> Decision:
    """Reject a record the sweep retired: its copy goes, its fact is remembered."""
    try:
        record = read_retired(settings, rid)
    except FileNotFoundError:
        return _gone(journal, settings, rid)
    except RecordError as exc:
        return Decision(rid, "refused", f"Retired record {rid} is unreadable: {_sentence(exc)}")
    _remember_rejected(journal, record, who, via)
    if not drop_retired(settings, rid):
        return _gone(journal, settings, rid)
    return Decision(rid, "rejected", f"Rejected {rid} (it was {state_of(record)[0]}): "
                                     f"{description(record)}",
                    target=record.target, summary=description(record))


@dataclass
class SweepReport:
    """What :func:`sweep` did: records retired (id, state, reason), kept, and deleted."""

    retired: list[tuple[str, str, str]] = field(default_factory=list)
    pending: int = 0
    purged: list[str] = field(default_factory=list)

    def note(self) -> str | None:
        parts = []
        if self.retired:
            states = sorted({state for _, state, _ in self.retired})
            parts.append(f"retired {len(self.retired)} ({', '.join(states)})")
        if self.purged:
            parts.append(f"deleted {len(self.purged)} retired")
        return "; ".join(parts) or None


def sweep(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> SweepReport:
    """Re-validate every pending record against the files as they are now; retire the ones
    that are stale or expired (each under its claim, judged again there, so a record an
    operator is approving this moment is left to them), and delete retired records kept
    longer than ``reverie.staging.max_age_days``. The sweep job's chore."""
    report = SweepReport()
    records = list_pending(settings)
    review = _Review(settings, clock, records)
    with Journal(settings, clock=clock) as journal:
        first = freshness.judge_all(settings, records, clock=clock, journal=journal)
        for record in records:
            if first[record.id].approvable:
                report.pending += 1
                continue
            path = record_path(settings.pending_dir, record.id)
            try:
                with _claim(path, timeout=0) as current:
                    if current is None:
                        continue
                    applied = journal.applied_for_record(current.id)
                    verdict = (freshness.judge(
                        current, entries=[], limit=0, now=clock.now(),
                        max_age_seconds=settings.staging.max_age_seconds,
                        applied_by=applied[0].op_id) if applied else review.judge(current))
                    if verdict.approvable:
                        report.pending += 1
                        continue
                    retire_claimed(settings, journal, current, path, verdict.state,
                                   verdict.reason or "", via="sweep", clock=clock)
                    report.retired.append((current.id, verdict.state, verdict.reason or ""))
            except ClaimBusy:
                report.pending += 1  # someone is deciding it right now
            except RecordError:
                continue  # listed as a problem already
    report.purged = purge_retired(settings, clock.now())
    return report


def _replay(store: Any, record: PendingRecord,
            resolved: tuple[str | None, ...] | None = None) -> dict[str, Any]:
    """Run the record's payload through ``store`` (each replace/remove pinned: see
    :func:`memory.freshness.store_operations`); a store response dict either way."""
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
        return {"success": False, "error": str(exc)}


# --- previews ---------------------------------------------------------------------------------

def simulate(entries: list[str], ops: list[dict[str, Any]], *, pin: bool = False) -> list[str]:
    """Apply ``ops`` to a copy of ``entries`` the way the store would; StagingError if not.

    Pinned operations must find their ``matched_entry`` verbatim. With ``pin=True`` each
    unpinned replace/remove gets the entry it resolved to written into the op.
    """
    work = list(entries)
    batch = len(ops) > 1
    for pos, op in enumerate(ops, 1):
        where = f"Operation {pos}: " if batch else ""
        if op["action"] == "add":
            content = op["content"].strip()
            if content not in work:
                work.append(content)
            continue
        pinned = op.get("matched_entry")
        if pinned:
            if pinned not in work:
                raise StagingError(
                    f"{where}the entry it was staged against has changed or is gone: "
                    f"\"{preview(pinned, 80)}\".",
                    hint="Reject this record; the reviewer will propose again if needed.")
            index = work.index(pinned)
        else:
            try:
                match = fmt.locate(work, op["old_text"])
            except fmt.NoMatch:
                raise StagingError(f"{where}No entry matched \"{preview(op['old_text'], 80)}\".") from None
            except fmt.AmbiguousMatch as exc:
                raise StagingError(
                    f"{where}Multiple entries matched \"{preview(op['old_text'], 80)}\": "
                    + "; ".join(preview(c, 40) for c in exc.candidates)) from None
            index = match.index
            if pin:
                op["matched_entry"] = match.entry
        if op["action"] == "replace":
            work[index] = op["content"].strip()
            work = list(dict.fromkeys(work))
        else:
            del work[index]
    return work


@dataclass
class RecordDiff:
    record_id: str
    target: str
    file: str
    diff: str
    size_before: int
    size_after: int
    limit: int

    @property
    def over_limit(self) -> bool:
        return self.size_after > self.limit

    def to_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in (
            "record_id", "target", "file", "diff", "size_before", "size_after", "limit")} | {
            "over_limit": self.over_limit}


def diff_record(settings: Settings, record_id: str, *, clock: Clock = SYSTEM_CLOCK,
                redact: Callable[[str], str] | None = None) -> RecordDiff:
    """The target file before and after applying the record to a copy of the live entries.

    ``redact``: a function every entry is shown through on both sides — the console passes
    :func:`memory.scanner.withhold` (a hand-edited secret shows as ``[withheld: …]``);
    sizes are always the real ones."""
    record = load_record(settings, record_id)
    store = _make_store(settings, clock, None)
    before = store.entries(record.target)
    ops = [dict(op) for op in record.operations()]
    try:
        after = simulate(before, ops)
    except StagingError as exc:
        # exc.message, not str(exc): the hint is passed on once, not printed twice.
        raise StagingError(f"Record {record.id} cannot apply to the current file: {exc.message}",
                           hint=exc.hint) from exc
    name = settings.memory_file(record.target).name
    shown = redact or (lambda text: text)
    lines = unified_diff(
        _lines(fmt.render_entries([shown(e) for e in before])),
        _lines(fmt.render_entries([shown(e) for e in after])),
        fromfile=f"a/{name}", tofile=f"b/{name}")
    return RecordDiff(record.id, record.target, name, "".join(lines),
                      fmt.size(before), fmt.size(after), settings.memory.limit(record.target))


def _lines(text: str) -> list[str]:
    return [line + "\n" for line in text.split("\n")] if text else []


def diff(settings: Settings, record_id: str) -> str:
    """The unified diff of the record's target file (empty when it changes nothing)."""
    return diff_record(settings, record_id).diff


# --- fingerprints -----------------------------------------------------------------------------

def proposal_texts(record: PendingRecord) -> list[tuple[str, str, str]]:
    """(target, action, text) for every proposal in the record, as fingerprints see them:
    the content of an add/replace; the old_text and the pinned entry of a remove."""
    out = []
    for op in record.operations():
        if op["action"] == "remove":
            for text in dict.fromkeys(t for t in (op.get("old_text"), op.get("matched_entry")) if t):
                out.append((record.target, "remove", text))
        else:
            out.append((record.target, op["action"], op["content"]))
    return out


def is_rejected(settings: Settings, target: str, action: str, text: str, *,
                journal: Journal | None = None) -> bool:
    """Has an operator rejected this proposal before? (normalised, see ``fingerprint``)"""
    with _journal(settings, SYSTEM_CLOCK, journal) as open_journal:
        return open_journal.is_rejected(target, action, text)


def pending_fingerprints(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> set[str]:
    """Fingerprints of every proposal now waiting, for duplicate detection. An expired
    record does not count (nor a stale one, which the sweep takes out of the queue): its
    fact may be proposed again."""
    return {fingerprint(*t) for r in _waiting(settings, clock) for t in proposal_texts(r)}


def _waiting(settings: Settings, clock: Clock) -> list[PendingRecord]:
    now, limit = clock.now(), settings.staging.max_age_seconds
    return [r for r in list_pending(settings) if not freshness.is_expired(r, now, limit)]


def _pending_with_same_ops(settings: Settings, record: PendingRecord,
                           clock: Clock = SYSTEM_CLOCK) -> str | None:
    mine = {fingerprint(*t) for t in proposal_texts(record)}
    for other in _waiting(settings, clock):
        if {fingerprint(*t) for t in proposal_texts(other)} == mine:
            return other.id
    return None


def _sentence(exc: Exception) -> str:
    """The error's text ending in exactly one full stop (some already end in one)."""
    return str(exc).rstrip(".") + "."
