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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config import TARGETS, StagingError

from ..journal import fingerprint
from ..scan.scanner import withhold, withhold_all
from .upkeep_db import UpkeepTables, dumps, loads

STATES = ("waiting", "landed", "proposed", "superseded", "rejected", "duplicate")


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
        # The content is a proposal that passed the scan; what is said about it (the
        # model's reason, quotes) is withheld if blocked, as in a pending record.
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
