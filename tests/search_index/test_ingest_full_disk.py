"""Issue 19 item 9: a first ingest on a really full disk (a small tmpfs, tests/fullfs.py).

Before, SQLite had already rolled back the schema transaction when the disk filled, and
the second ROLLBACK's "cannot rollback - no transaction is active" was the error shown,
with a hint about a damaged file. Now: one line naming the full disk, nothing half made,
and the same command imports everything once space is free.
"""

from __future__ import annotations

import json
import sqlite3

from tests.fullfs import run_on_small_fs

SCRIPT = """
import json, shutil, subprocess, sys
from pathlib import Path
from tests.fullfs import fill, free

mnt, out, source = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
home = mnt / "home"
home.mkdir()
REVERIE = [sys.executable, "-c", "from reverie.worker.cli import main; main()"]

def ingest():
    p = subprocess.run([*REVERIE, "--home", str(home), "ingest", source],
                       capture_output=True, text=True, timeout=120)
    return {"rc": p.returncode, "stdout": p.stdout, "stderr": p.stderr}

fill(mnt, leave_kb=int(sys.argv[4]))   # room for the empty files, not for the schema
full = ingest()
free(mnt)
again = ingest()
shutil.copytree(home, out / "home")
print(json.dumps({"full": full, "again": again}))
"""


def test_a_first_ingest_on_a_full_disk_says_so_and_the_retry_imports_everything(tmp_path):
    source = tmp_path / "sessions.jsonl"
    with source.open("w") as f:
        for i in range(600):
            f.write(json.dumps({"session_id": f"s{i % 12}", "role": "user",
                                "content": f"words to index, line {i} " * 8,
                                "timestamp": 1714000000 + i}) + "\n")
    proc = run_on_small_fs(SCRIPT, tmp_path / "fs", str(tmp_path), str(source), "40",
                           size_kb=4096)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    full, again = result["full"], result["again"]
    assert full["rc"] == 1
    lines = full["stderr"].strip().splitlines()
    assert len(lines) == 1, full["stderr"]
    assert "database or disk is full" in lines[0]
    assert "The disk is full; free some space, then retry." in lines[0]
    assert "no transaction is active" not in lines[0] and "Traceback" not in full["stderr"]
    assert again["rc"] == 0, again["stderr"]
    assert "Ingested 600 message(s) in 12 session(s)" in again["stdout"]
    conn = sqlite3.connect(tmp_path / "home" / "state.db")
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT COUNT(*) FROM messages").fetchone()[0] == 600
    finally:
        conn.close()
