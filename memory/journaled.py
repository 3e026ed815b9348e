"""The store bound to the journal: every write journaled before it is made (issue 14).

:class:`JournalHook` is the store's write hook (:class:`memory.store.WriteHook`): it writes
each change as an ``intent`` row before the file is written, confirms it after, and voids it
when the write failed. :func:`journaling_store` is the store the foreground CLI and the
agent's tool use, :func:`open_journaled_store` the one any other writer opens with its own
hook (or none, to read). The journal itself (:mod:`memory.journal`) is SQL only.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterable, Iterator
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError

from .journal import LEARNED, OPERATOR, SOURCES, Journal, JournalOp, text_digest
from .locking import StoreUnavailable
from .store import MemoryStore

log = logging.getLogger(__name__)


#: The ``via`` of the agent's own memory tool's writes (review.tools.host): foreground, but
#: the agent's choice, so learned rather than the operator's.
AGENT_TOOL = "memory_tool"


class JournalHook:
    """The store's write-ahead hook (see ``memory.store``): each change is journaled as an
    intent before the file is written and confirmed after (module docstring)."""

    def __init__(self, journal: Journal, event: str, *, origin: str, who: str | None = None,
                 via: str | None = None, record: Any = None, undo_of: int | None = None) -> None:
        self.journal = journal
        self.event = event
        self.origin = origin
        self.who = who
        self.via = via
        self.record = record          # a PendingRecord, for its id and evidence
        self.undo_of = undo_of
        self.op_ids: list[int] = []
        self._intended: list[int] = []
        #: (done, void) op ids this hook settled for earlier writers
        self.settled: tuple[list[int], list[int]] = ([], [])

    def settle(self, target: str, read: Any) -> None:
        """Resolve intents a dead writer left on ``target`` (the store's lock is held)."""
        try:
            left = self.journal.intents(target=target)
        except StagingError as exc:
            # Nothing is known to be left: the journal could not even be read (a full
            # disk fails its open); saying "settle what an earlier write left" (session 18)
            # told of a leftover that was not there.
            raise unavailable("read the journal", exc) from exc
        if not left:
            return
        try:
            done, void = self.journal.settle(target, read())
        except StagingError as exc:
            raise unavailable("settle what an earlier write left in the journal", exc) from exc
        self.settled[0].extend(done)
        self.settled[1].extend(void)

    def intend(self, target: str, changes: list[Any], text: str) -> None:
        """Journal the changes as intents; raising refuses the write (nothing unjournaled)."""
        rec = self.record
        expect = text_digest(text)
        self._intended = []
        try:
            for change in changes:
                self._intended.append(self.journal.record(
                    self.event, origin=self.origin, who=self.who, via=self.via,
                    target=change.target, action=change.action, before=change.before,
                    after=change.after,
                    record_id=getattr(rec, "id", None),
                    payload=getattr(rec, "payload", None),
                    evidence=getattr(rec, "evidence", None),
                    reason=getattr(rec, "reason", None),
                    confidence=getattr(rec, "confidence", None),
                    model=getattr(rec, "model", None),
                    cost=getattr(rec, "cost", None),
                    undo_of=self.undo_of, state="intent", expect=expect,
                    source=self.source_of(change),
                ))
        except StagingError as exc:
            with contextlib.suppress(StagingError):
                self.journal.void(self._intended)
            raise unavailable("journal the change", exc) from exc

    def source_of(self, change: Any) -> str | None:
        """Where the entry ``change`` writes came from (memory.journal.SOURCES, learn84).

        This write's own source — the operator's (a foreground write, or their wording
        at approval), else what the record's evidence says (a review reads whether the user
        asked, review.kept_on_request), else learned (a review's or the agent's) — and the
        strongest of it and the source of what it rewrites: a correction, a consolidation's
        merge or shortening, an undo or a restore keeps the entry the user asked for an
        entry the user asked for. A removal writes no entry (None)."""
        if change.after is None:
            return None
        rec = self.record
        own: str | None = None
        if self.event == "undone":
            own = None
        elif rec is None and self.via == AGENT_TOOL:
            own = LEARNED   # the agent's own memory tool: its choice, not the operator's
        elif rec is None:
            own = OPERATOR if self.origin == "foreground" else None
        elif getattr(rec, "origin", None) == "foreground":
            own = OPERATOR
        else:
            evidence = getattr(rec, "evidence", None)
            said = evidence.get("source") if isinstance(evidence, dict) else None
            if said in SOURCES:
                own = said
            elif not (isinstance(evidence, dict) and evidence.get("kind") == "consolidation"):
                own = LEARNED   # a consolidation writes no fact of its own: it inherits
        found = [own]
        texts = ((change.before,) if change.action == "replace" else ()) + (change.after,)
        merged = evidence.get("merged") if isinstance(evidence := getattr(rec, "evidence", None), dict) \
            and evidence.get("kind") == "consolidation" else None
        if isinstance(merged, list):
            # fixlearn21 (learn84's Left): a merge's text is every merged entry's, not only the
            # one its replace rewrites (the others are removed): a member the user asked to keep,
            # merged into a learned one, was ranked as learned from then on
            texts += tuple(pair[0] for pair in merged if isinstance(pair, list) and len(pair) == 2
                           and pair[1] == change.after and isinstance(pair[0], str))
        for text in texts:
            if text:
                op = self.journal.last_change_to(change.target, text)
                found.append(op.source if op is not None else None)
        known = [s for s in found if s in SOURCES]
        return max(known, key=SOURCES.index) if known else None

    def placement(self, target: str, live: list[str]) -> int:
        """Where the store's add puts this hook's record's entry (memory.store._placement):
        before the trailing entries the user said later than its evidence, so entries keep
        the order the user said them, whichever review finished first. Entries with no
        known time (hand-written, foreground, older journals) are never passed over."""
        said = said_at(getattr(self.record, "evidence", None))
        index = len(live)
        if said is None:
            return index
        while index > 0:
            op = self.journal.last_change_to(target, live[index - 1])
            before = said_at(op.evidence if op is not None else None)
            if before is None or before <= said:
                break
            index -= 1
        return index

    def abandon(self, target: str, changes: list[Any]) -> None:
        """The file write failed: the intents are void (reconcile does it if this fails)."""
        try:
            self.journal.void(self._intended)
        except StagingError as exc:
            # Info, not a warning: the write's own failure is raised to the caller and said
            # there (a full disk is one line, not two); the void is settled by itself.
            log.info("memory write failed and its journal intent could not be voided (the"
                     " next write or reconcile will): %s", exc)
        self._intended = []

    def __call__(self, changes: Iterable[Any]) -> None:
        # The file is written: a failure to confirm leaves the rows as intents, which the
        # next writer of this target (or reconcile) confirms from the file itself.
        ids, self._intended = self._intended, []
        self.op_ids.extend(ids)
        try:
            self.journal.confirm(ids)
        except StagingError as exc:
            # Info: the change is written and the next writer (or reconcile) confirms it from
            # the file; nothing is lost and nothing is for the operator to do (on a full disk
            # the archive's own line already says the disk is full).
            log.info("memory change written, journal confirmation deferred to the next"
                     " write or reconcile: %s", exc)


def said_at(evidence: Any) -> float | None:
    """When the user said what an entry came from (the evidence's ``said_at``), or None."""
    value = evidence.get("said_at") if isinstance(evidence, dict) else None
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if value == value else None   # NaN is no time


def unavailable(doing: str, exc: Exception) -> StoreUnavailable:
    """The journal could not be written: the store refuses the write as unavailable. The
    cause's own hint, when it has one (a full disk, a held lock), is the one hint: both
    were printed before, the general one after the precise one (session 18)."""
    reason = exc.message if isinstance(exc, StagingError) else str(exc)
    hint = getattr(exc, "hint", None) or "Check free space and journal.db, then retry."
    return StoreUnavailable(f"Cannot {doing}, so nothing was written: {reason}", hint=hint)


def open_journaled_store(settings: Settings, clock: Clock = SYSTEM_CLOCK,
                         hook: JournalHook | None = None, **options: Any) -> MemoryStore:
    """The home's store with ``hook`` as its write hook (None: a store to read, or to write
    unjournaled); ``options`` are :class:`MemoryStore`'s (``raise_unavailable``, ...)."""
    return MemoryStore(settings, clock=clock, on_change=hook, **options)


def journaling_store(settings: Settings, *, origin: str = "foreground", who: str | None = None,
                     via: str | None = None, clock: Clock = SYSTEM_CLOCK,
                     journal: Journal | None = None) -> MemoryStore:
    """A MemoryStore whose every successful write is journaled as ``applied``.

    The foreground CLI (``memory add/replace/remove``) and the agent side use this so their
    writes show in ``memory log`` and can be undone.
    """
    hook = JournalHook(journal or Journal(settings, clock=clock), "applied", origin=origin,
                       who=who, via=via)
    return open_journaled_store(settings, clock, hook)


@contextlib.contextmanager
def journaled_writes(settings: Settings, *, origin: str = "foreground", who: str | None = None,
                     via: str | None = None,
                     clock: Clock = SYSTEM_CLOCK) -> Iterator[MemoryStore]:
    """:func:`journaling_store` over a journal of its own, closed on leaving.

    A one-shot writer (a CLI command, a journey edit, an archive restore) uses this. Left
    open, the journal's connection is closed whenever the garbage collector reaches it, and
    closing the last connection checkpoints the WAL into journal.db: late, into whatever
    file is then at that path (ci86 saw a journal.db replaced by junk turned back into a
    database that way).
    """
    with Journal(settings, clock=clock) as journal:
        yield journaling_store(settings, origin=origin, who=who, via=via, clock=clock,
                               journal=journal)


def refuse_undo(journal: Journal, op: JournalOp, who: str | None, reason: str,
                response: dict[str, Any] | None = None) -> dict[str, Any]:
    """Journal the refusal of undoing ``op`` and answer as the store does for a refusal."""
    journal.record("refused", origin="foreground", who=who, via="undo", target=op.target,
                   action=op.action, record_id=op.record_id, undo_of=op.op_id,
                   message=f"undo refused: {reason}")
    out = dict(response or {})
    out.update({"success": False, "undone_op": None,
                "error": f"Cannot undo operation {op.op_id}: {reason}"})
    return out
