"""Hermes' own staged records beside Reverie's (issue 32 item 3), against each anchor.

Since upstream PR #106310 Hermes stages its own background review's replace/remove (origin
``background_review``, the same value Reverie writes). Here Hermes stages them with its own
``tools.write_approval.stage_write``; Reverie names who staged each record, approves them
exactly as Hermes' ``/memory approve`` does, and never applies two replaces of one entry.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from reverie.memory.pending import freshness, staging
from tests.hermes.test_pending_interop import (
    approving_settings,
    hermes_steps,
    read_memory,
    reverie_stage,
    write_memory,
)

ENTRIES = ["Editor is vim since 2019", "Uses zsh", "Deploys on Fridays", "Works in Porto"]
HERMES_PAYLOADS = [
    {"action": "replace", "target": "memory", "old_text": "vim since 2019",
     "content": "Editor is neovim"},
    {"action": "remove", "target": "memory", "old_text": "Deploys on"},
    {"action": "batch", "target": "memory", "operations": [
        {"action": "remove", "old_text": "Uses zsh"},
        {"action": "add", "content": "Shell is fish"}]},
]


# Hermes stages as its background review does: 0.22 first pins the full entry each
# replace/remove selects (its _pin_matched_entries), 0.19 stages the payload as it is.
STAGE = r"""
import json
from tools import write_approval as wa
from tools import memory_tool
out = []
for payload in json.loads(PAYLOADS):
    pin = getattr(memory_tool, "_pin_matched_entries", None)
    if pin is not None:
        store = memory_tool.MemoryStore()
        store.load_from_disk()
        assert pin(store, payload) is None
    rec = wa.stage_write("memory", payload, origin="background_review",
                         summary=f"background review consolidation ({payload['action']} on memory)")
    out.append(rec["id"])
print(json.dumps(out))
"""


def hermes_stage(hermes, home: Path, payloads: list[dict]) -> list[str]:
    return hermes.run_json(f"PAYLOADS = {json.dumps(json.dumps(payloads))}\n" + STAGE, home)


def _staged_on_both_sides(hermes, tmp_path: Path, payloads: list[dict]):
    """Hermes stages ``payloads`` in its home; Reverie reads a copy of that home."""
    theirs, ours = tmp_path / "a" / "home", tmp_path / "b" / "home"
    theirs.mkdir(parents=True)
    write_memory(theirs, ENTRIES)
    ids = hermes_stage(hermes, theirs, payloads)
    shutil.copytree(theirs, ours)
    settings = approving_settings(ours)
    return theirs, ours, ids, settings, freshness.overview(settings)


def _approve_on_both_sides(hermes, theirs: Path, ours: Path, settings, ids: list[str]) -> None:
    """Hermes approves each record in its home and Reverie in the copy: the same file, byte
    for byte, and no record left on either side."""
    replies = hermes_steps(hermes, theirs, [{"do": "command", "args": ["approve", rid]}
                                            for rid in ids])
    assert all(r.startswith("Approved 1 memory write(s).") for r in replies), replies
    for rid in ids:
        (decision,) = staging.approve(settings, rid, who="operator")
        assert decision.status == "approved", decision.message
    assert (ours / "memories" / "MEMORY.md").read_bytes() == \
        (theirs / "memories" / "MEMORY.md").read_bytes()
    assert list((ours / "pending" / "memory").glob("*.json")) == []
    assert list((theirs / "pending" / "memory").glob("*.json")) == []


def test_reverie_approves_hermes_background_records_exactly_as_hermes_does(
        hermes, tmp_path: Path) -> None:
    theirs, ours, ids, settings, listing = _staged_on_both_sides(hermes, tmp_path,
                                                                 HERMES_PAYLOADS)
    assert {r.id: r.staged_by for r in listing.records} == dict.fromkeys(ids, "hermes_review")
    assert {r.staged_by_label for r in listing.records} == {"Hermes background review"}

    _approve_on_both_sides(hermes, theirs, ours, settings, ids)
    assert read_memory(ours) == ["Editor is neovim", "Works in Porto", "Shell is fish"]


def test_two_replaces_of_one_entry_apply_once_whoever_goes_first(hermes, tmp_path: Path) -> None:
    for first in ("hermes", "reverie"):
        home = tmp_path / first / "home"
        home.mkdir(parents=True)
        write_memory(home, ENTRIES)
        settings = approving_settings(home)
        (h_id,) = hermes_stage(hermes, home, HERMES_PAYLOADS[:1])       # -> "Editor is neovim"
        r_id = reverie_stage(settings, {"action": "replace", "target": "memory",
                                        "old_text": "vim since", "content": "Editor is helix"})
        listing = freshness.overview(settings)
        by = {r.id: r.staged_by for r in listing.records}
        assert by == {h_id: "hermes_review", r_id: "reverie"}
        # Not silently: each names the other, which changes the same entry.
        same = {r.id: listing.item(r)["same_entry_as"] for r in listing.records}
        assert same == {h_id: [{"id": r_id, "staged_by": "Reverie"}],
                        r_id: [{"id": h_id, "staged_by": "Hermes background review"}]}
        winner, loser = (h_id, r_id) if first == "hermes" else (r_id, h_id)
        (decision,) = staging.approve(settings, winner, who="operator")
        assert decision.status == "approved", decision.message
        after = read_memory(home)
        # The second record is stale now (its entry changed) and is refused, never applied.
        listing = freshness.overview(settings)
        assert {r.id: listing.verdicts[r.id].state for r in listing.records} == {loser: "stale"}
        (decision,) = staging.approve(settings, loser, who="operator")
        assert decision.status != "approved"
        assert read_memory(home) == after
        assert sum(e in after for e in ("Editor is neovim", "Editor is helix")) == 1
        # Hermes' own approve of the leftover record finds nothing to change either.
        hermes_steps(hermes, home, [{"do": "command", "args": ["approve", loser]}])
        assert read_memory(home) == after


# Hermes 0.22's background review stages span edits (patch), pinned, single and in a batch.
PATCH_PAYLOADS = [
    {"action": "patch", "target": "memory", "old_text": "vim", "content": "helix"},
    {"action": "batch", "target": "memory", "operations": [
        {"action": "patch", "old_text": "Porto", "content": "Lisbon"},
        {"action": "add", "content": "Shell is fish"}]},
]


def test_reverie_reads_and_approves_hermes_022_patch_records_as_hermes_does(
        hermes022, tmp_path: Path) -> None:
    theirs, ours, ids, settings, listing = _staged_on_both_sides(hermes022, tmp_path,
                                                                 PATCH_PAYLOADS)
    assert {r.id: r.staged_by for r in listing.records} == dict.fromkeys(ids, "hermes_review")
    assert {r.id: listing.verdicts[r.id].state for r in listing.records} == dict.fromkeys(
        ids, "pending")

    _approve_on_both_sides(hermes022, theirs, ours, settings, ids)
    assert read_memory(ours) == ["Editor is helix since 2019", "Uses zsh", "Deploys on Fridays",
                                 "Works in Lisbon", "Shell is fish"]
