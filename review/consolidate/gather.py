"""What consolidation knows about each live entry before it plans.

- **learned at**: when the user said it — the earliest timestamp of the messages the
  journal's last change to that exact text rests on (its evidence); without evidence
  messages, when that change was written; an entry with no journal row was there before
  Reverie and counts as the oldest. Using the messages' own times, not the time a review
  happened to run, keeps "the newer evidence wins" independent of scheduling (four workers
  reviewing a backlog in any order agree on which port is the latest).
- **mentions / last seen**: how many later sessions name the entry's most distinctive
  words (its identifiers and values, or its rarest words among the target's entries), and
  when the last of them did; found with the session store's own search, leaving out the
  session it was learned in and the archive's mirror session.
- **source**: where the journal's last change to that text says it came from (asked,
  operator, learned: ``memory_ops.source``, learn84), for the ranking's asked tier; with no
  journal row, "asked" when a user's message in the sessions asks to keep it (fixlearn21);
- **protected**: :func:`memory.upkeep.protection.protected_entries`; **busy**: a pending record
  (a review's replace or remove, an operator's, Hermes') acts on it, or the operator
  rejected its removal before — consolidation leaves such entries as they are.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections import Counter
from collections.abc import Sequence
from typing import Any

from reverie.config import Clock, ReverieError, Settings
from reverie.memory import entries as fmt
from reverie.memory.journal import ASKED, Journal
from reverie.memory.pending.staging import list_pending
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION, ARCHIVE_SOURCE
from reverie.memory.upkeep.protection import protected_entries
from reverie.memory.upkeep.status import CONSOLIDATION_KEY
from reverie.memory.upkeep.upkeep_db import UpkeepDB

from ..kept_on_request import asked
from .plan import Entry
from .text import FUNCTION, is_value, read

log = logging.getLogger("reverie.consolidate")

#: Words of an entry looked for in later sessions (its most distinctive ones).
MENTION_TERMS = 2
MENTION_SESSIONS = 20


def gather(settings: Settings, target: str, live: Sequence[str], *, journal: Journal,
           db: UpkeepDB, clock: Clock, sessions: Any = None) -> list[Entry]:
    protected = protected_entries(settings, target, live, db=db, clock=clock)
    busy = _busy(settings, target, live, journal)
    origins = {text: journal.last_change_to(target, text) for text in live}
    times = _message_times(sessions, [i for op in origins.values() if op is not None
                                      for i in _ids(op.evidence)])
    doc_freq = Counter(t for text in live for t in set(read(text).significant))
    out = []
    for text in live:
        op = origins[text]
        evidence = op.evidence if op is not None and isinstance(op.evidence, dict) else None
        said = [times[i] for i in _ids(evidence) if i in times]
        learned = min(said) if said else (op.at if op is not None else None)
        mentions, last_seen = _mentions(sessions, text, doc_freq, learned, evidence)
        source = op.source if op is not None else _asked_in_sessions(sessions, text, doc_freq)
        out.append(Entry(text=text, learned_at=learned, evidence=_slim(evidence, op),
                         last_seen=last_seen, mentions=mentions,
                         protected=text in protected, busy=text in busy, source=source))
    return out


def _asked_in_sessions(sessions: Any, text: str, doc_freq: Counter) -> str | None:
    """fixlearn21 (learn84's Left): "asked" for an entry the journal has no row of (Hermes'
    own memory tool wrote it, when the user asked it to in the foreground; or it was there
    before Reverie) when a user's message in the sessions asks to keep what it says, read as a
    review's proposal is (:func:`review.kept_on_request.asked`, the user's own words); None
    otherwise: ranked by its kind, as before. Without it such an entry ranked like a passing
    mention, whatever the user had asked."""
    if sessions is None or not (terms := _terms(text, doc_freq)):
        return None
    try:
        hits = sessions.search(" ".join(f'"{t}"' for t in terms), limit=MENTION_SESSIONS)
    except ReverieError as exc:
        log.debug("whether %r was asked for was not read: %s", text[:40], exc)
        return None
    ids = [m.message_id for hit in hits if hit.source != ARCHIVE_SOURCE and hit.session_id != ARCHIVE_SESSION
           for m in hit.matches if m.role == "user"]
    said: list[str] = []
    with contextlib.suppress(sqlite3.Error):
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            said += [row[0] for row in sessions.connection.execute(
                f"SELECT content FROM messages WHERE id IN ({','.join('?' * len(chunk))})", chunk)
                if isinstance(row[0], str)]
    return ASKED if asked(text, said) else None


def _ids(evidence: Any) -> list[int]:
    ids = evidence.get("message_ids") if isinstance(evidence, dict) else None
    return [i for i in ids if isinstance(i, int) and not isinstance(i, bool)] if isinstance(ids, list) else []


def origin_evidence(op: Any) -> dict[str, Any] | None:
    """The evidence an archive row keeps of the journal change ``op`` that wrote an entry."""
    if op is None:
        return None
    return _slim(op.evidence if isinstance(op.evidence, dict) else None, op)


def learned_at(op: Any, sessions: Any) -> float | None:
    """When the user said what the journal change ``op`` wrote (one entry's "learned at",
    as :func:`gather` reads it for many at once): the earliest time of the messages its
    evidence cites, read from ``sessions`` (state.db); else when the change was written;
    None for no change (an entry from before Reverie)."""
    if op is None:
        return None
    evidence = op.evidence if isinstance(op.evidence, dict) else None
    said = list(_message_times(sessions, _ids(evidence)).values())
    return min(said) if said else op.at


def _slim(evidence: dict[str, Any] | None, op: Any) -> dict[str, Any] | None:
    """The evidence an archive row keeps: where the entry came from, not every quote."""
    if op is None:
        return None
    out: dict[str, Any] = {"op_id": op.op_id, "origin": op.origin, "record_id": op.record_id}
    if evidence:
        out["session_id"] = evidence.get("session_id")
        out["message_ids"] = _ids(evidence)
        quotes = evidence.get("quotes")
        if isinstance(quotes, list):
            out["quotes"] = quotes[:2]
    return out


def _message_times(sessions: Any, ids: Sequence[int]) -> dict[int, float]:
    if sessions is None or not ids:
        return {}
    found: dict[int, float] = {}
    unique = sorted(set(ids))
    with contextlib.suppress(sqlite3.Error):
        for start in range(0, len(unique), 500):
            chunk = unique[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for mid, ts in sessions.connection.execute(
                    f"SELECT id, timestamp FROM messages WHERE id IN ({marks})", chunk):
                if isinstance(ts, int | float):
                    found[mid] = float(ts)
    return found


def _terms(text: str, doc_freq: Counter) -> list[str]:
    reading = read(text)
    candidates = [t for t in dict.fromkeys(reading.tokens)
                  if t not in FUNCTION and (len(t) >= 3 or is_value(t)) and not reading.cjk]
    # Identifiers and values first (they name the thing), then the rarest words.
    candidates.sort(key=lambda t: (not (is_value(t) or any(c.isdigit() for c in t)),
                                   doc_freq.get(t, 0), -len(t)))
    return candidates[:MENTION_TERMS]


def _mentions(sessions: Any, text: str, doc_freq: Counter, learned: float | None,
              evidence: dict[str, Any] | None) -> tuple[int, float | None]:
    if sessions is None:
        return 0, None
    terms = _terms(text, doc_freq)
    if not terms:
        return 0, None
    query = " ".join(f'"{t}"' for t in terms)
    origin = evidence.get("session_id") if evidence else None
    try:
        hits = sessions.search(query, limit=MENTION_SESSIONS)
    except ReverieError as exc:
        log.debug("mentions of %r not counted: %s", text[:40], exc)
        return 0, None
    seen = []
    for hit in hits:
        if hit.source == ARCHIVE_SOURCE or hit.session_id in (ARCHIVE_SESSION, origin):
            continue
        times = [m.timestamp for m in hit.matches
                 if isinstance(m.timestamp, int | float) and m.timestamp > (learned or 0.0)]
        if times:
            seen.append(max(times))
    return len(seen), (max(seen) if seen else None)


def _busy(settings: Settings, target: str, live: Sequence[str], journal: Journal) -> set[str]:
    """Entries a pending record (other than a consolidation) acts on, and entries whose
    removal the operator rejected before."""
    busy: set[str] = set()
    try:
        records = list_pending(settings)
    except ReverieError:
        records = []
    for record in records:
        if record.target != target or CONSOLIDATION_KEY in record.extra:
            continue
        for op in record.operations():
            if op["action"] == "add":
                continue
            pinned = op.get("matched_entry")
            if pinned:
                busy.add(pinned)
                continue
            with contextlib.suppress(fmt.NoMatch, fmt.AmbiguousMatch):
                busy.add(fmt.locate(list(live), op.get("old_text") or "").entry)
    busy.update(text for text in live if journal.is_rejected(target, "remove", text))
    return busy
