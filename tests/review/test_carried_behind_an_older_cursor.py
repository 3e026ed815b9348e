"""A carried row an older Reverie's cursor passed by is read once (session 34, fix42).

Since session 33 (and 34) a row Hermes folded its compaction summary into is read for its
own words; on a home an older Reverie had reviewed, the cursor was already past such rows,
so "review --now" said "Nothing new" and the user's words there were never read (session
33, tester25). The ledger's migration 5 remembers every cursor then in place; the
session's next review reads the carried rows behind it, once. The offline reviewer;
sentences of our own.
"""

from __future__ import annotations

import sqlite3

from reverie.config import FakeClock
from reverie.config.sqlitedb import migrate
from reverie.memory.store import MemoryStore
from reverie.review.engine import review_session
from reverie.review.ledger import MIGRATIONS, Ledger
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings

SAID = 1_700_000_000.0
HEADER = "[PRIOR CONTEXT — for reference only; not a new message]"
DELIMITER = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
MARKER = "--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---"
SUMMARY = "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns.\n## Goal\nA shed for the user."


def test_a_carried_row_behind_an_older_cursor_is_read_once(home, clean_env) -> None:
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        store.append_message("c", "user", "Can you help me plan a shed?", SAID, source="cli")
        store.append_message("c", "assistant", "Sure.", SAID + 1)
        store.append_message("c", "user", f"{HEADER}\nI moved to Harwich last week.\n\n"
                             f"{DELIMITER}\n\n{SUMMARY}\n\n{MARKER}", SAID + 2)
        store.append_message("c", "assistant", "Noted.", SAID + 3)
        store.append_message("c", "user", f"{SUMMARY}\n\n{MARKER}\n\nI work as a ferry pilot.",
                             SAID + 4)
        last = store.append_message("c", "assistant", "Good to know.", SAID + 5)
        store.append_message("d", "user", "I keep bees.", SAID + 6, source="cli")
    # An older Reverie reviewed both sessions through their last rows (its ledger had
    # migrations 1-4), passing the carried rows by.
    settings.journal_db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(settings.journal_db, isolation_level=None)
    migrate(conn, "review", MIGRATIONS[:4])
    conn.execute("INSERT INTO reverie_review_cursors VALUES ('c', ?, ?)", (last, SAID))
    conn.close()

    clock = FakeClock(SAID + 86_400)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    first = review_session(settings, "c", provider=provider, clock=clock, echo=lambda _: None)
    assert first.status == "reviewed" and first.messages_reviewed == 2, first
    assert first.cursor_after == last           # the cursor never moves back
    kept = " ".join(MemoryStore(settings, clock=clock).entries("user"))
    assert "Harwich" in kept and "ferry pilot" in kept, kept
    assert "shed" not in kept                   # the summary is still no one's words
    again = review_session(settings, "c", provider=provider, clock=clock, echo=lambda _: None)
    assert again.status == "nothing_new"        # read once
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.carried_behind("c") == 0
        assert ledger.carried_behind("d") == 0   # a cursor the new reader writes: none behind
    assert review_session(settings, "d", provider=provider, clock=clock,
                          echo=lambda _: None).messages_reviewed == 1


def test_a_dormant_session_with_a_carried_row_behind_its_cursor_is_due_once(
        home, clean_env) -> None:
    """A session nobody writes to again has no new turn, so no review would come to read
    what its cursor passed by: the scan makes it due (reason "carried") while the mark is
    there, and forgets the marks of sessions with no carried row."""
    from reverie.jobs.tasks import default_tasks, enqueue_all_due

    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        store.append_message("e", "user", "Hello.", SAID, source="cli")
        last_e = store.append_message("e", "user", f"{SUMMARY}\n\n{MARKER}\n\nI play the oboe.",
                                      SAID + 1)
        last_f = store.append_message("f", "user", "I collect stamps.", SAID + 2, source="cli")
    settings.journal_db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(settings.journal_db, isolation_level=None)
    migrate(conn, "review", MIGRATIONS[:4])
    conn.executemany("INSERT INTO reverie_review_cursors VALUES (?, ?, ?)",
                     [("e", last_e, SAID), ("f", last_f, SAID)])
    conn.close()

    clock = FakeClock(SAID + 86_400)
    tasks = default_tasks(settings, clock=clock)
    enqueue_all_due(tasks, "scan")
    queued = tasks.context.ledger.in_states(["queued"], kind="review")
    assert {r.session_id for r in queued} == {"e"}
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.all_carried_behind() == {"e": last_e}   # f had none: forgotten
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    result = review_session(settings, "e", provider=provider, clock=clock, echo=lambda _: None)
    assert result.messages_reviewed == 1
    assert "oboe" in " ".join(MemoryStore(settings, clock=clock).entries("user"))
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.all_carried_behind() == {}


def test_a_carried_row_read_late_adds_but_never_undoes_a_later_change(home, clean_env) -> None:
    """review36 R18: session 33's reader read the delimiter form on a user row, so a home it
    reviewed had "lives in Oslo" read, and later replaced by "lives in Bergen"; read again
    after the migration, the old row staged the replace of the newer city by the older.
    Rows read late only add: their change is dropped, saying why, and a new fact in them
    still goes in."""
    settings = make_settings(home, clean_env)
    clock = FakeClock(SAID + 86_400)
    MemoryStore(settings, clock=clock).add("user", "User lives in Bergen.")
    with SessionStore.open(settings) as store:
        store.append_message("c", "user", f"{HEADER}\nI live in Oslo. I keep two goats.\n\n"
                             f"{DELIMITER}\n\n{SUMMARY}\n\n{MARKER}", SAID)
        last = store.append_message("c", "assistant", "Noted.", SAID + 1)
    settings.journal_db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(settings.journal_db, isolation_level=None)
    migrate(conn, "review", MIGRATIONS[:4])
    conn.execute("INSERT INTO reverie_review_cursors VALUES ('c', ?, ?)", (last, SAID))
    conn.close()
    with SessionStore.open(settings) as store:
        store.append_message("c", "user", "Thanks for the help.", SAID + 2)

    provider = HeuristicProvider(provider_settings("heuristic"), {})
    result = review_session(settings, "c", provider=provider, clock=clock, echo=lambda _: None)
    assert [o.status for o in result.outcomes if o.status == "staged"] == [], result.outcomes
    entries = MemoryStore(settings, clock=clock).entries("user")
    assert "User lives in Bergen." in entries and not any("Oslo" in e for e in entries)
    assert any("goats" in e for e in entries), entries          # a new fact still goes in
    assert any("read late" in d["reason"] for d in result.dropped), result.dropped


def test_a_forget_in_a_carried_row_read_late_removes_only_what_was_said_before_it(
        home, clean_env) -> None:
    """fix42's left (session 34): a "forget …" said in a carried row read late was dropped
    with the row's other changes. It is the user's own request: it removes a live entry the
    user said before it (staged for an operator, as every removal), never one the user
    told again after it."""
    from reverie.memory.journaled import journaling_store

    settings = make_settings(home, clean_env)
    journaling_store(settings, clock=FakeClock(SAID - 100)).add("user", "User uses Emacs.")
    journaling_store(settings, clock=FakeClock(SAID + 50)).add("user",
                                                               "User uses Emacs for mail.")
    with SessionStore.open(settings) as store:
        store.append_message("c", "user", f"{HEADER}\nPlease forget that I use Emacs.\n\n"
                             f"{DELIMITER}\n\n{SUMMARY}\n\n{MARKER}", SAID)
        last = store.append_message("c", "assistant", "Noted.", SAID + 1)
    settings.journal_db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(settings.journal_db, isolation_level=None)
    migrate(conn, "review", MIGRATIONS[:4])
    conn.execute("INSERT INTO reverie_review_cursors VALUES ('c', ?, ?)", (last, SAID))
    conn.close()

    clock = FakeClock(SAID + 86_400)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    result = review_session(settings, "c", provider=provider, clock=clock, echo=lambda _: None)
    staged = [o for o in result.outcomes if o.status == "staged"]
    assert [(o.action, o.operations[0].get("old_text")) for o in staged] == [
        ("remove", "User uses Emacs.")], (result.outcomes, result.dropped)
