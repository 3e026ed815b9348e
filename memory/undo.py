"""Undo: revert one journaled change through the store, or a whole consolidation.

``reverie memory undo OP`` and the console call :func:`undo`. A change is undone by its
inverse written through the store (locked, scanned, within the limit) and journaled as
``undone``; a change a consolidation made undoes the whole batch
(:mod:`memory.upkeep.consolidation_undo`).
"""

from __future__ import annotations

from typing import Any

from reverie.config import StagingError

from .journal import Journal
from .journaled import JournalHook, open_journaled_store, refuse_undo
from .scan.scanner import is_withheld
from .upkeep.consolidation_undo import is_consolidation, undo_consolidation


def undo_operation(journal: Journal, op_id: int, *, who: str | None = None) -> dict[str, Any]:
    """Revert one applied change through the store; a response dict like the store's.

    add → remove the added entry; replace → replace it back; remove → add it back. Each
    is pinned to the exact entry the op left behind, so an entry someone changed since
    is never touched: the undo is refused with the reason (and the refusal journaled).
    """
    op = journal.get(op_id)
    if op.state == "intent" and op.target:
        # A write that died before confirming: settle it against the file first.
        hook = JournalHook(journal, "undone", origin="foreground")
        open_journaled_store(journal.settings, journal.clock, hook).settle(op.target)
        op = journal.get(op_id)
    if not op.is_change or op.state != "done":
        raise StagingError(f"Operation {op_id} ({op.event}) changed no entry; nothing to undo.",
                           hint="Only applied, approved or undone changes can be undone.")
    if op.record_id and is_consolidation(journal, op):
        # A consolidation (issue 20) was approved as one batch: it is undone as one.
        return undo_consolidation(journal, op, who=who)
    if op.undone_by is not None:
        return refuse_undo(journal, op, who, f"Operation {op_id} was already undone by "
                                             f"operation {op.undone_by}.")
    hook = JournalHook(journal, "undone", origin="foreground", who=who, via="undo",
                       undo_of=op_id)
    if is_withheld(op.before):
        return refuse_undo(journal, op, who, (
            "the entry it took out failed the memory scan, so the journal kept only "
            f"{op.before} instead of its text; it cannot be restored."))
    store = open_journaled_store(journal.settings, journal.clock, hook)
    target = op.target or "memory"
    if op.before is None:  # an add: take the entry out again
        response = store.remove(target, op.after, pinned=op.after)
    elif op.after is None:  # a remove: put the entry back, unless it is there already
        if op.before in store.entries(target):
            return refuse_undo(journal, op, who, "The removed entry is already present again.")
        response = store.add(target, op.before)
    else:  # a replace: restore the old text in place of the new one
        response = store.replace(target, op.after, op.before, pinned=op.after)
    # Another undo of the same op may have landed between the checks above and the store's
    # lock: the entry gone (undoing an add) or back already (undoing a remove, an add that
    # changed nothing). Say so, not that the entry "changed since it was staged", nor that
    # this undo did it (session 28; review30 R5).
    by = None if response.get("success") and hook.op_ids else journal.get(op_id).undone_by
    if by is not None:
        return refuse_undo(journal, op, who, f"Operation {op_id} was already undone by "
                                             f"operation {by}.", response)
    if not response.get("success"):
        return refuse_undo(journal, op, who, response.get("error") or "The store refused.",
                           response)
    response = dict(response)
    response["undone_op"] = op_id
    response["ops"] = list(hook.op_ids)
    response["message"] = f"Undid operation {op_id} ({op.action} on {target})."
    return response
