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
import os
import stat
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from reverie.config import SYSTEM_CLOCK, Clock, Settings

from ..journal import Journal, fingerprint
from .judged import RACY_S, StatKey, changed_at, stat_key
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


# --- what a review asks of the queue, read once per record file ------------------------------
#
# A review asks both questions above of the whole queue (what is pending, then whether its
# own record repeats one), and so does the next review, and the one after: each read and
# parsed every record file again, two full parses of the queue a review (issue 27: at 60
# waiting records 60 % of a review's CPU; at 1,000, ~90 ms a question). What a record file
# gives is now kept, and taken again without reading the file while its stat is the one it
# was read under and the file had settled then, the judged queue's rule
# (:mod:`memory.pending.judged`: mtime, change time, size and inode; both times older than
# RACY_S when read, as a coarse file-system clock would not show a second write within its
# tick). A file read again (changed, or too fresh to trust its stat) whose bytes were parsed
# before gives what they gave then: parsing is a function of the bytes and the file's name.

class _Proposal(NamedTuple):
    """What the two questions need of one record (immutable: shared between readers)."""

    id: str
    created_at: float
    fingerprints: frozenset[str]


class _Parsed:
    """Records' proposals by file (its stat) and by content (name and a hash of the
    bytes), least recently used first out; thread-safe (a pool's threads review several
    homes at once)."""

    def __init__(self, size: int = 8192) -> None:
        self.size = size
        self._by_file: OrderedDict[str, tuple[StatKey, _Proposal]] = OrderedDict()
        self._by_content: OrderedDict[tuple[str, bytes], _Proposal] = OrderedDict()
        self._lock = threading.Lock()

    def read(self, path: Path) -> _Proposal:
        where = str(path)
        # The stat before the read: a write after it changes the stat the next look compares,
        # so what is kept under a stat is never older than the file it names.
        try:
            st: os.stat_result | None = os.lstat(where)
        except FileNotFoundError:
            raise
        except OSError:
            st = None                         # the read says what is wrong
        if st is not None and stat.S_ISREG(st.st_mode):
            with self._lock:
                kept = self._by_file.get(where)
                if kept is not None and kept[0] == stat_key(st):
                    self._by_file.move_to_end(where)
                    return kept[1]
        else:
            st = None                         # a link, a FIFO…: the read refuses it
        proposal = self._parsed(path, read_raw(path))
        if st is not None and changed_at(st) < _wall_now() - RACY_S:
            self._keep(self._by_file, where, (stat_key(st), proposal))
        return proposal

    def _parsed(self, path: Path, raw: bytes) -> _Proposal:
        key = (path.name, hashlib.blake2b(raw, digest_size=16).digest())
        with self._lock:
            known = self._by_content.get(key)
            if known is not None:
                self._by_content.move_to_end(key)
                return known
        # RecordError for a file that is no record, every time, as list_pending reports it
        record = parse_record(raw, path.name[: -len(".json")])
        proposal = _Proposal(record.id, record.created_at, frozenset(fingerprints_of(record)))
        self._keep(self._by_content, key, proposal)
        return proposal

    def _keep(self, items: OrderedDict, key: object, value: object) -> None:
        with self._lock:
            items[key] = value
            items.move_to_end(key)
            while len(items) > self.size:
                items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._by_file.clear()
            self._by_content.clear()


def _wall_now() -> float:
    """Real time (a file's stamps are), not the injectable clock."""
    return time.time()


_PARSED = _Parsed()


def _waiting_proposals(settings: Settings, clock: Clock) -> list[_Proposal]:
    """:func:`waiting`, as proposals: the same records in the same order."""
    now, limit = clock.now(), settings.staging.max_age_seconds
    return [p for p in list_pending(settings, read=_PARSED.read)
            if not is_expired(p, now, limit)]
