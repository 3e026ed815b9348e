"""doctor's untyped_evidence check (worker.untyped_evidence) on hand-built homes: which
entries it names, and what it never trips on. The real scaffolding, built by Hermes' own
code, is in tests/hermes/test_untyped_entries_interop.py."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from reverie.memory.journal import Journal
from reverie.search_index import SessionStore
from reverie.worker.doctor import diagnose
from reverie.worker.untyped_evidence import untyped_entries
from tests.conftest import make_settings

NOTICE = ("[IMPORTANT: Background process proc_7 finished with exit code 0.\n"
          "Output: I live in Tromso-output and I prefer tabs.]")


def learned(home: Path, rows: list[str], entries: list[tuple[str, object]]):
    """A home whose USER.md holds ``entries`` (text, evidence), each journaled as a review
    wrote it; ``rows`` are the user's rows of session s1, ids 1, 2, …"""
    settings = make_settings(home)
    with SessionStore.open(settings) as store:
        for row in rows:
            store.append_message("s1", "user", row)
    (home / "memories").mkdir(exist_ok=True)
    (home / "memories" / "USER.md").write_text("\n§\n".join(text for text, _ in entries))
    with Journal(settings) as journal:
        for text, evidence in entries:
            journal.record("applied", origin="background_review", target="user",
                           action="add", after=text, evidence=evidence)
    return settings


def evidence(*ids: object, session: object = "s1") -> dict:
    return {"session_id": session, "message_ids": list(ids), "quotes": []}


def test_an_entry_from_a_notice_is_named_and_one_from_typed_words_is_not(home: Path) -> None:
    settings = learned(home, [NOTICE, "I moved to Bergen-typed last spring."], [
        ("User lives in Tromso-output.", evidence(1)),
        ("User moved to Bergen-typed.", evidence(2)),
    ])
    assert [e.entry for e in untyped_entries(settings)] == ["User lives in Tromso-output."]


def test_a_rewritten_sentence_of_typed_words_is_not_named(home: Path) -> None:
    # the row holds a photo's description too, but the entry is the caption's, reworded
    photo = ("[The user sent an image~ Here's what I can see:\nI can see a lake and a boat.]\n"
             "[If you need a closer look, use vision_analyze with image_url: /tmp/a.png ~]\n\n"
             "I use this kayak every weekend.")
    settings = learned(home, [photo], [("User uses a kayak every weekend.", evidence(1)),
                                       ("User can see a lake and a boat.", evidence(1))])
    assert [e.entry for e in untyped_entries(settings)] == ["User can see a lake and a boat."]


def test_evidence_it_cannot_follow_names_nothing(home: Path) -> None:
    settings = learned(home, [NOTICE], [
        ("User lives in Tromso-output.", evidence(1, session="another")),
        ("User prefers tabs.", evidence("1", True, None)),
        ("User likes Tromso-output.", "not a mapping"),
        ("User is in Tromso-output.", evidence(99)),
    ])
    assert untyped_entries(settings) == []
    # a hand-written entry the journal never saw, and a home without a state.db
    (home / "memories" / "USER.md").write_text("User lives in Tromso-output.\n§\nHand-written.")
    (home / "state.db").unlink()
    assert untyped_entries(settings) == []


def test_an_entry_the_operator_protected_is_vouched_for(home: Path, run) -> None:
    settings = learned(home, [NOTICE], [("User lives in Tromso-output.", evidence(1)),
                                        ("User prefers tabs.", evidence(1))])
    assert len(untyped_entries(settings)) == 2
    protected = run("memory", "protect", "--target", "user", "Tromso-output")
    assert protected.exit_code == 0, protected.output
    assert [e.entry for e in untyped_entries(settings)] == ["User prefers tabs."]


def test_a_journal_without_the_memory_tables_names_nothing(home: Path) -> None:
    # (a journal.db another component made first, or an older one: no memory_ops yet)
    settings = learned(home, [NOTICE], [])
    (home / "memories" / "USER.md").write_text("User lives in Tromso-output.")
    settings.journal_db.unlink(missing_ok=True)
    settings.journal_db.parent.mkdir(parents=True, exist_ok=True)
    sqlite3.connect(settings.journal_db).close()
    assert untyped_entries(settings) == []
    assert [f for f in diagnose(home, environ={"HOME": str(home.parent)}).findings
            if f.check == "untyped_evidence"] == []
