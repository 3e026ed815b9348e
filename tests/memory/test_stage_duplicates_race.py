"""Four real processes staging the same replace at the same moment leave one record."""

from __future__ import annotations

import json
import stat
import subprocess
import sys
import time

from reverie.memory import staging
from reverie.memory.entries import DELIMITER

STAGER = """
import json, os, sys, time
from reverie.config import load_settings
from reverie.memory import staging
home, go = sys.argv[1], sys.argv[2]
settings = load_settings(home, environ={"HOME": os.environ.get("HOME", "/tmp")})
payload = {"action": "replace", "target": "memory", "old_text": "runner",
           "content": "The CI runner is hopper-2."}
while not os.path.exists(go):      # start together
    time.sleep(0.0005)
out = staging.stage(settings, payload, origin="background_review")
print(json.dumps([out.status, out.record_id]))
"""


def test_concurrent_identical_stages_make_one_pending_record(settings, tmp_path):
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True)
    path.write_text(DELIMITER.join(["The CI runner is hopper.", "Deploys are on Fridays."]))
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", STAGER, str(settings.home), str(go)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    time.sleep(0.8)  # let every process import and wait at the line
    go.write_text("")
    results = []
    for p in procs:
        out, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
        results.append(json.loads(out))
    pending = staging.list_pending(settings)
    assert len(pending) == 1, results
    assert sorted(status for status, _ in results) == ["duplicate"] * 3 + ["staged"]
    assert {rid for _, rid in results} == {pending[0].id}
    lock = settings.pending_dir / ".stage.lock"
    assert stat.S_IMODE(lock.stat().st_mode) == 0o600
