"""The memory store (MEMORY.md / USER.md) and, beside it, staging, journal and journey.

The public API of the store; staging/journal exports are added below it as plain imports.
"""

from .entries import DELIMITER, parse_entries, render_entries, size
from .store import Change, DriftError, MemoryStore, OperationRefused, open_store

__all__ = [
    "DELIMITER", "Change", "DriftError", "MemoryStore", "OperationRefused", "open_store",
    "parse_entries", "render_entries", "size",
]
