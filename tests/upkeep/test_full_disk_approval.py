"""A disk that fills up in the middle of `reverie memory approve` of a consolidation (a real
tmpfs in a private mount namespace, tests/fullfs.py).

tester11 approved a consolidation on a disk already full (refused before anything was
written). Here the approval is already under way: the CLI process stops at each step
between its writes (pipe handshake, as in tests/upkeep/test_kill_cli_approval.py), the
test takes every free block there, and the approval goes on into the full disk. Then:

- what it prints is at most one clear line about it (`Error: …` or the command's own
  refusal), naming the full disk when it failed, and no traceback;
- nothing already stored is lost or corrupted: MEMORY.md is the old file or the
  consolidation's result, never a mix, and every entry the consolidation moves is live or
  archived (or proposed, still pending) — never neither;
- with space again, the same `reverie memory approve ID` finishes it exactly once (or says
  it was already approved: the first run applied and dropped it, and the journal rows it
  could not confirm are confirmed now), and the files, the archive, the mirror and the
  journal are what a clean approval leaves.

Before (session 19): a disk filling just before MEMORY.md's write printed the journal's
warning "memory write failed and its journal intent could not be voided …" and then the
error, and one filling after the write printed "journal confirmation deferred" beside the
archive's line: two lines for one full disk each time.
"""

from __future__ import annotations

import json

import pytest

from tests.fullfs import run_on_small_fs

pytestmark = pytest.mark.slow

SCRIPT = r"""
import json, os, shutil, signal, sys
from pathlib import Path
from reverie.config import FakeClock
from reverie.memory.journal import Journal
from reverie.memory.entries import parse_entries
from reverie.memory.upkeep.archive import Archive
from reverie.review.consolidate import consolidate_target
from tests.cliserver import CliServer
from tests.conftest import make_settings
from tests.forkserver import ForkServer, exit_code
from tests.fullfs import fill, free
from tests.upkeep.support import learn, live, mirror_texts, port_fact
from tests.upkeep.test_kill_cli_approval import APPROVER, state_of

mnt, outside = Path(sys.argv[1]), Path(sys.argv[2])
env = {k: v for k, v in os.environ.items()
       if k not in ("REVERIE_HOME", "HERMES_HOME", "REVERIE_PROFILE") and not k.endswith("_API_KEY")}
template = mnt / "template"
template.mkdir()
(template / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
settings = make_settings(template, env)
clock = FakeClock()
for i in range(15):
    learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
rid = consolidate_target(settings, "memory", clock=clock).record_id
record = json.loads((settings.pending_dir / f"{rid}.json").read_text())
moved = [op["old_text"] for op in record["payload"]["operations"] if op.get("old_text")]
before = (template / "memories" / "MEMORY.md").read_text()

server = ForkServer(APPROVER, env=env, scanner_tables=True)
cli = CliServer(env)

def approve(home, fill_at):
    # The approval, the disk filled when it stands at step `fill_at` (never if -1).
    err = outside / "approve.err"    # not on the small disk: what it says is kept
    pid = server.start(home, rid, err)
    steps, where, out = 0, None, []
    while line := server.readline():
        if (code := exit_code(line)) is not None:
            return steps, where, code, out + err.read_text().splitlines()
        if line.startswith("at "):
            if steps == fill_at:
                fill(mnt)
                where = line[3:].strip()
            server.send("go")
            steps += 1
        else:
            out.append(line.rstrip("\n"))
    raise AssertionError("the fork server stopped")

def copy(name):
    home = mnt / name
    shutil.copytree(template, home)
    return home

clean = copy("clean")
total, _, code, _ = approve(clean, -1)
want = state_of(make_settings(clean, env), rid)
shutil.rmtree(clean)
results = []
for k in range(total):
    home = copy(f"k{k}")
    steps, where, code, out = approve(home, k)
    text = (home / "memories" / "MEMORY.md").read_text()
    s = make_settings(home, env)
    with Archive(s) as archive:   # read only: no settle on the full disk
        kept = [f.text for f in archive.facts(states=("archived", "proposed"))]
    free(mnt)
    during = {"entries": parse_entries(text), "kept": kept}
    again = cli.run(["--home", str(home), "memory", "approve", rid], env)
    results.append({"k": k, "where": where, "code": code, "out": out,
                    "memory_is_old": text == before, "during": during,
                    "again": [again.returncode, again.stdout, again.stderr],
                    "after": state_of(s, rid)})
    shutil.rmtree(home)
cli.close()
server.close()
print(json.dumps({"total": total, "want": want, "moved": moved, "results": results}))
"""


def test_a_disk_filling_during_a_consolidation_approval_loses_nothing_and_says_one_line(
        tmp_path):
    proc = run_on_small_fs(SCRIPT, tmp_path / "fs", str(tmp_path), size_kb=16384, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    report = json.loads(proc.stdout)
    want, moved = report["want"], report["moved"]
    assert report["total"] >= 7
    for r in report["results"]:
        where = r["where"]
        said = [line for line in r["out"] if line.strip() and not line.startswith("rc ")]
        assert not any("Traceback" in line for line in said), (where, said)
        # Beside the approval's own listing, one line about the full disk at most.
        trouble = [line for line in said if not line.startswith(("Approved ", "  "))]
        assert len(trouble) <= 1, (where, said)
        assert all("disk is full" in line or "disk I/O error" in line for line in trouble), said
        entries, kept = r["during"]["entries"], r["during"]["kept"]
        for text in moved:     # live, or archived/proposed: never neither
            assert text in entries or text in kept, (where, text)
        code, out, err = r["again"]
        assert "Traceback" not in out + err, (where, err)
        # Approved now; or the record was dropped by the first run, which had applied it.
        assert (code == 0 and out.startswith("Approved ")) or (
            code == 1 and err.startswith("Error: ") and "was already approved" in err), (
                where, out, err)
        assert r["after"] == want, (where, said, out, err,
                                    {k: (r["after"][k], want[k]) for k in want
                                     if r["after"][k] != want[k]})
