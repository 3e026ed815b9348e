"""What each console page shows, as JSON-ready dicts: the page renders the same dict its
``/api/…`` twin returns.

Every function is a thin gathering of library calls — the ones the CLI makes
(``memory.staging``, ``memory.journal``, ``memory.journey``, ``memory.store``,
``worker.monitor``, ``search_index``) — plus one console rule: **no secret is ever shown**.
Any text that fails the memory scanner (a hand-edited secret in MEMORY.md, a key pasted into
a session) is replaced by ``[withheld: <pattern id>]`` before it leaves this module;
everything else is escaped by the templates.
"""

from __future__ import annotations

import math
from typing import Any

from reverie.config import TARGETS, Clock, ReverieError, Settings
from reverie.memory import journey as journey_lib
from reverie.memory import staging
from reverie.memory.journal import Journal
from reverie.memory.records import PendingRecord, age_text, format_timestamp
from reverie.memory.store import open_store
from reverie.memory.withholding import withhold, withhold_all, withhold_within
from reverie.search_index import SessionStore

from .diffview import side_by_side

JOURNAL_PAGE = 100
SESSION_PAGE = 10


#: Every field a pending record may hold (memory/records.py) and the console shows. Hermes
#: 0.19 writes only id, subsystem, action, summary, origin, created_at and payload, and the
#: agent's own tool (assistant_tool) adds no evidence, reason, confidence or model: each
#: item has every key, None where the record has no value, so no page meets a missing one.
OPTIONAL_RECORD_FIELDS = ("matched_entry", "evidence", "reason", "confidence", "model", "cost")


def record_item(record: PendingRecord) -> dict[str, Any]:
    """A record as the page and ``/api/pending`` show it: withheld, every field present."""
    item = withhold_all(record.to_dict())
    for key in OPTIONAL_RECORD_FIELDS:
        item.setdefault(key, None)
    confidence = item["confidence"]
    # A hand-written record may say NaN or 1e999: shown as no confidence, not as a 500
    # (JSON has no NaN) or "inf%".
    item["confidence"] = confidence if confidence is not None and math.isfinite(confidence) \
        else None
    item["quotes"] = _quotes(record.evidence)
    return item


def _quotes(evidence: Any) -> list[dict[str, Any]]:
    """The evidence quotes the page links to their messages; any other shape shows none
    (the evidence count still says how many items there are)."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("quotes"), list):
        return []
    session_id = evidence.get("session_id")
    quotes = []
    for quote in evidence["quotes"]:
        if isinstance(quote, dict) and isinstance(quote.get("text"), str):
            message_id = quote.get("message_id")
            quotes.append({"text": withhold(quote["text"]),
                           "session_id": session_id if isinstance(session_id, str) else None,
                           "message_id": message_id if isinstance(message_id, int)
                           and not isinstance(message_id, bool) else None})
    return quotes


def pending(settings: Settings, clock: Clock) -> dict[str, Any]:
    """Pending records oldest first, each with its age and the diff of its target file."""
    records = staging.list_pending(settings)
    now = clock.now()
    items = []
    for record in records:
        item = record_item(record)
        item.update(auto=record.auto, age=age_text(record.created_at, now),
                    created=format_timestamp(record.created_at),
                    created_epoch=record.created_at, target=record.target,
                    evidence_count=record.evidence_count)
        try:
            diff = staging.diff_record(settings, record.id, clock=clock, redact=withhold).to_dict()
            diff["rows"] = side_by_side(diff["diff"])
            item["diff"], item["diff_error"] = diff, None
        except ReverieError as exc:  # the record no longer applies: say why, as the CLI does
            item["diff"], item["diff_error"] = None, withhold_within(str(exc), quoted_in(record))
        items.append(item)
    return {"pending": items, "problems": [withhold(p) for p in records.problems]}


def quoted_by_record(settings: Settings, id_or_all: str) -> dict[str, list[str]]:
    """:func:`quoted_in` for the record ``id_or_all`` names (or every pending one), read
    before an approval or rejection takes them away; {} for one that cannot be read."""
    try:
        records = (staging.list_pending(settings) if id_or_all == "all"
                   else [staging.load_record(settings, id_or_all)])
    except ReverieError:
        return {}
    return {record.id: quoted_in(record) for record in records}


def quoted_in(record: PendingRecord) -> list[str]:
    """The user texts a message about ``record`` may quote: its summary and what each of
    its operations adds, matches or takes out."""
    texts = [record.summary]
    for op in record.operations():
        texts += [op.get(key) for key in ("content", "old_text", "matched_entry")
                  if isinstance(op.get(key), str)]
    return texts


def memory(settings: Settings, clock: Clock) -> dict[str, Any]:
    """Both files (entries with their journey node ids, usage) and the frozen snapshot."""
    store = open_store(settings, clock=clock)
    live = store.show()
    snapshot = store.show(snapshot=True)
    nodes = {(n.target, n.index): n for n in journey_lib.journey(settings, clock=clock)}
    out: dict[str, Any] = {}
    for target in TARGETS:
        view = live[target]
        entries = []
        for index, text in enumerate(view["entries"]):
            node = nodes.get((target, index))
            shown = withhold(text)
            entries.append({"index": index, "text": shown, "withheld": shown != text,
                            "node": node.node_id if node else None,
                            "how": node.how if node else None,
                            "when": node.when if node and node.learned_at else None})
        out[target] = {
            "file": view["file"], "enabled": view["enabled"], "usage": view["usage"],
            "chars": view["chars"], "limit": view["limit"], "entry_count": view["entry_count"],
            "percent": min(100, round(100 * view["chars"] / view["limit"])) if view["limit"] else 0,
            "entries": entries,
            # The snapshot is already scanned (blocked entries left out) by the store.
            "snapshot": snapshot[target]["snapshot"],
        }
    return {"targets": out}


def journal(settings: Settings, clock: Clock, *, limit: int = JOURNAL_PAGE) -> dict[str, Any]:
    """The journal newest first (with which operations can still be undone) and the journey."""
    with Journal(settings, clock=clock) as j:
        ops = j.log(limit)
    operations = []
    for op in ops:
        data = withhold_all(op.to_dict())
        data["undoable"] = op.is_change and op.undone_by is None
        operations.append(data)
    nodes = [withhold_all(n.to_dict()) for n in journey_lib.journey(settings, clock=clock)]
    return {"operations": operations, "journey": nodes}


def queue(settings: Settings, tasks: Any, clock: Clock) -> dict[str, Any]:
    """`reverie queue --json` and `reverie queue failed --json`, side by side."""
    from reverie.worker.monitor import failed_jobs, queue_status

    return {"status": queue_status(settings, clock=clock, tasks=tasks),
            "failed": withhold_all(failed_jobs(settings))}


def sessions(settings: Settings, query: str, *, offset: int = 0) -> dict[str, Any]:
    """Search hits (snippets marked ``>>>``/``<<<``, summaries) — or nothing for no query."""
    if not query.strip():
        return {"query": query, "offset": offset, "hits": []}
    with SessionStore.open(settings) as store:
        hits = store.search(query, limit=SESSION_PAGE, offset=offset)
    return {"query": query, "offset": offset,
            "hits": [withhold_all(h.to_dict()) for h in hits]}


def session(settings: Settings, session_id: str) -> dict[str, Any]:
    """One session's messages, oldest first, with its summary and lineage."""
    with SessionStore.open(settings) as store:
        found = store.get_session(session_id)
        if found is None:
            raise LookupError(session_id)
        messages = store.messages(session_id)
        summary = store.get_summary(session_id)
        lineage = store.lineage(session_id)
    return {"session": withhold_all(found.to_dict()),
            "lineage": lineage,
            "summary": withhold_all(summary.to_dict()) if summary else None,
            "messages": [withhold_all(m.to_dict()) | {"time": format_timestamp(m.timestamp)}
                         for m in messages]}
