"""Issue 29 item 4 (finding 5): `approve all` applies records in batches — one claim round,
one store lock, one journal transaction and one file write per batch of 200 — and a
record the batch cannot take gets the decision it would have got alone.

Records are written as the files the reviewer stages (staging hundreds one by one would
take minutes); the speed is bench/bench_pending_scale.py's."""

from __future__ import annotations

import json
import os

import pytest

from reverie.config import FakeClock
from reverie.memory import store as store_module
from reverie.memory.journal import Journal
from reverie.memory.pending import approval
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.store import MemoryStore
from tests.conftest import make_settings
from tests.memory.support import write_entries

T0 = 1_796_000_000.0


def fact(i: int) -> str:
    return f"Batch fact {i}: service {i} listens on port {10000 + i}."


def write_record(settings, i: int, payload: dict) -> str:
    rid = f"{i:08x}"
    body = {"staged_by": "reverie", "id": rid, "subsystem": "memory",
            "action": payload["action"], "summary": f"{payload['action']} memory",
            "origin": "background_review", "created_at": T0 + i, "payload": payload,
            "evidence": {"session_id": f"s{i}", "message_ids": [i + 1]}}
    settings.pending_dir.mkdir(parents=True, exist_ok=True)
    path = settings.pending_dir / f"{rid}.json"
    path.write_text(json.dumps(body))
    os.chmod(path, 0o600)
    return rid


def adds(settings, n: int) -> list[str]:
    return [write_record(settings, i, {"action": "add", "target": "memory",
                                       "content": fact(i)}) for i in range(n)]


@pytest.fixture
def big(home, clean_env):
    return make_settings(home, clean_env, memory={"write_approval": True,
                                                  "memory_char_limit": 100_000})


def test_approve_all_writes_the_file_once_per_batch(big, monkeypatch):
    write_entries(big, "memory", ["The build uses make."])
    ids = adds(big, 250)
    writes = []
    real = store_module.atomic_write

    def counting(path, data):
        if path == big.memory_file("memory"):
            writes.append(path)
        return real(path, data)

    monkeypatch.setattr(store_module, "atomic_write", counting)
    decisions = approve(big, "all", who="op")
    assert [d.record_id for d in decisions] == ids
    assert {d.status for d in decisions} == {"approved"}
    assert len(writes) == 2                              # 200 + 50
    entries = MemoryStore(big).entries("memory")
    assert entries == ["The build uses make.", *(fact(i) for i in range(250))]
    assert list_pending(big) == []
    with Journal(big) as journal:                        # each change is its record's
        for i, rid in enumerate(ids):
            (op,) = journal.applied_for_record(rid)
            assert op.after == fact(i) and op.state == "done"
        assert journal.intents() == []
    assert decisions[3].changes == [{"op": decisions[3].ops[0], "action": "add",
                                     "before": None, "after": fact(3)}]


def test_a_record_the_batch_cannot_take_is_decided_alone(home, clean_env):
    settings = make_settings(home, clean_env, memory={"write_approval": True,
                                                      "memory_char_limit": 600})
    write_entries(settings, "memory", ["The build uses make."])
    ids = adds(settings, 12)        # 12 × ~55 characters: not all fit in 600
    stale = write_record(settings, 99, {"action": "replace", "target": "memory",
                                        "old_text": "The build uses make.",
                                        "matched_entry": "The build uses make.",
                                        "content": "The build uses bazel."})
    write_entries(settings, "memory", ["The build uses cmake."])   # edited by hand
    decisions = {d.record_id: d for d in approve(settings, "all", who="op")}
    assert decisions[stale].status == "refused" and "stale" in decisions[stale].message
    approved = [rid for rid in ids if decisions[rid].status == "approved"]
    refused = [rid for rid in ids if decisions[rid].status == "refused"]
    assert approved == ids[:len(approved)] and refused == ids[len(approved):] and refused
    # what approving each alone says of a fact that no longer fits: retired, it waits
    assert all("waits for room" in decisions[rid].message for rid in refused)
    assert MemoryStore(settings).entries("memory") == [
        "The build uses cmake.", *(fact(i) for i in range(len(approved)))]
    assert list_pending(settings) == []


def test_a_busy_record_is_approved_alone_after_the_batch(big, monkeypatch):
    ids = adds(big, 3)
    real = approval.claim
    busy = {ids[1]}

    def claim(path, **kwargs):
        if path.stem in busy:
            busy.clear()                # busy during the batch, free when retried alone
            raise approval.ClaimBusy("busy")
        return real(path, **kwargs)

    monkeypatch.setattr(approval, "claim", claim)
    decisions = approve(big, "all", who="op")
    assert [d.status for d in decisions] == ["approved"] * 3
    assert MemoryStore(big).entries("memory") == [fact(0), fact(2), fact(1)]


# --- kill -9 inside a batch (issue 29: the batch must keep per-record crash safety) -----------

CHILD = """
import sys
from reverie.config import load_settings
from reverie.config import FakeClock
from reverie.memory import store as store_module
from reverie.memory.journaled import JournalHook
from reverie.memory.pending import approval, staging

settings = load_settings(sys.argv[1], environ={})
step, batch = sys.argv[2], int(sys.argv[3])
approval.BATCH_RECORDS = 50
count = {"intended": 0, "written": 0, "confirmed": 0, "dropped": 0}


def at(name):
    count[name] += 1
    if name == step and count[name] == batch:
        print(name, flush=True)
        sys.stdin.readline()          # the parent kills this process here
        raise SystemExit("not killed")


def wrap(owner, attr, name, only=None):
    real = getattr(owner, attr)

    def wrapped(*args, **kwargs):
        out = real(*args, **kwargs)
        if only is None or only(*args):
            at(name)
        return out
    setattr(owner, attr, wrapped)


wrap(approval._RecordsHook, "intend", "intended")
wrap(store_module, "atomic_write", "written",
     only=lambda path, *_: path == settings.memory_file("memory"))
wrap(JournalHook, "__call__", "confirmed")
wrap(approval, "drop_many", "dropped")
staging.approve(settings, "all", who="op")
print("finished", flush=True)
"""


@pytest.mark.parametrize("step", ["intended", "written", "confirmed", "dropped"])
def test_sigkill_inside_a_batch_loses_nothing_and_applies_nothing_twice(home, clean_env,
                                                                          step):
    import signal
    import subprocess
    import sys
    import time

    from reverie.memory.pending import freshness

    (home / "config.yaml").write_text(
        "memory: {write_approval: true, memory_char_limit: 100000}\n")
    settings = make_settings(home, clean_env)
    write_entries(settings, "memory", ["The build uses make."])
    ids = adds(settings, 120)                                # batches of 50, 50 and 20
    settled = time.time() - 60                               # staged a while ago
    for path in settings.pending_dir.glob("*.json"):
        os.utime(path, (settled, settled))
    settings.reverie_dir.mkdir(mode=0o700, exist_ok=True)
    # The kept judged queue, read past the racy window (the change times are now).
    later = FakeClock(start=time.time() + 3600)
    assert freshness.overview(settings, clock=later).counts["pending"] == 120
    assert settings.layout.judged_queue_file.exists()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(home), step, "2"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == step       # the handshake: it waits there
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    left = [r.id for r in list_pending(settings)]
    assert 20 <= len(left) <= 70 and left == ids[-len(left):]  # batch 1 done, 2 or 3 left
    decisions = approve(settings, "all", who="op")
    assert {d.status for d in decisions} == {"approved"}
    assert MemoryStore(settings).entries("memory") == [
        "The build uses make.", *(fact(i) for i in range(120))]
    assert list_pending(settings) == []
    with Journal(settings) as journal:
        for i, rid in enumerate(ids):
            (op,) = journal.applied_for_record(rid)         # applied once, by its record
            assert op.after == fact(i) and op.state == "done"
        assert journal.intents() == []
