"""`run --once` ends when a review waiting its turn could not be put back on the queue
(order3 item 6: tests/worker/test_run_once_full_disk timed out under four copies at
once). On the full disk the put back of a review waiting for the one running failed
("could not be put back on the queue …; reconcile queues it again"): its message was
gone, its row still queued. The review said after it then waited for it, tried again
every second, so the home's queue never looked empty, and the drain's reconcile, run only
once nothing may be left, never came: the run waited out its hour. Now such a home is
reconciled while the rest works, and a lost job is queued again in its own place, so
every review runs, once, in the order said.

The pool's review engine is replaced by one that records the order and holds the first
review until both put backs have failed (a handshake); the queue's put back refuses the
first two (as the full disk did).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from reverie.jobs import tasks as tasks_mod
from reverie.jobs.homequeue import SqliteHomeQueue
from reverie.jobs.homes import HomeSet
from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import set_cursor
from reverie.search_index import SessionStore
from reverie.worker import run as run_mod

from .conftest import settings_for, write_config


class FirstHeld:
    """Records the sessions reviewed and moves each one's review cursor to its last
    message (as a review does, so the session is not due again); the first review waits
    for ``release``."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.calls: list[str] = []
        self.release = threading.Event()

    def __call__(self, kind: str, session_id: str, call: Any) -> None:
        self.calls.append(session_id)
        if session_id == "s0":
            assert self.release.wait(60), "the put backs never failed"
        with SessionStore.open(self.settings) as store:
            set_cursor(self.settings, session_id, store.last_message_id(session_id))


def test_a_review_whose_put_back_failed_is_queued_again_in_its_place_and_the_run_ends(
        tmp_path: Path, monkeypatch: Any) -> None:
    from reverie.worker.pool import Pool

    home = tmp_path / "homes" / "h"
    home.mkdir(parents=True)
    write_config(home, reverie={"queue": {"workers": 2}})
    settings = settings_for(home, {})
    now = time.time()
    with SessionStore.open(settings) as store:   # said in this order, a minute apart
        for i in range(3):
            store.append_message(f"s{i}", "user", f"Remember that shelf {i} holds the "
                                 f"blue binders.", now - 300 + 60 * i)
            store.append_message(f"s{i}", "assistant", "Noted.", now - 299 + 60 * i)
    engine = FirstHeld(settings)
    refused: list[bool] = []
    real = SqliteHomeQueue.put_back

    def put_back(self: Any, data: bytes, *, front: bool, behind: bytes | None = None) -> None:
        if len(refused) < 2:   # the take's hold, then the thread's turn check
            refused.append(front)
            if len(refused) == 2:
                engine.release.set()
            raise sqlite3.OperationalError("database or disk is full")
        real(self, data, front=front, behind=behind)

    monkeypatch.setattr(SqliteHomeQueue, "put_back", put_back)
    # (the drain's reconcile and the grace of a message on its way: not to wait for them)
    monkeypatch.setattr(run_mod, "RECONCILE_EVERY_SECONDS", 0.2)
    monkeypatch.setattr(tasks_mod, "LOST_GRACE_SECONDS", 0.0)
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, workers=2,
                engine=engine, reconcile_memory=False)
    pool.refresh(first=True)
    try:
        run_mod.run_pool_once(pool, timeout=30)   # (at the parent: "still queued after 30 s")
    finally:
        pool.close()
    assert refused == [True, True]
    assert engine.calls == ["s0", "s1", "s2"]
    with JobLedger(settings) as ledger:
        rows = ledger.in_states(["done", "lost"], kind="review")
    assert sorted((r.session_id, r.status) for r in rows) == [
        ("s0", "done"), ("s1", "done"), ("s1", "lost"), ("s2", "done")]
