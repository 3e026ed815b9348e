"""The user's "forget …" reaches everything Reverie keeps of it (session 27, tester20).

It reached the live entry (its removal staged for the operator) and the user's past events
(deleted), but an entry an earlier consolidation had moved to the archive stayed there and
in its state.db mirror: after "Please forget that I keep bees." the agent's session_search
still found "[archived #1 from USER.md …] User keeps bees on the roof.", and `memory archive
restore` could put it back into the prompt. A session summarised before the request kept
its words in the stored summary, which `reverie search` and session_search show. Decided
(docs/review.md 3): the request deletes every archived fact it covers, of any kind (out of
the prompt, so no operator's approval is needed, and the words stay in the transcript), and a
stored summary is read through the requests made since. Every sentence here is our own."""

from __future__ import annotations

import gc
import json

from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.review.test_episodes_learn76 import MONDAY, _chat, _review

BEES = "User keeps bees on the roof."
TOOL = "The build box answers on port 7001."
SAIL = "User sailed to the harbour island on 9 March 2024."


def test_a_request_to_forget_deletes_the_archived_entries_it_covers(
        home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    with Archive(settings, clock=clock) as archive:
        bees, tool = archive.archive_now("user", [ArchiveItem(BEES, "evicted", "for room")])[0], \
            archive.archive_now("memory", [ArchiveItem(TOOL, "superseded", "a newer port")])[0]
        (sail,) = archive.archive_now("user", [ArchiveItem(SAIL, EPISODE, "a past event")])
    assert run("memory", "add", "--target", "user", "User keeps two hives of bees.").exit_code == 0
    _chat(settings, "s1", "Please forget that I keep bees.", "Done.", at=MONDAY + 3600)

    result = _review(settings, "s1", clock)
    assert result.archive_deleted == [bees]
    assert [(o.status, o.action, o.operations[0].get("old_text")) for o in result.outcomes] \
        == [("staged", "remove", "User keeps two hives of bees.")]   # waits for the operator
    with Archive(settings, clock=clock) as archive:
        assert archive.get(bees).state == "deleted" and BEES not in archive.get(bees).text
        assert (archive.get(tool).state, archive.get(sail).state) == ("archived", "archived")
        assert archive.restore(bees)["success"] is False
    with SessionStore.open(settings) as store:
        mirrored = [m.content for m in store.messages(ARCHIVE_SESSION)]
    assert len(mirrored) == 2 and not any("bees" in text for text in mirrored)
    assert json.loads(run("review", "s1", "--now", "--json").output)["archive_deleted"] == []


def test_the_run_says_what_the_users_request_deleted(home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    with Archive(settings, clock=clock) as archive:
        archive.archive_now("user", [ArchiveItem(BEES, "evicted", "for room")])
    _chat(settings, "s1", "Please forget that I keep bees.", "Done.")
    ran = run("run", "--once")
    assert ran.exit_code == 0, ran.output
    assert "reviewed s1: 0 applied, 0 staged for approval, 1 archived fact(s) deleted at " \
           "the user's request" in ran.output, ran.output


def test_a_summary_stored_before_the_request_no_longer_shows_its_words(
        home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    _chat(settings, "s1", "Yesterday I repainted the boathouse teal.", "Lovely colour.")
    assert run("summarize", "s1", "--now").exit_code == 0
    with SessionStore.open(settings) as store:
        assert "boathouse" in store.search("boathouse")[0].summary.text   # stored with it
    _chat(settings, "s2", "Please forget that I repainted the boathouse.", "Done.",
          at=MONDAY + 3600)
    _review(settings, "s2", clock)

    shown = run("search", "boathouse", "--json")
    hits = {h["session_id"]: h for h in json.loads(shown.output)}
    assert "teal" not in json.dumps(hits["s1"].get("summary")), hits["s1"]
    found = run("tool", "session_search", json.dumps({"query": "boathouse"}))
    summaries = [r.get("summary") or "" for r in json.loads(found.output)["results"]]
    assert summaries and not any("teal" in s for s in summaries), summaries


def test_a_stored_summary_is_not_shown_unread_when_the_requests_cannot_be_read(
        home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    _chat(settings, "s1", "Yesterday I repainted the boathouse teal.", "Lovely colour.")
    assert run("summarize", "s1", "--now").exit_code == 0
    gc.collect()  # a connection the in-process command left would checkpoint over the damage
    settings.journal_db.write_bytes(b"not a database" * 100)   # the requests live there
    shown = run("search", "boathouse", "--json")
    assert shown.exit_code == 0, shown.output
    (hit,) = json.loads(shown.output)
    assert hit["session_id"] == "s1" and hit["summary"] is None   # (the match is the transcript)
    found = run("tool", "session_search", json.dumps({"query": "boathouse"}))
    reply = json.loads(found.output)
    assert reply["success"] is True and reply["count"] == 1, reply   # as before: no failure
    assert "teal" not in reply["results"][0]["summary"]


def test_a_pending_consolidations_row_the_request_covers_is_never_archived(
        home, clean_env, clock) -> None:
    # review29 R6: a row proposed before the request was archived when its record settled
    settings = make_settings(home, clean_env)
    hives = "User keeps two hives of bees behind the shed."
    with Archive(settings, clock=clock) as archive:
        (row,) = archive.propose("rec-1", "user", [ArchiveItem(hives, "evicted", "for room")])
    _chat(settings, "s1", "Please forget that I keep bees.", "Done.")
    assert _review(settings, "s1", clock).archive_deleted == [row]
    with Archive(settings, clock=clock) as archive:
        archive.settle_record("rec-1")      # decided outside the journal (Hermes)
        fact = archive.get(row)
    assert fact.state == "deleted" and "bees" not in fact.text
    with SessionStore.open(settings) as store:
        assert not any("bees" in m.content for m in store.messages(ARCHIVE_SESSION))


def test_forgetting_one_past_event_deletes_that_one_and_not_its_like(
        home, clean_env, clock) -> None:
    # Found beside a live Hermes 0.22: "Please forget that I visited the old observatory in
    # Lund." deleted the visit to every town's observatory (the 2/3 allowance a retelling
    # gets let 'lund' be the term missing). A delete is final, so every term must be there.
    settings = make_settings(home, clean_env)
    visits = [f"User visited the old observatory in {town} on 10 March 2024."
              for town in ("Lund", "Ghent", "Tartu")]
    with Archive(settings, clock=clock) as archive:
        ids = archive.archive_now("user", [ArchiveItem(v, EPISODE, "a past event") for v in visits])
    _chat(settings, "s1", "Please forget that I visited the old observatory in Lund.", "Done.")
    assert _review(settings, "s1", clock).archive_deleted == [ids[0]]
    with Archive(settings, clock=clock) as archive:
        assert [archive.get(i).state for i in ids] == ["deleted", "archived", "archived"]
