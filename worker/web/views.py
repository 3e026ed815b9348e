"""What each console page shows, as JSON-ready dicts: the page renders the same dict its
``/api/…`` twin returns.

Every function is a thin gathering of library calls — the ones the CLI makes
(``memory.pending.staging``, ``memory.journal``, ``memory.journey``, ``memory.store``,
``worker.monitor``, ``search_index``) — plus one console rule: **no secret is ever shown**.
Any text that fails the memory scanner (a hand-edited secret in MEMORY.md, a key pasted into
a session) is replaced by ``[withheld: <pattern id>]`` before it leaves this module;
everything else is escaped by the templates.
"""

from __future__ import annotations

import dataclasses
import math
import sqlite3
from typing import Any

from reverie.config import TARGETS, Clock, ReverieError, Settings
from reverie.memory import journey as journey_lib
from reverie.memory.journal import Journal
from reverie.memory.pending import describe, freshness, staging
from reverie.memory.pending.records import PendingRecord, age_text, format_timestamp
from reverie.memory.scan.withholding import withhold, withhold_all, withhold_within
from reverie.memory.store import open_store
from reverie.review.summarize import stored_requests, withheld_summaries
from reverie.search_index import SessionStore
from reverie.worker.monitor import HOME_LABELS, failed_jobs, pool_status, queue_status
from reverie.worker.untyped_evidence import untyped_entries

from .diffview import side_by_side

JOURNAL_PAGE = 100
SESSION_PAGE = 10


#: Every field a pending record may hold (memory/pending/records.py) and the console shows. Hermes
#: 0.19 writes only id, subsystem, action, summary, origin, created_at and payload, and the
#: agent's own tool (assistant_tool) adds no evidence, reason, confidence or model: each
#: item has every key, None where the record has no value, so no page meets a missing one.
OPTIONAL_RECORD_FIELDS = ("matched_entry", "evidence", "reason", "confidence", "model", "cost")


def record_item(record: PendingRecord, known: Any) -> dict[str, Any]:
    """A record as the page and ``/api/pending`` show it: withheld, every field present;
    its quotes read through the user's requests stored now (``known``: see
    :func:`quotes_read`)."""
    item = withhold_all(record.to_dict())
    for key in OPTIONAL_RECORD_FIELDS:
        item.setdefault(key, None)
    confidence = item["confidence"]
    # A hand-written record may say NaN or 1e999: shown as no confidence, not as a 500
    # (JSON has no NaN) or "inf%".
    item["confidence"] = confidence if confidence is not None and math.isfinite(confidence) \
        else None
    # (a quote stored before the user asked to forget what it holds is read through the
    # request, as an archived fact's is; beside the record's own text: session 31, tester23)
    beside = " ".join(describe.quoted_texts(record))
    item["quotes"] = [] if known is None else _quotes(
        record.evidence, lambda text: known.withhold(text, beside=beside))
    return item


def _quotes(evidence: Any, read: Any) -> list[dict[str, Any]]:
    """The evidence quotes the page links to their messages, each as ``read`` shows it; any
    other shape shows none (the evidence count still says how many items there are)."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("quotes"), list):
        return []
    session_id = evidence.get("session_id")
    quotes = []
    for quote in evidence["quotes"]:
        if isinstance(quote, dict) and isinstance(quote.get("text"), str):
            message_id = quote.get("message_id")
            quotes.append({"text": withhold(read(quote["text"])),
                           "session_id": session_id if isinstance(session_id, str) else None,
                           "message_id": message_id if isinstance(message_id, int)
                           and not isinstance(message_id, bool) else None})
    return quotes


def pending(settings: Settings, clock: Clock, *, cache: Any = None, offset: int = 0,
            limit: int | None = None, origin: str | None = None, kind: str | None = None,
            state: str | None = None) -> dict[str, Any]:
    """One page of the pending records, oldest first — each described from its payload,
    with its state, content version, operations and the diff of its target file — and the
    same records grouped for review: consolidations (one unit each), then by session, then
    the rest; stale and expired ones last (they are never applied). ``offset``/``limit``
    and the ``origin``/``kind``/``state`` filters choose the page (issue 29: only its
    records are diffed); ``counts`` are of the whole queue, ``total`` of the filtered one."""
    listing = (freshness.overview(settings, clock=clock) if cache is None
               else cache.get(settings, clock=clock))
    chosen = listing.select(offset=offset, limit=limit, origin=origin, kind=kind, state=state)
    now = listing.now
    items = []
    known = stored_requests(settings, clock) if chosen.records else None
    for record in chosen.records:
        item = record_item(record, known)
        item.update(withhold_all({k: v for k, v in listing.item(record).items()
                                  if k in LISTING_FIELDS}))
        item.update(auto=record.auto, staged_by=record.staged_by,
                    staged_by_label=record.staged_by_label, age=age_text(record.created_at, now),
                    created=format_timestamp(record.created_at),
                    created_epoch=record.created_at, target=record.target,
                    evidence_count=record.evidence_count,
                    session_id=_session_of(record))
        rows, warnings = describe.operations(record)
        item["operations"] = withhold_all(rows)
        item["operation_warnings"] = warnings
        item["consolidation"] = _consolidation(rows) if describe.is_consolidation(record) else None
        item["editable"] = (item["state"] == "pending" and record.action in EDITABLE
                            and item["operations"][0]["content"] == rows[0]["content"])
        try:
            # A pending record is diffed as the listing read it, against the entries it was
            # judged on; a stale or expired one (perhaps retired) from disk, as before.
            waiting = item["state"] == freshness.PENDING
            diff = staging.diff_record(
                settings, record.id, clock=clock, redact=withhold,
                record=record if waiting else None,
                entries=listing.entries.get(record.target) if waiting else None).to_dict()
            diff["rows"] = side_by_side(diff["diff"])
            item["diff"], item["diff_error"] = diff, None
        except ReverieError as exc:  # the record no longer applies: say why, as the CLI does
            item["diff"], item["diff_error"] = None, withhold_within(str(exc), describe.quoted_texts(record))
        items.append(item)
    return {"pending": items, "groups": groups(items), "counts": listing.counts,
            "oldest_pending_age_s": listing.oldest_pending_age_s,
            "problems": [withhold(p) for p in listing.problems],
            "filters": {"origin": origin, "kind": kind, "state": state}, **chosen.to_dict()}


#: What the JSON listing adds to a record (memory.pending.freshness.Overview.item): ``summary`` is
#: the description made from the payload, the stored one beside its warning.
LISTING_FIELDS = ("summary", "stored_summary", "summary_warning", "state", "stale_reason",
                  "expired_reason", "version", "age_s")
#: Records whose wording an operator may change before approving (`approve --content`).
EDITABLE = ("add", "replace")


def _session_of(record: PendingRecord) -> str | None:
    evidence = record.evidence
    sid = evidence.get("session_id") if isinstance(evidence, dict) else None
    return sid if isinstance(sid, str) and sid else None


def _consolidation(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """A consolidation's steps counted from the operations whose step matched its payload."""
    counted: dict[str, int] = {}
    for row in rows:
        if row["step"]:
            counted[row["step"]] = counted.get(row["step"], 0) + 1
    return {"steps": counted, "operations": len(rows)}


def groups(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The review units of the Pending page, in order: each consolidation alone, each
    session's records, the records of no session, then stale and expired ones. Every group
    carries the versions of its approvable records (what its Approve/Reject buttons act on)."""
    consolidations: list[dict[str, Any]] = []
    out: list[dict[str, Any]] = []
    sessions: dict[str, dict[str, Any]] = {}
    other = {"kind": "other", "key": "other", "title": "Not from a session", "ids": []}
    inactive = {"kind": "inactive", "key": "inactive",
                "title": "Stale and expired (never applied)", "ids": []}
    for item in items:
        if item["state"] != "pending":
            inactive["ids"].append(item["id"])
        elif item["consolidation"] is not None:
            consolidations.append({"kind": "consolidation", "key": f"c-{item['id']}",
                        "title": f"Consolidation of "
                                 f"{'MEMORY.md' if item['target'] == 'memory' else 'USER.md'}",
                        "ids": [item["id"]]})
        elif item["session_id"]:
            group = sessions.get(item["session_id"])
            if group is None:
                group = sessions[item["session_id"]] = {
                    "kind": "session", "key": f"s-{len(sessions)}",
                    "title": f"Session {item['session_id']}",
                    "session_id": item["session_id"], "ids": []}
                out.append(group)
            group["ids"].append(item["id"])
        else:
            other["ids"].append(item["id"])
    out = consolidations + out + [g for g in (other, inactive) if g["ids"]]
    versions = {item["id"]: item["version"] for item in items if item["state"] == "pending"}
    for group in out:
        group["versions"] = {rid: versions[rid] for rid in group["ids"] if rid in versions}
    return out


def quotes_read(facts: list[dict[str, Any]], known: Any) -> list[dict[str, Any]]:
    """Archived facts (their dicts) with each evidence quote read through the user's requests
    stored now (``known``: review.summarize.stored_requests), as a stored summary is: a quote
    is a whole message, and a sentence of it the user asked to forget since stays out. None:
    the requests cannot be read, so no quote is shown."""
    out = []
    for fact in facts:
        evidence = fact.get("evidence")
        if isinstance(evidence, dict) and evidence.get("quotes"):
            # (beside the fact: its own words are shown as the kept fact is; session 28)
            beside = str(fact.get("text") or "")
            quotes = [] if known is None else [
                dict(q, text=known.withhold(str(q.get("text") or ""), beside=beside))
                for q in evidence["quotes"] if isinstance(q, dict)]
            fact = fact | {"evidence": evidence | {"quotes": quotes}}
        out.append(fact)
    return out


def quoted_by_record(settings: Settings, id_or_all: str) -> dict[str, list[str]]:
    """:func:`memory.pending.describe.quoted_texts` for the record ``id_or_all`` names (or every pending one), read
    before an approval or rejection takes them away; {} for one that cannot be read."""
    try:
        records = (staging.list_pending(settings) if id_or_all == "all"
                   else [staging.load_record(settings, id_or_all)])
    except ReverieError:
        return {}
    return {record.id: describe.quoted_texts(record) for record in records}


def memory(settings: Settings, clock: Clock) -> dict[str, Any]:
    """Both files (entries with their journey node ids, usage) and the frozen snapshot."""
    store = open_store(settings, clock=clock)
    live = store.show()
    snapshot = store.show(snapshot=True)
    nodes = {(n.target, n.index): n for n in journey_lib.journey(settings, clock=clock)}
    # (what doctor's untyped_evidence names: a page that cannot read state.db marks nothing)
    try:
        untyped = {(e.target, e.entry) for e in untyped_entries(settings)}
    except (sqlite3.Error, ReverieError):
        untyped = set()
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
                            "when": node.when if node and node.learned_at else None,
                            "untyped": (target, text) in untyped})
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
    """The journal newest first (with which operations can still be undone) and the journey,
    the files' entries and the user's past events."""
    with Journal(settings, clock=clock) as j:
        ops = j.log(limit)
    operations = []
    for op in ops:
        data = withhold_all(op.to_dict())
        data["undoable"] = op.is_change and op.undone_by is None
        operations.append(data)
    nodes = [withhold_all(n.to_dict()) for n in journey_lib.journey(settings, clock=clock)]
    # The user's past events were learned too; the archive holds them, never the prompt.
    facts, total = journey_lib.past_events(settings, clock=clock)
    episodes = quotes_read([withhold_all(e.to_dict() | {
        "how": journey_lib.past_event_how(e, command=False)}) for e in facts],
        stored_requests(settings, clock) if facts else None)
    return {"operations": operations, "journey": nodes, "episodes": episodes,
            "episodes_total": total}


def queue(settings: Settings, tasks: Any, clock: Clock, *, pool: Any = None,
          labels: int | None = None, pending_cache: Any = None) -> dict[str, Any]:
    """`reverie queue --json` and `reverie queue failed --json`, side by side; with a pool
    (``serve --homes``) also `reverie queue --homes … --json` as ``homes``.
    ``pending_cache``: the console's judged queue, which /metrics and the Pending page share."""
    out = {"status": queue_status(settings, clock=clock, tasks=tasks,
                                  pending_cache=pending_cache).to_dict(),
           "failed": withhold_all(failed_jobs(settings))}
    if pool is not None:
        out["homes"] = pool_status(pool, clock=clock, labels=labels or HOME_LABELS)
    return out


def sessions(settings: Settings, query: str, *, offset: int = 0) -> dict[str, Any]:
    """Search hits (snippets marked ``>>>``/``<<<``, summaries) — or nothing for no query."""
    if not query.strip():
        return {"query": query, "offset": offset, "hits": []}
    with SessionStore.open(settings) as store:
        hits = withheld_summaries(settings, store.search(query, limit=SESSION_PAGE,
                                                          offset=offset))
    return {"query": query, "offset": offset,
            "hits": [withhold_all(h.to_dict()) for h in hits]}


@dataclasses.dataclass(frozen=True)
class _Summarised:
    """A stored summary in the shape withheld_summaries reads (a search hit's)."""

    summary: Any


def session(settings: Settings, session_id: str) -> dict[str, Any]:
    """One session's messages, oldest first, with its summary and lineage."""
    with SessionStore.open(settings) as store:
        found = store.get_session(session_id)
        if found is None:
            raise LookupError(session_id)
        messages = store.messages(session_id)
        summary = store.get_summary(session_id)
        lineage = store.lineage(session_id)
    if summary is not None:   # stored before a later "forget …": read through it
        (summary,) = [hit.summary for hit in withheld_summaries(settings, [_Summarised(summary)])]
    return {"session": withhold_all(found.to_dict()),
            "lineage": lineage,
            "summary": withhold_all(summary.to_dict()) if summary else None,
            "messages": [withhold_all(m.to_dict()) | {"time": format_timestamp(m.timestamp)}
                         for m in messages]}
