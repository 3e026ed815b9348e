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
