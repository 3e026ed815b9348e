"""Records decided outside Reverie: found gone, with no decision in the journal.

Hermes' own ``/memory approve|reject`` works on the same ``pending/memory/`` as Reverie
(docs/agent-integration.md: each side decides the other's records), and a hand ``rm`` of a
record is a rejection too. Every path of Reverie's that drops a record journals its decision
first (approval, rejection, retirement, withdrawal), so a record Reverie staged whose file is
gone and which no row decided was decided elsewhere. It is journaled by ``someone outside
Reverie``: ``approved`` when the memory file shows its change, else ``rejected`` (its row saying that
Hermes' reject and a hand ``rm`` cannot be told apart: :data:`REJECTED_OUTSIDE`), with its
proposals remembered as an operator's rejection through Reverie is, so the reviewer does not
propose them again (spec §6). Run by :func:`memory.pending.reconcile.reconcile` (worker start,
``run --once``) and by the sweep (every ``reverie.schedule.scan_seconds`` while a scheduler
runs), so a long-running worker learns of it too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reverie.config import ReverieError, Settings
from reverie.config.regular import read_regular

from ..entries import parse_entries
from ..journal import LEARNED, SOURCES, Journal
from .approval import remember_rejected
from .records import RECORD_ID_RE, PendingRecord, operations_of, record_path
from .retired import retired_path


@dataclass
class Decided:
    """The records found decided outside Reverie, and what could not be settled yet."""

    ids: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def settle_decided_elsewhere(settings: Settings, journal: Journal, *,
                             via: str) -> Decided:
    """Journal the records decided outside Reverie (module doc). Each file is looked at
    before the journal is asked again: Reverie journals its own decision before it drops the file, so a record found
    gone and still undecided after that was not dropped by Reverie."""
    report = Decided()
    gone = [op.record_id for op in journal.undecided_staged()
            if not _file_left(settings, op.record_id or "")]
    if not gone:
        return report
    live: dict[str, set[str] | None] = {}
    for op in journal.undecided_staged(gone):
        rid = op.record_id or ""
        if rid in report.ids:
            continue
        try:
            record = PendingRecord(id=rid, action=op.action or "", summary=op.message or "",
                                   origin=op.origin, created_at=op.at, payload=op.payload,
                                   evidence=op.evidence, reason=op.reason, model=op.model)
            target, operations = record.target, operations_of(record.payload)
        except (KeyError, TypeError, AttributeError):
            report.problems.append(f"{rid}: its staged row has no payload Reverie can read")
            continue
        if target not in live:
            live[target] = _entries(settings, target)
        entries = live[target]
        if entries is None:
            report.problems.append(f"{rid}: {target}'s file could not be read; decided later")
            continue
        with journal.db.write():
            if all(_shows(o, entries) for o in operations):
                # One operation: its entry before and after, so journey and log show
                # where the entry came from and `memory undo` can take it back.
                before, after = _change(operations[0]) if len(operations) == 1 else (None, None)
                journal.record("approved", origin=record.origin, who=OUTSIDE, via=via,
                               target=target, action=record.action, record_id=rid,
                               before=before, after=after,
                               payload=record.payload, evidence=record.evidence,
                               message="approved outside Reverie: its record was gone and"
                                       " the memory file shows its change",
                               source=_source(record, after))
            else:
                remember_rejected(journal, record, OUTSIDE, via, how=REJECTED_OUTSIDE)
        report.ids.append(rid)
    return report


def _source(record: PendingRecord, after: str | None) -> str | None:
    """Where the entry an approval outside Reverie wrote came from (memory.journal.SOURCES),
    as :class:`memory.journaled.JournalHook` says it for one Reverie applies: what the
    record's evidence says (asked, learned), else learned for a review's or the agent's
    record; None for a consolidation's (it writes no fact of its own) or a removal."""
    if after is None:
        return None
    evidence = record.evidence if isinstance(record.evidence, dict) else {}
    if evidence.get("source") in SOURCES:
        return evidence["source"]
    return None if evidence.get("kind") == "consolidation" else LEARNED


#: Who decided a record Reverie found decided elsewhere (Hermes, or a hand edit).
OUTSIDE = "someone outside Reverie"
#: How a rejection found here starts its journal row. Hermes (0.19, 0.22) rejects a record
#: by unlinking its file (``tools.write_approval.discard_pending``) and leaves no other
#: trace, no log line nor audit file, so a ``/memory reject`` and a hand ``rm`` are the
#: same to Reverie: the row names both, and both are remembered as rejections.
REJECTED_OUTSIDE = "rejected outside Reverie (Hermes' /memory reject or removed by hand): "


def _file_left(settings: Settings, record_id: str) -> bool:
    if not RECORD_ID_RE.fullmatch(record_id):
        return True     # not a name Reverie gives a record: nothing to decide
    path = record_path(settings.pending_dir, record_id)
    return (path.exists() or path.is_symlink()
            or retired_path(settings, record_id).exists())


def _entries(settings: Settings, target: str) -> set[str] | None:
    try:   # a regular file only: a FIFO put there must not hang the sweep
        text = read_regular(settings.memory_file(target)).decode("utf-8")
    except FileNotFoundError:
        return set()
    except (OSError, UnicodeDecodeError, ReverieError):
        return None
    return set(parse_entries(text))


def _shows(op: dict[str, Any], entries: set[str]) -> bool:
    """Whether ``entries`` show the change of one staged operation as made."""
    if op.get("action") == "remove":
        return (op.get("matched_entry") or op.get("old_text")) not in entries
    return op.get("content") in entries


def _change(op: dict[str, Any]) -> tuple[str | None, str | None]:
    """(entry before, entry after) of one operation, as the store journals a change."""
    if op.get("action") == "add":
        return None, op.get("content")
    pinned = op.get("matched_entry")
    return pinned, (op.get("content") if op.get("action") == "replace" else None)
