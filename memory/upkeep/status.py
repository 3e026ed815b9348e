"""Where each bounded file stands, and when it is due for a consolidation (spec §16).

:func:`target_status` is what `reverie queue --json` (``memory.targets.<t>``), ``/metrics``,
the console's Memory page, `reverie run` and `reverie doctor` report per target: usage and
its ratio, waiting facts, archived facts, the pending consolidation if any, and — the one
thing an operator must not miss — ``attention``: the target is above high water with facts
waiting and no consolidation pending (upkeep is off, every entry is protected, or the
consolidation job keeps failing), so the waiting facts will not land by themselves.

:func:`due_targets` is the ``consolidate`` job kind's due work, from durable state only:

- ``waiting``: facts wait for room and the target changed since the last run;
- ``high_water``: the target is above ``reverie.garden.high_water`` and changed since;
- ``schedule``: above ``low_water`` and ``every_hours`` passed since the last run;
- ``settle``: an applied consolidation's archive rows are still to be settled;
- ``superseded``: a live entry updates another (same subject, another value) and the
  target changed since: a correction the review wrote as an add is resolved at once.

"Changed since" compares a digest of the live entries, the waiting facts and the
protections with the one the last run recorded, so an unchanged state is never
consolidated twice (a rejected consolidation is not proposed again at the next scan).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, ReverieError, Settings
from reverie.config.database import Database
from reverie.config.regular import read_regular

from ..entries import parse_entries
from ..pending.describe import CONSOLIDATION_KEY
from ..pending.staging import list_pending
from ..store import MemoryStore
from .archive import Archive
from .upkeep_db import UpkeepDB, read_only_counts
from .waiting import WaitingFacts


@dataclass(frozen=True)
class DueTarget:
    target: str
    reasons: list[str] = field(default_factory=list)
    since: float | None = None


def inputs_digest(entries: Sequence[str], waiting_ids: Sequence[int],
                  protected: Sequence[str]) -> str:
    h = hashlib.sha256()
    for part in (*entries, "\x1e", *map(str, waiting_ids), "\x1e", *sorted(protected)):
        h.update(part.encode("utf-8", "surrogatepass"))
        h.update(b"\x1f")
    return h.hexdigest()[:32]


def pending_consolidations(settings: Settings,
                           records: Sequence[Any] | None = None) -> dict[str, list[Any]]:
    """Pending consolidation records per target, oldest first (of ``records`` when the
    caller already listed the queue)."""
    out: dict[str, list[Any]] = {t: [] for t in TARGETS}
    for record in list_pending(settings) if records is None else records:
        if CONSOLIDATION_KEY in record.extra:
            out.setdefault(record.target, []).append(record)
    return out


def last_runs(db: UpkeepDB) -> dict[str, dict[str, Any]]:
    return {r["target"]: dict(r) for r in db.rows("SELECT * FROM upkeep_runs")}


def record_run(db: UpkeepDB, target: str, *, at: float, inputs: str, outcome: str,
               record_id: str | None) -> None:
    with db.write() as conn:
        conn.execute("INSERT INTO upkeep_runs(target, last_run_at, inputs, outcome, record_id)"
                     " VALUES (?,?,?,?,?) ON CONFLICT(target) DO UPDATE SET"
                     " last_run_at = excluded.last_run_at, inputs = excluded.inputs,"
                     " outcome = excluded.outcome, record_id = excluded.record_id",
                     (target, at, inputs, outcome, record_id))


def _protected_texts(db: UpkeepDB, target: str) -> list[str]:
    return [r["text"] for r in db.rows("SELECT text FROM upkeep_protected WHERE target = ?",
                                       (target,))]


def current_digest(settings: Settings, db: UpkeepDB, target: str,
                   entries: Sequence[str] | None = None) -> str:
    if entries is None:
        entries = MemoryStore(settings).entries(target)
    ids = [w.id for w in WaitingFacts(settings, db=db).facts(target)]
    return inputs_digest(entries, ids, _protected_texts(db, target))


def _unsettled(settings: Settings, db: UpkeepDB) -> set[str]:
    """Targets with proposed archive rows whose record is no longer pending."""
    return Archive(settings, clock=db.clock, db=db).unsettled_targets()


def due_targets(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                superseded: Callable[[Sequence[str]], bool] | None = None,
                shares: Database | None = None) -> list[DueTarget]:
    """The targets a ``consolidate`` job is due for (module docstring). ``superseded``:
    whether some of the live entries update another (the review's measure, handed in by
    the job layer: memory does not judge entries). ``shares``: a journal.db handle whose
    connections the upkeep tables are read through (a worker's home: its jobs' own)."""
    garden = settings.garden
    if not garden.enabled:
        return []
    now = clock.now()
    store = MemoryStore(settings, clock=clock)
    due = []
    with UpkeepDB(settings, clock=clock, shares=shares) as db:
        runs = last_runs(db)
        unsettled = _unsettled(settings, db)
        for target in TARGETS:
            if not settings.memory.enabled(target):
                continue
            entries = store.entries(target)
            used, limit = len("\n§\n".join(entries)), settings.memory.limit(target)
            waiting = WaitingFacts(settings, db=db).facts(target)
            run = runs.get(target)
            digest = inputs_digest(entries, [w.id for w in waiting], _protected_texts(db, target))
            changed = run is None or run["inputs"] != digest
            reasons = []
            if waiting and changed:
                reasons.append("waiting")
            if garden.above_high_water(used, limit) and changed:
                reasons.append("high_water")
            if used > limit * garden.low_water and (
                    run is None or now - run["last_run_at"] >= garden.every_hours * 3600):
                reasons.append("schedule")
            if target in unsettled:
                reasons.append("settle")
            if changed and not reasons and superseded is not None and superseded(entries):
                reasons.append("superseded")
            if reasons:
                since = min([w.created_at for w in waiting], default=None)
                due.append(DueTarget(target, reasons, since if since is not None else now))
    return due


def target_status(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                  records: Sequence[Any] | None = None,
                  shares: Database | None = None,
                  sessions: Any = None) -> dict[str, dict[str, Any]]:
    """Per target: usage, waiting, archived, pending consolidation, attention (docstring).
    ``records``: the pending records, when the caller already listed them. ``shares``: a
    journal.db handle whose connections the upkeep tables are read through, ``sessions``:
    an open session store of state.db for the archive's mirror (a home's runtime: `run
    --once`'s report opened journal.db and state.db once more a home for this, issue 27)."""
    store = MemoryStore(settings, clock=clock)
    try:
        pending = pending_consolidations(settings, records)
    except ReverieError:
        pending = {t: [] for t in TARGETS}
    with UpkeepDB(settings, clock=clock, shares=shares) as db:
        Archive(settings, clock=clock, db=db).settle(store=sessions)
        waiting = WaitingFacts(settings, db=db).counts()
        archived = Archive(settings, clock=clock, db=db).counts()
    out = {}
    for target in TARGETS:
        out[target] = _view(settings, target, store.entries(target),
                            waiting=waiting.get(target, 0), archived=archived.get(target, 0),
                            pending=pending.get(target, []))
    return out


def read_only_status(settings: Settings) -> dict[str, dict[str, Any]]:
    """:func:`target_status` without writing anything (no settle, no migration): what
    ``reverie doctor`` reads. The counts are those journal.db holds now."""
    counts = read_only_counts(settings.journal_db) or {}
    try:
        pending = pending_consolidations(settings)
    except ReverieError:
        pending = {t: [] for t in TARGETS}
    out = {}
    for target in TARGETS:
        path = settings.memory_file(target)
        try:  # a FIFO or a device is the memory_files check's finding, never a hang here
            raw = read_regular(path, limit=max(64 * 1024, 4 * settings.memory.limit(target)))
            entries = parse_entries(raw.decode("utf-8", "replace"))
        except (OSError, ReverieError):
            entries = []
        found = counts.get(target, {})
        out[target] = _view(settings, target, entries, waiting=found.get("waiting", 0),
                            archived=found.get("archived", 0), pending=pending.get(target, []))
    return out


def _view(settings: Settings, target: str, entries: list[str], *, waiting: int,
          archived: int, pending: list[Any]) -> dict[str, Any]:
    """One target's status (what :func:`target_status` and :func:`read_only_status` report)
    from its entries, its counts and its pending consolidations (oldest first)."""
    garden = settings.garden
    used, limit = len("\n§\n".join(entries)), settings.memory.limit(target)
    view = {
        "entries": len(entries), "chars": used, "limit": limit,
        "usage_ratio": round(used / limit, 4) if limit else 0.0,
        "high_water": garden.high_water, "low_water": garden.low_water,
        "above_high_water": garden.above_high_water(used, limit),
        "waiting": waiting, "archived": archived,
        "consolidation_pending": pending[-1].id if pending else None,
        "upkeep_enabled": garden.enabled and settings.memory.enabled(target),
        "file": settings.memory_file(target).name,
    }
    view["stalled"] = bool(view["waiting"] and view["above_high_water"]
                           and not view["consolidation_pending"])
    view["attention"] = attention(target, view)
    return view


def attention(target: str, view: dict[str, Any]) -> str | None:
    """The operator's line for a target whose waiting facts will not land on their own."""
    if not view["waiting"]:
        return None
    pct = round(100 * view["usage_ratio"])
    facts = f"{view['waiting']} fact(s) wait for room in {target}"
    # Above high water the room left belongs to the agent's own tool and the operator
    # (tester26): say so, so nobody reads "82% full" as room the facts could take.
    above = (f"{view.get('file', target)} is above high water ({pct}%; high water "
             f"{round(100 * view['high_water'])}%), the room above is the agent's"
             if view["above_high_water"] and view["upkeep_enabled"] else f"{pct}% full")
    if view["consolidation_pending"]:
        return (f"{facts} ({above}); consolidation {view['consolidation_pending']} waits "
                f"for approval: `reverie memory diff {view['consolidation_pending']}`, then "
                "approve or reject it.")
    if view["above_high_water"]:
        why = ("memory upkeep is off (reverie.garden.enabled)" if not view["upkeep_enabled"]
               else "see `reverie queue failed`, and `reverie memory protect` protections")
        ours = "; the room above is the agent's" if view["upkeep_enabled"] else ""
        return (f"{facts}: it is {pct}% full, above high water "
                f"({round(100 * view['high_water'])}%{ours}), "
                f"and no consolidation is pending — {why}.")
    return None
