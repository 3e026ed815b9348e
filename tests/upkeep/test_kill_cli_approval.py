"""SIGKILL of a real `reverie memory approve` of a staged consolidation, between its writes.

tests/upkeep/test_mirror_faults.py kills the approval called as a function and recovers
through the Python API. Here the operator's own command is killed: a process running the
CLI's ``main(["--home", H, "memory", "approve", ID])``, stopped at each step between its
writes (MEMORY.md's temporary file and its rename, the journal's confirmation, the
record's drop, the archive's settling, the mirror's state.db commit and the noting of its
ids) through a pipe handshake, and killed with SIGKILL there. The operator then does what
they would: runs the same `reverie memory approve ID` again (a process of its own), then
looks (`reverie memory log --json`). After that, every time:

- MEMORY.md is the consolidation's result, exactly once (no entry it moved is live, each
  entry it made is live once, nothing else changed);
- the archive holds each moved entry once, ``archived``, nothing ``proposed``; the mirror
  in state.db has one message per archived row and nothing else;
- the journal: one ``approved`` change per operation of the record, no intent left;
- the second command says something true (approved now, or that it was already approved,
  where it said "No pending record ID" before), never a traceback.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest

from reverie.memory.journal import Journal
from reverie.memory.upkeep.archive import Archive
from reverie.review.consolidate import consolidate_target
from tests.cliserver import CliServer
from tests.conftest import make_settings
from tests.forkserver import ForkServer
from tests.upkeep.support import learn, live, mirror_texts, port_fact

pytestmark = pytest.mark.slow

APPROVER = r"""
import os, sys
from reverie.memory.pending import approval
from reverie.memory.upkeep import archive_mirror
from reverie.memory import store
from reverie.memory.upkeep.archive import Archive
from reverie.memory.journal import Journal
from reverie.worker.cli import main

def wait_here(name):
    print("at", name, flush=True)
    if sys.stdin.readline().strip() != "go":
        os._exit(3)

def stop_at(owner, attr, name, before=False, after=True):
    real = getattr(owner, attr)
    def stopped(*args, **kwargs):
        if before:
            wait_here("before " + name)
        out = real(*args, **kwargs)
        if after:
            wait_here("after " + name)
        return out
    setattr(owner, attr, stopped)

stop_at(store, "atomic_write", "MEMORY.md write", before=True)
stop_at(Journal, "confirm", "journal confirm")
stop_at(approval, "drop", "record drop")
stop_at(Archive, "settle_record", "archive settle", before=True, after=False)
stop_at(archive_mirror, "add", "mirror commit")
stop_at(Archive, "_mirror", "mirror ids noted")

def run(home, record_id, err):
    fd = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 2)     # the command's stderr on a file; its stdout on the server's pipe
    try:
        main(["--home", home, "memory", "approve", record_id])
    except SystemExit as exc:
        print("rc", exc.code, flush=True)
"""


@pytest.fixture(scope="module")
def staged(tmp_path_factory):
    """A home whose 600-character MEMORY.md holds a staged consolidation, and what the
    files should be once it is approved (a clean approval, run once)."""
    from reverie.config import FakeClock

    home = tmp_path_factory.mktemp("staged") / "home"
    home.mkdir()
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    env = {k: v for k, v in os.environ.items()
           if k not in ("REVERIE_HOME", "HERMES_HOME", "REVERIE_PROFILE")
           and not k.endswith("_API_KEY")}
    settings = make_settings(home, env)
    clock = FakeClock()
    for i in range(15):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    result = consolidate_target(settings, "memory", clock=clock)
    assert result.record_id
    record = json.loads((settings.pending_dir / f"{result.record_id}.json").read_text())
    operations = record["payload"]["operations"]
    return home, env, result.record_id, operations


def approve_killed_at(server: ForkServer, home, rid: str, kill_at: int) -> tuple[int, str | None]:
    """Run the approval; SIGKILL it at step ``kill_at`` (never if -1). How many steps it
    passed and where it was killed."""
    pid = server.start(home, rid, home.parent / "approve.err")
    return server.steps_killed_at(pid, "at ", kill_at)


def state_of(settings, rid: str) -> dict:
    """What an operator (or a check) can see of the approval's effects."""
    with Archive(settings) as archive:
        archive.settle()
        facts = archive.facts()
        proposed = archive.facts(states=("proposed",))
    with Journal(settings) as journal:
        intents = journal.intents()
        approved = [op for op in journal.log(None, record_id=rid) if op.event == "approved"]
    return {"live": live(settings), "archived": sorted(f.text for f in facts),
            "proposed": len(proposed), "mirror": sorted(mirror_texts(settings)),
            "mirror_rows": len([f for f in facts if f.mirror_id is not None]),
            "intents": len(intents),
            "approved": sorted((op.action, op.before or "", op.after or "") for op in approved)}


def test_sigkill_of_the_cli_between_an_approvals_writes_then_the_same_command_again(
        staged, tmp_path):
    template, env, rid, operations = staged
    server = ForkServer(APPROVER, env=env, scanner_tables=True)
    cli = CliServer(env)
    try:
        clean = tmp_path / "clean" / "home"
        shutil.copytree(template, clean)
        total, _ = approve_killed_at(server, clean, rid, -1)
        assert total >= 7, total        # the process really stopped between its writes
        want = state_of(make_settings(clean, env), rid)
        moved = [op["old_text"] for op in operations if op.get("old_text")]
        assert want["proposed"] == 0 and want["intents"] == 0
        assert len(want["approved"]) == len(operations), want["approved"]
        assert all(text not in want["live"] for text in moved)
        assert all(want["archived"].count(text) == 1 for text in moved)
        assert len(want["mirror"]) == len(want["archived"])
        seen = []
        for k in range(total):
            home = tmp_path / f"k{k}" / "home"
            shutil.copytree(template, home)
            steps, where = approve_killed_at(server, home, rid, k)
            assert steps == k and where
            seen.append(where)
            # Before anyone runs it again, a reader of the archive (`memory archive search`,
            # session_search) finds each moved entry live or archived, never neither
            # (tester26: the window lasted until the worker restarted).
            between = make_settings(home, env)
            with Archive(between) as archive:
                archive.settle()
                listed = {f.text for f in archive.facts()}
            now_live = set(live(between))
            assert all(text in now_live or text in listed for text in moved), (
                where, [t for t in moved if t not in now_live and t not in listed])
            again = cli.run(["--home", str(home), "memory", "approve", rid], env)
            assert "Traceback" not in again.stderr + again.stdout, (where, again.stderr)
            said = (again.stdout + again.stderr).strip().splitlines()
            assert said and again.returncode in (0, 1), (where, again.returncode, said)
            # Approved now, or it says that it was (the killed run got that far).
            # (before: "Error: No pending record ID." for one the killed run had dropped)
            assert (said[0].startswith((f"Approved {rid}", f"{rid} had already been applied"))
                    or said[0].startswith(f"Error: {rid} was already approved")), (where, said)
            log = cli.run(["--home", str(home), "memory", "log", "--json"], env)
            assert log.returncode == 0, (where, log.stderr)
            got = state_of(make_settings(home, env), rid)
            assert got == want, (where, said, {k: (got[k], want[k]) for k in got
                                              if got[k] != want[k]})
            # The mirror messages belong to the archived rows (ids as well as texts).
            assert len(got["mirror"]) == got["mirror_rows"] == len(got["archived"]), where
        assert "after mirror commit" in seen and "after record drop" in seen, seen
    finally:
        cli.close()
        server.close()
