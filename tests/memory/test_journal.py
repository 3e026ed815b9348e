"""The operation journal: schema migrations, log order, journaling store, undo."""

from __future__ import annotations

import sqlite3

import pytest

from reverie.config import StagingError
from reverie.memory.entries import DELIMITER
from reverie.memory.journal import Journal, fingerprint
from reverie.memory.journaled import journaling_store
from reverie.memory.pending import staging
from reverie.memory.undo import undo_operation
from tests.memory.support import write_entries


def read_entries(settings, target="memory"):
    path = settings.memory_file(target)
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return text.split(DELIMITER) if text else []


def test_schema_is_migrated_once_and_recorded(settings):
    with Journal(settings) as j:
        j.record("staged", origin="background_review", target="memory", action="add")
    with Journal(settings) as j:  # a second open applies nothing again
        assert len(j.log()) == 1
    conn = sqlite3.connect(settings.journal_db)
    rows = conn.execute("SELECT component, version FROM reverie_migrations"
                        " WHERE component = 'memory'").fetchall()
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert rows == [("memory", 1), ("memory", 2), ("memory", 3)]
    assert {"memory_ops", "memory_rejections"} <= tables


def test_journaling_store_records_foreground_writes_newest_first(settings, clock):
    store = journaling_store(settings, origin="foreground", who="me", via="cli", clock=clock)
    assert store.add("memory", "first")["success"]
    clock.advance(5)
    assert store.replace("memory", "first", "first, revised")["success"]
    clock.advance(5)
    assert store.add("memory", "first, revised")["success"]  # duplicate: no change, no row
    with Journal(settings) as j:
        ops = j.log()
    assert [(o.event, o.action, o.before, o.after) for o in ops] == [
        ("applied", "replace", "first", "first, revised"),
        ("applied", "add", None, "first"),
    ]
    assert ops[0].at == ops[1].at + 5 and ops[0].who == "me" and ops[0].via == "cli"
    assert ops[0].to_dict()["time"].endswith("Z")


def test_log_limit_and_record_filter(settings):
    with Journal(settings) as j:
        for i in range(5):
            j.record("staged", origin="background_review", record_id=f"0000000{i}")
        assert len(j.log(3)) == 3
        assert [o.record_id for o in j.log(record_id="00000002")] == ["00000002"]
        with pytest.raises(StagingError, match="No journal operation 99"):
            j.get(99)


def test_undo_add_replace_remove(settings):
    write_entries(settings, "memory", ["keep", "to remove"])
    store = journaling_store(settings)
    store.add("memory", "added")
    store.replace("memory", "keep", "kept, edited")
    store.remove("memory", "to remove")
    assert read_entries(settings) == ["kept, edited", "added"]
    with Journal(settings) as j:
        add_op, replace_op, remove_op = sorted(j.log(), key=lambda o: o.op_id)
        r = undo_operation(j, remove_op.op_id, who="ops")
        assert r["success"] and r["undone_op"] == remove_op.op_id
        assert read_entries(settings) == ["kept, edited", "added", "to remove"]
        assert undo_operation(j, replace_op.op_id)["success"]
        assert read_entries(settings) == ["keep", "added", "to remove"]
        assert undo_operation(j, add_op.op_id)["success"]
        assert read_entries(settings) == ["keep", "to remove"]
        undone = [o for o in j.log() if o.event == "undone"]
        assert len(undone) == 3 and {o.undo_of for o in undone} == {
            add_op.op_id, replace_op.op_id, remove_op.op_id}
        assert j.get(add_op.op_id).undone_by == undone[0].op_id
        # an undo is itself a change and can be undone (redo)
        assert undo_operation(j, undone[0].op_id)["success"]
        assert read_entries(settings) == ["keep", "to remove", "added"]


def test_undo_refused_when_the_entry_changed_since(settings):
    store = journaling_store(settings)
    store.add("memory", "Meeting on Monday")
    store.replace("memory", "Monday", "Meeting on Tuesday")  # changed after the add
    with Journal(settings) as j:
        add_op = min(j.log(), key=lambda o: o.op_id)
        r = undo_operation(j, add_op.op_id)
        assert not r["success"]
        assert r["error"].startswith(f"Cannot undo operation {add_op.op_id}:")
        assert "changed or was removed" in r["error"]
        assert read_entries(settings) == ["Meeting on Tuesday"]
        assert j.log(1)[0].event == "refused" and j.log(1)[0].undo_of == add_op.op_id
        # a second undo of an already-undone op is refused too
        replace_op = max((o for o in j.log() if o.event == "applied"), key=lambda o: o.op_id)
        assert undo_operation(j, replace_op.op_id)["success"]
        again = undo_operation(j, replace_op.op_id)
        assert not again["success"] and "already undone" in again["error"]


def test_undo_of_a_remove_refused_when_the_entry_is_back(settings):
    write_entries(settings, "memory", ["gone soon"])
    store = journaling_store(settings)
    store.remove("memory", "gone soon")
    store.add("memory", "gone soon")
    with Journal(settings) as j:
        remove_op = min(j.log(), key=lambda o: o.op_id)
        r = undo_operation(j, remove_op.op_id)
    assert not r["success"] and "already present" in r["error"]
    assert read_entries(settings) == ["gone soon"]


def test_undo_of_an_event_that_changed_nothing_is_an_error(settings):
    with Journal(settings) as j:
        op = j.record("rejected", origin="background_review", record_id="abcdef01")
        with pytest.raises(StagingError, match="changed no entry"):
            undo_operation(j, op)


def test_undo_of_an_approved_background_change(settings):
    write_entries(settings, "user", ["Lives in Lyon"])
    out = staging.stage(settings, staging.StageRequest({"action": "replace", "target": "user", "old_text": "Lyon",
                                                        "content": "Lives in Paris"}, origin="background_review"))
    staging.approve(settings, out.record_id, who="ops")
    with Journal(settings) as j:
        approved = j.log(1)[0]
        assert approved.event == "approved"
        assert undo_operation(j, approved.op_id)["success"]
    assert read_entries(settings, "user") == ["Lives in Lyon"]


def test_count_standing_counts_what_a_reading_of_the_whole_log_counts(settings, clock):
    # The queue view's "accepted" figure: background changes applied or approved, not
    # undone, not void, from ``since`` on; one count instead of the whole log decoded.
    write_entries(settings, "user", ["Lives in Lyon", "Walks to work"])
    with Journal(settings, clock=clock) as j:
        j.record("applied", origin="background_review", target="memory", record_id="00000001")
        clock.advance(100)
        since = clock.now()
        j.record("applied", origin="background_review", target="memory", record_id="00000002")
        j.record("applied", origin="foreground", target="memory")
        j.record("rejected", origin="background_review", record_id="00000003")
        j.void([j.record("applied", origin="background_review", state="intent")])
    for old, new in (("Lyon", "Lives in Paris"), ("Walks", "Cycles to work")):
        out = staging.stage(settings, staging.StageRequest(
            {"action": "replace", "target": "user", "old_text": old, "content": new},
            origin="background_review"), clock=clock)
        staging.approve(settings, out.record_id, who="ops", clock=clock)
    with Journal(settings, clock=clock) as j:
        assert undo_operation(j, j.log(1)[0].op_id)["success"]   # the last approval undone

        def read_whole(at_least):
            return sum(1 for op in j.log(limit=None) if op.origin == "background_review"
                       and op.event in ("applied", "approved") and op.undone_by is None
                       and (at_least is None or op.at >= at_least))

        assert [j.count_standing("background_review", since=t) for t in (None, since)] == [
            read_whole(None), read_whole(since)] == [3, 2]


def test_fingerprint_normalises_case_space_and_width():
    a = fingerprint("memory", "add", "Prefers  DARK mode")
    assert a == fingerprint("memory", "add", " prefers dark mode\n")
    assert a == fingerprint("memory", "add", "Ｐrefers dark mode")  # full-width P (NFKC)
    assert a != fingerprint("user", "add", "prefers dark mode")
    assert a != fingerprint("memory", "remove", "prefers dark mode")


def test_a_corrupt_journal_is_a_clear_error(settings):
    settings.reverie_dir.mkdir(parents=True)
    settings.journal_db.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StagingError, match="journal|database"), Journal(settings) as j:
        j.log()


def test_a_write_that_undoes_nothing_is_confirmed_in_one_statement(settings, monkeypatch):
    """Confirming a write's intent is one UPDATE: the undo bookkeeping (which op an undo
    undid) only runs for an undo (issue 27: it was a second UPDATE on every write)."""
    statements: list[str] = []
    real_connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    store = journaling_store(settings, origin="foreground", who="me", via="cli")
    assert store.add("memory", "the build host is called anvil")["success"]
    statements.clear()
    assert store.add("memory", "deploys go through make ship")["success"]
    updates = [s for s in statements if s.lstrip().upper().startswith("UPDATE")]
    assert len(updates) == 1 and "state" in updates[0]
    with Journal(settings) as j:
        assert [(o.state, o.after) for o in j.log()][0] == ("done", "deploys go through make ship")
    # an undo still marks the op it undid
    with Journal(settings) as j:
        op = j.log()[0]
        assert undo_operation(j, op.op_id)["success"]
        undone = j.get(op.op_id)
        assert undone.undone_by is not None and j.get(undone.undone_by).event == "undone"
