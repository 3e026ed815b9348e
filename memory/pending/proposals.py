"""A record's proposals as fingerprints: what "already pending" and "rejected before" mean.

A proposal is (target, action, text): the content of an add or replace; for a remove both
the ``old_text`` and the pinned entry. Fingerprints (:func:`memory.journal.fingerprint`)
normalise the text (NFKC, case-folded, whitespace collapsed), so a proposal differing only
in spacing or case is the same one. A record *waits* while it is in the queue and not
expired: an expired record — and a stale one, once the sweep has retired it — no longer
counts as pending, so its fact may be proposed again.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator

from reverie.config import SYSTEM_CLOCK, Clock, Settings

from ..journal import Journal, fingerprint
from .pending_files import list_pending
from .records import PendingRecord


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


def fingerprints_of(record: PendingRecord) -> set[str]:
    return {fingerprint(*t) for t in proposal_texts(record)}


@contextlib.contextmanager
def open_journal(settings: Settings, clock: Clock, journal: Journal | None) -> Iterator[Journal]:
    """The caller's journal (left open), or a new one closed afterwards."""
    if journal is not None:
        yield journal
        return
    with Journal(settings, clock=clock) as own:
        yield own


def is_rejected(settings: Settings, target: str, action: str, text: str, *,
                journal: Journal | None = None) -> bool:
    """Has an operator rejected this proposal before? (normalised, see ``fingerprint``)"""
    with open_journal(settings, SYSTEM_CLOCK, journal) as opened:
        return opened.is_rejected(target, action, text)


def is_expired(record: PendingRecord, now: float, max_age_seconds: float) -> bool:
    """Older than ``max_age_seconds`` (reverie.staging.max_age_days): expired. A time that
    is not one counts as old — it cannot be trusted."""
    created = record.created_at
    return not math.isfinite(created) or now - created > max_age_seconds


def waiting(settings: Settings, clock: Clock = SYSTEM_CLOCK) -> list[PendingRecord]:
    """The queued records that are not expired (by age alone: no file is read)."""
    now, limit = clock.now(), settings.staging.max_age_seconds
    return [r for r in list_pending(settings) if not is_expired(r, now, limit)]


def pending_fingerprints(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> set[str]:
    """Fingerprints of every proposal now waiting, for duplicate detection."""
    return {fp for r in waiting(settings, clock) for fp in fingerprints_of(r)}


def pending_with_same_ops(settings: Settings, record: PendingRecord,
                          clock: Clock = SYSTEM_CLOCK) -> str | None:
    """The id of a waiting record proposing exactly what ``record`` does, if any."""
    mine = fingerprints_of(record)
    for other in waiting(settings, clock):
        if fingerprints_of(other) == mine:
            return other.id
    return None
