"""Issue 31 (learn78): a past act said with "just" or "recently" between people ("I just ran
a charity 10K") is the user's history as a dated one is (learn76): an episode for the archive,
dated "shortly before" the message's day, with every test a dated act has (the day's chatter
by kind, acts not done, acts of others, milestones kept live). Not in a sentence of the day
("today", "this morning"), and not said to the assistant, where an undated past act is kept
as said. A lasting doing said inside it ("the shelter I volunteer at") stays live: the
episode holding its words does not hold the fact. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.stands_alone import stands_alone
from tests.review.chat_support import added_in_a_developer_session, live_and_episodes

BEFORE = "shortly before 11 March 2024"   # chat_support.MONDAY's day


@pytest.mark.parametrize(("said", "episode"), [
    ("I just ran a charity 10K by the river!", f"User ran a charity 10K by the river {BEFORE}."),
    ("Guess what, I recently sang at an open mic night.", f"User sang at an open mic night {BEFORE}."),
    ("I also just emailed my old piano teacher for advice.",
     f"User emailed their old piano teacher for advice {BEFORE}."),
])
def test_a_past_act_said_to_be_recent_is_an_episode(said: str, episode: str) -> None:
    assert live_and_episodes(said) == ([], [episode])


@pytest.mark.parametrize("said", [
    "My shift ended early today and I just walked the dog around the block.",   # the day's doing
    "I just had lunch with my sister.",                                 # the day's chatter by kind
    "I just made a huge pot of chili.",                                 # a dish made, by quantity
    "I just wanted to say thanks for the tip.",                         # an act not done
    "My brother just ran a charity 10K.",                               # another's act
    "I ran a charity 10K by the river.",                                # undated: when is unknown
])
def test_what_is_no_recent_episode(said: str) -> None:
    assert live_and_episodes(said)[1] == []


def test_a_milestone_said_to_be_recent_stays_live() -> None:
    assert live_and_episodes("I just joined a community choir.") == \
        (["User joined a community choir."], [])


def test_said_to_the_assistant_a_recent_act_is_kept_as_before() -> None:
    # a developer's "I just <did>" may be the setup they have now: read as learn76 left it
    assert added_in_a_developer_session("I just moved the backups to the NAS in the attic.") == \
        ["User moved the backups to the NAS in the attic."]


def test_a_lasting_doing_inside_a_recent_episode_stays_live() -> None:
    added, episodes = live_and_episodes("I recently gave a talk at the shelter I volunteer at.")
    assert added == ["User volunteers at a shelter."]
    assert episodes == [f"User, {BEFORE}, gave a talk at the shelter they volunteer at."]


def test_an_episodes_date_is_read_as_a_date_when_the_entry_is_read_again() -> None:
    # stands_alone reads an entry without its date: "shortly before <day>" is one too
    assert not stands_alone("User watched them shortly before 8 May 2023.")
    assert stands_alone("User watched a film about glaciers shortly before 8 May 2023.")
