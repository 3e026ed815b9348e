"""Bring the journal, the memory files and pending/ back into agreement (issue 14).

Every memory change is journaled as an *intent* before it is made (``memory.journal``), so
after a crash, a full disk or a ``kill -9`` at any point the three can disagree only in
ways this module knows how to settle:

1. a change intent on MEMORY.md / USER.md: done if the file shows the change, else void
   (under the store's lock, so no writer is half-way);
2. a ``staged`` intent: done if its pending file exists, else void;
3. a pending record whose change was already approved (an approval died before dropping
   the file), or that was rejected (a rejection died before dropping it): the file is
   dropped, so no record is both applied and pending;
4. a pending record with no ``staged`` row at all (written by an older Reverie that
   journaled after the file, or copied in by hand): a ``staged`` row is added for it;
5. a staged record whose file is gone with no decision in the journal was decided outside
   Reverie: Hermes' own ``/memory approve|reject`` works on the same ``pending/memory/``
   (docs/agent-integration.md), and a hand ``rm`` is a rejection too. Every path of
   Reverie's that drops a record journals its decision first, so none looks like this. If
   the files show the record's change it is journaled ``approved``, else ``rejected``, and
   a rejection's proposals are remembered as an operator's rejection through Reverie is, so
   the reviewer does not propose them again (spec §6).

It runs at worker start and in ``run --once``, and is idempotent: a second run finds
nothing to do. ``reconcile`` never raises for one bad record; it reports it.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, Settings, StagingError
from reverie.config.database import Database

from ..journal import Journal
from ..journaled import JournalHook, open_journaled_store
from ..locking import StoreUnavailable
from .elsewhere import settle_decided_elsewhere
from .records import record_path
from .staging import list_pending


@dataclass
class ReconcileReport:
    """What :func:`reconcile` changed; all zero when everything already agreed."""

    confirmed: int = 0            # change/staged intents found made
    voided: int = 0               # intents whose change never happened
    dropped: list[str] = field(default_factory=list)     # records applied or rejected already
    elsewhere: list[str] = field(default_factory=list)   # records decided outside Reverie
    backfilled: list[str] = field(default_factory=list)  # records given their missing row
    problems: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.confirmed or self.voided or self.dropped or self.backfilled
                    or self.elsewhere)

    def to_dict(self) -> dict[str, Any]:
        return {"confirmed": self.confirmed, "voided": self.voided, "dropped": self.dropped,
                "backfilled": self.backfilled, "elsewhere": self.elsewhere,
                "problems": self.problems}

    def summary(self) -> str:
        if not self.changed:
            return "journal, memory files and pending records agree"
        return (f"reconciled the journal: {self.confirmed} confirmed, {self.voided} voided,"
                f" {len(self.dropped)} pending record(s) dropped as already handled,"
                f" {len(self.backfilled)} journaled, {len(self.elsewhere)} decided outside"
                f" Reverie")


def reconcile(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
              shares: Database | None = None) -> ReconcileReport:
    """Settle every disagreement listed in the module docstring; see there. ``shares``: a
    journal.db handle whose connections the journal uses (a worker's home: its jobs' own)."""
    report = ReconcileReport()
    with Journal(settings, clock=clock, shares=shares) as journal:
        _settle_files(settings, journal, clock, report)
        _settle_staged(settings, journal, report)
        _settle_records(settings, journal, report)
        decided = settle_decided_elsewhere(settings, journal, via="reconcile")
        report.elsewhere.extend(decided.ids)
        report.problems.extend(decided.problems)
    return report


def _settle_files(settings: Settings, journal: Journal, clock: Clock,
                  report: ReconcileReport) -> None:
    for target in TARGETS:
        if not journal.intents(target=target):
            continue
        hook = JournalHook(journal, "applied", origin="foreground", via="reconcile")
        try:
            open_journaled_store(settings, clock, hook).settle(target)
        except StoreUnavailable as exc:
            report.problems.append(f"{target}: {exc}")
            continue
        report.confirmed += len(hook.settled[0])
        report.voided += len(hook.settled[1])


def _settle_staged(settings: Settings, journal: Journal, report: ReconcileReport) -> None:
    for op in journal.intents(event="staged"):
        path = record_path(settings.pending_dir, op.record_id or "")
        exists = bool(op.record_id) and (path.exists() or path.is_symlink())
        if exists:
            journal.confirm([op.op_id])
            report.confirmed += 1
        else:
            journal.void([op.op_id])
            report.voided += 1


def _settle_records(settings: Settings, journal: Journal, report: ReconcileReport) -> None:
    pending = list_pending(settings)
    report.problems.extend(pending.problems)
    for record in pending:
        rows = journal.log(None, record_id=record.id)
        handled = next((op for op in rows if op.state == "done"
                        and op.event in ("approved", "rejected")), None)
        if handled is not None:
            path = record_path(settings.pending_dir, record.id)
            try:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(path)
            except OSError as exc:
                report.problems.append(f"{record.id}: cannot drop it: {exc.strerror or exc}")
                continue
            report.dropped.append(record.id)
            continue
        if not any(op.event == "staged" for op in rows):
            try:
                journal.record("staged", origin=record.origin, via="reconcile",
                               target=record.target, action=record.action,
                               record_id=record.id, payload=record.payload,
                               evidence=record.evidence, reason=record.reason,
                               model=record.model, confidence=record.confidence,
                               cost=record.cost,
                               message=f"{record.summary} (journaled by reconcile)")
            except StagingError as exc:
                report.problems.append(f"{record.id}: {exc}")
                continue
            report.backfilled.append(record.id)
