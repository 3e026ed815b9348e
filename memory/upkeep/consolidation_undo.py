"""Undoing an approved consolidation: the whole batch at once, and the archive with it.

A consolidation is one batch that was approved as a unit, so undoing any one of its
journaled changes undoes all of them, atomically through the store (one ``apply_batch``
under the lock, scanned, within the limit): every replaced entry gets its old text back,
every removed entry is added back, and the archive rows the consolidation wrote become
``restored`` (their state.db mirror messages are deleted). The entries are restored
exactly — the same texts; a removed entry comes back at the end of its file, since the
store appends.

Refused, with the reason and nothing changed, when an entry changed since (its pinned text
is gone) or a removed one is live again. The undo's own journal rows carry the
consolidation's record id; undoing *them* (a redo) is refused: the next consolidation job
proposes again whatever is still needed.
"""

from __future__ import annotations

import contextlib
from typing import Any

from reverie.config import StagingError

from ..journal import Journal, JournalOp, text_digest
from ..journaled import JournalHook, open_journaled_store, refuse_undo, unavailable
from .archive import Archive


class _BatchUndoHook(JournalHook):
    """A journal hook for one inverse batch: change ``i`` undoes ``undo_of[i]``."""

    def __init__(self, journal: Journal, undo_of: list[int], *, who: str | None,
                 record: Any) -> None:
        super().__init__(journal, "undone", origin="foreground", who=who, via="undo",
                         record=record)
        self._undo_of = undo_of

    def intend(self, target: str, changes: list[Any], text: str) -> None:
        expect = text_digest(text)
        self._intended = []
        try:
            for change, original in zip(changes, self._undo_of, strict=True):
                self._intended.append(self.journal.record(
                    "undone", origin="foreground", who=self.who, via="undo",
                    target=change.target, action=change.action, before=change.before,
                    after=change.after, record_id=getattr(self.record, "id", None),
                    message="undo of a consolidation", undo_of=original, state="intent",
                    expect=expect))
        except (StagingError, ValueError) as exc:
            with contextlib.suppress(StagingError):
                self.journal.void(self._intended)
            raise unavailable("journal the change", exc) from exc


class _RecordRef:
    def __init__(self, record_id: str) -> None:
        self.id = record_id


def is_consolidation(journal: Journal, op: JournalOp) -> bool:
    """Whether ``op`` was written by approving (or undoing) a consolidation."""
    if not op.record_id:
        return False
    with Archive(journal.settings, clock=journal.clock) as archive:
        return bool(archive.for_record(op.record_id))


def undo_consolidation(journal: Journal, op: JournalOp, *, who: str | None) -> dict[str, Any]:
    """Undo every change of the consolidation ``op`` belongs to (module docstring)."""
    rid = op.record_id
    assert rid is not None
    if op.event == "undone":
        return refuse_undo(journal, op, who, (
            f"it restored consolidation {rid}; a redo is not offered — the next consolidation "
            "proposes again whatever is still needed."))
    rows = [r for r in journal.log(None, record_id=rid)
            if r.event == "approved" and r.state == "done" and r.is_change]
    rows.sort(key=lambda r: r.op_id)
    if any(r.undone_by is not None for r in rows):
        return refuse_undo(journal, op, who, f"consolidation {rid} was already undone.")
    store = open_journaled_store(journal.settings, journal.clock)
    target = op.target or "memory"
    live = store.entries(target)
    steps, undo_of = [], []
    for row in reversed(rows):  # newest change first: each step sees what the next left
        if row.before is not None and row.after is None:      # a remove: add it back
            if row.before in live:
                return refuse_undo(journal, op, who, "an entry it removed is present again: "
                                                     f"{row.before[:80]!r}.")
            steps.append({"action": "add", "content": row.before})
        elif row.before is None:                                # an add: take it out
            steps.append({"action": "remove", "old_text": row.after, "pinned": row.after})
        else:                                                   # a replace: old text back
            steps.append({"action": "replace", "old_text": row.after, "content": row.before,
                          "pinned": row.after})
        undo_of.append(row.op_id)
    if not steps:
        return refuse_undo(journal, op, who, f"consolidation {rid} changed no entry.")
    hook = _BatchUndoHook(journal, undo_of, who=who, record=_RecordRef(rid))
    response = open_journaled_store(journal.settings, journal.clock, hook).apply_batch(target, steps)
    if not response.get("success"):
        return refuse_undo(journal, op, who, response.get("error") or "The store refused.",
                                    response)
    with Archive(journal.settings, clock=journal.clock) as archive:
        restored = archive.undone(rid, f"consolidation {rid} undone by {who or 'an operator'}")
    response = dict(response)
    response.update(undone_op=op.op_id, ops=list(hook.op_ids), record_id=rid,
                    message=f"Undid consolidation {rid}: {len(steps)} change(s) reverted on "
                            f"{target}, {restored} archived entr{'y' if restored == 1 else 'ies'}"
                            " restored.")
    return response
