"""Issue 20's "done when": a home fed 200 distinct facts, one a session, holds its bounded
files under their limits with every fact live or archived, and after the consolidations no
superseded value is live. Default limits; `run --once` every 20 sessions, an operator
approving what it staged."""

from __future__ import annotations

import pytest

from reverie.config import load_settings
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.store import MemoryStore
from reverie.worker.run import run_once
from tests.upkeep.support import archived, live, say, waiting

FACTS = 200
CORRECTED = range(1, 200, 10)        # 20 of them get a new port later


@pytest.mark.slow
def test_two_hundred_facts_one_a_session(home, clean_env):
    s = load_settings(home, environ={"HOME": str(home.parent)})
    said = [(day, f"s{day:03d}", f"Remember that service-{day} listens on port {7000 + day} in staging.")
            for day in range(FACTS)]
    said += [(205 + i, f"c{n:03d}", f"Remember that service-{n} now listens on port {9000 + n} in staging.")
             for i, n in enumerate(CORRECTED)]
    store = MemoryStore(s)
    most = 0.0
    for start in range(0, len(said), 20):
        for day, sid, text in said[start:start + 20]:
            say(s, sid, text, day=day)
        run_once(s, workers=2)
        approve(s, "all", who="op")
        for target in ("memory", "user"):
            used, limit = store.usage(target)
            assert used <= limit
            most = max(most, used / limit)
    for _ in range(4):                  # nobody talks any more: the last waiting facts land
        run_once(s, workers=2)
        approve(s, "all", who="op")
        if not list_pending(s) and not waiting(s):
            break
    kept = [t.lower() for t in live(s) + archived(s)]
    missing = [n for n in range(FACTS)
               if not any(f"service-{n} " in t and str(7000 + n) in t for t in kept)]
    assert missing == []                                   # every fact live or archived
    stale = [n for n in CORRECTED if any(f"service-{n} " in t.lower() and str(7000 + n) in t
                                         for t in live(s))]
    assert stale == [] and waiting(s) == []                # no superseded value is live
    assert all(any(f"service-{n} " in t.lower() and str(9000 + n) in t for t in live(s))
               or any(str(9000 + n) in t for t in archived(s)) for n in CORRECTED)
    assert 0.5 < most <= 1.0 and len(archived(s)) > 100
