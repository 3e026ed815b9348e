"""Stale and expired pending records (issue 22 item 2): never applied, taken out of the queue
by the sweep, and — expired being no rejection — their fact may be proposed again."""

from __future__ import annotations

import json
import sqlite3

from reverie.config import FakeClock
from reverie.memory.journal import Journal
from reverie.memory.pending import staging
from reverie.memory.pending.retired import list_retired, retired_path, state_of
from reverie.review.engine import review_session
from tests.conftest import make_settings
from tests.memory.support import write_entries
from tests.review.engine_support import add_messages

DAY = 86400.0
TEA = {"action": "add", "target": "user", "content": "User prefers green tea."}


def approving(home, env, **sections):
    return make_settings(home, env, memory={"write_approval": True},
                         reverie={"staging": {"max_age_days": 30}}, **sections)


def test_an_old_record_expires_is_never_applied_and_its_fact_may_be_staged_again(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    first = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock)
    assert first.status == "staged"
    again = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock)
    assert again.status == "duplicate"  # still waiting: the same proposal is not staged twice

    clock.advance(31 * DAY)
    (d,) = staging.approve(s, first.record_id, clock=clock)
    assert d.status == "refused" and d.state == "expired" and "proposed again" in d.message
    assert not s.memory_file("user").exists()
    assert state_of(list_retired(s)[0][0])[0] == "expired"
    # not a rejection: nothing is remembered against it, and it no longer counts as pending
    assert not staging.is_rejected(s, "user", "add", TEA["content"])
    assert staging.pending_fingerprints(s, clock=clock) == set()
    proposed = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock)
    assert proposed.status == "staged" and proposed.record_id != first.record_id
    (ok,) = staging.approve(s, proposed.record_id, clock=clock)
    assert ok.status == "approved"


def test_an_expired_record_does_not_block_the_reviewer_even_before_the_sweep(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    add_messages(s, "s1", ("user", "Remember that the build uses make."))
    first = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert first.staged == 1
    # the same messages come again (a lost cursor): a waiting record is a duplicate ...
    with sqlite3.connect(s.journal_db) as conn:
        conn.execute("DELETE FROM reverie_review_cursors")
    assert review_session(s, "s1", clock=clock, echo=lambda _: None).staged == 0
    # ... an expired one is not: the reviewer proposes the fact again
    clock.advance(31 * DAY)
    with sqlite3.connect(s.journal_db) as conn:
        conn.execute("DELETE FROM reverie_review_cursors")
    second = review_session(s, "s1", clock=clock, echo=lambda _: None)
    assert second.staged == 1 and not second.dropped
    old, new = _listing(s, clock)["pending"]
    assert new["state"] == "pending"
    # the old one is superseded by the new proposal of the same fact
    assert old["state"] == "stale" and f"a newer record, {new['id']}" in old["stale_reason"]


def test_a_record_whose_entry_changed_is_stale_and_cannot_be_applied(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    write_entries(s, "memory", ["Editor is vim", "Shell is zsh"])
    rid = staging.stage(s, staging.StageRequest({"action": "replace", "target": "memory", "old_text": "vim",
                                                 "content": "Editor is helix"}, origin="background_review"),
                        clock=clock).record_id
    write_entries(s, "memory", ["Editor is neovim", "Shell is zsh"])  # edited by hand
    (item,) = _listing(s, clock)["pending"]
    assert item["state"] == "stale" and "changed or was removed" in item["stale_reason"]
    report = staging.sweep(s, clock=clock)
    assert [(r, st) for r, st, _ in report.retired] == [(rid, "stale")]
    assert list(staging.list_pending(s)) == []
    # never applied: not by Reverie ...
    try:
        staging.approve(s, rid, clock=clock)
        raise AssertionError("a stale record was approvable")
    except Exception as exc:  # noqa: BLE001 — the message is what matters
        assert f"{rid} is stale and is never applied" in str(exc)
    # ... and not by Hermes either: its /memory approve only sees pending/memory/*.json
    assert not (s.pending_dir / f"{rid}.json").exists()
    assert s.memory_file("memory").read_text() == "Editor is neovim\n§\nShell is zsh"
    with Journal(s, clock=clock) as j:
        (row,) = [op for op in j.log(None, record_id=rid) if op.event == "refused"]
    assert row.via == "sweep" and row.message.startswith("stale: it no longer applies")


def test_the_sweep_leaves_pending_records_and_deletes_old_retired_ones(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    old = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock).record_id
    clock.advance(31 * DAY)
    fresh = staging.stage(s, staging.StageRequest({"action": "add", "target": "memory", "content": "Uses ruff"},
                                                  origin="background_review"), clock=clock).record_id
    report = staging.sweep(s, clock=clock)
    assert report.retired == [(old, "expired", report.retired[0][2])] and report.pending == 1
    assert [r.id for r in staging.list_pending(s)] == [fresh]
    assert staging.sweep(s, clock=clock).retired == []          # idempotent
    clock.advance(31 * DAY)
    later = staging.sweep(s, clock=clock)
    assert old in later.purged and not retired_path(s, old).exists()
    assert [r for r, _, _ in later.retired] == [fresh]          # now expired itself


def test_a_retired_record_can_be_rejected_and_is_then_remembered(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    rid = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock).record_id
    clock.advance(31 * DAY)
    staging.sweep(s, clock=clock)
    (d,) = staging.reject(s, rid, who="ops", clock=clock)
    assert d.status == "rejected" and "it was expired" in d.message
    assert not retired_path(s, rid).exists()
    assert staging.is_rejected(s, "user", "add", TEA["content"])


def test_a_newer_consolidation_retires_the_older_one(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    write_entries(s, "memory", ["A", "B", "C", "D"])
    ids = []
    for old in ("B", "C"):
        payload = {"action": "batch", "target": "memory",
                   "operations": [{"action": "remove", "old_text": old}]}
        out = staging.stage(s, staging.StageRequest(payload, origin="background_review"),
                            clock=clock)
        ids.append(out.record_id)
        clock.advance(1)
        path = s.pending_dir / f"{out.record_id}.json"
        data = json.loads(path.read_text())
        data["consolidation"] = {"steps": [{"op": 1, "kind": "evicted", "action": "remove",
                                            "entries": [old]}]}
        path.write_text(json.dumps(data))
    report = staging.sweep(s, clock=clock)
    assert [r for r, _, _ in report.retired] == [ids[0]]
    assert "consolidation" in report.retired[0][2] and ids[1] in report.retired[0][2]


def _listing(s, clock):
    from reverie.memory.pending.freshness import overview

    return overview(s, clock=clock).to_dict()


def test_an_approval_of_a_page_the_sweep_overtook_says_it_was_retired(home, clean_env):
    s = approving(home, clean_env)
    clock = FakeClock()
    rid = staging.stage(s, staging.StageRequest(TEA, origin="background_review"), clock=clock).record_id
    shown = {rid: overview_version(s, rid, clock)}        # the page is loaded ...
    clock.advance(31 * DAY)
    staging.sweep(s, clock=clock)                           # ... the sweep retires it ...
    (d,) = staging.approve(s, "all", versions=shown, clock=clock)   # ... "Approve all"
    assert d.status == "gone" and d.message.startswith(f"{rid} was retired (expired: ")


def overview_version(s, rid, clock):
    from reverie.memory.pending.freshness import overview

    return overview(s, clock=clock).verdicts[rid].version


def test_a_background_add_that_no_longer_fits_waits_for_room_instead(home, clean_env):
    from reverie.memory.upkeep.waiting import WaitingFacts

    s = make_settings(home, clean_env, memory={"write_approval": True, "memory_char_limit": 60})
    clock = FakeClock()
    write_entries(s, "memory", ["x" * 20])
    evidence = {"session_id": "s1", "message_ids": [4], "quotes": []}
    rid = staging.stage(s, staging.StageRequest({"action": "add", "target": "memory", "content": "y" * 30},
                                                origin="background_review", evidence=evidence,
                                                reason="said so"), clock=clock).record_id
    write_entries(s, "memory", ["x" * 20, "z" * 20])   # the file filled up meanwhile
    (d,) = staging.approve(s, rid, clock=clock)
    assert d.status == "refused" and d.state == "stale" and "no longer fits" in d.message
    assert "It waits for room" in d.message
    with WaitingFacts(s, clock=clock) as waiting:
        (fact,) = waiting.facts("memory")
    assert (fact.content, fact.state, fact.session_id) == ("y" * 30, "waiting", "s1")
    assert fact.evidence["message_ids"] == [4] and fact.reason == "said so"
