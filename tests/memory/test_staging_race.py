"""Two operators approving the same records at the same moment, as two real processes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from reverie.memory.entries import DELIMITER
from reverie.memory.journal import Journal
from reverie.memory.pending import staging

OPERATOR = """
import json, os, sys, time
from reverie.config import load_settings
from reverie.memory.pending import staging
home, go, who = sys.argv[1], sys.argv[2], sys.argv[3]
settings = load_settings(home, environ={"HOME": os.environ.get("HOME", "/tmp")})
print("ready", flush=True)
while not os.path.exists(go):      # start together
    time.sleep(0.001)
print(json.dumps([[d.record_id, [d.status, d.message]]
                  for d in staging.approve(settings, "all", who=who)]))
"""


@pytest.mark.slow
def test_two_processes_approving_at_once_apply_each_record_once(settings, tmp_path):
    entries = [f"fact number {i}" for i in range(6)]
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True)
    path.write_text(DELIMITER.join(entries))
    ids = []
    for i in range(3):
        out = staging.stage(settings, staging.StageRequest({"action": "replace", "target": "memory",
                                                            "old_text": f"number {i}", "content": f"fact #{i} (v2)"},
                                                           origin="background_review"))
        assert out.status == "staged"
        ids.append(out.record_id)
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", OPERATOR, str(settings.home), str(go), who],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for who in ("alice", "bob")]
    for p in procs:  # both imported and waiting at the line (a fixed sleep was a flake)
        assert p.stdout.readline().strip() == "ready"
    go.write_text("")
    results = []
    for p in procs:
        out, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
        results.append(dict(json.loads(out)))
    for rid in ids:
        # Each record is approved by exactly one operator. The other saw it as gone, or (on a
        # slow machine, listing after the winner had finished) did not see it at all.
        seen = {who: r[rid] for who, r in zip(("alice", "bob"), results, strict=True) if rid in r}
        winners = [who for who, (status, _) in seen.items() if status == "approved"]
        assert len(winners) == 1, (rid, results)
        for who, (status, msg) in seen.items():
            if who != winners[0]:
                assert (status, msg) == ("gone", f"{rid} was already approved by {winners[0]}.")
    assert path.read_text().split(DELIMITER) == [
        "fact #0 (v2)", "fact #1 (v2)", "fact #2 (v2)", "fact number 3", "fact number 4",
        "fact number 5"]
    with Journal(settings) as j:
        approved = [op for op in j.log(None) if op.event == "approved"]
        refused = [op for op in j.log(None) if op.event == "refused"]
    assert sorted(op.record_id for op in approved) == sorted(ids)
    assert refused == []
    assert staging.list_pending(settings) == []
