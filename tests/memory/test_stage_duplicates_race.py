"""Four real processes staging the same replace at the same moment leave one record."""

from __future__ import annotations

import json
import stat
import subprocess
import sys

from reverie.memory.entries import DELIMITER
from reverie.memory.pending import staging

STAGER = """
import json, os, sys
from reverie.config import load_settings
from reverie.memory.pending import staging
settings = load_settings(sys.argv[1], environ={"HOME": os.environ.get("HOME", "/tmp")})
payload = {"action": "replace", "target": "memory", "old_text": "runner",
           "content": "The CI runner is hopper-2."}
print("ready", flush=True)         # imported and loaded: only the stage itself is left
sys.stdin.read(1)                  # the parent releases all four at once
out = staging.stage(settings, staging.StageRequest(payload, origin="background_review"))
print(json.dumps([out.status, out.record_id]))
"""


def test_concurrent_identical_stages_make_one_pending_record(settings):
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True)
    path.write_text(DELIMITER.join(["The CI runner is hopper.", "Deploys are on Fridays."]))
    procs = [subprocess.Popen([sys.executable, "-c", STAGER, str(settings.home)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    for p in procs:  # the handshake: every process waits at the line
        assert p.stdout.readline() == "ready\n", p.stderr.read()
    for p in procs:
        p.stdin.write("g")
        p.stdin.flush()
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
