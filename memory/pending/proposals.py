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
import hashlib
import math
import threading
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from reverie.config import SYSTEM_CLOCK, Clock, Settings

from ..journal import Journal, fingerprint
from .pending_files import list_pending, read_raw
from .records import PendingRecord, parse_record


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


def is_expired(record: PendingRecord | _Proposal, now: float, max_age_seconds: float) -> bool:
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
    return {fp for p in _waiting_proposals(settings, clock) for fp in p.fingerprints}


def pending_with_same_ops(settings: Settings, record: PendingRecord,
                          clock: Clock = SYSTEM_CLOCK) -> str | None:
    """The id of a waiting record proposing exactly what ``record`` does, if any."""
    mine = fingerprints_of(record)
    for other in _waiting_proposals(settings, clock):
        if other.fingerprints == mine:
            return other.id
    return None


# --- what a review asks of the queue, read once per record file's content -------------------
#
# A review asks both questions above of the whole queue (what is pending, then whether its
# own record repeats one), and so does the next review, and the one after: each read and
# parsed every record file again, two full parses of the queue a review (issue 27: at 60
# waiting records 60 % of a review's CPU). A record file is now parsed once for each
# content it has: the bytes are still read every time (a file replaced, edited in place or
# gone is seen at once, with no stat or clock to trust), and a file whose bytes were parsed
# before gives what they gave then. Parsing is a function of the bytes and the file's name.

class _Proposal(NamedTuple):
    """What the two questions need of one record (immutable: shared between readers)."""

    id: str
    created_at: float
    fingerprints: frozenset[str]


class _Parsed:
    """Records' proposals by file name and a hash of the file's bytes, least recently used
    first out; thread-safe (a pool's threads review several homes at once)."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, bytes], _Proposal] = OrderedDict()
        self._lock = threading.Lock()

    def read(self, path: Path) -> _Proposal:
        raw = read_raw(path)
        key = (path.name, hashlib.blake2b(raw, digest_size=16).digest())
        with self._lock:
            known = self._items.get(key)
            if known is not None:
                self._items.move_to_end(key)
                return known
        # RecordError for a file that is no record, every time, as list_pending reports it
        record = parse_record(raw, path.name[: -len(".json")])
        proposal = _Proposal(record.id, record.created_at, frozenset(fingerprints_of(record)))
        with self._lock:
            self._items[key] = proposal
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return proposal

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


_PARSED = _Parsed()


def _waiting_proposals(settings: Settings, clock: Clock) -> list[_Proposal]:
    """:func:`waiting`, as proposals: the same records in the same order."""
    now, limit = clock.now(), settings.staging.max_age_seconds
    return [p for p in list_pending(settings, read=_PARSED.read)
            if not is_expired(p, now, limit)]
