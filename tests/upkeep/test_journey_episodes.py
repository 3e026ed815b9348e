"""The journey lists the user's past events (session 27, tester20). `memory journey` is what
an operator reads to learn what Reverie learned; an episode (a dated past event, kept in the
archive and never in the prompt) was learned too, and `memory journey` said nothing of it:
a home whose review archived two past events and wrote no entry printed "Nothing learned
yet". The journey now lists them after the files' entries, apart (they are not in the prompt,
and a journey node id names a file's entry), each with its archive id and how it is deleted.
Every sentence here is our own."""

from __future__ import annotations

import json

from reverie.memory.journey import past_events
from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from tests.conftest import make_settings

SAID = 1_710_180_000.0          # 11 March 2024, 18:00 UTC
RACE = "User rowed a charity regatta on the lake on 10 March 2024."
HIKE = "User walked the coastal path to the lighthouse on 9 March 2024."


def _episodes(settings, clock) -> list[int]:
    with Archive(settings, clock=clock) as archive:
        ids = archive.archive_now("user", [
            ArchiveItem(RACE, EPISODE, "a dated past event the user told", learned_at=SAID,
                        evidence={"session_id": "chat-7", "message_ids": [3]}),
            ArchiveItem(HIKE, EPISODE, "a dated past event the user told", learned_at=SAID - 60,
                        evidence={"session_id": "chat-7", "message_ids": [1]})])
        # An entry consolidation moved out is the archive's, not a past event.
        archive.archive_now("memory", [ArchiveItem("The build box answers on port 7001.",
                                                   "evicted", "moved out for room")])
    return ids


def test_the_journey_lists_past_events_apart_from_the_files_entries(
        home, clean_env, clock, run) -> None:
    settings = make_settings(home, clean_env)
    assert "Nothing learned yet" in run("memory", "journey").output
    race, hike = _episodes(settings, clock)

    listed = run("memory", "journey")
    assert listed.exit_code == 0, listed.output
    assert "Nothing learned yet" not in listed.output
    assert RACE in listed.output and HIKE in listed.output
    assert "port 7001" not in listed.output        # consolidation's archive is not history
    assert listed.output.index(HIKE) < listed.output.index(RACE)   # oldest said first
    assert f"reverie memory archive delete {race}" in listed.output
    assert "session chat-7" in listed.output and "never in the prompt" in listed.output

    data = json.loads(run("memory", "journey", "--json").output)
    assert data["nodes"] == []
    assert [(e["id"], e["text"], e["kind"]) for e in data["episodes"]] == \
        [(hike, HIKE, EPISODE), (race, RACE, EPISODE)]

    # A deleted one leaves the journey with the archive.
    assert run("memory", "archive", "delete", str(race)).exit_code == 0
    events, total = past_events(settings)
    assert [f.id for f in events] == [hike] and total == 1
    assert RACE not in run("memory", "journey").output



def test_the_journey_shows_the_past_events_said_last_and_how_many_there_are(
        home, clean_env, clock, run) -> None:
    # Seen beside a live Hermes 0.22: sixty past events made the journey sixty screens'
    # worth; the archive keeps up to 5,000.
    settings = make_settings(home, clean_env)
    with Archive(settings, clock=clock) as archive:
        archive.archive_now("user", [ArchiveItem(
            f"User swam in lake number {i} on 3 May 2024.", EPISODE, "a past event",
            learned_at=SAID + i) for i in range(25)])
    shown = run("memory", "journey")
    assert "the 20 said last of 25, `reverie memory archive` lists them all:" in shown.output
    assert "lake number 24 " in shown.output and "lake number 4 " not in shown.output
    data = json.loads(run("memory", "journey", "--json").output)
    assert len(data["episodes"]) == 20 and data["episodes_total"] == 25


def test_the_past_events_said_last_are_those_a_read_of_them_all_gives(home, clean_env, clock):
    # The journey reads the ``limit`` said last and the count in one statement, not every
    # past event; an unknown time sorts as the earliest, equal times by id.
    settings = make_settings(home, clean_env)
    with Archive(settings, clock=clock) as archive:
        archive.archive_now("user", [ArchiveItem(
            f"User sailed to island number {i} on 4 June 2024.", EPISODE, "a past event",
            learned_at=None if i % 5 == 0 else SAID + (i % 7) * 60,
            evidence={"session_id": f"chat-{i}", "message_ids": [i]}) for i in range(30)])
        archive.archive_now("memory", [ArchiveItem("The sailing club's gate code is 4411.",
                                                   "evicted", "room")])
    every, total = past_events(settings, limit=None)
    assert total == len(every) == 30
    for limit in (1, 7, 30, 45):
        shown, count = past_events(settings, limit=limit)
        assert count == 30 and [f.to_dict() for f in shown] == [
            f.to_dict() for f in every[-limit:]]
    assert shown[0].learned_at is None and shown[-1].learned_at == SAID + 6 * 60


def test_a_past_event_deleted_while_the_journey_reads_is_left_out(home, clean_env, clock,
                                                                  monkeypatch):
    # The ids said last are read first, the facts after them: one deleted in between (an
    # operator's delete, a forget) is not shown, and the page does not fail.
    settings = make_settings(home, clean_env)
    race, hike = _episodes(settings, clock)
    real = Archive.said_last

    def deleted_between(self, limit, **kw):
        reads = self.db.rows

        def rows(sql, args=()):
            out = reads(sql, args)
            if "COUNT(*) OVER ()" in sql:     # the ids were read: another handle deletes one
                with Archive(settings, clock=clock) as other:
                    assert other.delete(race, who="a test")["success"]
            return out

        monkeypatch.setattr(self.db, "rows", rows)
        return real(self, limit, **kw)

    monkeypatch.setattr(Archive, "said_last", deleted_between)
    shown, total = past_events(settings)
    assert [f.id for f in shown] == [hike] and total == 2
