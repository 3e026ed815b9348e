"""The archive row of an entry a review's correction replaces is dated when the user said
the entry, not when a review happened to write it (issue 27, order3 item 5): a
consolidation's evicted rows were dated so already (review.consolidate.gather), a review's
superseded rows by the write time, so a backlog reviewed weeks late dated its facts then.
The sentences are our own.
"""

from __future__ import annotations

from reverie.config import FakeClock
from reverie.memory.upkeep.archive import Archive
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings

DAY = 86_400.0
SAID = 1_700_000_000.0


def test_a_replaced_entry_is_archived_with_when_the_user_said_it(home, clean_env) -> None:
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "My timezone is Europe/Oslo.", SAID, source="cli")
        store.append_message("s1", "assistant", "Noted.", SAID + 1)
        store.append_message("s2", "user", "I moved to Porto last month, so my timezone is "
                             "Europe/Lisbon now", SAID + 40 * DAY, source="cli")
        store.append_message("s2", "assistant", "Noted, Lisbon time.", SAID + 40 * DAY + 1)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    # the backlog is reviewed a month and a half after the first session was said
    clock = FakeClock(SAID + 45 * DAY)
    first = review_session(settings, "s1", provider=provider, clock=clock, echo=lambda _: None)
    assert [(o.status, o.target) for o in first.outcomes] == [("applied", "user")]
    clock.advance(DAY)
    second = review_session(settings, "s2", provider=provider, clock=clock, echo=lambda _: None)
    replaced = [o for o in second.outcomes if o.status == "staged"]
    assert len(replaced) == 1, second.outcomes
    with Archive(settings, clock=clock) as archive:
        (row,) = [f for f in archive.facts(states=("proposed",)) if "Oslo" in f.text]
    assert row.kind == "superseded"
    assert row.learned_at == SAID        # when it was said, not SAID + 45 days
