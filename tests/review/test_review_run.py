"""A review run holds its books (issue 27): one journal.db connection per review, shared by
the ledger, the memory journal and the upkeep tables."""

from __future__ import annotations

from pathlib import Path

import reverie.config.database as database
from reverie.config import FakeClock, Settings
from reverie.review.engine import review_session
from tests.review.engine_support import add_messages


def test_a_review_opens_journal_db_once(settings: Settings, monkeypatch) -> None:
    add_messages(settings, "s1", ("user", "Remember that the CI runner is named hopper."),
                 ("user", "I prefer concise answers."), ("assistant", "Noted."),
                 ("user", "My son Leo is allergic to peanuts."))
    opened: list[Path] = []
    real = database.connect

    def counting(path, **options):
        opened.append(Path(path))
        return real(path, **options)

    monkeypatch.setattr(database, "connect", counting)
    result = review_session(settings, "s1", clock=FakeClock(1_700_000_000), echo=lambda _: None)
    assert result.status == "reviewed" and result.applied >= 2
    assert opened.count(settings.journal_db) == 1


def test_a_review_on_a_homes_open_books_opens_no_database(settings: Settings,
                                                           monkeypatch) -> None:
    """A worker's home keeps a journal.db pool and state.db stores open between jobs
    (jobs.tasks.JobContext): a review borrowing them opens no connection at all, the
    Hermes usage row included, and writes what a review on its own writes."""
    import sqlite3

    from reverie.review.ledger import Ledger
    from reverie.search_index.kept import KeptStores

    for sid in ("s1", "s2"):
        add_messages(settings, sid, ("user", f"Remember that the CI runner of {sid} is hopper."),
                     ("assistant", "Noted."))
    clock = FakeClock(1_700_000_000)
    with Ledger(settings, clock=clock) as books:
        kept = KeptStores(settings.state_db, clock=clock)
        with kept.borrow() as sessions:
            first = review_session(settings, "s1", clock=clock, echo=lambda _: None,
                                   journal_db=books.db, sessions=sessions)
        opened: list[str] = []
        real = sqlite3.connect

        def counting(*args, **kwargs):
            opened.append(str(args[0] if args else kwargs.get("database")))
            return real(*args, **kwargs)

        monkeypatch.setattr(sqlite3, "connect", counting)
        with kept.borrow() as sessions:
            second = review_session(settings, "s2", clock=clock, echo=lambda _: None,
                                    journal_db=books.db, sessions=sessions)
        monkeypatch.undo()
        kept.close()
        assert opened == []
        assert first.status == second.status == "reviewed" and second.applied == 1
        assert books.get_cursor("s2") == second.cursor_after > 0
        assert [c.session_id for c in books.calls()] == ["s2", "s1"]
