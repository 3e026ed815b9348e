"""A disk that fills after a job's first row: the retries wait unpaid (review21 R8's
full-disk half; docs/worker.md "Retries and dead letters").

A summary reads state.db, pays the model and only then writes. When state.db's filesystem
fills while the model answers, the write fails and the job is retried for as long as it
takes. Before: each retried attempt paid the model again and met the full disk again (one
paid call per retry, ~288 a day at the 300 s cap); taking state.db's write lock first
(12a6433) checks no space. Now a retried attempt checks, before it pays, that every
filesystem the job writes to can take a write (``SessionStore``'s lock, then
``jobs.tasks.ROOM_PROBE_BYTES`` written and removed on each): a full disk costs one call
more at most, as a held lock does.

A real full tmpfs (tests/fullfs.py) holds the home and state.db; the home's reverie/
directory (journal.db, queue.db) is a tmpfs of its own with room, as a bind mount would put
it, so the job's start and its retry rows are always written and the full disk is met only
where the summary goes. A fake OpenAI-compatible model counts its requests; the worker runs
on a FakeClock and each failed attempt is seen through its own retry line (a handshake).
"""

from __future__ import annotations

import json

import pytest

from tests.fullfs import run_on_small_fs

SCRIPT = """
import json, logging, subprocess, sys, threading, time
from pathlib import Path
from reverie.config import FakeClock
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue, register
from reverie.search_index import SessionStore
from reverie.worker.pool import Pool
from reverie.worker.run import Engine
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.fullfs import fill, free
from tests.worker.conftest import settings_for, write_config

mnt = Path(sys.argv[1])
home = mnt / "home"
(home / "reverie").mkdir(parents=True)
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=32m,mode=0700", "tmpfs",
                str(home / "reverie")], check=True)
freed = threading.Event()

def respond(request):
    if not freed.is_set():   # state.db's filesystem fills while the model answers
        fill(mnt)
    return Reply.ok("The canoe club meets on Tuesdays at the boathouse.")

model = FakeOpenAIServer(responder=respond).start()
write_config(home, reverie={"queue": {"retries": 0, "retry_delay": 15}},
             auxiliary={"session_search": {"provider": "openai", "base_url": model.url,
                                           "model": "m", "api_key": "k"}})
settings = settings_for(home, {})
with SessionStore.open(settings) as store:      # a quiet session in a WAL state.db
    store.connection.execute("PRAGMA journal_mode=WAL")
    for i in range(4):
        store.append_message("c1", ("user", "assistant")[i % 2],
                             f"Turn {i}: the canoe club meets on Tuesdays.",
                             timestamp=1_714_000_000 + i)

class Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.lines, self.changed = [], threading.Condition()
    def emit(self, record):
        with self.changed:
            self.lines.append(record.getMessage())
            self.changed.notify_all()
    def retries(self):
        return [line for line in self.lines if "; retry " in line]
    def wait_for(self, count):
        with self.changed:
            assert self.changed.wait_for(lambda: len(self.retries()) >= count
                                         or any("failed for good" in l for l in self.lines),
                                         120), self.lines

def settled(job, *also):
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        rec = tasks.context.ledger.get(job)
        if rec.status not in ("running", "queued", *also):
            return rec
        time.sleep(0.02)
    raise AssertionError(tasks.context.ledger.get(job))

clock = FakeClock(start=time.time())
tasks = register(make_huey(settings), settings, clock=clock)
lines = Lines()
logging.getLogger("reverie.jobs").addHandler(lines)
engine = Engine(Pool.of_one(settings, tasks=tasks, workers=1), schedule=False)
result = {}
try:
    job = enqueue(tasks, "summary", "c1", reason="test")
    engine.start()
    lines.wait_for(1)                       # paid, then met the full disk
    result["first"] = settled(job).status
    result["calls_first"] = len(model.requests)
    clock.advance(2 * 3600)                 # two hours of a full disk: the retry comes due
    lines.wait_for(2)
    result["second"] = settled(job).status
    result["calls_second"] = len(model.requests)
    result["retry_lines"] = lines.retries()
    freed.set()
    free(mnt)                               # space again: the next retry does the job
    clock.advance(3600)
    rec = settled(job, "retrying")
    result["end"] = [rec.status, rec.attempts]
    result["calls_end"] = len(model.requests)
finally:
    logging.getLogger("reverie.jobs").removeHandler(lines)
    engine.stop(5)
    model.stop()
with SessionStore.open(settings) as store:
    result["summary"] = store.get_summary("c1") is not None
subprocess.run(["umount", str(home / "reverie")], check=False)
print(json.dumps(result))
"""


@pytest.mark.slow
def test_a_retry_after_a_disk_filled_under_the_model_call_waits_unpaid(tmp_path):
    proc = run_on_small_fs(SCRIPT, tmp_path / "fs", size_kb=4096, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout.splitlines()[-1])
    # The first attempt paid the model and then met the full disk: waiting, not failed.
    assert result["first"] == "retrying" and result["calls_first"] == 1, result
    assert result["second"] == "retrying", result
    assert all("disk is full" in line or "No space" in line
               for line in result["retry_lines"]), result["retry_lines"]
    # The retry found no room before paying (parent: 2, one paid call per retry).
    assert result["calls_second"] == 1, result
    # With space again the summary is made and stored: one call more, the one that wrote.
    assert result["end"] == ["done", 3] and result["calls_end"] == 2, result
    assert result["summary"], result
