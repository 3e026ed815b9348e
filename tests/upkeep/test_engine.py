"""One consolidation of one target, end to end on a real home (issue 20): waiting facts,
one pending batch per target, the archive and its mirror, approval, rejection, undo."""

from __future__ import annotations

import json

import pytest

from reverie.memory.journal import Journal
from reverie.memory.pending.staging import approve, list_pending, reject
from reverie.memory.undo import undo_operation
from reverie.memory.upkeep.protection import protect
from reverie.memory.upkeep.status import due_targets, target_status
from reverie.review.consolidate import consolidate_target
from tests.conftest import make_settings
from tests.upkeep.support import archived, learn, live, mirror_texts, port_fact, waiting


@pytest.fixture
def small(home, clean_env):
    """A MEMORY.md of 600 characters: a dozen facts of ~45 fill it."""
    return make_settings(home, clean_env, memory={"memory_char_limit": 600})


def fill(settings, clock, n, start=0):
    for i in range(start, start + n):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)


def facts_of(texts):
    return {t.split(" listens")[0].lower() for t in texts}


def test_a_full_file_keeps_new_facts_waiting_and_stages_one_consolidation(small, clock):
    fill(small, clock, 16)
    assert len(live(small)) == 13 and len(waiting(small)) == 3     # nothing dropped
    (due,) = due_targets(small, clock=clock)
    assert due.target == "memory" and {"waiting", "high_water"} <= set(due.reasons)

    result = consolidate_target(small, "memory", clock=clock)
    assert result.status == "staged" and result.chars_after <= result.goal
    (record,) = list_pending(small)
    assert record.id == result.record_id and record.origin == "background_review"
    payload = record.payload
    assert payload["action"] == "batch" and payload["target"] == "memory"
    assert all(op["action"] == "remove" and op["matched_entry"] == op["old_text"]
               for op in payload["operations"])
    steps = record.extra["consolidation"]["steps"]
    assert len(steps) == len(payload["operations"])
    assert all(s["reason"].startswith("moved to the archive for room") and s["entries"]
               and s["messages"] for s in steps)          # each rests on its evidence
    # The oldest evidence leaves first; nothing is archived until the batch is approved.
    assert [op["old_text"] for op in payload["operations"]][0].startswith("Service-0 ")
    assert archived(small) == [] and live(small)[0].startswith("Service-0 ")
    # The same state is not consolidated again by the next scan.
    assert due_targets(small, clock=clock) == []


def test_approval_archives_and_the_waiting_facts_land_after(small, clock):
    fill(small, clock, 16)
    result = consolidate_target(small, "memory", clock=clock)
    (decision,) = approve(small, result.record_id, who="op")
    assert decision.ok
    gone = archived(small, "memory")
    assert gone and len(gone) == record_ops(result)
    assert all(any(g in m for m in mirror_texts(small)) for g in gone)  # state.db mirror
    # The next run proposes the waiting facts again: they fit now and are applied.
    again = consolidate_target(small, "memory", clock=clock)
    assert again.landed == 3 and waiting(small) == []
    everything = facts_of(live(small)) | facts_of(archived(small))
    assert everything == {f"service-{i}" for i in range(16)}          # nothing lost
    assert sum(len(t) + 3 for t in live(small)) - 3 <= 600


def record_ops(result):
    return result.counts.get("evicted", 0) + result.counts.get("superseded", 0) \
        + result.counts.get("merged", 0) + result.counts.get("shortened", 0)


def test_a_newer_consolidation_replaces_the_pending_one(small, clock):
    fill(small, clock, 14)
    first = consolidate_target(small, "memory", clock=clock)
    # The same plan again is not a new record: the pending one is kept.
    same = consolidate_target(small, "memory", clock=clock)
    assert same.status == "duplicate" and same.record_id == first.record_id
    fill(small, clock, 5, start=14)     # more facts wait: they need more room
    second = consolidate_target(small, "memory", clock=clock)
    assert second.status == "staged" and second.replaced == [first.record_id]
    assert [r.id for r in list_pending(small)] == [second.record_id]   # at most one pending
    with Journal(small) as journal:
        (row,) = [op for op in journal.log(None, record_id=first.record_id)
                  if op.event == "refused"]
    assert row.via == "withdraw" and second.record_id in row.message
    approve(small, second.record_id, who="op")
    assert archived(small)                                         # only the second's rows


def test_rejecting_keeps_everything_live_and_is_not_proposed_again(small, clock):
    fill(small, clock, 14)
    result = consolidate_target(small, "memory", clock=clock)
    before = live(small)
    reject(small, result.record_id, who="op")
    assert live(small) == before and archived(small) == []
    assert due_targets(small, clock=clock) == []     # the state did not change
    rejected = {op["old_text"] for op in result_ops(small, result.record_id)}
    again = consolidate_target(small, "memory", clock=clock)
    # When it runs again, the removals the operator rejected are left alone.
    assert again.status == "staged"
    assert not rejected & {op["old_text"] for op in result_ops(small, again.record_id)}


def result_ops(settings, record_id):
    from reverie.memory.journal import Journal

    with Journal(settings) as journal:
        return [op for row in journal.log(None, record_id=record_id) if row.event == "staged"
                for op in row.payload["operations"]]


def test_undo_restores_the_entries_and_the_archive_exactly(small, clock):
    fill(small, clock, 14)
    before = live(small)
    result = consolidate_target(small, "memory", clock=clock)
    (decision,) = approve(small, result.record_id, who="op")
    assert archived(small) and mirror_texts(small)
    with Journal(small) as journal:
        response = undo_operation(journal, decision.ops[len(decision.ops) // 2], who="op")
        assert response["success"], response
        assert sorted(live(small)) == sorted(before) and len(live(small)) == len(before)
        assert archived(small) == [] and mirror_texts(small) == []
        again = undo_operation(journal, decision.ops[0], who="op")
        assert not again["success"] and "already undone" in again["error"]
        redo = undo_operation(journal, response["ops"][0], who="op")
        assert not redo["success"] and "redo is not offered" in redo["error"]


def test_a_superseded_waiting_fact_is_archived_and_only_the_newer_lands(small, clock):
    fill(small, clock, 13)
    learn(small, "old", "Remember that the svc-002 service listens on port 9015 in staging.",
          day=20, clock=clock)
    learn(small, "new", "Remember that the svc-002 service listens on port 10026 in staging.",
          day=25, clock=clock)
    assert len(waiting(small)) == 2
    result = consolidate_target(small, "memory", clock=clock)
    approve(small, result.record_id, who="op")
    again = consolidate_target(small, "memory", clock=clock)
    states = {r["content"]: r["state"] for r in [*result.reproposed, *again.reproposed]}
    assert states == {"The svc-002 service listens on port 9015 in staging.": "superseded",
                      "The svc-002 service listens on port 10026 in staging.": "landed"}
    assert "The svc-002 service listens on port 9015 in staging." in archived(small)
    assert not any("9015" in t for t in live(small))


def test_protected_entries_stay_and_protection_follows_an_edit(small, clock):
    fill(small, clock, 14)
    first = live(small)[0]
    protect(small, "memory", "Service-0 listens", who="op")
    from reverie.memory.journaled import journaling_store

    journaling_store(small).replace("memory", first, first.replace("7000", "7100"))
    result = consolidate_target(small, "memory", clock=clock)
    touched = [op["old_text"] for op in list_pending(small)[0].payload["operations"]]
    assert result.status == "staged" and not any("service-0 " in t.lower() for t in touched)
    from reverie.memory.upkeep.protection import protected_list

    assert [r["text"] for r in protected_list(small)] == [
        "Service-0 listens on port 7100 in staging."]
    assert target_status(small)["memory"]["consolidation_pending"] == result.record_id


def test_nothing_to_do_below_high_water(small, clock):
    fill(small, clock, 3)
    assert due_targets(small, clock=clock) == [] or all(
        d.reasons == ["schedule"] for d in due_targets(small, clock=clock))
    result = consolidate_target(small, "memory", clock=clock)
    assert result.status == "nothing_to_do" and list_pending(small) == []


def test_upkeep_off_drops_as_before(home, clean_env, clock):
    s = make_settings(home, clean_env, memory={"memory_char_limit": 200},
                      reverie={"garden": {"enabled": False}})
    results = [learn(s, f"s{i}", port_fact(i), day=i, clock=clock) for i in range(6)]
    assert waiting(s) == [] and any(r.dropped for r in results)
    assert consolidate_target(s, "memory", clock=clock).status == "disabled"
    assert due_targets(s, clock=clock) == []


def test_the_record_is_a_hermes_batch_payload(small, clock):
    fill(small, clock, 14)
    result = consolidate_target(small, "memory", clock=clock)
    data = json.loads((small.pending_dir / f"{result.record_id}.json").read_text())
    assert data["payload"]["action"] == "batch" and isinstance(data["created_at"], float)
    assert data["consolidation"]["chars_after"] <= data["consolidation"]["goal"]
    assert data["summary"].startswith("batch memory:")


def test_an_approved_correction_from_a_review_archives_what_it_replaced(home, clean_env, clock):
    s = make_settings(home, clean_env)
    learn(s, "a", "Remember that I use Neovim for Go code.", day=1, clock=clock)
    result = learn(s, "b", "I switched from Neovim to Helix for Go code.", day=9, clock=clock)
    assert result.staged == 1 and archived(s) == []       # nothing leaves before approval
    (record,) = list_pending(s)
    approve(s, record.id, who="op")
    assert live(s, "user") == ["User uses Helix for Go code."]
    assert archived(s, "user") == ["User uses Neovim for Go code."]
    from reverie.memory.upkeep.archive import Archive

    with Archive(s) as archive:
        (fact,) = archive.facts("user")
    assert fact.kind == "superseded" and fact.result == "User uses Helix for Go code."
    # A rejected correction archives nothing (the entry stays live).
    learn(s, "c", "I switched from Helix to Zed for Go code.", day=12, clock=clock)
    reject(s, "all", who="op")
    assert archived(s, "user") == ["User uses Neovim for Go code."]
