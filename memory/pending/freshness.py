"""Whether a pending record still applies, and which version of it an operator saw (spec §17).

**States.** A record is

- ``pending``: it applies to the files as they are now, and an operator may approve it;
- ``stale`` (with ``stale_reason``): it no longer applies and is never applied — it was
  already applied, a newer record or a consolidation supersedes it, the entry it was staged
  against changed or is gone (or its ``old_text`` now matches nothing, or several entries),
  its content fails the scan, or the result no longer fits the target's limit;
- ``expired``: it still applies but is older than ``reverie.staging.max_age_days``. Expired
  is not rejected: nothing is remembered against its fact, which may be proposed again.

The checks run in that order (stale before expired: the more specific reason wins).
"Applies" is decided by the store's own apply step (:func:`memory.store.apply_operations`)
and limit check (:func:`memory.store.limit_refusal`) on the live entries, so a verdict here
and the store's answer at approval cannot differ.

**Version.** :func:`content_version` is a hash of the payload and of the entries its
operations act on now (the pinned ones, or what an unpinned ``old_text`` resolves to). The
console and the API approve a version: a record edited after it was listed, or one whose
unpinned text now points at another entry, has another version, and the approval is
refused with 409 and the current one.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import math
import os
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.config import (
    SYSTEM_CLOCK,
    TARGETS,
    Clock,
    ReverieError,
    Settings,
    StoreError,
    UsageError,
)

from ..entries import preview
from ..journal import Journal
from ..render import FILE_NAMES
from ..store import Applied, MemoryStore, apply_operations, limit_refusal
from .describe import description, is_consolidation, summary_warning
from .judged import JudgedQueue, Tried, changed_at, target_key
from .pending_files import list_pending
from .proposals import fingerprints_of, is_expired
from .records import BATCH, REVERIE, PendingRecord, format_timestamp
from .retired import list_retired, retired_dir, state_of

PENDING, STALE, EXPIRED = "pending", "stale", "expired"
STATES = (PENDING, STALE, EXPIRED)
VERSION_CHARS = 16


@dataclass(frozen=True)
class Freshness:
    """A record's state now, why (for stale and expired), and its content version."""

    state: str
    reason: str | None
    version: str
    #: per operation, the full entry it acts on now (None for an add), as the version
    #: covers them; None when the record does not apply. Approval pins to these.
    resolved: tuple[str | None, ...] | None = field(default=None, compare=False)
    #: why, as a word: applied | superseded | changed | unchanged | no_room | expired
    cause: str | None = field(default=None, compare=False)

    @property
    def approvable(self) -> bool:
        return self.state == PENDING

    def to_dict(self) -> dict[str, Any]:
        return {"state": self.state, "stale_reason": self.reason if self.state == STALE else None,
                "expired_reason": self.reason if self.state == EXPIRED else None,
                "version": self.version}


def content_version(record: PendingRecord, resolved: Sequence[str | None] | None) -> str:
    """A hash of the payload and of the entries its operations act on (``resolved``: per
    operation the full entry a replace/remove acts on, None for an add; None when the
    record does not apply)."""
    blob = json.dumps({"payload": record.payload, "resolved": list(resolved or [])},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()[:VERSION_CHARS]


def store_operations(record: PendingRecord,
                     resolved: Sequence[str | None] | None = None) -> list[dict[str, Any]]:
    """The record's operations as the store takes them: each replace/remove with ``pinned``
    — the full entry it was staged against, or (``resolved``, for one staged without a pin,
    as Hermes stages) the entry its ``old_text`` resolved to when it was judged — which the
    store checks under its lock, so what is applied is what the version covered."""
    steps = []
    for position, op in enumerate(record.operations()):
        step = {"action": op["action"]}
        if op.get("content") is not None:
            step["content"] = op["content"]
        if op["action"] != "add":
            step["old_text"] = op.get("old_text")
            pin = op.get("matched_entry") or (resolved[position] if resolved else None)
            if pin:
                step["pinned"] = pin
        steps.append(step)
    return steps


def trial(record: PendingRecord, entries: list[str]) -> tuple[Applied | None, str | None]:
    """The record's operations applied to ``entries`` by the store's apply step: the
    result, or None and the store's refusal."""
    try:
        return apply_operations(record.target, entries, store_operations(record),
                                batch=record.action == BATCH), None
    except StoreError as exc:
        return None, _sentence(exc)


def tried(record: PendingRecord, entries: list[str], limit: int) -> Tried:
    """The part of :func:`judge` that rests only on the record and its target's entries and
    limit: its version, what it resolves to, and whether it no longer applies, changes
    nothing or no longer fits (kept between readers by :mod:`memory.pending.judged`)."""
    applied, refusal = trial(record, entries)
    resolved = tuple(applied.resolved) if applied else None
    version = content_version(record, resolved)
    name = FILE_NAMES.get(record.target, record.target)
    if applied is None:
        return Tried(version, resolved, "changed",
                     f"it no longer applies to {name}: {refusal}")
    if applied.after == applied.before:
        return Tried(version, resolved, "unchanged", f"{name} already holds this change; "
                                                     f"approving it would change nothing.")
    over = limit_refusal(applied.before, applied.after, limit, "Applying it")
    if over is not None:
        return Tried(version, resolved, "no_room", f"it no longer fits {name}: {_sentence(over)}")
    return Tried(version, resolved, None, None)


def judge(record: PendingRecord, *, entries: list[str], limit: int, now: float,
          max_age_seconds: float, applied_by: int | None = None,
          superseded_by: PendingRecord | None = None, found: Tried | None = None) -> Freshness:
    """The record's :class:`Freshness` against ``entries`` (its target's live entries).

    ``applied_by``: the journal op that already applied it, if any; ``superseded_by``: the
    newer record that replaces it (:func:`supersessions`); ``found``: its :func:`tried`
    against these entries and limit, when the caller has it."""
    if found is None:
        found = tried(record, list(entries), limit)

    def verdict(state: str, cause: str | None, reason: str | None) -> Freshness:
        return Freshness(state, reason, found.version, found.resolved, cause)

    if applied_by is not None:
        return verdict(STALE, "applied", f"it was already applied (operation {applied_by}).")
    if superseded_by is not None:
        what = "consolidation" if is_consolidation(superseded_by) else "record"
        return verdict(STALE, "superseded", f"a newer {what}, {superseded_by.id}, supersedes "
                                            f"it ({preview(description(superseded_by), 100)}).")
    if found.cause is not None:
        return verdict(STALE, found.cause, found.reason)
    if is_expired(record, now, max_age_seconds):
        days = max_age_seconds / 86400
        return verdict(EXPIRED, "expired", f"staged {format_timestamp(record.created_at)}, "
                                           f"more than {days:g} day(s) ago; its fact may be "
                                           f"proposed again.")
    return verdict(PENDING, None, None)


def supersession_keys(record: PendingRecord) -> set[str]:
    """What a newer record of the same target and stager supersedes ``record`` by sharing:
    an entry it acts on, or a fingerprint of its text."""
    return _touches(record) | fingerprints_of(record)


def supersessions(records: Iterable[PendingRecord], *,
                  keys_of: Callable[[PendingRecord], Iterable[str]] = supersession_keys,
                  ) -> dict[str, PendingRecord]:
    """For each record a newer one supersedes, that newer record.

    B supersedes an older A of the same target when both act on the same entry (a pinned
    or resolved replace/remove), when they propose the same text (by the journal's
    fingerprint), or when both are consolidations: at most one consolidation per target is
    ever pending, the newest. The newest such B wins.

    Only records of one stager supersede each other (issue 32): a Reverie record never
    retires one Hermes staged itself, nor the reverse. Both wait; the operator applies one,
    and the other is then stale because its entry changed, so it is never applied twice.

    One pass from the newest record down, remembering the newest record of each key
    (linear: at 3,000 records the pairwise comparison took seconds, issue 29)."""
    ordered = sorted(records, key=lambda r: (r.created_at if math.isfinite(r.created_at)
                                             else math.inf, r.id))
    newest_by_key: dict[tuple[str, bool, str], int] = {}
    newest_consolidation: dict[tuple[str, bool], int] = {}
    out: dict[str, PendingRecord] = {}
    for i in range(len(ordered) - 1, -1, -1):
        record = ordered[i]
        group = (record.target, _ours(record))
        keys = [(*group, k) for k in keys_of(record)]
        consolidation = is_consolidation(record)
        later = [newest_by_key[k] for k in keys if k in newest_by_key]
        if consolidation and group in newest_consolidation:
            later.append(newest_consolidation[group])
        if later:
            out[record.id] = ordered[max(later)]
        for k in keys:
            newest_by_key.setdefault(k, i)
        if consolidation:
            newest_consolidation.setdefault(group, i)
    return out


def contested(records: Iterable[PendingRecord],
              entries: Mapping[str, list[str]] | None = None) -> dict[str, list[PendingRecord]]:
    """For each record, the records of the other stager (Reverie / Hermes) that replace or
    remove the same entry: both wait, and whichever is applied first makes the other stale.
    Listed beside each other so the two never fight over one entry silently (issue 32).
    ``entries`` (per target) resolves an unpinned ``old_text`` (Hermes 0.19 pins nothing)
    to the one entry it selects now."""
    records = list(records)
    touches = {r.id: _touches(r) | _resolved(r, (entries or {}).get(r.target, []))
               for r in records}
    # Indexed by (target, stager, entry): linear in the records (issue 29: comparing every
    # pair took 48 s at 3,000 records, on every listing).
    by_key: dict[tuple[str, bool, str], list[PendingRecord]] = {}
    for record in records:
        for key in touches[record.id]:
            by_key.setdefault((record.target, _ours(record), key), []).append(record)
    order = {r.id: i for i, r in enumerate(records)}
    out: dict[str, list[PendingRecord]] = {}
    for record in records:
        seen: dict[str, PendingRecord] = {}
        for key in touches[record.id]:
            for other in by_key.get((record.target, not _ours(record), key), []):
                seen.setdefault(other.id, other)
        if seen:
            out[record.id] = sorted(seen.values(), key=lambda o: order[o.id])
    return out


def _resolved(record: PendingRecord, live: list[str]) -> set[str]:
    """``entry:<text>`` for each unpinned replace/remove whose old_text selects one entry."""
    out = set()
    for op in record.operations():
        old = op.get("old_text")
        if op["action"] != "add" and not op.get("matched_entry") and old:
            hits = [e for e in live if old in e]
            if len(hits) == 1:
                out.add(f"entry:{hits[0]}")
    return out


def _ours(record: PendingRecord) -> bool:
    return record.staged_by == REVERIE


def _touches(record: PendingRecord) -> set[str]:
    """``entry:<text>`` for every entry the record's replace/remove ops are pinned to."""
    return {f"entry:{op.get('matched_entry') or op.get('old_text')}"
            for op in record.operations() if op["action"] != "add"
            and (op.get("matched_entry") or op.get("old_text"))}


def read_entries(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> dict[str, list[str]]:
    """The live entries of each target (an unreadable file: none, so every record on it
    fails to apply)."""
    store = MemoryStore(settings, clock=clock)
    entries: dict[str, list[str]] = {}
    for target in TARGETS:
        try:
            entries[target] = store.entries(target)
        except ReverieError:
            entries[target] = []
    return entries


def judge_all(settings: Settings, records: Sequence[PendingRecord], *,
              clock: Clock = SYSTEM_CLOCK, journal: Any = None,
              entries: Mapping[str, list[str]] | None = None,
              judged: JudgedQueue | None = None) -> dict[str, Freshness]:
    """:func:`judge` for every record (one read of each target file, one journal query).
    ``judged``: the judged queue kept between processes, whose rows spare each unchanged
    record its supersession keys and its :func:`tried` (:mod:`memory.pending.judged`)."""
    if entries is None:
        entries = read_entries(settings, clock=clock)
    if judged is None:
        later = supersessions(records)
    else:
        later = supersessions(records, keys_of=lambda r: judged.keys(r, supersession_keys))
    now = clock.now()
    limits = {t: settings.memory.limit(t) for t in {r.target for r in records}}
    target_keys = {t: target_key(entries.get(t, []), limit) for t, limit in limits.items()}

    def found(record: PendingRecord) -> Tried | None:
        if judged is None:
            return None
        target = record.target
        live = entries.get(target, [])
        return judged.tried(record, target_keys[target], live, lambda: tried(
            record, list(live), limits[target]))

    def run(open_journal: Any) -> dict[str, Freshness]:
        applied = (open_journal.first_applied_ops([r.id for r in records])
                   if open_journal else {})
        out = {}
        for record in records:
            # (the entries are copied for a trial only: judging a kept record reads none)
            out[record.id] = judge(
                record, entries=entries.get(record.target, []),
                limit=limits[record.target], now=now,
                max_age_seconds=settings.staging.max_age_seconds,
                applied_by=applied.get(record.id), superseded_by=later.get(record.id),
                found=found(record))
        return out

    if journal is not None:
        return run(journal)
    if not settings.journal_db.exists():
        return run(None)  # nothing was ever journaled: nothing was applied either
    with Journal(settings, clock=clock) as own:
        return run(own)


def counts(verdicts: Iterable[Freshness]) -> dict[str, int]:
    """Records per state, every state present."""
    out = dict.fromkeys(STATES, 0)
    for verdict in verdicts:
        out[verdict.state] += 1
    return out


def _sentence(exc: Exception) -> str:
    message = getattr(exc, "message", None) or str(exc)
    return message.rstrip(".") + "."


@dataclass
class Overview:
    """Every pending record with its state, the counts by state and the oldest pending age
    (what `memory pending --json`, `queue --json` and ``/metrics`` report)."""

    records: list[PendingRecord]
    verdicts: dict[str, Freshness]
    problems: list[str]
    now: float
    #: The live entries the records were judged against (resolves an unpinned old_text).
    entries: dict[str, list[str]] = field(default_factory=dict)

    @property
    def counts(self) -> dict[str, int]:
        return counts(self.verdicts.values())

    @functools.cached_property
    def contests(self) -> dict[str, list[PendingRecord]]:
        """:func:`contested` over the records still waiting (a stale one fights no more)."""
        return contested((r for r in self.records if self.verdicts[r.id].state == PENDING),
                         self.entries)

    @property
    def oldest_pending_age_s(self) -> float | None:
        """Seconds since the oldest record still waiting for an operator was staged."""
        ages = [self.now - r.created_at for r in self.records
                if self.verdicts[r.id].state == PENDING and math.isfinite(r.created_at)]
        return round(max(ages), 1) if ages else None

    def item(self, record: PendingRecord) -> dict[str, Any]:
        """One record as the JSON listings show it: ``summary`` is the description made
        from the payload; a stored summary that disagrees is ``stored_summary`` beside a
        ``summary_warning``."""
        data = record.to_dict()
        warning = summary_warning(record)
        data["summary"] = description(record)
        data["stored_summary"] = record.summary if warning else None
        data["summary_warning"] = warning
        data["auto"] = record.auto
        data["staged_by"], data["staged_by_label"] = record.staged_by, record.staged_by_label
        data["same_entry_as"] = [{"id": o.id, "staged_by": o.staged_by_label}
                                 for o in self.contests.get(record.id, ())]
        data["age_s"] = round(self.now - record.created_at, 1) \
            if math.isfinite(record.created_at) else None
        return data | self.verdicts[record.id].to_dict()

    def to_dict(self, page: Page | None = None) -> dict[str, Any]:
        shown = self.records if page is None else page.records
        data = {"pending": [self.item(r) for r in shown], "counts": self.counts,
                "oldest_pending_age_s": self.oldest_pending_age_s, "problems": self.problems}
        if page is not None:
            data.update(page.to_dict())
        return data

    def select(self, *, offset: int = 0, limit: int | None = None, origin: str | None = None,
               kind: str | None = None, state: str | None = None) -> Page:
        """One page of the records (oldest first) narrowed by origin (``background_review``,
        ``foreground``, …), kind (``consolidation`` or the record's action) and state; only
        the page's records are then described, diffed or printed (issue 29: 3,000 records
        made one listing take seconds)."""
        if state is not None and state not in STATES:
            raise UsageError(f"No record state {state!r}.", hint=f"Use one of {', '.join(STATES)}.")
        if kind is not None and kind not in RECORD_KINDS:
            raise UsageError(f"No record kind {kind!r}.",
                             hint=f"Use one of {', '.join(RECORD_KINDS)}.")
        chosen = [r for r in self.records
                  if (origin is None or r.origin == origin)
                  and (kind is None or record_kind(r) == kind)
                  and (state is None or self.verdicts[r.id].state == state)]
        start = max(0, int(offset))
        end = len(chosen) if limit is None else start + max(0, int(limit))
        return Page(chosen[start:end], len(chosen), start, limit)


#: What a listing can be narrowed to by kind: a consolidation, or a record's action.
RECORD_KINDS = ("consolidation", "add", "replace", "remove", "batch")


def record_kind(record: PendingRecord) -> str:
    return "consolidation" if is_consolidation(record) else record.action


@dataclass(frozen=True)
class Page:
    """A page of a listing: its records, how many matched in all, and where it starts."""

    records: list[PendingRecord]
    total: int
    offset: int
    limit: int | None

    @property
    def next_offset(self) -> int | None:
        end = self.offset + len(self.records)
        return end if end < self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "offset": self.offset, "limit": self.limit,
                "next_offset": self.next_offset}


def overview(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
             stats: Mapping[str, os.stat_result] | None = None) -> Overview:
    """:func:`memory.pending.staging.list_pending` judged — each record's state and version — and
    the retired records (:mod:`memory.pending.retired`) with the state they were retired in.
    ``stats``: the record files' stats the caller just took (:class:`OverviewCache`)."""
    judged = JudgedQueue(settings, now=clock.now())
    records = list_pending(settings, judged=judged, stats=stats)
    entries = read_entries(settings, clock=clock)
    verdicts = judge_all(settings, records, clock=clock, entries=entries, judged=judged)
    judged.save()
    retired, problems = list_retired(settings)
    # A record both queued and retired (a sweep died between the two steps) is the queue's.
    retired = [r for r in retired if r.id not in verdicts]
    for record in retired:
        state, reason, _ = state_of(record)
        verdicts[record.id] = Freshness(state, reason, content_version(record, None))
    everything = sorted([*records, *retired], key=lambda r: (
        r.created_at if math.isfinite(r.created_at) else math.inf, r.id))
    return Overview(everything, verdicts, list(records.problems) + problems, clock.now(),
                    entries)


class OverviewCache:
    """The last :func:`overview` of one home, reused while nothing it rests on changed: the
    pending and retired directories (a record written, claimed, retired or dropped changes
    its directory), each record file in pending/ (a record edited in place leaves its
    directory alone) and both memory files, by mtime, change time, size and inode (a copy
    in place, ``cp -p``, keeps inode and size and puts the old mtime back: only the change
    time, which no program can set, tells the content apart) — and until the first
    pending record expires. ``/metrics`` and the console's pages share one (issue 29:
    /metrics judged 3,000 records at every scrape). A change within :data:`RACY_S` of the
    read (by mtime or change time: ``cp -p`` puts an old mtime on a new copy) is not
    trusted to show in the stamps (a coarse file system clock), so such a reading is not
    reused. An approval that died before dropping its record is seen
    again once anything else changes. A new console's first reading is itself cheap when
    the home's kept judged queue (:mod:`memory.pending.judged`) still holds the records."""

    RACY_S = 2.0

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: tuple[Any, ...] | None = None
        self._overview: Overview | None = None
        self._until = math.inf

    def get(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> Overview:
        key, newest, stats = _signature(settings)
        now = clock.now()
        with self._lock:
            if self._overview is not None and key == self._key and now < self._until:
                again = dataclasses.replace(self._overview, now=now)
                # The contests of 3,000 records are worked out once per reading, not per page.
                if "contests" in self._overview.__dict__:
                    again.__dict__["contests"] = self._overview.__dict__["contests"]
                return again
        fresh = overview(settings, clock=clock, stats=stats)
        with self._lock:
            settled = clock.now() - newest > self.RACY_S
            self._key = key if settled else None
            self._overview = fresh
            ages = [r.created_at for r in fresh.records
                    if fresh.verdicts[r.id].state == PENDING and math.isfinite(r.created_at)]
            self._until = (min(ages) + settings.staging.max_age_seconds) if ages else math.inf
        return fresh


def _signature(settings: Settings) -> tuple[tuple[Any, ...], float, dict[str, os.stat_result]]:
    """What an overview rests on, the newest change in it (seconds), and each record file's
    stat by name (the listing that may follow takes none again)."""
    stats: dict[str, os.stat_result] = {}
    paths = [settings.pending_dir, retired_dir(settings),
             *(settings.memory_file(t) for t in TARGETS)]
    parts: list[Any] = [tuple(settings.memory.limit(t) for t in TARGETS),
                        settings.staging.max_age_seconds]
    newest = 0.0
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            parts.append((str(path), None))
            continue
        parts.append((str(path), st.st_mtime_ns, st.st_ctime_ns, st.st_size, st.st_ino))
        newest = max(newest, changed_at(st))
    # A record edited in place (by hand, or by a tool that does not replace the file) leaves
    # its directory's mtime alone: each record file's own stat is part of the signature
    # (a few ms at 3,000 records, against judging them all again).
    try:
        with os.scandir(settings.pending_dir) as entries:
            for entry in entries:
                if not entry.name.endswith(".json"):   # the stage lock is no record
                    continue
                try:
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                parts.append((entry.name, st.st_mtime_ns, st.st_ctime_ns, st.st_size,
                              st.st_ino))
                newest = max(newest, changed_at(st))
                stats[entry.name] = st
    except OSError:
        pass
    return tuple(parts), newest, stats
