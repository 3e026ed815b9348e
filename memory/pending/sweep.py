"""The sweep: every pending record re-validated against the files, on a schedule.

The ``sweep`` maintenance job's chore (``jobs/kinds.py``, every
``reverie.schedule.scan_seconds``) calls :func:`sweep`: each queued record is judged
(:mod:`memory.pending.freshness`); one that is stale or expired is judged again under its claim
(skipped if an operator holds it this moment) and retired (:mod:`memory.pending.retired`), so it is
never applied — by Reverie or by Hermes — and its fact may be proposed again. Retired records
kept longer than ``reverie.staging.max_age_days`` are deleted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reverie.config import SYSTEM_CLOCK, Clock, Settings

from ..journal import Journal
from . import freshness
from .approval import Judge, retire_claimed
from .claim import ClaimBusy, claim
from .elsewhere import settle_decided_elsewhere
from .pending_files import list_pending
from .records import RecordError, record_path
from .retired import purge_retired


@dataclass
class SweepReport:
    """What :func:`sweep` did: records retired (id, state, reason), kept, and deleted."""

    retired: list[tuple[str, str, str]] = field(default_factory=list)
    pending: int = 0
    purged: list[str] = field(default_factory=list)
    elsewhere: list[str] = field(default_factory=list)   # decided outside Reverie

    def note(self) -> str | None:
        parts = []
        if self.retired:
            states = sorted({state for _, state, _ in self.retired})
            parts.append(f"retired {len(self.retired)} ({', '.join(states)})")
        if self.purged:
            parts.append(f"deleted {len(self.purged)} retired")
        if self.elsewhere:
            parts.append(f"journaled {len(self.elsewhere)} decided outside Reverie")
        return "; ".join(parts) or None


def sweep(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> SweepReport:
    """Re-validate every pending record against the files as they are now; retire the ones
    that are stale or expired (each under its claim, judged again there, so a record an
    operator is approving this moment is left to them), and delete retired records kept
    longer than ``reverie.staging.max_age_days``. The sweep job's chore."""
    report = SweepReport()
    records = list_pending(settings)
    review = Judge(settings, clock, records)
    with Journal(settings, clock=clock) as journal:
        report.elsewhere = settle_decided_elsewhere(settings, journal, via="sweep").ids
        first = freshness.judge_all(settings, records, clock=clock, journal=journal)
        for record in records:
            if first[record.id].approvable:
                report.pending += 1
                continue
            path = record_path(settings.pending_dir, record.id)
            try:
                with claim(path, timeout=0) as current:
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
                    retire_claimed(settings, journal, current, path, verdict, via="sweep",
                                   clock=clock)
                    report.retired.append((current.id, verdict.state, verdict.reason or ""))
            except ClaimBusy:
                report.pending += 1  # someone is deciding it right now
            except RecordError:
                continue  # listed as a problem already
    report.purged = purge_retired(settings, clock.now())
    return report
