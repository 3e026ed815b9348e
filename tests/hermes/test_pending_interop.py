"""Pending memory records shared with the real Hermes 0.19.0 in one home (spec §13).

Each side stages records in the same ``pending/memory`` directory; each lists, approves and
rejects the other's, and a record whose entry the other side changed is refused by both.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reverie.config import StagingError
from reverie.memory.entries import DELIMITER
from reverie.memory.pending import staging
from tests.conftest import make_settings

# A Hermes-side driver: run a list of steps with Hermes' own write-approval and memory code
# and print every step's result. One subprocess per batch of steps.
DRIVER = r"""
import json, sys
from tools import write_approval as wa
from tools.memory_tool import MemoryStore
from hermes_cli.write_approval_commands import handle_pending_subcommand

steps = json.loads(STEPS)
out = []
for step in steps:
    kind = step["do"]
    if kind == "stage":
        rec = wa.stage_write("memory", step["payload"], summary=step.get("summary", "hermes"),
                             origin=step.get("origin", "assistant_tool"))
        out.append(rec["id"])
    elif kind == "command":
        store = MemoryStore()
        store.load_from_disk()
        out.append(handle_pending_subcommand("memory", step["args"], memory_store=store))
    elif kind == "list":
        out.append([[r["id"], r.get("origin"), r.get("created_at")] for r in wa.list_pending("memory")])
    elif kind == "store":
        store = MemoryStore()
        store.load_from_disk()
        out.append(getattr(store, step["method"])(*step["args"]))
    elif kind == "entries":
        store = MemoryStore()
        store.load_from_disk()
        out.append(store.memory_entries if step.get("target", "memory") == "memory" else store.user_entries)
print(json.dumps(out))
"""


def hermes_steps(hermes, home: Path, steps: list[dict]) -> list:
    code = f"STEPS = {json.dumps(json.dumps(steps))}\n" + DRIVER
    return hermes.run_json(code, home)


def approving_settings(home: Path):
    # write_approval on: Reverie's background adds are staged too, like Hermes' gated writes.
    return make_settings(home, environ={"HOME": str(home.parent)},
                         memory={"write_approval": True})


def write_memory(home: Path, entries: list[str], target: str = "MEMORY.md") -> None:
    (home / "memories").mkdir(parents=True, exist_ok=True)
    (home / "memories" / target).write_text(DELIMITER.join(entries), encoding="utf-8")


def read_memory(home: Path, target: str = "MEMORY.md") -> list[str]:
    text = (home / "memories" / target).read_text(encoding="utf-8")
    return text.split(DELIMITER) if text else []


def reverie_stage(settings, payload: dict) -> str:
    out = staging.stage(settings, staging.StageRequest(payload, origin="background_review",
                                                       evidence={"session_id": "s1", "message_ids": [1]},
                                                       reason="said so"))
    assert out.status == "staged", out.message
    return out.record_id


def test_mixed_directory_lists_on_both_sides_and_each_approves_the_others(hermes, home: Path):
    settings = approving_settings(home)
    write_memory(home, ["Editor is vim since 2019", "Uses zsh", "Deploys on Fridays",
                        "Works in Lisbon", "Prefers tabs", "Runs Debian"])
    # Reverie stages: add, replace (by a substring), remove, batch.
    r_add = reverie_stage(settings, {"action": "add", "target": "memory",
                                     "content": "Repo uses ruff"})
    r_replace = reverie_stage(settings, {"action": "replace", "target": "memory",
                                         "old_text": "vim", "content": "Editor is helix"})
    r_remove = reverie_stage(settings, {"action": "remove", "target": "memory",
                                        "old_text": "zsh"})
    r_batch = reverie_stage(settings, {"action": "batch", "target": "memory", "operations": [
        {"action": "replace", "old_text": "Fridays", "content": "Never deploys on Fridays"},
        {"action": "add", "content": "Coffee at 10"}]})
    # Hermes stages the same four shapes with its own code.
    h_add, h_replace, h_remove, h_batch, listed = hermes_steps(hermes, home, [
        {"do": "stage", "payload": {"action": "add", "target": "memory",
                                    "content": "Likes long walks", "old_text": None}},
        {"do": "stage", "payload": {"action": "replace", "target": "memory",
                                    "content": "Works in Porto", "old_text": "Lisbon"},
         "origin": "foreground"},
        {"do": "stage", "payload": {"action": "remove", "target": "memory",
                                    "content": None, "old_text": "tabs"},
         "origin": "background_review"},
        {"do": "stage", "payload": {"action": "batch", "target": "memory", "operations": [
            {"action": "replace", "old_text": "Debian", "content": "Runs Fedora"},
            {"action": "add", "content": "Has a cat"}]}},
        {"do": "list"},
    ])
    mine = {r_add, r_replace, r_remove, r_batch}
    theirs = {h_add, h_replace, h_remove, h_batch}
    # Hermes lists all eight (its sort on created_at needs floats everywhere).
    assert {rid for rid, _, _ in listed} == mine | theirs
    assert all(isinstance(created, float) for _, _, created in listed)
    # Reverie lists all eight, Hermes' assistant_tool origin included, nothing skipped.
    pending = staging.list_pending(settings)
    assert {r.id for r in pending} == mine | theirs and pending.problems == []
    assert {r.id: r.origin for r in pending}[h_add] == "assistant_tool"
    # Reverie's replace carries the whole pinned entry as old_text, for Hermes' replay.
    assert staging.load_record(settings, r_replace).payload["old_text"] == "Editor is vim since 2019"

    # Reverie approves Hermes' four records.
    for rid in (h_add, h_replace, h_remove, h_batch):
        (decision,) = staging.approve(settings, rid, who="operator")
        assert decision.status == "approved", decision.message
    assert read_memory(home) == ["Editor is vim since 2019", "Uses zsh", "Deploys on Fridays",
                                 "Works in Porto", "Runs Fedora", "Likes long walks",
                                 "Has a cat"]

    # Hermes approves Reverie's four records with its own /memory approve.
    results = hermes_steps(hermes, home, [
        {"do": "command", "args": ["approve", rid]}
        for rid in (r_add, r_replace, r_remove, r_batch)] + [
        {"do": "command", "args": ["pending"]}, {"do": "entries"}])
    # Hermes 0.22 adds a line after a whole-entry replace (its own tool now edits spans):
    # "Overwrote entire entry (re-add anything you still need):" and the old entry.
    assert [r.splitlines()[0] for r in results[:4]] == ["Approved 1 memory write(s)."] * 4
    assert all(r == "Approved 1 memory write(s)." or hermes.modern for r in results[:4])
    assert results[4] == "No pending memory writes."
    expected = ["Editor is helix", "Never deploys on Fridays", "Works in Porto", "Runs Fedora",
                "Likes long walks", "Has a cat", "Repo uses ruff", "Coffee at 10"]
    assert results[5] == expected and read_memory(home) == expected
    assert list(staging.list_pending(settings)) == []


def test_an_entry_changed_by_the_other_side_is_refused_by_both(hermes, home: Path):
    settings = approving_settings(home)
    write_memory(home, ["Editor is vim since 2019", "Uses vim keybindings in the shell"])
    rid = reverie_stage(settings, {"action": "replace", "target": "memory",
                                   "old_text": "vim since", "content": "Editor is helix"})
    # Hermes corrects the pinned entry (it still contains the model's substring "vim since"),
    # then tries to approve Reverie's record: the whole old entry is gone, so nothing matches.
    edited, approve = hermes_steps(hermes, home, [
        {"do": "store", "method": "replace",
         "args": ["memory", "Editor is vim since 2019", "Editor is vim since 2018"]},
        {"do": "command", "args": ["approve", rid]},
    ])
    assert edited["success"] is True
    assert approve.startswith("Approved 0 memory write(s).") and rid in approve
    (decision,) = staging.approve(settings, rid, who="operator")
    assert decision.status == "refused" and decision.state == "stale"
    assert "changed or was removed" in decision.message
    assert read_memory(home) == ["Editor is vim since 2018",
                                 "Uses vim keybindings in the shell"]
    # Stale: out of the queue on both sides (Hermes can no longer replay it), kept as retired
    assert list(staging.list_pending(settings)) == []
    (listed,) = hermes_steps(hermes, home, [{"do": "command", "args": ["pending"]}])
    assert listed == "No pending memory writes."
    with pytest.raises(StagingError, match=f"{rid} is stale and is never applied"):
        staging.approve(settings, rid, who="operator")

    # A Hermes record that Reverie already rejected is gone for Hermes too, and vice versa.
    mine = reverie_stage(settings, {"action": "remove", "target": "memory",
                                    "old_text": "since 2018"})
    (h_id,) = hermes_steps(hermes, home, [
        {"do": "stage", "payload": {"action": "remove", "target": "memory",
                                    "content": None, "old_text": "keybindings"}}])
    (rejected,) = staging.reject(settings, h_id, who="operator")
    assert rejected.status == "rejected"
    gone, hermes_rejects = hermes_steps(hermes, home, [
        {"do": "command", "args": ["approve", h_id]},
        {"do": "command", "args": ["reject", mine]}])
    assert gone == f"No pending memory write with id '{h_id}'."
    assert hermes_rejects == f"Rejected pending memory write '{mine}'."
    with pytest.raises(StagingError, match=f"No pending record {mine}"):
        staging.approve(settings, mine, who="operator")
    assert read_memory(home) == ["Editor is vim since 2018",
                                 "Uses vim keybindings in the shell"]
