"""Waiting facts proposed again once there is room (spec §16).

Oldest first, each waiting fact of the target is:

- **rejected** if the operator rejected that text before, or the user asked not to
  remember it (the review's own vetoes, checked again: they may be newer than the fact);
- **superseded** if a newer fact on the same subject arrived meanwhile — a live entry
  learned after it was said, or a later waiting fact — and then archived (kind
  ``waiting``), since the user did say it;
- a **duplicate** if a live entry already says all of it or the same text is pending;
- otherwise staged as the background add it was, with its evidence and reason, when it fits
  beside the live entries: applied at once (``landed``) or, under ``write_approval`` or an
  evidence hold, staged for an operator (``proposed``). What still does not fit keeps
  waiting. A learned fact fits only up to high water, as a review's add (the room above
  is the agent's own tool's, tester26); one the user asked to keep (evidence source
  ``asked``) up to the limit.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config import Clock, Settings
from reverie.memory.journal import ASKED, Journal, fingerprint
from reverie.memory.pending.staging import StageRequest, pending_fingerprints, stage
from reverie.memory.store import MemoryStore, is_over_limit
from reverie.memory.upkeep.archive import Archive, ArchiveItem
from reverie.memory.upkeep.waiting import WaitingFact, WaitingFacts

from ..exclusions import Exclusions, vetoed
from .measures import contained, slot_keys, supersedes
from .plan import size

ORIGIN = "background_review"


@dataclass(frozen=True)
class Reproposed:
    fact: WaitingFact
    state: str                      # landed | proposed | superseded | rejected | duplicate | waiting
    note: str = ""
    record_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.fact.id, "content": self.fact.content, "state": self.state,
                "note": self.note, "record_id": self.record_id}


def repropose(settings: Settings, target: str, *, waiting: WaitingFacts, archive: Archive,
              journal: Journal, exclusions: Exclusions | Sequence[str], learned: dict[str, float | None],
              clock: Clock, lock_timeout: float) -> list[Reproposed]:
    """Propose again every waiting fact of ``target`` that may go (module docstring).

    ``learned``: when each live entry was learned (gather's reading), for supersession.
    """
    store = MemoryStore(settings, clock=clock)
    limit = settings.memory.limit(target)
    facts = waiting.facts(target)
    pending = pending_fingerprints(settings)
    # Linear in the waiting facts (issue 29): the file is read again only after a fact
    # landed in it, and a fact is checked for supersession only against the facts that
    # share one of its slots (no other can supersede it).
    by_slot: dict[tuple[str, str], list[WaitingFact]] = defaultdict(list)
    for fact in facts:
        for key in slot_keys(fact.content):
            by_slot[key].append(fact)
    live = store.entries(target)
    out: list[Reproposed] = []
    for fact in facts:
        same_slot = {f.id: f for key in slot_keys(fact.content) for f in by_slot[key]}
        verdict = _verdict(fact, sorted(same_slot.values(), key=lambda f: (f.since, f.id)), live,
                           learned, journal, exclusions,
                           pending)
        if verdict is not None:
            state, note = verdict
            if state == "superseded":
                archive.archive_now(target, [ArchiveItem(
                    text=fact.content, kind="waiting", why=note, learned_at=fact.since,
                    evidence=fact.evidence)])
            waiting.settle(fact.id, state, note=note)
            out.append(Reproposed(fact, state, note))
            continue
        if size([*live, fact.content]) > limit:
            out.append(Reproposed(fact, "waiting", "still no room"))
            continue
        if (settings.garden.enabled and _source(fact) != ASKED
                and settings.garden.above_high_water(size([*live, fact.content]), limit)):
            out.append(Reproposed(fact, "waiting", "still no room below high water"))
            continue
        request = StageRequest({"action": "add", "target": target, "content": fact.content},
                               origin=ORIGIN, evidence=fact.evidence, reason=fact.reason,
                               confidence=fact.confidence, model=fact.model, hold=fact.hold,
                               ceiling=(settings.garden.ceiling(limit)
                                        if settings.garden.enabled and _source(fact) != ASKED
                                        else None))
        outcome = stage(settings, request, clock=clock, journal=journal,
                        lock_timeout=lock_timeout)
        if outcome.status == "refused" and is_over_limit(outcome.response):
            # another writer took the room since the file was read: it still waits
            out.append(Reproposed(fact, "waiting", "still no room"))
            continue
        state = {"applied": "landed", "staged": "proposed", "duplicate": "duplicate"}.get(
            outcome.status, "rejected")
        waiting.settle(fact.id, state, note=outcome.message, record_id=outcome.record_id)
        out.append(Reproposed(fact, state, outcome.message, outcome.record_id))
        if state == "landed":
            live = store.entries(target)
    return out


def _source(fact: WaitingFact) -> str | None:
    evidence = fact.evidence if isinstance(fact.evidence, dict) else {}
    return evidence.get("source")


def _verdict(fact: WaitingFact, facts: Sequence[WaitingFact], live: Sequence[str],
             learned: dict[str, float | None], journal: Journal, exclusions: Exclusions | Sequence[str],
             pending: set[str]) -> tuple[str, str] | None:
    target, text = fact.target, fact.content
    if journal.is_rejected(target, "add", text):
        return "rejected", "the operator rejected this proposal before"
    request = vetoed(text, exclusions)
    if request:
        return "rejected", f"the user asked not to remember this ({request[:80]!r})"
    for entry in live:
        if (learned.get(entry) or 0.0) > fact.since and supersedes(entry, text):
            return "superseded", f"superseded before it fitted by a newer entry: {entry[:80]!r}"
    for later in facts:
        if later.id != fact.id and later.since > fact.since and later.state == "waiting" \
                and supersedes(later.content, text):
            return ("superseded", "superseded before it fitted by a newer waiting fact: "
                                  f"{later.content[:80]!r}")
    if text in live or any(contained(text, entry) for entry in live):
        return "duplicate", "a live entry already says it"
    if fingerprint(target, "add", text) in pending:
        return "duplicate", "the same proposal is pending"
    return None
