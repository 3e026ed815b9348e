"""SIGKILL inside a review, at the point where its writes are durable and its cursor is not
yet moved (the widest window: everything staged or applied, nothing says "reviewed").

A real `reverie worker` process runs the review; a patch in that process stops it on
entering ``Ledger.set_cursor`` and says so on its stdout (the handshake: the test kills only
after the line, never after a sleep). Then, with the worker dead, `reverie queue` and
`reverie doctor` must say what is true — a running job whose worker is gone — and a real
`reverie run --once` must finish the work exactly once: each fact once in the file (or once
pending), the cursor at the session's end, the killed job ``interrupted`` and one ``done``,
no journal intent left, and doctor clean again.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.jobs import enqueue_review
from reverie.jobs.ledger import JobLedger
from reverie.memory.entries import parse_entries
from reverie.memory.journal import Journal
from reverie.memory.pending.pending_files import list_pending
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore

from .conftest import REPO, child_env, main_here, settings_for, write_config

pytestmark = pytest.mark.slow

STOPPED_WORKER = """
import sys, threading
from reverie.review import ledger

def stopped(self, session_id, message_id):
    print(f"AT set_cursor {session_id} {message_id}", flush=True)
    threading.Event().wait()          # until the test kills this process

ledger.Ledger.set_cursor = stopped
from reverie.worker.cli import main
main(["--home", sys.argv[1], "worker", "-w", "1"])
"""

FACTS = ("My workshop lathe is a 1962 Myford.", "Remember that my backup drive is labelled Juniper.")


def _written(settings) -> list[str]:
    """Every live entry of both files, then every pending operation's content: what the
    review wrote, each as many times as it is there."""
    entries = [e for t in ("memory", "user") if settings.memory_file(t).exists()
               for e in parse_entries(settings.memory_file(t).read_text(encoding="utf-8"))]
    return sorted(entries) + sorted(op.get("content") or "" for r in list_pending(settings)
                                    for op in r.operations())


@pytest.mark.parametrize("approval", [False, True], ids=["applied", "staged"])
def test_sigkill_between_the_writes_and_the_cursor_loses_nothing_and_writes_nothing_twice(
        tmp_path: Path, approval: bool) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, memory={"write_approval": approval})
    env = child_env()
    settings = settings_for(home, env)
    with SessionStore.open(settings) as store:
        for fact in FACTS:
            store.append_message("k1", "user", fact)
            last = store.append_message("k1", "assistant", "Noted.")
    assert enqueue_review(settings, "k1").queued
    log = (tmp_path / "worker.log").open("wb")
    victim = subprocess.Popen([sys.executable, "-c", STOPPED_WORKER, str(home)], cwd=REPO,
                              env=env, stdout=subprocess.PIPE, stderr=log, text=True)
    try:
        line = victim.stdout.readline()    # EOF (the worker died first) fails below
        assert line.startswith("AT set_cursor k1 "), (line, (tmp_path / "worker.log").read_text())
        victim.send_signal(signal.SIGKILL)
        assert victim.wait(30) == -signal.SIGKILL
    finally:
        if victim.poll() is None:
            victim.kill()
            victim.wait()
        log.close()

    # In between: the writes are there (once), the cursor is not, and both commands say so.
    written = _written(settings)
    assert len(written) == len(FACTS) == len(set(written)), written
    assert any("Myford" in w for w in written) and any("Juniper" in w for w in written), written
    assert all_cursors(settings).get("k1", 0) < last
    code, out, err = main_here(env, "--home", str(home), "queue", "--json")
    assert code == 0, err
    status = json.loads(out)
    assert status["running"] == 1, status
    assert [w["liveness"] for w in status["workers"]] == ["dead"], status["workers"]
    code, out, err = main_here(env, "--home", str(home), "doctor")
    assert code == 1, (out, err)
    (jobs_line,) = [x for x in out.splitlines() if x.startswith("jobs:")]
    assert "1 job(s) are marked running but their worker is gone" in jobs_line
    assert f":{victim.pid}" in jobs_line and "review of k1" in jobs_line

    # A real `run --once` reconciles and finishes the review exactly once.
    again = subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                            "--home", str(home), "run", "--once"], cwd=REPO, env=env,
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert all_cursors(settings)["k1"] == last
    assert _written(settings) == written           # nothing new, nothing twice
    rows = JobLedger(settings).for_session("k1", "review")
    assert sorted(r.status for r in rows) == ["done", "interrupted"], rows
    with Journal(settings) as journal:
        assert journal.intents() == []
    code, out, err = main_here(env, "--home", str(home), "doctor")
    assert "jobs:" not in out, out
