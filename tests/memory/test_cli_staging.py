"""`reverie memory pending|approve|reject|diff|log|undo|journey` through click's CliRunner."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass

import pytest
from click.testing import CliRunner

from reverie.memory.entries import DELIMITER
from reverie.memory.journal import Journal
from reverie.memory.pending import staging
from reverie.worker.cli import main
from tests.conftest import make_settings
from tests.memory.support import read_raw, write_entries


@dataclass
class Ran:
    exit_code: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


@pytest.fixture
def run(home, clean_env, monkeypatch):
    """Run `reverie --home HOME memory ARGS` through the real entry point, so errors are
    translated to messages and exit codes exactly as for a user (0 / 1 refused / 2 usage)."""
    monkeypatch.setenv("USER", "operator-ann")

    def invoke(*args: str, env: dict[str, str] | None = None) -> Ran:
        with CliRunner().isolation(env=env) as (out, err, _):
            try:
                main(["--home", str(home), "memory", *args])
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
            return Ran(code, out.getvalue().decode(), err.getvalue().decode())

    return invoke


def staged(settings, old, new):
    out = staging.stage(settings, staging.StageRequest({"action": "replace", "target": "memory", "old_text": old,
                                                        "content": new}, origin="background_review",
                                                       evidence={"session_id": "s", "message_ids": [1, 2, 3]}))
    assert out.status == "staged"
    return out.record_id


def test_pending_lists_oldest_first_with_auto_mark_age_and_evidence(settings, run):
    r = run("pending")
    assert r.exit_code == 0 and "No pending memory changes." in r.output
    write_entries(settings, "memory", ["Editor is vim"])
    rid = staged(settings, "vim", "Editor is helix")
    (settings.pending_dir / "deadbeef.json").write_text("{broken")
    (settings.pending_dir / "0000000e.json").write_text(json.dumps({  # hand-written, hostile
        "id": "0000000e", "subsystem": "memory", "action": "add", "origin": "foreground",
        "summary": "add memory: harmless \x1b[2J", "created_at": "2020-01-01T00:00:00Z",
        "payload": {"action": "add", "target": "memory", "content": "\x1b[2Jgotcha"}}))
    r = run("pending")
    assert r.exit_code == 0
    assert f"{rid}  [auto] replace memory: Editor is helix" in r.stdout
    assert "ago, 3 evidence)" in r.stdout
    assert "Warning: deadbeef.json: not valid JSON" in r.stderr
    # described from its payload (escaped), its stored summary a warning; the escape fails
    # the scan, so it could never apply: stale
    assert "0000000e  [STALE] add memory: \\x1b[2Jgotcha" in r.stdout and "\x1b" not in r.stdout
    assert "stale: it no longer applies to MEMORY.md: Blocked:" in r.stdout
    assert "Warning: The record's own summary reads \"add memory: harmless \\x1b[2J\"" in r.stderr
    assert "\x1b" not in r.stderr and "1 pending, 1 stale, 0 expired" in r.stdout
    r = run("pending", "--json")
    data = json.loads(r.stdout)
    assert [p["id"] for p in data["pending"]] == ["0000000e", rid]
    assert [p["auto"] for p in data["pending"]] == [False, True]
    assert data["pending"][1]["matched_entry"] == "Editor is vim"
    assert data["problems"][0].startswith("deadbeef.json:")
    assert [p["state"] for p in data["pending"]] == ["stale", "pending"]
    assert data["counts"] == {"pending": 1, "stale": 1, "expired": 0}
    assert data["pending"][0]["summary"] == "add memory: \x1b[2Jgotcha"
    assert data["pending"][0]["stored_summary"] == "add memory: harmless \x1b[2J"
    assert data["pending"][1]["summary_warning"] is None and data["pending"][1]["version"]
    assert 0 <= data["oldest_pending_age_s"] < 60  # the stale one is not waiting


def test_diff_approve_and_log(settings, run):
    write_entries(settings, "memory", ["Editor is vim", "Uses zsh"])
    rid = staged(settings, "vim", "Editor is helix")
    r = run("diff", rid)
    assert r.exit_code == 0
    assert "--- a/MEMORY.md" in r.output and "-Editor is vim" in r.output
    assert "+Editor is helix" in r.output and "# MEMORY.md: 24 -> 26/2,200 chars" in r.output
    data = json.loads(run("diff", rid, "--json").output)
    assert data["record_id"] == rid and data["over_limit"] is False and "+Editor" in data["diff"]

    r = run("approve", rid, "--json")
    assert r.exit_code == 0
    (result,) = json.loads(r.output)["results"]
    assert result["status"] == "approved" and result["response"]["success"] is True
    assert read_raw(settings) == "Editor is helix" + DELIMITER + "Uses zsh"

    r = run("log")
    assert r.exit_code == 0
    lines = r.output.splitlines()
    assert "approved" in lines[0] and "by operator-ann" in lines[0] and f"[{rid}]" in lines[0]
    assert "staged" in lines[1]
    ops = json.loads(run("log", "--json", "-n", "1").output)["operations"]
    assert len(ops) == 1 and ops[0]["event"] == "approved" and ops[0]["who"] == "operator-ann"
    assert json.loads(run("log", "--json", "--record", rid).output)["operations"][0]["record_id"] == rid


def test_approve_of_a_stale_record_exits_1_and_retires_it(settings, run):
    write_entries(settings, "memory", ["Standup at 9"])
    rid = staged(settings, "Standup", "Standup at 10")
    write_entries(settings, "memory", ["Standup at 9:15"])  # someone else changed it
    r = run("approve", rid)
    assert r.exit_code == 1
    assert f"{rid} is stale and was not applied" in r.stderr and "changed or was removed" in r.stderr
    assert not (settings.pending_dir / f"{rid}.json").exists()
    r = run("pending")
    assert f"{rid}  [STALE]" in r.stdout
    r = run("diff", rid)
    assert r.exit_code == 1 and f"{rid} is stale and is never applied" in r.stderr


def test_approve_all_reject_all_and_single_reject(settings, run):
    write_entries(settings, "memory", ["a1", "b2", "c3"])
    first = staged(settings, "a1", "a1!")
    r = run("reject", first)
    assert r.exit_code == 0 and f"Rejected {first}" in r.output
    assert staging.is_rejected(settings, "memory", "replace", "a1!")
    staged(settings, "b2", "b2!")
    staged(settings, "c3", "c3!")
    r = run("approve", "all")
    assert r.exit_code == 0 and r.output.count("Approved") == 2
    assert read_raw(settings) == DELIMITER.join(["a1", "b2!", "c3!"])
    staged(settings, "a1", "a1?")
    r = run("reject", "all", "--json")
    assert r.exit_code == 0 and [x["status"] for x in json.loads(r.output)["results"]] == ["rejected"]
    r = run("approve", "all")
    assert r.exit_code == 0 and "No pending memory changes to approve." in r.output


def test_bad_and_unknown_ids(run):
    r = run("approve", "not-an-id")
    assert r.exit_code == 2 and "not a pending record id" in r.stderr
    r = run("reject", "0000beef")
    assert r.exit_code == 1 and "No pending record 0000beef" in r.stderr
    r = run("diff", "../x")
    assert r.exit_code == 2
    r = run("undo", "abc")
    assert r.exit_code == 2
    r = run("undo", "42")
    assert r.exit_code == 1 and "No journal operation 42" in r.stderr


def test_undo_command_and_refusal(settings, run):
    write_entries(settings, "memory", ["base"])
    staging.stage(settings, staging.StageRequest({"action": "add", "target": "memory", "content": "new fact"},
                                                 origin="foreground"))
    with Journal(settings) as j:
        op = j.log(1)[0].op_id
    r = run("undo", str(op), "--json")
    assert r.exit_code == 0 and json.loads(r.output)["undone_op"] == op
    assert read_raw(settings) == "base"
    r = run("undo", str(op))
    assert r.exit_code == 1 and "already undone" in r.stderr


def test_journey_list_delete_edit(home, clean_env, settings, run, tmp_path):
    write_entries(settings, "memory", ["Editor is vim", "Old fact"])
    r = run("journey")
    assert r.exit_code == 0 and "before Reverie" in r.output and "memory:memory:0:" in r.output
    nodes = json.loads(run("journey", "list", "--json").output)["nodes"]
    assert [n["entry"] for n in nodes] == ["Editor is vim", "Old fact"]
    assert nodes[0]["when"] == "before Reverie"
    r = run("journey", "delete", nodes[1]["node_id"])
    assert r.exit_code == 0 and read_raw(settings) == "Editor is vim"
    r = run("journey", "delete", nodes[1]["fingerprint"])
    assert r.exit_code == 1 and "No current entry" in r.stderr
    editor = tmp_path / "ed"
    editor.write_text(f"#!{sys.executable}\nimport sys\nopen(sys.argv[1], 'w').write('Editor is helix')\n")
    editor.chmod(0o700)
    r = run("journey", "edit", nodes[0]["fingerprint"], "--json", env={"EDITOR": str(editor)})
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["replaced_entry"] == "Editor is vim"
    assert read_raw(settings) == "Editor is helix"
    r = run("journey", "list")
    assert "foreground via journey by operator-ann" in r.output
    r = run("journey", "edit", "zz")
    assert r.exit_code == 2


def test_journey_edit_refused_by_drift_exits_1(home, clean_env, run, tmp_path):
    s = make_settings(home, clean_env)
    write_entries(s, "memory", ["fine entry"])
    s.memory_file("memory").write_text("fine entry  \n§\nsecond")  # hand edit: trailing blanks
    editor = tmp_path / "ed"
    editor.write_text(f"#!{sys.executable}\nimport sys\nopen(sys.argv[1], 'w').write('changed')\n")
    editor.chmod(0o700)
    nodes = json.loads(run("journey", "list", "--json").output)["nodes"]
    r = run("journey", "edit", nodes[0]["fingerprint"], env={"EDITOR": str(editor)})
    assert r.exit_code == 1 and "edited outside the memory store" in r.stderr
    assert s.memory_file("memory").read_text() == "fine entry  \n§\nsecond"


def test_foreground_cli_writes_are_journaled_and_undoable(settings, run):
    assert run("add", "Deploy window is Tuesday").exit_code == 0
    assert run("replace", "Tuesday", "Deploy window is Wednesday").exit_code == 0
    ops = json.loads(run("log", "--json").stdout)["operations"]
    assert [(o["event"], o["action"], o["origin"], o["via"], o["who"]) for o in ops] == [
        ("applied", "replace", "foreground", "cli", "operator-ann"),
        ("applied", "add", "foreground", "cli", "operator-ann")]
    assert run("undo", str(ops[0]["op_id"])).exit_code == 0
    assert read_raw(settings) == "Deploy window is Tuesday"
