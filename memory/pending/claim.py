"""Claiming a pending record: one operator (or worker) acts on it at a time.

Whoever approves, rejects, retires or withdraws a record first takes an exclusive ``flock``
on the record file itself (:func:`memory.locking.wait_for_flock`, the same loop as the
memory files' locks), reads it through that descriptor, and drops the file while still
holding the lock. Whoever waited finds the file gone — or another file at that name, a new
inode — and is told ``None``: the record was already handled. The flock dies with its
process, so a crash never leaves a stuck claim.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from reverie.config import StagingError

from ..locking import wait_for_flock
from .pending_files import open_nofollow, read_record
from .records import PendingRecord

#: How long an approval waits for another operator's claim on the same record.
CLAIM_TIMEOUT_S = 30.0


class ClaimBusy(StagingError):
    """Another operator holds the record right now."""


@contextlib.contextmanager
def claim(path: Path, *, timeout: float = CLAIM_TIMEOUT_S,
          kept: Callable[[str, os.stat_result], PendingRecord | None] | None = None,
          ) -> Iterator[PendingRecord | None]:
    """Hold the record file's flock for the ``with`` body; yields the record as read under
    it, or None when it is already gone. :class:`ClaimBusy` after ``timeout`` seconds.
    ``kept``: the judged queue's lookup (:meth:`memory.pending.judged.JudgedQueue.record`):
    the claimed file's own stat (mtime, change time, size, inode, taken under the lock)
    finds the record as parsed when the file last had that stat, instead of parsing it
    again."""
    try:
        ctx = open_nofollow(path)
        fd = ctx.__enter__()
    except FileNotFoundError:
        yield None
        return
    try:
        if not wait_for_flock(fd, timeout):
            raise ClaimBusy(f"Pending record {path.stem} is busy: another operator is "
                            "approving or rejecting it.", hint="Retry in a moment.")
        # Whoever held the lock before us may have applied and dropped the record.
        try:
            current = os.stat(path, follow_symlinks=False)
        except FileNotFoundError:
            yield None
            return
        held = os.fstat(fd)
        if current.st_ino != held.st_ino:
            yield None
            return
        record = kept(path.name, held) if kept is not None else None
        yield record if record is not None else read_record(path, fd)
    finally:
        ctx.__exit__(None, None, None)
