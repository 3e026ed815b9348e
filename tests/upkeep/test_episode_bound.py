"""The archive's past events are bounded (session 27, tester20). Episodes were written into
the archive with no cap and nothing reading their number (LoCoMo dev: +15% archive rows),
and the archive's readers are linear in its rows (every settle re-checks the state.db mirror
of each archived row; `archive search` reads them all). Decided: at most
``reverie.garden.max_episodes`` (default 5,000; 0: no bound); past it the oldest said leave
the archive and its mirror, as a delete does, named as retired. The user's words stay in the
transcript, which both searches read. The files' archived entries are never counted nor
retired. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.config import ConfigError
from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION
from reverie.memory.upkeep.upkeep_db import UpkeepDB, read_only_counts
from reverie.review.episodes import place_episodes
from reverie.review.exclusions import Exclusions, new_key
from reverie.review.review_input import ReviewMessage
from reverie.search_index import SessionStore
from tests.conftest import make_settings

DAY = 86_400.0
SAID = 1_710_180_000.0
TRIPS = ["User sailed to the harbour island on 3 March 2024.",
         "User baked a rye loaf for the school fair on 4 March 2024.",
         "User saw the comet from the hill on 5 March 2024."]


def _place(settings, clock, texts, said):
    messages = [ReviewMessage(i + 1, "user", text, at=said[i]) for i, text in enumerate(texts)]
    by_id = {m.id: m for m in messages}
    with UpkeepDB(settings, clock=clock) as db:
        return place_episodes(
            settings, [{"content": t, "evidence": [i + 1]} for i, t in enumerate(texts)],
            by_id=by_id, live=[], exclusions=Exclusions(new_key()), scan=lambda _: None,
            evidence_of=lambda ids: {"message_ids": list(ids), "said_at": by_id[ids[0]].at},
            db=db)


def test_past_the_bound_the_oldest_said_episodes_leave_the_archive_and_its_mirror(
        home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env, reverie={"garden": {"max_episodes": 2}})
    assert settings.garden.max_episodes == 2
    with Archive(settings, clock=clock) as archive:   # a file's entry, moved out for room
        archive.archive_now("user", [ArchiveItem("User keeps bees on the roof.", "evicted",
                                                 "moved out for room")])
    # Said out of order: the newest told is not the newest said.
    placed, _ = _place(settings, clock, TRIPS[1:], [SAID + DAY, SAID + 2 * DAY])
    assert len(placed) == 2
    placed, dropped = _place(settings, clock, TRIPS[:1], [SAID])   # said before both kept
    assert placed == [] and "older than every past event kept" in dropped[0]["reason"]
    with Archive(settings, clock=clock) as archive:
        assert sorted(f.text for f in archive.facts(kind=EPISODE)) == sorted(TRIPS[1:])
        assert [f.text for f in archive.facts(kind="evicted")] == ["User keeps bees on the roof."]
        (gone,) = archive.facts(kind=EPISODE, states=("deleted",))
        assert "max_episodes" in gone.note and "harbour" not in gone.text
        assert archive.counts() == {"memory": 0, "user": 1}   # the files' entries only
        assert archive.episode_count() == 2
    assert read_only_counts(settings.journal_db)["user"]["archived"] == 1
    with SessionStore.open(settings) as store:
        shown = [m.content for m in store.messages(ARCHIVE_SESSION)]
    assert not any("harbour" in text for text in shown) and len(shown) == 3


def test_no_bound_when_it_is_zero_and_a_bad_bound_is_refused(home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env, reverie={"garden": {"max_episodes": 0}})
    _place(settings, clock, TRIPS, [SAID, SAID + DAY, SAID + 2 * DAY])
    with Archive(settings, clock=clock) as archive:
        assert archive.episode_count() == 3
    assert make_settings(home, clean_env).garden.max_episodes == 5000
    for bad in (-1, 2.5, "many", True):
        with pytest.raises(ConfigError, match="max_episodes"):
            make_settings(home, clean_env, reverie={"garden": {"max_episodes": bad}})


def test_the_archive_listing_counts_past_events_apart(home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    _place(settings, clock, TRIPS[:2], [SAID, SAID + DAY])
    listed = run("memory", "archive")
    assert listed.exit_code == 0, listed.output
    assert "memory 0, user 0; past events 2 of at most 5,000" in listed.output


def test_a_lowered_bound_holds_from_the_next_reader_of_the_archive(
        home, clean_env, clock, run) -> None:
    # review29 R4: lowering the bound retired nothing until the next past event was placed
    settings = make_settings(home, clean_env)
    _place(settings, clock, TRIPS, [SAID, SAID + DAY, SAID + 2 * DAY])
    assert run("config", "set", "reverie.garden.max_episodes", "1").exit_code == 0
    listed = run("memory", "archive")
    assert "past events 1 of at most 1)" in listed.output, listed.output
    assert TRIPS[2] in listed.output and TRIPS[0] not in listed.output
    with SessionStore.open(settings) as store:
        assert len(store.messages(ARCHIVE_SESSION)) == 1
