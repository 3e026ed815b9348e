"""The job ledger's journal.db connections, of tasks a call builds for itself, are closed when
the call returns, not whenever the garbage collector reaches them: closing the last one
checkpoints its WAL into whatever file is then at the path (ci86 saw a journal.db replaced by
junk turned back into a database by such a late close; memory.journaled.journaled_writes).
Each case replaces journal.db after the call, collects, and finds the replacement untouched."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path

import pytest

from reverie.jobs.deadletters import retry_all_dead_letters
from reverie.worker.monitor import queue_status

from .conftest import settings_for, write_config

JUNK = b"not a database, put here after the call" * 64


@pytest.mark.parametrize("call", [
    lambda settings: retry_all_dead_letters(settings),
    lambda settings: queue_status(settings),
], ids=["queue retry all", "queue status"])
def test_a_call_leaves_no_connection_to_checkpoint_later(home: Path, call: Callable) -> None:
    write_config(home)
    settings = settings_for(home)
    call(settings)
    journal = settings.journal_db
    for side in ("-wal", "-shm"):
        Path(str(journal) + side).unlink(missing_ok=True)
    journal.write_bytes(JUNK)
    gc.collect()
    assert journal.read_bytes() == JUNK
