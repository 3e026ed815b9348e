"""What a pending record does, told from its payload alone (issue 22 item 1).

A record's ``summary`` is whatever its writer put there: Reverie's own line, Hermes' line,
or — in a hand-written or tampered file — anything at all ("add user: User prefers dark
mode." over a payload that authorises pushes to main). Every listing therefore shows
:func:`description` (made from the payload, the same line :func:`records.summarize` writes),
and a stored summary that does not tell the same story is shown beside it as a warning
(:func:`summary_warning`), never instead of it.

A stored summary *agrees* when it is one of the lines an honest writer makes for this
payload: Reverie's (:func:`records.summarize`, also as it read before ``old_text`` was
pinned to the whole entry), Hermes 0.19's (``"add to memory: <content[:120]>"``, its
replace/remove/batch forms), either cut short; or ``"<action> <target>: <text>"`` whose
text is part of what the operation adds, replaces or removes.

:func:`operations` lists each operation for a reviewer — and for a consolidation (a batch
record upkeep staged, marked by :data:`CONSOLIDATION_KEY`) labels each one with its step
(merged, superseded, shortened, archived) where the record's own description of that step
names the same action on the same entry; where it does not, the step is left unlabelled and
the disagreement is a warning, as for a summary.
"""

from __future__ import annotations

from typing import Any

from ..entries import preview
from .records import BATCH, PREVIEW_CHARS, PendingRecord, summarize

#: The record key under which a consolidation (issue 20, memory upkeep) keeps its
#: description: ``{"steps": [{"op": n, "kind", "action", "reason", "entries"}, ...], ...}``
#: (written by review.consolidate; the one definition, staging and upkeep import it).
CONSOLIDATION_KEY = "consolidation"
#: The record key saying why a proposal that policy would apply at once waits instead
#: (issue 13: it rests on no message of the user's); set by :func:`memory.pending.staging.stage`.
HELD_KEY = "held_for_approval"
#: The step kinds of a consolidation, as a reviewer reads them.
STEP_LABELS = {"merged": "merged", "superseded": "superseded",
               "possibly_superseded": "possibly superseded", "shortened": "shortened",
               "evicted": "archived", "archived": "archived"}
_HERMES_LABELS = {"memory": "memory", "user": "user profile"}


def description(record_or_payload: PendingRecord | dict[str, Any]) -> str:
    """The one line shown for a record: what it does, where, and the first 120 characters
    of the text concerned — from the payload, whatever the stored summary says. A
    consolidation says where its entries go ("moved to the archive"), in the console's
    words: "22 operations (remove)" read as if approving deleted facts (issue 29)."""
    if isinstance(record_or_payload, PendingRecord) and is_consolidation(record_or_payload):
        return consolidation_line(record_or_payload)
    payload = record_or_payload.payload if isinstance(record_or_payload, PendingRecord) \
        else record_or_payload
    return summarize(payload)


def consolidation_line(record: PendingRecord) -> str:
    """``consolidate memory: 22 entries moved to the archive (18 for room, 3 merged, 1
    superseded), 2 rewritten; first: …`` — counted from the operations whose step agrees
    with the payload (:func:`operations`); an unlabelled remove still goes to the archive."""
    rows, _ = operations(record)
    moved = [r for r in rows if r["action"] == "remove"]
    rewritten = [r for r in rows if r["action"] == "replace"]
    kinds: dict[str, int] = {}
    for row in moved:
        label = "for room" if row["step"] in (None, "archived") else row["step"]
        kinds[label] = kinds.get(label, 0) + 1
    parts = [f"{len(moved)} entr{'y' if len(moved) == 1 else 'ies'} moved to the archive"
             + (f" ({', '.join(f'{n} {k}' for k, n in kinds.items())})" if kinds else "")]
    if rewritten:
        parts.append(f"{len(rewritten)} rewritten (the old wording moved to the archive)")
    first = rows[0]["preview"] if rows else ""
    return f"consolidate {record.target}: {', '.join(parts)}; first: {first}"


def destinations(record: PendingRecord) -> list[str]:
    """Where each entry a consolidation touches goes, one line each (`memory diff`)."""
    rows, _ = operations(record)
    out = []
    for row in rows:
        entry = preview(row["entry"] or "", PREVIEW_CHARS)
        why = f" — {row['why']}" if row["why"] else ""
        if row["action"] == "remove":
            into = f" (merged into: {preview(row['into'], 80)})" if row["into"] else ""
            out.append(f"  {entry} -> moved to the archive, {row['step'] or 'archived'}"
                       f"{into}{why}")
        elif row["action"] == "replace":
            out.append(f"  {entry} -> rewritten as {row['preview']}; the old wording moved to "
                       f"the archive ({row['step'] or 'replaced'}){why}")
        else:
            out.append(f"  + {row['preview']} (added){why}")
    return out


def is_consolidation(record: PendingRecord) -> bool:
    return isinstance(record.extra.get(CONSOLIDATION_KEY), dict)


def summary_warning(record: PendingRecord, stored: str | None = None) -> str | None:
    """A warning when the record's stored summary does not describe its payload; None when
    it does (or there is none). ``stored``: the summary as written in the file (defaults to
    ``record.summary``)."""
    text = record.summary if stored is None else stored
    if not isinstance(text, str) or not text.strip() or _agrees(record.payload, text):
        return None
    return (f"The record's own summary reads \"{preview(text, 160)}\", which is not what "
            f"it does; shown is what its payload does.")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _cut_match(stored: str, honest: str) -> bool:
    """``stored`` is ``honest``, or ``honest`` cut short (with or without an ellipsis)."""
    s, h = _flat(stored), _flat(honest)
    if s == h:
        return True
    s = s.removesuffix("…").removesuffix("...").rstrip()
    return len(s) >= min(len(h), 24) and h.startswith(s)


def _agrees(payload: dict[str, Any], stored: str) -> bool:
    if any(_cut_match(stored, honest) for honest in _honest_lines(payload)):
        return True
    if payload["action"] == BATCH:
        return False
    head, sep, said = stored.partition(":")
    if not sep or payload["action"] not in head.lower().split():
        return False
    said = _flat(said).removesuffix("…").removesuffix("...").strip()
    if not said:
        return False
    texts = [payload.get(k) for k in ("content", "old_text", "matched_entry")]
    return any(isinstance(t, str) and said in _flat(t) for t in texts)


def _honest_lines(payload: dict[str, Any]) -> list[str]:
    """The summaries Reverie and Hermes 0.19 write for this payload."""
    lines = [summarize(payload)]
    target = payload["target"]
    label = _HERMES_LABELS.get(target, target)
    if payload["action"] == BATCH:
        ops = payload["operations"]
        detail = "\n".join(_hermes_batch_line(op) for op in ops)
        lines.append(f"apply {len(ops)} op(s) to {label}: {detail[:120]}")
        return lines
    action = payload["action"]
    if action == "add":
        lines.append(f"add to {label}: {(payload.get('content') or '')[:120]}")
    elif action == "replace":
        detail = f"old: {payload.get('old_text')}\nnew: {payload.get('content')}"
        lines.append(f"replace in {label}: {detail[:120]}")
    else:
        lines.append(f"remove from {label}: {(payload.get('old_text') or '')[:120]}")
    return lines


def _hermes_batch_line(op: dict[str, Any]) -> str:
    if op["action"] == "remove":
        return f"- remove: {op.get('old_text', '')}"
    if op["action"] == "replace":
        return f"- replace: {op.get('old_text', '')} -> {op.get('content', '')}"
    return f"- {op['action']}: {op.get('content', '')}"


def operations(record: PendingRecord) -> tuple[list[dict[str, Any]], list[str]]:
    """Each operation as a reviewer reads it, and the warnings about the record's own words.

    Rows: ``position``, ``action``, ``entry`` (the full entry a replace/remove acts on, or
    its ``old_text`` where nothing is pinned), ``content`` (what an add/replace writes),
    ``preview`` (one line), and for a consolidation ``step`` (merged | superseded |
    shortened | archived, or None), ``into`` (the entry it was merged into or superseded
    by, when the record says so) and ``why``."""
    steps = _steps_by_op(record)
    rows, warnings = [], []
    for position, op in enumerate(record.operations(), 1):
        entry = op.get("matched_entry") or op.get("old_text")
        row: dict[str, Any] = {
            "position": position, "action": op["action"],
            "entry": entry if op["action"] != "add" else None,
            "content": op.get("content") if op["action"] != "remove" else None,
            "preview": preview(op.get("content") if op["action"] != "remove" else entry,
                               PREVIEW_CHARS),
            "step": None, "into": None, "why": None,
        }
        step = steps.get(position)
        if step is not None:
            if _step_agrees(step, op, entry):
                row["step"] = STEP_LABELS.get(str(step.get("kind")), str(step.get("kind")))
                into = step.get("entries") or []
                row["into"] = into[1] if len(into) > 1 and isinstance(into[1], str) \
                    and into[1] != entry else None
                row["why"] = step.get("reason") if isinstance(step.get("reason"), str) else None
            else:
                warnings.append(f"The consolidation's description of operation {position} "
                                f"does not match its payload; shown is what the payload does.")
        rows.append(row)
    if is_consolidation(record) and len(steps) != len(rows):
        warnings.append(f"The consolidation describes {len(steps)} step(s) but its payload "
                        f"has {len(rows)} operation(s).")
    return rows, warnings


def _steps_by_op(record: PendingRecord) -> dict[int, dict[str, Any]]:
    if not is_consolidation(record):
        return {}
    steps = record.extra[CONSOLIDATION_KEY].get("steps")
    out: dict[int, dict[str, Any]] = {}
    for n, step in enumerate(steps if isinstance(steps, list) else [], 1):
        if isinstance(step, dict):
            op = step.get("op", n)
            out[op if isinstance(op, int) and not isinstance(op, bool) else n] = step
    return out


def _step_agrees(step: dict[str, Any], op: dict[str, Any], entry: str | None) -> bool:
    entries = step.get("entries")
    first = entries[0] if isinstance(entries, list) and entries else None
    return step.get("action") == op["action"] and (op["action"] == "add" or first == entry)


def quoted_texts(record: PendingRecord) -> list[str]:
    """The user texts a message about ``record`` may quote — its stored summary and what each
    operation adds, matches or takes out — for :func:`memory.scan.withholding.withhold_within`."""
    texts = [record.summary]
    for op in record.operations():
        texts += [op.get(key) for key in ("content", "old_text", "matched_entry")
                  if isinstance(op.get(key), str)]
    return texts
