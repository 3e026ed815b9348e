"""A store that cannot be reached (lock held too long) fails the review instead of losing
the background add: the cursor stays, nothing is journaled as refused, and a rerun once the
lock is free stores the fact. The agent's tool still gets an error dict, not an exception."""

from __future__ import annotations

import fcntl
import os

import pytest

from reverie.memory.journal import Journal
from reverie.memory.locking import StoreUnavailable
from reverie.memory.store import MemoryStore
from reverie.review.engine import review_session
from reverie.review.ledger import Ledger
from reverie.review.tools.memory_tool import MemoryTool
from tests.review.engine_support import add_messages, memory_text


class HeldLock:
    """An flock on MEMORY.md.lock from a separate open file, as another process would hold."""

    def __init__(self, settings):
        self.path = settings.memory_file("memory").with_name("MEMORY.md.lock")

    def __enter__(self):
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)


def test_a_held_lock_fails_the_review_and_keeps_the_cursor(settings, clock):
    ids = add_messages(settings, "s1", ("user", "Remember that the staging server is db-02."))
    with HeldLock(settings), pytest.raises(StoreUnavailable) as failure:
        review_session(settings, "s1", clock=clock, echo=lambda _: None, lock_timeout=0.05)
    assert failure.value.transient and "locked" in failure.value.message
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.get_cursor("s1") == 0
    with Journal(settings, clock=clock) as journal:
        assert [op.event for op in journal.log(None)] == []  # not recorded as "refused"
    assert "db-02" not in memory_text(settings)
    again = review_session(settings, "s1", clock=clock, echo=lambda _: None)
    assert again.applied == 1 and again.cursor_after == ids[-1]
    assert "db-02" in memory_text(settings)


def test_the_agent_tool_still_gets_an_error_dict_for_a_held_lock(settings):
    tool = MemoryTool(MemoryStore(settings, lock_timeout=0.05))
    with HeldLock(settings):
        response = tool.call({"action": "add", "target": "memory", "content": "a fact"})
    assert response["success"] is False and "locked" in response["error"]
