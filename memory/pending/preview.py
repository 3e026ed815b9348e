"""The diff preview: a record's target file before and after, as approval would write it.

The "after" side is made by the store's own apply step (:func:`memory.store.apply_operations`,
through :func:`memory.pending.freshness.trial`) on the live entries, so the preview cannot drift from
what an approval writes: a record the store would refuse has no diff, only the store's reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from difflib import unified_diff
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError

from .. import entries as fmt
from ..journaled import open_journaled_store
from .freshness import trial
from .pending_files import load_record
from .records import PendingRecord


@dataclass
class RecordDiff:
    record_id: str
    target: str
    file: str
    diff: str
    size_before: int
    size_after: int
    limit: int

    @property
    def over_limit(self) -> bool:
        return self.size_after > self.limit

    def to_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in (
            "record_id", "target", "file", "diff", "size_before", "size_after", "limit")} | {
            "over_limit": self.over_limit}


def diff_record(settings: Settings, record_id: str, *, clock: Clock = SYSTEM_CLOCK,
                redact: Callable[[str], str] | None = None,
                record: PendingRecord | None = None,
                entries: Sequence[str] | None = None) -> RecordDiff:
    """The target file before and after applying the record to a copy of the live entries.

    ``redact``: a function every entry is shown through on both sides — the console passes
    :func:`memory.scan.scanner.withhold` (a hand-edited secret shows as ``[withheld: …]``);
    sizes are always the real ones. ``record`` and ``entries`` (its target's live entries):
    what the caller just read, as a listing's page has them (issue 29: the console's page
    read each record and the memory file again for each of its 50 diffs)."""
    if record is None:
        record = load_record(settings, record_id)
    before = (list(entries) if entries is not None
              else open_journaled_store(settings, clock).entries(record.target))
    applied, refusal = trial(record, before)
    if applied is None:
        raise StagingError(f"Record {record.id} cannot apply to the current file: {refusal}",
                           hint="Reject this record; the reviewer will propose again if needed.")
    name = settings.memory_file(record.target).name
    shown = redact or (lambda text: text)
    lines = unified_diff(
        _lines(fmt.render_entries([shown(e) for e in before])),
        _lines(fmt.render_entries([shown(e) for e in applied.after])),
        fromfile=f"a/{name}", tofile=f"b/{name}")
    return RecordDiff(record.id, record.target, name, "".join(lines),
                      fmt.size(before), fmt.size(applied.after),
                      settings.memory.limit(record.target))


def _lines(text: str) -> list[str]:
    return [line + "\n" for line in text.split("\n")] if text else []


def diff(settings: Settings, record_id: str) -> str:
    """The unified diff of the record's target file (empty when it changes nothing)."""
    return diff_record(settings, record_id).diff
