"""Issue 19 item 9: `reverie run --once` while the disk fills up (a real tmpfs that the
fake model fills before each reply, tests/fullfs.py).

Before: raw huey tracebacks, and jobs dead-lettered with "Another process may hold
journal.db". Now: one line per failure naming the full disk, the failed jobs retried, no
dead letter, and once space is free the next `run --once` does all the work.
"""

from __future__ import annotations

import json
import re
import sqlite3

import pytest

from tests.fullfs import run_on_small_fs

SCRIPT = """
import json, os, shutil, sqlite3, sys, threading
from pathlib import Path
import yaml
from tests.cliserver import CliServer
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.fullfs import fill, free

mnt, out = Path(sys.argv[1]), Path(sys.argv[2])
home = mnt / "home"
home.mkdir()
freed = threading.Event()

# The disk is filled again before every reply until the first retry: SQLite deletes a
# database's -wal file when its last connection closes, so space freed during the run would
# otherwise let later writes through, and a run could meet no full disk at all.
# Every reply proposes a fact, so the review has a new file to write (MEMORY.md's temporary
# copy or a pending record) beside journal.db's rows, which may fit in pages its WAL holds.
FACT = {"action": "add", "target": "memory", "content": "The deploy uses make ship.",
        "reason": "the user said so", "evidence": [], "confidence": 0.9}

full = threading.Event()

def respond(request):
    if not freed.is_set():   # full while the reviews wait for the model
        fill(mnt)
        full.set()
    return Reply.json({"operations": [FACT]})

# SQLite gives blocks back while the run goes on (a rollback journal is deleted after each
# transaction on a database in DELETE mode), and a review that wrote into such freed blocks
# met no full disk: one CI run saw no failure at all. A keeper takes every freed block again
# from the first model reply until the first retry is logged.
def keep_full():
    full.wait()
    while not freed.wait(0.002):
        fill(mnt)

server = FakeOpenAIServer(responder=respond).start()
(home / "config.yaml").write_text(yaml.safe_dump({
    "auxiliary": {"background_review": {"provider": "openai", "base_url": server.url,
                                        "model": "m", "api_key": "k"},
                  "session_search": {"provider": "heuristic"}},
    "reverie": {"queue": {"retries": 2, "retry_delay": 0.2, "workers": 2}},
}))

# Each command is a process of its own, forked from one interpreter that imported the CLI
# and compiled the scanner's tables once (tests/cliserver.py): three fresh interpreters
# spent most of this test starting up, not on the full disk.
reverie = CliServer(os.environ)

def start(*args, stderr=None):
    return reverie.start(["--home", str(home), *args], os.environ, stderr=stderr)

def cli(*args):
    p = start(*args).wait()
    return {"rc": p.returncode, "stdout": p.stdout, "stderr": p.stderr}

with open(mnt / "s.jsonl", "w") as f:
    for s in range(4):
        for i in range(12):
            f.write(json.dumps({"session_id": f"s{s}", "role": ("user", "assistant")[i % 2],
                                "content": f"Session {s} turn {i}: the deploy uses make ship.",
                                "timestamp": 1714000000 + s * 1000 + i}) + "\\n")
# `run --once` on the full disk; the space comes back once a job has failed on it and been
# scheduled for a retry (a handshake on the run's own log line, not a sleep), so the run
# sees both the full disk and the retry that follows it.
def run_freeing_after_first_retry():
    held = [sqlite3.connect(db) for db in sorted(home.rglob("*.db"))]
    for conn in held:   # a read opens the WAL, whose shared lock keeps the -wal file in place
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
    # the run's stderr is a FIFO read line by line as the run logs (outside the small disk)
    os.mkfifo(out / "full.stderr", 0o600)
    p = start("run", "--once", stderr=out / "full.stderr")
    keeper = threading.Thread(target=keep_full, daemon=True)
    keeper.start()
    lines = []
    with open(out / "full.stderr", encoding="utf-8") as stderr:
        for line in stderr:
            lines.append(line)
            if not freed.is_set() and "; retry 1 in" in line:
                freed.set()
                for conn in held:
                    conn.close()
                keeper.join()
                free(mnt)
    done = p.wait()
    freed.set()   # a run that never retried must not leave the keeper filling the disk
    full.set()
    keeper.join()
    free(mnt)
    return {"rc": done.returncode, "stdout": done.stdout, "stderr": "".join(lines)}

result = {"ingest": cli("ingest", str(mnt / "s.jsonl"))}
# The databases are held open during the full run, so no -wal file is deleted (and its
# space given back) when the run's own last connection to it closes.
result["full"] = run_freeing_after_first_retry()
result["again"] = cli("run", "--once")
reverie.close()
server.stop()
shutil.copytree(home, out / "home", ignore=shutil.ignore_patterns("*.lock"))
print(json.dumps(result))
"""

LOG_LINE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ (WARNING|ERROR) [\w.]+: \S")


@pytest.mark.slow
def test_run_once_on_a_disk_that_fills_up_retries_in_one_line_each_and_loses_nothing(tmp_path):
    proc = run_on_small_fs(SCRIPT, tmp_path / "fs", str(tmp_path), size_kb=4096, timeout=400)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["ingest"]["rc"] == 0, result["ingest"]["stderr"]

    full = result["full"]
    lines = full["stderr"].splitlines()
    assert "Traceback" not in full["stderr"], full["stderr"]
    assert "Another process" not in full["stderr"]
    # Every line is one log record or the final one-line error: nothing spills over.
    assert all(LOG_LINE.match(line) or line.startswith("Error: ") for line in lines), lines
    retries = [line for line in lines if "reverie.jobs" in line and "; retry 1 in" in line]
    assert retries, (lines, full["stdout"])
    assert all("disk is full" in line or "disk I/O error" in line for line in retries), retries
    assert any("The disk is full; free some space, then retry." in line for line in retries)

    again = result["again"]
    assert again["rc"] == 0, again["stderr"]
    assert "Traceback" not in again["stderr"]
    conn = sqlite3.connect(tmp_path / "home" / "reverie" / "journal.db")
    try:
        rows = conn.execute("SELECT kind, session_id, status, error FROM jobs_ledger").fetchall()
        cursors = dict(conn.execute(
            "SELECT session_id, last_message_id FROM reverie_review_cursors").fetchall())
    finally:
        conn.close()
    assert not [r for r in rows if r[2] == "failed"], rows   # no dead letter at all
    done = {(kind, sid) for kind, sid, status, _ in rows if status == "done"}
    sessions = [f"s{n}" for n in range(4)]
    assert done >= {(kind, sid) for kind in ("review", "summary") for sid in sessions}, rows
    assert sorted(cursors) == sessions  # every session's review went through


FIRST_RUN = """
import json, sys
from pathlib import Path
from tests.bad_input_support import run_main
from tests.fullfs import fill, free

mnt = Path(sys.argv[1])
home = mnt / "home"
home.mkdir()
result = {"init": run_main(home, "init")[0]}
for fact in ("The build box is called alder.", "Releases ship on Thursdays."):
    result.setdefault("add", []).append(run_main(home, "memory", "add", fact)[0])
memory = (home / "memories" / "MEMORY.md").read_bytes()
fill(mnt)
result["full"] = run_main(home, "run", "--once")
result["memory_kept"] = (home / "memories" / "MEMORY.md").read_bytes() == memory
free(mnt)
result["again"] = run_main(home, "run", "--once")
result["memory_after"] = (home / "memories" / "MEMORY.md").read_text()
print(json.dumps(result))
"""


def test_a_first_run_on_a_full_disk_names_the_full_disk_not_a_foreign_queue(tmp_path):
    """The first `run --once` of a home makes queue.db; on a full disk that failed with
    "database or disk is full. Check that the file is a SQLite database you own." (the hint
    for a foreign file, session 18). Now the line names the full disk; nothing of the memory
    changed, and with space again the run works."""
    proc = run_on_small_fs(FIRST_RUN, tmp_path / "fs", size_kb=2048)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["init"] == 0 and result["add"] == [0, 0], result
    code, out, err = result["full"]
    assert code == 1, (out, err)
    assert "Traceback" not in err and "unexpected" not in err, err
    assert "SQLite database you own" not in err, err
    errors = [line for line in err.splitlines() if line.startswith("Error: ")]
    assert len(errors) == 1 and "The disk is full; free some space, then retry." in errors[0], err
    assert result["memory_kept"]
    code, out, err = result["again"]
    assert code == 0, (out, err)
    assert "alder" in result["memory_after"] and "Thursdays" in result["memory_after"]


ONE_LINE = """
import json, os, subprocess, sys
from pathlib import Path
from tests.fullfs import fill, free

mnt = Path(sys.argv[1])
home = mnt / "home"
home.mkdir()
env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}

def reverie(*args):
    p = subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                        "--home", str(home), *args], capture_output=True, text=True, env=env,
                       timeout=120)
    return [p.returncode, p.stdout, p.stderr]

def session(name):
    path = mnt / f"{name}.jsonl"
    with open(path, "w") as f:
        for i in range(4):
            f.write(json.dumps({"session_id": name, "role": ("user", "assistant")[i % 2],
                                "content": f"Remember that the canoe paddle {name} is ash.",
                                "timestamp": 1714000000 + i}) + "\\n")
    return str(path)

result = {"ingest": reverie("ingest", session("c1"))[0]}
fill(mnt)                       # cold: queue.db was never made
result["cold_once"] = reverie("run", "--once")
result["cold_worker"] = reverie("worker")
free(mnt)
result["warm_up"] = reverie("run", "--once")[0]
result["ingest2"] = reverie("ingest", session("c2"))[0]
fill(mnt)                       # warm: queue.db and journal.db are there
result["warm_once"] = reverie("run", "--once")
result["warm_worker"] = reverie("worker")
free(mnt)
result["again"] = reverie("run", "--once")
print(json.dumps(result))
"""


def test_a_full_disk_at_start_is_one_line_not_a_warning_and_the_same_error(tmp_path):
    """tester11's left item: `run --once` (and `worker`) on a full disk printed the pool's
    warning ("cannot open the queue of …", or "memory reconcile of … failed") and then the
    error that ended the run: two lines (three for `worker`) for one full disk. Now the
    one `Error:` line, for a home whose queue.db is still to be made and for one whose
    databases are there; with space again the work is done."""
    proc = run_on_small_fs(ONE_LINE, tmp_path / "fs", size_kb=4096)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["ingest"] == 0 and result["warm_up"] == 0 and result["ingest2"] == 0, result
    for case in ("cold_once", "cold_worker", "warm_once", "warm_worker"):
        code, out, err = result[case]
        assert code == 1, (case, out, err)
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: "), (case, err)
        assert "disk is full" in lines[0] or "disk I/O error" in lines[0], (case, err)
        assert "free" in lines[0], (case, err)
    code, out, err = result["again"]
    assert code == 0, (out, err)
    assert "reviewed c2" in out, out
