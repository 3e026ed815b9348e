"""The judged queue kept between processes (issue 29: a console's first ``/metrics`` and
every ``memory pending`` read, checked and judged each of 3,000 records: seconds).

``<home>/reverie/pending-judged.json`` holds, per record file, what the last reader found:
the record as parsed, its supersession keys (the entries it pins, its text fingerprints)
and, for the current state of its target, the part of its judgement that rests only on the
record and that target's entries (content version, the positions of the entries it
resolved to, and whether it changes nothing or no longer fits; one that no longer applies
is tried again by each reader: the store's refusal may quote entries, and no memory text is
copied into this file). A row is reused only while

- the record file's stat (mtime, change time, size, inode) is the one it was read under,
  and both its mtime and its change time were older than :data:`RACY_S` when it was read
  (a coarse file-system clock would not show a second write within the same tick); the
  change time because a copy in place (``cp -p``, ``rsync --inplace -t``) keeps the inode
  and size and puts the old mtime back, and no program can set it — so a file copied in
  with an old mtime is as recent as its change time;
- the target key matches: a hash of the target's live entries and its limit, so any
  change to the file — by Reverie, Hermes or a hand — is a miss;
- the file's format and :data:`FORMAT` are this code's;
- for a judgement (not the record as parsed, which no rule touches), the scanner is the one
  it was earned under: the store's apply step scans what a record would write, so a kept
  "applies" is the old rules' verdict. The file names the scanner's fingerprint (the one
  the scan receipt is keyed by, :func:`memory.scan.receipt.fingerprint`: its sources, data,
  Unicode version and look-alike table), and a reader under another one judges every
  record again — an upgrade that now blocks a record makes it stale at once.

What depends on other records (supersession), the journal (already applied) or the clock
(expired) is decided afresh by every reader: only the per-record work is kept. The file is
a cache: unreadable, malformed or unwritable, it is ignored and the records are read and
judged as before; it is written atomically, owner-only, and only into a ``reverie/``
directory that already exists (a listing creates no directory).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reverie.config import TARGETS, Settings, fs

from ..scan import receipt
from .records import PendingRecord

log = logging.getLogger(__name__)

#: Bumped when what a row holds, or how a record is judged, changes.
FORMAT = 4
RACY_S = 2.0

StatKey = tuple[int, int, int, int]


@dataclass(frozen=True)
class Tried:
    """What judging a record against its target's entries found, before the journal, the
    newer records and the clock are asked (:func:`memory.pending.freshness.tried`)."""

    version: str
    resolved: tuple[str | None, ...] | None
    #: changed | unchanged | no_room, or None: it applies
    cause: str | None
    reason: str | None


def stat_key(st: os.stat_result) -> StatKey:
    return (st.st_mtime_ns, st.st_ctime_ns, st.st_size, st.st_ino)


def changed_at(st: os.stat_result) -> float:
    """When the file last changed, as far as its stamps tell (seconds): the later of its
    mtime, which any program may set back, and its change time, which none can."""
    return max(st.st_mtime_ns, st.st_ctime_ns) / 1e9


def target_key(entries: Sequence[str], limit: int) -> str:
    blob = json.dumps([list(entries), limit], ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()[:32]


#: A record's fields in the order a row lists them (PendingRecord's own order).
_FIELDS = ("id", "action", "summary", "origin", "created_at", "payload", "evidence",
           "reason", "confidence", "model", "cost", "extra")


@dataclass
class Row:
    """One record file as the last reader found it. Kept compact (lists, not objects): the
    file is read whole by every reader, and at 3,000 records its parse is most of one."""

    stat: StatKey
    record: PendingRecord
    keys: frozenset[str] | None = None
    #: the target key it was tried against, and what was found
    tried: tuple[str, Tried] | None = None

    def to_json(self) -> list[Any]:
        tried = None
        if self.tried is not None:
            key, found = self.tried
            tried = [key, found.version,
                     None if found.resolved is None else list(found.resolved),
                     found.cause, found.reason]
        return [list(self.stat), [getattr(self.record, k) for k in _FIELDS],
                None if self.keys is None else sorted(self.keys), tried]

    @classmethod
    def from_json(cls, data: list[Any]) -> Row:
        stat, fields, keys, tried = data
        record = PendingRecord(*fields)
        # Not the full check a record file gets (that is the cost kept here), but what every
        # reader relies on: a row edited by hand must not crash a listing.
        payload = record.payload
        if (len(fields) != len(_FIELDS) or not isinstance(payload, dict)
                or not isinstance(record.extra, dict) or not isinstance(record.id, str)
                or payload.get("target") not in TARGETS
                or not isinstance(payload.get("action"), str)
                or not isinstance(record.created_at, float)):
            raise ValueError("not a record")
        found = None
        if tried is not None:
            key, version, resolved, cause, reason = tried
            found = (key, Tried(version, None if resolved is None else tuple(resolved),
                                cause, reason))
        return cls(tuple(stat), record, None if keys is None else frozenset(keys), found)


class JudgedQueue:
    """One reader's view of the kept file: rows looked up by record file name and stat,
    rows to keep gathered as the reader goes, written once at the end (:meth:`save`)."""

    def __init__(self, settings: Settings, *, now: float | None = None) -> None:
        self.path: Path = settings.layout.judged_queue_file
        self.settled_before = (time.time() if now is None else now) - RACY_S
        #: the scanner this reader judges under (3 ms, once per process)
        self.scanner = receipt.fingerprint().hex()
        self.rows: dict[str, Row] = {}
        self._changed = False           # (set by a load that drops the verdicts of old rules)
        self._kept: dict[str, Row] = self._load()

    def _load(self) -> dict[str, Row]:
        try:
            with open(self.path, "rb") as fh:
                data = json.loads(fh.read())
            if data.get("format") != FORMAT:
                return {}
            rows = {name: Row.from_json(row) for name, row in data["records"].items()}
            if any(name != f"{row.record.id}.json" for name, row in rows.items()):
                raise ValueError("a row is not its file's record")
            if data.get("scanner") != self.scanner:
                # Judged under other rules: the records as parsed stand, no verdict does.
                for row in rows.values():
                    row.tried = None
                self._changed = bool(rows)
            return rows
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            log.info("the judged queue %s is ignored: %s", self.path, exc)
            return {}

    def record(self, name: str, st: os.stat_result) -> PendingRecord | None:
        """The kept record of file ``name`` if its stat is the one it was read under."""
        row = self._kept.get(name)
        if row is None or row.stat != stat_key(st):
            return None
        self.rows[name] = row
        return row.record

    def read(self, name: str, st: os.stat_result, record: PendingRecord) -> None:
        """``record`` was just read from file ``name`` whose stat (taken before the read)
        is ``st``: kept unless the file changed too recently to trust its stamps."""
        if changed_at(st) < self.settled_before:
            self.rows[name] = Row(stat_key(st), record)
            self._changed = True

    def row_of(self, record: PendingRecord) -> Row | None:
        row = self.rows.get(f"{record.id}.json")
        return row if row is not None and row.record is record else None

    def keys(self, record: PendingRecord, compute: Any) -> frozenset[str]:
        row = self.row_of(record)
        if row is None:
            return frozenset(compute(record))
        if row.keys is None:
            row.keys = frozenset(compute(record))
            self._changed = True
        return row.keys

    def tried(self, record: PendingRecord, key: str, entries: Sequence[str],
              compute: Callable[[], Tried]) -> Tried:
        """The record's :class:`Tried` against ``entries`` (whose :func:`target_key` is
        ``key``): kept, or computed and kept. The entries it resolved to are kept as their
        positions in ``entries`` (which the key pins), so no memory text is copied into the
        file; a record that no longer applies is not kept at all (the store's refusal may
        quote entries) and is tried again by each reader."""
        row = self.row_of(record)
        if row is not None and row.tried is not None and row.tried[0] == key:
            kept = row.tried[1]
            if kept.resolved is None or all(i is None for i in kept.resolved):
                return kept                          # nothing to resolve (an add): as kept
            try:
                return dataclasses.replace(kept, resolved=None if kept.resolved is None else
                                           tuple(None if i is None else entries[i]
                                                 for i in kept.resolved))
            except (IndexError, TypeError):
                row.tried = None
        found = compute()
        if row is not None and found.cause != "changed":
            try:
                positions = None if found.resolved is None else tuple(
                    None if e is None else entries.index(e) for e in found.resolved)
            except ValueError:          # resolved to no live entry: nothing to point at
                return found
            # Only the target's current state is worth keeping: an older one will not return.
            row.tried = (key, dataclasses.replace(found, resolved=positions))
            self._changed = True
        return found

    def save(self) -> None:
        """Write the rows this reader used (records gone from the queue drop out)."""
        if not self._changed and set(self.rows) == set(self._kept):
            return
        if not self.path.parent.is_dir():
            return
        data = {"format": FORMAT, "scanner": self.scanner,
                "records": {name: row.to_json() for name, row in self.rows.items()}}
        try:
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            fs.atomic_write(self.path, text.encode("utf-8", "surrogatepass"))
        except (OSError, ValueError, TypeError) as exc:
            log.info("the judged queue %s is not kept: %s", self.path, exc)
