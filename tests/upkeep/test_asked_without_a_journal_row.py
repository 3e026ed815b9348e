"""An entry the journal has no row of (Hermes' own memory tool wrote it into USER.md when the
user asked in the foreground, or it was there before Reverie) ranks as asked when a user's
message in the sessions asks to keep it, read as a review's proposal is
(review.kept_on_request); otherwise by its kind, as before (fixlearn21, learn84's Left).
Sentences of our own.
"""

from __future__ import annotations

from reverie.memory.entries import DELIMITER
from reverie.memory.journal import Journal
from reverie.memory.pending.staging import approve
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.upkeep_db import UpkeepDB
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.gather import gather
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.upkeep.support import say

ASKED_ENTRY = "User's bike lock code is 3318."
TASTES = ["User loves slow jazz.", "User plays the cello on Sundays.", "User collects old maps.",
          "User enjoys sourdough baking.", "User likes long canal walks.", "User grows chillies."]


def _home(home, clean_env, *, asked: bool):
    settings = make_settings(home, clean_env, memory={"user_char_limit": 160})
    say(settings, "fg1", "Please remember that my bike lock code is 3318." if asked
        else "My bike lock code is 3318, I keep forgetting it.", day=1)
    path = settings.memory_file("user")
    path.parent.mkdir(parents=True, exist_ok=True)
    # written straight into the file, as Hermes' memory tool does: no journal row
    path.write_text(DELIMITER.join([ASKED_ENTRY, *TASTES]), encoding="utf-8")
    return settings


def _sources(settings, clock) -> dict[str, str | None]:
    live = MemoryStore(settings).entries("user")
    with Journal(settings) as journal, UpkeepDB(settings, clock=clock) as db, \
            SessionStore.open(settings) as sessions:
        return {e.text: e.source for e in gather(settings, "user", live, journal=journal, db=db,
                                                 clock=clock, sessions=sessions)}


def test_an_entry_the_user_asked_hermes_to_keep_ranks_as_asked(home, clean_env, clock) -> None:
    settings = _home(home, clean_env, asked=True)
    sources = _sources(settings, clock)
    assert sources[ASKED_ENTRY] == "asked"
    assert {sources[t] for t in TASTES} == {None}


def test_an_entry_only_mentioned_keeps_no_source(home, clean_env, clock) -> None:
    settings = _home(home, clean_env, asked=False)
    assert _sources(settings, clock)[ASKED_ENTRY] is None


def test_a_full_file_keeps_what_the_user_asked_hermes_to_keep(home, clean_env, clock) -> None:
    settings = _home(home, clean_env, asked=True)
    for day, taste in enumerate(TASTES, 2):
        # each taste talked of again after the request: the request is the least recent, and
        # ranked with the tastes (at the parent) it was the first to leave
        say(settings, f"s{day}", f"Funny, I was thinking: {taste.removeprefix('User ')}", day=day)
    result = consolidate_target(settings, "user", clock=clock)
    assert result.status == "staged", result
    (decision,) = approve(settings, result.record_id, who="op")
    assert decision.ok
    assert ASKED_ENTRY in MemoryStore(settings).entries("user")
