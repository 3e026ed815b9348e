"""Waiting facts: proposals that did not fit, kept instead of dropped (spec §16).

When a review's proposal would take a target past its limit, the proposal is kept here as
``waiting`` with its evidence, and a consolidation of that target is due. Once there is
room again (a consolidation was applied, an operator removed entries) the consolidation job
proposes it again through the same staging as any review proposal — unless meanwhile it was
superseded by a newer fact on the same subject (then it goes to the archive: nothing the
user said is thrown away), rejected by an operator, or asked not to be remembered.

States: ``waiting`` → ``landed`` (applied), ``proposed`` (staged for an operator; the
record id is kept), ``superseded``, ``rejected``, ``duplicate`` (already live or pending).
One proposal waits once: the same text (by the journal's fingerprint) is not queued twice.

Bounded and ranked (issue 29): the waiting facts of a target need at most
``reverie.garden.waiting_cap`` of its limit (:func:`cap_waiting`). Past it, the
lowest-ranked — said longest ago, then least confident, then longest — are archived as
``never_placed`` with their evidence (searchable and restorable like any archived fact)
and an operator-facing line is logged and returned.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config import TARGETS, Settings, StagingError

from ..journal import fingerprint
from ..render import FILE_NAMES
from ..scan.scanner import find_threat, withhold, withhold_all
from .archive import ArchiveItem
from .upkeep_db import UpkeepTables, dumps, loads

log = logging.getLogger(__name__)

STATES = ("waiting", "landed", "proposed", "superseded", "rejected", "duplicate", "never_placed")
#: The archive kind (and waiting state) of a fact dropped past its target's cap.
NEVER_PLACED = "never_placed"


@dataclass(frozen=True)
class WaitingFact:
    id: int
    target: str
    content: str
    evidence: Any
    reason: str | None
    confidence: float | None
    model: str | None
    hold: str | None
    session_id: str | None
    created_at: float
    state: str
    record_id: str | None = None
    note: str | None = None
    said_at: float | None = None

    @property
    def since(self) -> float:
        """When the user said it (its evidence), else when it started waiting."""
        return self.said_at if self.said_at is not None else self.created_at

    @property
    def size(self) -> int:
        """Characters it adds to its file (with the delimiter before it)."""
        return len(self.content) + 3

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "target": self.target, "content": self.content,
                "evidence": self.evidence, "reason": self.reason,
                "confidence": self.confidence, "session_id": self.session_id,
                "said_at": self.said_at, "created_at": self.created_at, "state": self.state,
                "record_id": self.record_id, "note": self.note}


def _fact(row: Any) -> WaitingFact:
    return WaitingFact(id=row["id"], target=row["target"], content=row["content"],
                       evidence=loads(row["evidence"]), reason=row["reason"],
                       confidence=row["confidence"], model=row["model"], hold=row["hold"],
                       session_id=row["session_id"], created_at=row["created_at"],
                       state=row["state"], record_id=row["record_id"], note=row["note"],
                       said_at=row["said_at"])


class WaitingFacts(UpkeepTables):
    """The waiting facts of one home/profile (journal.db component ``upkeep``)."""

    def add(self, target: str, content: str, *, evidence: Any = None, reason: str | None = None,
            confidence: float | None = None, model: str | None = None, hold: str | None = None,
            session_id: str | None = None, said_at: float | None = None) -> int | None:
        """Keep one proposal waiting; None when the same text is already waiting."""
        if target not in TARGETS:
            raise StagingError(f"No memory target {target!r}.")
        # The content waits to reach the file (and the prompt): the scanner has the last
        # word here too, whoever passed it before (issue 28). What is said about it (the
        # model's reason, quotes) is withheld if blocked, as in a pending record.
        threat = find_threat(content)
        if threat is not None:
            raise StagingError(threat.message)
        with self.db.write() as conn:
            cur = conn.execute(
                "INSERT INTO upkeep_waiting(target, content, fingerprint, evidence, reason,"
                " confidence, model, hold, session_id, said_at, created_at, state) VALUES"
                " (?,?,?,?,?,?,?,?,?,?,?,'waiting') ON CONFLICT DO NOTHING",
                (target, content, fingerprint(target, "add", content),
                 dumps(withhold_all(evidence)), withhold(reason), confidence, model,
                 withhold(hold), session_id, said_at, self.clock.now()))
            return int(cur.lastrowid) if cur.rowcount else None

    def settle(self, fact_id: int, state: str, *, note: str | None = None,
               record_id: str | None = None) -> None:
        if state not in STATES or state == "waiting":
            raise ValueError(f"a waiting fact cannot become {state!r}")
        with self.db.write() as conn:
            conn.execute("UPDATE upkeep_waiting SET state = ?, settled_at = ?, note = ?,"
                         " record_id = ? WHERE id = ? AND state = 'waiting'",
                         (state, self.clock.now(), withhold(note), record_id, fact_id))

    def facts(self, target: str | None = None, *,
              states: Sequence[str] = ("waiting",)) -> list[WaitingFact]:
        """Facts in ``states``, oldest first (the order they are proposed again)."""
        sql = f"SELECT * FROM upkeep_waiting WHERE state IN ({','.join('?' * len(states))})"
        args: list[Any] = list(states)
        if target is not None:
            sql += " AND target = ?"
            args.append(target)
        return [_fact(r) for r in self.db.rows(sql + " ORDER BY COALESCE(said_at, created_at), id", tuple(args))]

    def counts(self) -> dict[str, int]:
        counts = dict.fromkeys(TARGETS, 0)
        for target, n in self.db.rows("SELECT target, COUNT(*) FROM upkeep_waiting"
                                      " WHERE state = 'waiting' GROUP BY target"):
            counts[target] = n
        return counts


def rank(fact: WaitingFact) -> tuple[float, float, int, int]:
    """A waiting fact's place in the queue for room, best first: the most recently said
    (the user's latest word is the likeliest still true and wanted), then the most
    confident, then the shortest (more facts fit), then the first kept."""
    return (-fact.since, -(fact.confidence or 0.0), fact.size, fact.id)


def over_cap(facts: Sequence[WaitingFact], cap_chars: int) -> list[WaitingFact]:
    """The facts past the cap: walking ``facts`` best first, every one from the first that
    no longer fits within ``cap_chars`` (a strict rank order, so a lower-ranked short
    fact never keeps its place over a higher-ranked long one)."""
    ranked = sorted(facts, key=rank)
    used = 0
    for i, fact in enumerate(ranked):
        if used + fact.size > cap_chars:
            return ranked[i:]
        used += fact.size
    return []


@dataclass(frozen=True)
class Capped:
    """What :func:`cap_waiting` did to one target."""

    target: str
    archived: list[int]       # archive ids of the facts never placed
    kept: int                 # facts still waiting
    cap_chars: int

    def record(self) -> dict[str, Any]:
        """What a job's outcome carries for ``run --once``, which sums every job's into one
        line a file (worker.cli.queue_cmd.never_placed_lines)."""
        return {"target": self.target, "archived": self.archived, "kept": self.kept,
                "cap_chars": self.cap_chars, "message": self.line}

    @property
    def line(self) -> str | None:
        """The operator's line (None when nothing went past the cap)."""
        if not self.archived:
            return None
        return (f"{len(self.archived)} waiting fact(s) for {FILE_NAMES[self.target]} were moved "
                f"to the archive as never placed: the waiting facts may need at most "
                f"{self.cap_chars:,} characters (reverie.garden.waiting_cap) and these ranked "
                f"lowest (said longest ago); {self.kept} still wait. Find them with `reverie "
                f"memory archive search WORDS`, restore one with `reverie memory archive "
                f"restore ID`.")


def cap_waiting(settings: Settings, target: str, *, waiting: WaitingFacts,
                archive: Any) -> Capped:
    """Archive the waiting facts of ``target`` past its cap (module docstring), in one
    journal.db transaction with their waiting rows (``archive`` must share ``waiting``'s
    database), then mirror them. Cost: one read of the target's waiting facts and a sort."""
    cap = settings.garden.waiting_cap_chars(settings.memory.limit(target))
    facts = waiting.facts(target)
    gone = over_cap(facts, cap)
    if not gone:
        return Capped(target, [], len(facts), cap)
    if archive.db is not waiting.db:
        raise ValueError("cap_waiting needs the archive and the waiting facts on one database")
    why = (f"never placed: more facts waited for room than the cap of {cap:,} characters, "
           "and this one ranked lowest")
    now = waiting.clock.now()
    ids: list[int] = []
    with waiting.db.write() as conn:
        for f in gone:
            # Claimed first, in this transaction: the facts were read before it, and two
            # workers capping at once each archived the one fact (session 28, a worker
            # killed mid-review and run again: a never-placed fact twice in the archive).
            if not conn.execute("UPDATE upkeep_waiting SET state = ?, settled_at = ?"
                                " WHERE id = ? AND state = 'waiting'",
                                (NEVER_PLACED, now, f.id)).rowcount:
                continue
            # One at a time: the archive refuses a text the scanner blocks now (issue 28);
            # such a fact still leaves the queue (it could never be placed either).
            got = archive.insert_archived(target, [ArchiveItem(
                text=f.content, kind=NEVER_PLACED, why=why, learned_at=f.since,
                evidence=f.evidence)])
            ids += got
            conn.execute("UPDATE upkeep_waiting SET note = ? WHERE id = ?",
                         (f"archived as #{got[0]}" if got
                          else "the memory scan blocks it now: not archived", f.id))
    archive.mirror_ids(ids)
    capped = Capped(target, ids, len(facts) - len(gone), cap)
    log.warning("%s", capped.line)
    return capped
