"""The pending record: one staged memory operation waiting for an operator.

A record lives at ``<home>/pending/memory/<id>.json``. Its shape is Hermes-compatible —
``id`` (8 hex), ``subsystem: "memory"``, ``action``, ``summary``, ``origin``, ``created_at``
and ``payload`` — so a Hermes agent and Reverie can read each other's records. Reverie adds
``evidence``, ``reason``, ``confidence``, ``model``, ``cost`` and, for replace/remove, the
full entry ``old_text`` resolved to when the record was staged (``matched_entry``; in a
batch each operation carries its own). All Reverie fields are optional when reading, so a
record written by hand in the Hermes shape lists and approves like any other.

``created_at`` is written as epoch seconds, a float, as Hermes 0.19 writes it: Hermes sorts
the whole directory on this field, so an ISO string beside one of its records breaks its
``/memory pending``. Reading still accepts ISO-8601 (with or without an offset, from records
an older Reverie wrote) and epoch seconds as a number or numeric string.

Any non-empty ``origin`` string is valid when reading (Hermes writes ``assistant_tool``,
``foreground`` and ``background_review``); only ``background_review`` is shown as ``[auto]``.
A replace/remove record written by Reverie carries the whole pinned entry in ``old_text``
(not the substring the model typed), because Hermes' ``/memory approve`` replays
``old_text`` alone: the full entry finds that entry and nothing else, or nothing at all.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.config import TARGETS, StagingError
from reverie.config.epoch import as_epoch, brief, format_epoch

from ..entries import preview

RECORD_ID_RE = re.compile(r"[0-9a-f]{8}")
ACTIONS = ("add", "replace", "remove")
BATCH = "batch"
# What Reverie itself stages. assistant_tool: the agent's own memory tool while
# memory.write_approval is on (spec §13). Reading accepts any origin string.
ORIGINS = ("foreground", "background_review", "assistant_tool")
MAX_ORIGIN_CHARS = 64
#: Who staged a record (issue 32): since upstream PR #106310 Hermes stages its own background
#: review's replace/remove beside Reverie's records, with the same ``origin`` values. Reverie
#: marks its own with ``"staged_by": "reverie"`` (Hermes ignores keys it does not know).
STAGED_BY_KEY = "staged_by"
REVERIE = "reverie"
HERMES_REVIEW = "hermes_review"
HERMES_TOOL = "hermes_tool"
STAGED_BY_LABELS = {REVERIE: "Reverie", HERMES_REVIEW: "Hermes background review",
                    HERMES_TOOL: "Hermes tool"}
SUBSYSTEM = "memory"
PREVIEW_CHARS = 120


class RecordError(StagingError):
    """A pending record (or a payload about to become one) is malformed."""


# --- time -------------------------------------------------------------------------------------

def format_timestamp(epoch: float) -> str:
    """Epoch seconds → ``YYYY-MM-DDTHH:MM:SSZ`` (UTC, second precision); ``?`` for a value
    that is not a usable time (a hand-edited record or journal row must not break a listing)."""
    return format_epoch(epoch)


def age_text(created_at: float, now: float) -> str:
    """How long ago, in the largest whole unit: ``45s``, ``12m``, ``3h``, ``2d``."""
    seconds = max(0, int(now - created_at))
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def parse_timestamp(value: Any) -> float:
    """ISO-8601 (naive = UTC) or epoch seconds → epoch seconds between 1970 and 2200;
    RecordError otherwise.

    NaN, an infinity ("inf" too) or ``10**400`` is not a time: such a record is one corrupt
    record, listed as a problem, never a crash of every listing (issue 19)."""
    if isinstance(value, bool):
        raise RecordError(f"created_at must be a time, not {value!r}.")
    if isinstance(value, int | float):
        return _in_range(value, value)
    if isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            number = float(text)
        except ValueError:
            pass
        else:
            return _in_range(number, value)
        try:
            parsed = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError as exc:
            raise RecordError(f"created_at {brief(value)} is not an ISO-8601 time.") from exc
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        return _in_range(parsed.timestamp(), value)
    raise RecordError(f"created_at must be an ISO-8601 time or epoch seconds, not {brief(value)}.")


def _in_range(number: float | int, written: Any) -> float:
    seconds = as_epoch(number)
    if seconds is None:
        raise RecordError(f"created_at {brief(written)} is not a time between 1970 and 2200.")
    return seconds


# --- payload ----------------------------------------------------------------------------------

def _text(op: dict[str, Any], key: str, where: str) -> str | None:
    value = op.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise RecordError(f"{where}: {key} must be text, not {type(value).__name__}.")
    return value


#: Hermes 0.22's span edit, in the records its background review and tool stage.
PATCH = "patch"


def _patch_as_replace(op: dict[str, Any], where: str) -> dict[str, Any]:
    """A Hermes 0.22 ``patch`` record read as what approving it does: the pinned entry
    (``matched_entry``, which 0.22 pins on every record it stages) replaced by the entry with
    its one ``old_text`` span changed to ``content``. Reverie's readers, approval and
    freshness then treat it as the pinned replace it is, and the file comes out as Hermes'
    own approve writes it. A patch with no pinned entry is refused, as Hermes 0.22 refuses it."""
    content, old_text = _text(op, "content", where), _text(op, "old_text", where)
    matched = _text(op, "matched_entry", where)
    if not (content or "").strip() or not old_text:
        raise RecordError(f"{where}: patch needs old_text and a non-empty content.")
    if not matched:
        raise RecordError(f"{where}: a patch record names no pinned entry (matched_entry); "
                          "it cannot be verified, as Hermes 0.22 says: reject it.")
    count = matched.count(old_text)
    if count != 1:
        raise RecordError(f"{where}: the patch span occurs {count} times in its pinned entry, "
                          "not once.")
    return {"action": "replace", "content": matched.replace(old_text, content, 1),
            "old_text": matched, "matched_entry": matched}


def normalise_operation(op: Any, where: str) -> dict[str, Any]:
    """Check one ``{action, content?, old_text?, matched_entry?}`` and return a clean copy."""
    if not isinstance(op, dict):
        raise RecordError(f"{where} must be an object, not {type(op).__name__}.")
    action = op.get("action")
    if action == PATCH:
        return _patch_as_replace(op, where)
    if action not in ACTIONS:
        raise RecordError(f"{where}: action must be add, replace or remove, not {action!r}.")
    clean: dict[str, Any] = {"action": action}
    content = _text(op, "content", where)
    old_text = _text(op, "old_text", where)
    matched = _text(op, "matched_entry", where)
    if action in ("add", "replace") and not (content or "").strip():
        raise RecordError(f"{where}: {action} needs a non-empty content.")
    if action in ("replace", "remove") and not (old_text or "").strip() and not matched:
        raise RecordError(f"{where}: {action} needs old_text.")
    if content is not None:
        clean["content"] = content
    if action != "add":
        clean["old_text"] = old_text if old_text is not None else matched
        if matched:
            clean["matched_entry"] = matched
    return clean


def normalise_payload(payload: Any) -> dict[str, Any]:
    """Validate a payload (single operation or batch) and return a clean copy."""
    if not isinstance(payload, dict):
        raise RecordError(f"payload must be an object, not {type(payload).__name__}.")
    target = payload.get("target")
    if target not in TARGETS:
        raise RecordError(f"payload target must be memory or user, not {target!r}.")
    if payload.get("action") == BATCH:
        ops = payload.get("operations")
        if not isinstance(ops, list) or not ops:
            raise RecordError("a batch payload needs a non-empty list of operations.")
        return {"action": BATCH, "target": target,
                "operations": [normalise_operation(op, f"operation {i}")
                               for i, op in enumerate(ops, 1)]}
    clean = normalise_operation(payload, "payload")
    clean["target"] = target
    clean.setdefault("content", None)
    clean.setdefault("old_text", None)
    return clean


def operations_of(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """The payload's operations as a list (a single operation is a list of one)."""
    return list(payload["operations"]) if payload["action"] == BATCH else [payload]


def summarize(payload: dict[str, Any]) -> str:
    """One line: what, where, and the first 120 characters of the text concerned."""
    target = payload["target"]
    if payload["action"] == BATCH:
        ops = payload["operations"]
        kinds = ", ".join(sorted({op["action"] for op in ops}))
        first = ops[0]
        return (f"batch {target}: {len(ops)} operations ({kinds}); "
                f"first: {first['action']} {preview(_subject(first), PREVIEW_CHARS)}")
    return f"{payload['action']} {target}: {preview(_subject(payload), PREVIEW_CHARS)}"


def _subject(op: dict[str, Any]) -> str:
    if op["action"] == "remove":
        return op.get("matched_entry") or op.get("old_text") or ""
    return op.get("content") or ""


# --- the record -------------------------------------------------------------------------------

@dataclass
class PendingRecord:
    id: str
    action: str
    summary: str
    origin: str
    created_at: float
    payload: dict[str, Any]
    evidence: Any = None
    reason: str | None = None
    confidence: float | None = None
    model: str | None = None
    cost: Any = None
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept on rewrite

    @property
    def target(self) -> str:
        return self.payload["target"]

    @property
    def auto(self) -> bool:
        """Came from Reverie's background review (shown as ``[auto]``)."""
        return self.origin == "background_review"

    @property
    def staged_by(self) -> str:
        """``reverie``, ``hermes_review`` (Hermes' own background review) or ``hermes_tool``
        (Hermes' memory tool under write_approval). A record an older Reverie wrote has no
        marker but carries fields only Reverie writes (evidence, reason, model…; not a pinned
        ``matched_entry``: Hermes 0.22 pins entries too)."""
        if self.extra.get(STAGED_BY_KEY) == REVERIE or self._has_reverie_fields():
            return REVERIE
        return HERMES_REVIEW if self.origin == "background_review" else HERMES_TOOL

    @property
    def staged_by_label(self) -> str:
        return STAGED_BY_LABELS[self.staged_by]

    def _has_reverie_fields(self) -> bool:
        return any(v is not None for v in (self.evidence, self.reason, self.confidence,
                                           self.model, self.cost))

    @property
    def matched_entry(self) -> str | None:
        return self.payload.get("matched_entry") if self.action != BATCH else None

    @property
    def evidence_count(self) -> int:
        ev = self.evidence
        if not ev:
            return 0
        if isinstance(ev, dict):
            ids = ev.get("message_ids")
            quotes = ev.get("quotes")
            if isinstance(ids, list):
                return len(ids)
            return len(quotes) if isinstance(quotes, list) else 1
        return len(ev) if isinstance(ev, list) else 1

    def operations(self) -> list[dict[str, Any]]:
        return operations_of(self.payload)

    def to_dict(self) -> dict[str, Any]:
        payload = dict(self.payload)
        data: dict[str, Any] = dict(self.extra)
        data.update({
            "id": self.id, "subsystem": SUBSYSTEM, "action": self.action,
            "summary": self.summary, "origin": self.origin,
            "created_at": float(self.created_at), "payload": payload,
        })
        if self.matched_entry is not None:
            data["matched_entry"] = self.matched_entry
        for key in ("evidence", "reason", "confidence", "model", "cost"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2) + "\n"

    @classmethod
    def from_dict(cls, data: Any, *, expected_id: str | None = None) -> PendingRecord:
        """Build a record from parsed JSON; RecordError says what is wrong.

        Whatever the content, the result is a record every reader can list, print, render
        as strict JSON, approve and reject, or a RecordError (issue 19: one record with a
        NaN ``created_at`` stopped every listing, approval and reconcile). What the record
        *is* — id, subsystem, payload, origin, created_at — must be valid, or the record is
        corrupt; an annotation (evidence, reason, confidence, model, cost, a key Reverie does
        not know) that no reader could handle (NaN, an infinity, a number past a float's
        range, an unpaired surrogate, nesting deeper than :data:`MAX_DEPTH`) is left out,
        as Hermes' own records leave them out, and the record stays usable."""
        if not isinstance(data, dict):
            raise RecordError(f"a record must be a JSON object, not {type(data).__name__}.")
        rid = data.get("id", expected_id)
        if not isinstance(rid, str) or not RECORD_ID_RE.fullmatch(rid):
            raise RecordError(f"id must be 8 lowercase hex digits, not {brief(rid)}.")
        if expected_id is not None and rid != expected_id:
            raise RecordError(f"id {rid!r} does not match the file name {expected_id!r}.")
        subsystem = data.get("subsystem", SUBSYSTEM)
        if subsystem != SUBSYSTEM:
            raise RecordError(f"subsystem must be 'memory', not {brief(subsystem)}.")
        raw_payload = data.get("payload")
        check_json_value(raw_payload, "payload")
        if isinstance(raw_payload, dict) and raw_payload.get("action") != BATCH:
            # Reverie pins matched_entry at the top level; accept it in the payload too.
            raw_payload = dict(raw_payload)
            matched = usable(data.get("matched_entry"))
            if matched is not None:
                raw_payload.setdefault("matched_entry", matched)
        payload = normalise_payload(raw_payload)
        origin = data.get("origin") or "foreground"
        if not isinstance(origin, str) or len(origin) > MAX_ORIGIN_CHARS \
                or not origin.isprintable():
            raise RecordError(f"origin must be a short printable string, not {brief(origin)}.")
        created = parse_timestamp(data.get("created_at"))
        confidence = usable(data.get("confidence"))
        if confidence is not None and (isinstance(confidence, bool)
                                       or not isinstance(confidence, int | float)):
            raise RecordError(f"confidence must be a number, not {brief(confidence)}.")
        known = {"id", "subsystem", "action", "summary", "origin", "created_at", "payload",
                 "matched_entry", "evidence", "reason", "confidence", "model", "cost"}
        summary = usable(data.get("summary"))
        return cls(
            id=rid, action=payload["action"],
            summary=summary if isinstance(summary, str) and summary else summarize(payload),
            origin=origin, created_at=created, payload=payload,
            evidence=usable(data.get("evidence")), reason=_opt_str(usable(data.get("reason"))),
            confidence=None if confidence is None else float(confidence),
            model=_opt_str(usable(data.get("model"))), cost=usable(data.get("cost")),
            extra={k: v for k, v in data.items()
                   if k not in known and usable(k) is not None and usable(v) is not None},
        )


def _opt_str(value: Any) -> str | None:
    """Text as it is; any other JSON value (a hand-edited ``"model": 3``) as its JSON text."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


#: Deeper than this is no record Reverie or Hermes writes, and deep enough to overflow the
#: stack of a recursive reader (the console withholds secrets value by value).
MAX_DEPTH = 32


def as_finite(number: float | int) -> float | None:
    try:
        value = float(number)
    except OverflowError:        # an integer too big for a float
        return None
    return value if math.isfinite(value) else None


def usable(value: Any) -> Any:
    """``value`` if :func:`check_json_value` accepts it, else None."""
    try:
        check_json_value(value)
    except RecordError:
        return None
    return value


def check_json_value(value: Any, field_name: str = "") -> None:
    """RecordError unless ``value`` is plain JSON every reader can handle: dicts with string
    keys, lists, strings that are valid Unicode (no unpaired surrogate), finite numbers (an
    integer within a float's range), booleans, None; nested at most :data:`MAX_DEPTH`."""
    where = f"{field_name}: " if field_name else ""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(f"{where}nested more than {MAX_DEPTH} levels deep.")
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise RecordError(f"{where}a key is {type(key).__name__}, not text.")
                _check_text(key, where)
                stack.append((inner, depth + 1))
        elif isinstance(item, list):
            stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str):
            _check_text(item, where)
        elif isinstance(item, int | float) and not isinstance(item, bool):
            if as_finite(item) is None:
                raise RecordError(f"{where}{brief(item)} is not a finite number.")
        elif item is not None and not isinstance(item, bool):
            raise RecordError(f"{where}a {type(item).__name__} is not a JSON value.")


def _check_text(text: str, where: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError(f"{where}a text holds an unpaired surrogate: not valid Unicode."
                          ) from None


def record_path(pending_dir: Path, record_id: str) -> Path:
    folder = pending_dir if isinstance(pending_dir, Path) else Path(pending_dir)
    return folder / f"{record_id}.json"


def parse_record(raw: bytes, expected_id: str) -> PendingRecord:
    """A record file's bytes as a record (the queue's and the retired ones' reader);
    RecordError says what is wrong."""
    try:
        # (NaN and Infinity are read, as Python writes them: PendingRecord.from_dict decides)
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RecordError(f"not valid JSON ({' '.join(str(exc).split())[:200]})") from exc
    except RecursionError:
        raise RecordError("not valid JSON (nested too deeply)") from None
    return PendingRecord.from_dict(data, expected_id=expected_id)
