"""The archive: settled from the files, searched, restored through the store, mirrored into
state.db; and its command line (issue 20)."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.archive import Archive, ArchiveItem
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION, ARCHIVE_SOURCE, ARCHIVE_TITLE
from reverie.review.consolidate import consolidate_target
from reverie.search_index import SessionStore
from reverie.worker.cli import cli
from tests.conftest import make_settings
from tests.upkeep.support import archived, learn, live, mirror_texts, port_fact, waiting


@pytest.fixture
def small(home, clean_env):
    """MEMORY.md limited to 600 characters in config.yaml (the CLI reads the same)."""
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    return make_settings(home, clean_env)


def consolidated(settings, clock, n=15):
    for i in range(n):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    return consolidate_target(settings, "memory", clock=clock)


def test_a_consolidation_hermes_approved_is_settled_from_the_files(small, clock):
    """Hermes' /memory approve replays the batch and deletes the record without telling
    Reverie: the next reader of the archive sees the record gone and the entries out."""
    result = consolidated(small, clock)
    record = small.pending_dir / f"{result.record_id}.json"
    ops = json.loads(record.read_text())["payload"]["operations"]
    store = MemoryStore(small)
    assert store.apply_batch("memory", [{"action": o["action"], "old_text": o["old_text"]}
                                        for o in ops])["success"]
    os.unlink(record)                        # what Hermes does after applying it
    assert sorted(archived(small)) == sorted(o["old_text"] for o in ops)
    assert len(mirror_texts(small)) == len(ops)


def test_a_record_rejected_elsewhere_leaves_nothing_archived(small, clock):
    result = consolidated(small, clock)
    os.unlink(small.pending_dir / f"{result.record_id}.json")   # rejected by Hermes
    assert archived(small) == [] and mirror_texts(small) == []
    with Archive(small) as archive:
        assert {f.state for f in archive.for_record(result.record_id)} == {"dropped"}


def test_restore_goes_through_the_store(small, clock):
    result = consolidated(small, clock)
    from reverie.memory.pending.staging import approve

    approve(small, result.record_id, who="op")
    with Archive(small) as archive:
        fact = archive.facts()[0]
        # The file is full again once the waiting facts land: a restore that does not fit
        # is refused by the store, and the fact stays archived.
        consolidate_target(small, "memory", clock=clock)
        MemoryStore(small).add("memory", "x" * (600 - len("\n§\n".join(live(small))) - 3))
        refused = archive.restore(fact.id, who="op")
        assert not refused["success"] and "exceed the limit" in refused["error"]
        assert archive.get(fact.id).state == "archived"
        MemoryStore(small).remove("memory", "x" * 10)
        done = archive.restore(fact.id, who="op")
        assert done["success"] and fact.text in live(small)
        assert archive.get(fact.id).state == "restored"
        assert not any(fact.text in m for m in mirror_texts(small))
        again = archive.restore(fact.id, who="op")
        assert not again["success"] and "restored, not archived" in again["error"]


def test_an_older_title_of_the_mirror_is_renamed_to_name_the_episodes_too(home, clean_env, clock):
    # the agent reads the title in its search results; an episode was never in either file
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        archive.archive_now("user", [ArchiveItem("User lives in Lisbon.", "superseded", "moved")])
        with SessionStore.open(s) as store, store.transaction() as conn:
            conn.execute("UPDATE sessions SET title = ? WHERE id = ?",
                         ("Reverie memory archive (facts moved out of MEMORY.md and USER.md)",
                          ARCHIVE_SESSION))
        archive.archive_now("user", [ArchiveItem("User works at Initech.", "superseded", "new job")])
        with SessionStore.open(s) as store:
            assert store.get_session(ARCHIVE_SESSION).title == ARCHIVE_TITLE
            assert "dated past events" in ARCHIVE_TITLE
            with store.transaction() as conn:   # a title the operator gave it is left alone
                conn.execute("UPDATE sessions SET title = 'my notes' WHERE id = ?", (ARCHIVE_SESSION,))
        archive.archive_now("user", [ArchiveItem("User owns a kayak.", "evicted", "room")])
        with SessionStore.open(s) as store:
            assert store.get_session(ARCHIVE_SESSION).title == "my notes"


def test_search_matches_every_term_in_english_and_chinese(home, clean_env, clock):
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        archive.archive_now("memory", [
            ArchiveItem("The svc-002 service listens on port 9015 in staging.", "superseded",
                        "superseded by port 10026"),
            ArchiveItem("用户以前住在里斯本。", "superseded", "搬到柏林"),
            ArchiveItem("The build uses make.", "evicted", "room")])
        assert [f.text for f in archive.search("svc-002 9015")] == [
            "The svc-002 service listens on port 9015 in staging."]
        assert [f.text for f in archive.search("里斯本")] == ["用户以前住在里斯本。"]
        assert archive.search("svc-002 gradle") == [] and archive.search("") == []
        assert archive.search('"port 9015"')[0].kind == "superseded"


def test_archive_search_takes_the_words_as_the_operator_is_told_to_type_them(home, clean_env,
                                                                            clock):
    """`reverie memory archive search WORDS` (as the never-placed line and a full file's notes
    say it): several words unquoted are one search, not click's 'unexpected extra argument'
    (tester24: a user looking for their old job typed two words)."""
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        archive.archive_now("user", [
            ArchiveItem("User lives in Ghent and works as a bridge engineer.", "superseded",
                        "moved"),
            ArchiveItem("User is a bridge player.", "evicted", "room")])
    runner = CliRunner()
    found = runner.invoke(cli, ["--home", str(home), "memory", "archive", "search", "bridge",
                                "engineer"])
    assert found.exit_code == 0, found.output
    assert "bridge engineer" in found.output and "bridge player" not in found.output
    as_json = runner.invoke(cli, ["--home", str(home), "memory", "archive", "search", "--json",
                                  "bridge", "engineer"])
    assert json.loads(as_json.output)["query"] == "bridge engineer"
    none = runner.invoke(cli, ["--home", str(home), "memory", "archive", "search"])
    assert none.exit_code == 2 and "Missing argument 'WORDS...'" in none.output


def test_search_ranks_by_occurrences_then_newest_and_returns_whole_facts(home, clean_env, clock):
    # Matched and ranked on the words alone; the facts shown are read whole afterwards.
    s = make_settings(home, clean_env)
    quote = {"session_id": "s1", "message_ids": [4], "quotes": [{"message_id": 4,
                                                                 "text": "I keep a canoe."}]}
    with Archive(s, clock=clock) as archive:
        (older,) = archive.archive_now("user", [ArchiveItem("User keeps a canoe.", "evicted",
                                                            "room", evidence=quote)])
        clock.advance(60)
        (twice,) = archive.archive_now("memory", [ArchiveItem(
            "The canoe rack holds one canoe.", "evicted", "room")])
        clock.advance(60)
        same_time = archive.archive_now("memory", [
            ArchiveItem(f"Canoe paddle {i} hangs in the shed.", "evicted", "room")
            for i in range(520)])
        archive.archive_now("memory", [ArchiveItem("The shed is locked.", "evicted", "room")])
        found = archive.search("canoe", limit=1000)
        assert [f.id for f in found] == [twice, *sorted(same_time, reverse=True), older]
        assert found[-1].evidence == quote and found[-1].target == "user"
        assert [f.id for f in archive.search("CANOE", limit=2)] == [twice, max(same_time)]
        assert [f.id for f in archive.search("canoe", target="user")] == [older]
        assert archive.search("canoe shed", limit=0)[0].id == max(same_time)


def test_a_fact_deleted_while_a_search_ranks_is_left_out(home, clean_env, clock, monkeypatch):
    # Ranked on the words, read whole after: a fact that left the archive in between (here
    # deleted through another handle) is not returned, and the search does not fail.
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        first, second = archive.archive_now("memory", [
            ArchiveItem("The ferry leaves pier 4 at dawn.", "evicted", "room"),
            ArchiveItem("The ferry to the island runs hourly.", "evicted", "room")])
        reads = archive.db.rows

        def rows(sql, args=()):
            out = reads(sql, args)
            if sql.startswith("SELECT id, text, archived_at"):
                with Archive(s, clock=clock) as other:
                    assert other.delete(second, who="a test")["success"]
            return out

        monkeypatch.setattr(archive.db, "rows", rows)
        assert [f.id for f in archive.search("ferry")] == [first]


def test_a_page_of_facts_is_the_head_of_all_of_them_and_leaves_out_one_gone_meanwhile(
        home, clean_env, clock, monkeypatch):
    # A page reads its ids first and the rows after: the same facts in the same order as
    # the head of the whole list; one deleted between the two reads is not shown.
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        for i in range(3):
            archive.archive_now("memory", [ArchiveItem(f"Bay {i}{j} holds the kayaks.",
                                                       "evicted", "room") for j in range(4)])
            clock.advance(60)
        archive.delete(archive.facts(limit=1)[0].id, who="a test")
        for states in (("archived",), ("archived", "deleted")):
            every = archive.facts(states=states)
            for limit in (1, 5, 11, 12, 50):
                assert archive.facts(states=states, limit=limit) == every[:limit]
        newest, *_ = archive.facts(limit=3)
        reads = archive.db.rows

        def rows(sql, args=()):
            out = reads(sql, args)
            if sql.startswith("SELECT id FROM upkeep_archive"):
                with Archive(s, clock=clock) as other:
                    assert other.delete(newest.id, who="a test")["success"]
            return out

        monkeypatch.setattr(archive.db, "rows", rows)
        shown = archive.facts(limit=3)
    assert newest.id not in [f.id for f in shown] and len(shown) == 2


def test_the_mirror_is_a_session_of_reverie_own_and_is_rewritten_if_lost(home, clean_env, clock):
    s = make_settings(home, clean_env)
    with Archive(s, clock=clock) as archive:
        (fact_id,) = archive.archive_now("user", [ArchiveItem("User lives in Lisbon.",
                                                              "superseded", "moved to Berlin")])
        with SessionStore.open(s) as store:
            meta = store.get_session(ARCHIVE_SESSION)
            assert (meta.source, meta.title) == (ARCHIVE_SOURCE, ARCHIVE_TITLE)
            (msg,) = store.messages(ARCHIVE_SESSION)
            assert msg.role == "assistant" and msg.content.startswith(f"[archived #{fact_id} from USER.md")
            hits = store.search("Lisbon")
            assert hits and hits[0].session_id == ARCHIVE_SESSION
            with store.transaction() as conn:   # e.g. Hermes pruned the session
                conn.execute("DELETE FROM messages WHERE session_id = ?", (ARCHIVE_SESSION,))
        assert archive.sync_mirror() == 1
        assert any("Lisbon" in m for m in mirror_texts(s))
        assert archive.get(fact_id).mirror_id


def test_archive_cli(small, clock):
    result = consolidated(small, clock)
    runner = CliRunner()
    home = ["--home", str(small.home)]
    approve = runner.invoke(cli, [*home, "memory", "approve", result.record_id],
                            env={"HOME": str(small.home.parent)})
    assert approve.exit_code == 0, approve.output
    listing = runner.invoke(cli, [*home, "memory", "archive", "--json"])
    data = json.loads(listing.output)
    assert data["counts"]["memory"] == len(data["archived"]) > 0
    assert all(f["archived_fact"] and f["why"] for f in data["archived"])
    found = runner.invoke(cli, [*home, "memory", "archive", "search", "service-0"])
    assert "Service-0 listens on port 7000" in found.output
    fact_id = next(f["id"] for f in data["archived"] if f["text"].startswith("Service-0 "))
    consolidate_target(small, "memory", clock=clock)   # the waiting facts land first
    restored = runner.invoke(cli, [*home, "memory", "archive", "restore", str(fact_id)])
    assert (restored.exit_code == 0) == ("Service-0 listens on port 7000 in staging." in
                                         live(small))
    bad = runner.invoke(cli, [*home, "memory", "archive", "restore", "nope"])
    assert bad.exit_code == 2
    from reverie.worker.cli import main

    with pytest.raises(SystemExit) as exit_:
        main([*home, "memory", "archive", "restore", "99999"])
    assert exit_.value.code == 1


def test_protect_waiting_and_consolidate_cli(small, clock):
    for i in range(15):
        learn(small, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    runner = CliRunner()
    home = ["--home", str(small.home)]
    shown = runner.invoke(cli, [*home, "memory", "waiting", "--json"])
    assert [w["content"] for w in json.loads(shown.output)["waiting"]] == waiting(small)
    ok = runner.invoke(cli, [*home, "memory", "protect", "Service-0 listens"])
    assert ok.exit_code == 0 and "Protected" in ok.output
    nope = runner.invoke(cli, [*home, "memory", "protect", "no such entry"])
    assert nope.exit_code == 1 and "No entry matched" in nope.output
    staged = runner.invoke(cli, [*home, "memory", "consolidate", "--target", "memory", "--json"])
    (result,) = json.loads(staged.output)["consolidations"]
    assert result["status"] == "staged"
    record = json.loads((small.pending_dir / f"{result['record_id']}.json").read_text())
    assert not any(op["old_text"].startswith("Service-0 ") for op in record["payload"]["operations"])
    listed = runner.invoke(cli, [*home, "memory", "protected"])
    assert "Service-0 listens on port 7000" in listed.output
    off = runner.invoke(cli, [*home, "memory", "unprotect", "Service-0"])
    assert off.exit_code == 0 and runner.invoke(cli, [*home, "memory", "protected"]).output \
        .startswith("No entry is protected")


def test_rows_of_a_record_still_being_staged_are_not_settled_away(small, clock):
    """The rows are written before the record; a reader settling in between (another
    worker's job, `reverie queue`) must not take the missing record for a rejected one."""
    from reverie.memory.pending.staging import StageRequest, approve, new_record_id, stage

    for i in range(3):
        learn(small, f"s{i}", port_fact(i), day=i, clock=clock)
    entry = live(small)[0]
    rid = new_record_id(small)
    with Archive(small, clock=clock) as archive:
        archive.propose(rid, "memory", [ArchiveItem(entry, "evicted", "room")])
        assert archive.settle() == {"archived": 0, "dropped": 0}      # not staged yet
        assert {f.state for f in archive.for_record(rid)} == {"proposed"}
    staged = stage(small, StageRequest({"action": "batch", "target": "memory",
                                        "operations": [{"action": "remove", "old_text": entry}]},
                                       origin="background_review", record_id=rid), clock=clock)
    assert staged.status == "staged"
    approve(small, rid, who="op", clock=clock)
    assert archived(small) == [entry]


def test_rows_left_by_a_process_that_died_before_staging_are_dropped(small, clock):
    from reverie.memory.pending.staging import new_record_id
    from reverie.memory.upkeep.archive import STAGING_GRACE_S

    learn(small, "s0", port_fact(0), day=0, clock=clock)
    rid = new_record_id(small)
    with Archive(small, clock=clock) as archive:
        archive.propose(rid, "memory", [ArchiveItem(live(small)[0], "evicted", "room")])
        clock.advance(STAGING_GRACE_S + 1)
        assert archive.settle()["dropped"] == 1 and live(small)       # nothing left the file
