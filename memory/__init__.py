"""The memory store (MEMORY.md / USER.md) and, beside it, staging, journal and journey.

The public API of the store; staging/journal exports are added below it as plain imports.
"""

from .entries import DELIMITER, parse_entries, render_entries, size
from .journal import Journal
from .journaled import journaling_store
from .pending.notify import notify
from .pending.staging import (
    StageOutcome,
    approve,
    diff,
    is_rejected,
    list_pending,
    pending_fingerprints,
    reject,
    stage,
)
from .store import Change, DriftError, MemoryStore, OperationRefused, open_store

__all__ = [
    "Journal", "StageOutcome", "approve", "diff", "is_rejected", "journaling_store",
    "list_pending", "notify", "pending_fingerprints", "reject", "stage",
    "DELIMITER", "Change", "DriftError", "MemoryStore", "OperationRefused", "open_store",
    "parse_entries", "render_entries", "size",
]
