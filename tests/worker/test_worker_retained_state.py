"""Issue 19 item 10: a worker that runs for months keeps nothing per job.

``JobContext.staged_log`` gained an entry for every job that staged, applied or summarised
something, and only ``run --once`` read it. Here a real engine (a pool of one: its worker threads,
lease keeper and heartbeat) runs 5,000 such jobs; what it keeps alive is measured as the
objects reachable from it, after 1,000 jobs and after 5,000: the same, give or take noise.

The queue is huey's in-memory storage, so the test measures the worker and not queue.db's
fsyncs; the job path (ledger, leases, budget, accounting in journal.db) is the real one.
"""

from __future__ import annotations

import gc
import sys
import types
import weakref
from pathlib import Path

import huey
import pytest

from reverie.config.database import MAX_IDLE
from reverie.jobs.ledger import Outcome
from reverie.jobs.tasks import enqueue, register, wait_idle
from reverie.worker.pool import Pool
from reverie.worker.run import Engine

from .conftest import settings_for, write_config

OPERATION = {"action": "add", "target": "memory", "text": "A fact.", "status": "applied",
             "record_id": None}


def reachable(root: object) -> int:
    """How many objects ``root`` keeps alive: everything reachable from it, not counting
    what modules, classes and code hold anyway (reached only through them), nor weak
    references (sqlite3 keeps one per cursor a connection made, and prunes the dead ones
    every 200 cursors: bounded, but up to 200 a connection of noise)."""
    module_dicts = {id(vars(m)) for m in list(sys.modules.values()) if m is not None}
    skip = (types.ModuleType, type, types.CodeType, types.FrameType, weakref.ReferenceType)
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or id(obj) in module_dicts or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        stack.extend(gc.get_referents(obj))
    return len(seen)


def run_jobs(tasks, first: int, count: int) -> None:
    for i in range(first, first + count):
        enqueue(tasks, "review", f"s{i}", reason="test")  # one session each: no lease waits
    assert wait_idle(tasks, 300), "the worker did not drain"


@pytest.mark.slow
def test_a_worker_keeps_nothing_per_job_over_5000_jobs(home: Path) -> None:
    write_config(home)
    settings = settings_for(home)
    tasks = register(huey.MemoryHuey("retained", results=False), settings,
                     engine=lambda kind, sid, call: Outcome(staged=1, applied=1,
                                                            operations=(OPERATION,)))
    worker = Engine(Pool.of_one(settings, tasks=tasks, workers=2), schedule=False).start()
    try:
        run_jobs(tasks, 0, 1000)
        gc.collect()
        after_1000 = reachable(worker)
        run_jobs(tasks, 1000, 4000)
        gc.collect()
        after_5000 = reachable(worker)
        ctx = tasks.context
        done = ctx.ledger.counts().get("done", 0)
        assert done == 5000, ctx.ledger.counts()
        # The structures that could grow with the jobs run, one by one:
        assert ctx.staged_log is None
        assert len(ctx.bookkeeping_failures) == 0 and ctx.leases.owed() == frozenset()
        for db in (ctx.ledger.db, ctx.leases.db, ctx.calls.db):
            assert db.idle_connections <= MAX_IDLE
        # ...and everything else the worker keeps: 4,000 more jobs, next to no more objects
        # (a new pooled connection and its statement cache, at most; a per-job entry would
        # be thousands: the staged_log alone kept 3 objects a job).
        assert after_5000 - after_1000 < 400, (after_1000, after_5000)
    finally:
        worker.stop()
