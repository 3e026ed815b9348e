"""Issue 31 (learn81): a dated act told in two steps is the user's dated history too. Between
friends the time often comes first in a sentence of its own that names no act ("Last Tuesday was
a blur!", "Something odd happened last Monday.", "Last spring I tried something brave that
changed me."), and the act follows without a time; the pair says what "On Monday I went to …"
says, so the act is dated by it and kept as an episode (.lead_in). Beside it, three dated acts
the episode path refused by tests written for something else: "I've been to Lisbon yesterday"
(a present perfect with a day, which says "went"), "on my way back from choir" after an accident had on a
day (where it befell the user, not an errand of now), and a "but" said before the event (which
turns what came before it, not the event). Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic.lead_in import lead_in_time
from tests.review.chat_support import live_and_episodes_at

SAID_AT = datetime(2026, 3, 18, 19, tzinfo=UTC).timestamp()   # a Wednesday evening


def _read(text: str, *, between_people: bool = True) -> tuple[list[str], list[str]]:
    return live_and_episodes_at(SAID_AT, text, between_people=between_people)


@pytest.mark.parametrize(("text", "time"), [
    ("Last Tuesday was a blur!", "Last Tuesday"),
    ("Oh, yesterday has been a whirlwind.", "yesterday"),
    ("Something odd happened last Monday.", "last Monday"),
    ("A lot happened over the weekend", "over the weekend"),
    ("Last spring I tried something brave that changed me.", "Last spring"),
    ("I had a strange experience yesterday!", "yesterday"),
    ("I tried something different two days ago, which I never expected to enjoy.", "two days ago"),
])
def test_a_lead_in_sets_a_past_time(text: str, time: str) -> None:
    found = lead_in_time(text)
    assert found is not None and found.group(0) == time


@pytest.mark.parametrize("text", [
    "Last month I joined a rowing club.",                        # dates its own act
    "I had a strange experience on the ferry yesterday.",        # names where: the act itself
    "Two days ago, we spent a lovely afternoon at the harbour.",
    "I had a cold on Tuesday.",
    "Next week will be hectic.",                                 # a time ahead
    "This month was long.",                                      # a span still running
    "Loads has changed since the spring.",                       # no time that dates
    "When I was small I had a strange experience two days ago.",
])
def test_not_a_lead_in(text: str) -> None:
    assert lead_in_time(text) is None


@pytest.mark.parametrize(("text", "episode"), [
    ("Something odd happened last Monday. I bumped my bike into a canal barge in Leeds.",
     "User bumped their bike into a canal barge in Leeds on 16 March 2026."),
    ("Last Tuesday was a blur! I sang at my cousin's wedding in Bath.",
     "User sang at their cousin's wedding in Bath on 17 March 2026."),
    ("Last spring I did something bold, which changed me. I swam a charity mile for the lifeboat crew.",
     "User swam a charity mile for the lifeboat crew in spring 2025."),
    ("Yesterday, I tried something brave - I sang at an open mic in Hull.",
     "User sang at an open mic in Hull on 17 March 2026."),
])
def test_the_act_after_a_lead_in_is_dated_by_it(text: str, episode: str) -> None:
    live, episodes = _read(text)
    assert episodes == [episode]
    assert live == []


@pytest.mark.parametrize("text", ["Last spring I tried something brave that changed me.",
                                  "Yesterday, I did something bold."])
@pytest.mark.parametrize("between_people", [True, False])
def test_a_lead_in_alone_keeps_nothing(text: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([], [])


def test_said_to_the_assistant_the_lead_in_is_no_episode_beside_the_act() -> None:
    _, episodes = _read("Yesterday I did something bold - I sang at an open mic in Hull.", between_people=False)
    assert not any("something" in e for e in episodes)


def test_only_the_sentence_right_after_the_lead_in() -> None:
    live, episodes = _read("Something odd happened last Monday. The weather was grey. "
                           "I sang at my cousin's wedding in Bath.")
    assert episodes == [] and not any("16 March" in e for e in live)


def test_a_state_after_a_lead_in_stays_undated() -> None:
    live, episodes = _read("Yesterday was a whirlwind. I love my job at the bakery.")
    assert episodes == []
    assert all("March" not in e for e in live)


def test_a_sentence_that_dates_its_own_act_leads_into_nothing() -> None:
    _, episodes = _read("Last month I joined a rowing club. I met a glassblower from Ghent.")
    assert not any("glassblower" in e for e in episodes)


@pytest.mark.parametrize(("text", "episode"), [
    ("Oh, I've been to Lisbon yesterday! It was gorgeous.", "User went to Lisbon on 17 March 2026."),
    ("I've been to Lisbon last weekend.", "User went to Lisbon around 14 March 2026."),
])
def test_been_to_a_place_on_a_day_is_went_there(text: str, episode: str) -> None:
    assert _read(text)[1] == [episode]


@pytest.mark.parametrize("text", ["I've been to Lisbon twice.", "We've been to Lisbon last weekend!"])
def test_been_to_undated_or_unnamed_we_is_no_episode(text: str) -> None:
    assert _read(text)[1] == []


def test_an_accident_on_the_way_is_an_episode() -> None:
    assert _read("I had a scooter accident on my way back from choir yesterday.")[1] == [
        "User had a scooter accident on their way back from choir on 17 March 2026."]


@pytest.mark.parametrize("text", ["I'm on my way home.", "I had a chat on my way home yesterday."])
def test_on_my_way_stays_the_moments(text: str) -> None:
    assert _read(text) == ([], [])


def test_a_but_before_the_event_turns_what_came_before() -> None:
    assert _read("Work is mad, but yesterday I had a scooter accident on my way to the depot.")[1] == [
        "User had a scooter accident on their way to the depot on 17 March 2026."]


def test_a_but_after_the_event_still_turns_it() -> None:
    assert _read("I had a maths exam yesterday, but I failed it.")[1] == []


# An outing to a kind of place with nothing to tell it apart ("I went to the lake") is the week's
# news and no lasting fact; told with its own past day, the week's news is what an episode keeps.
@pytest.mark.parametrize(("text", "episode"), [
    ("I took my nephews to a museum last Saturday.", "User took their nephews to a museum on 14 March 2026."),
    ("I went to the beach last weekend.", "User went to the beach around 14 March 2026."),
])
@pytest.mark.parametrize("between_people", [True, False])
def test_an_outing_told_with_its_day_is_an_episode(text: str, episode: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([], [episode])


@pytest.mark.parametrize("text", [
    "I went to the beach.",                      # no day: the week's news, as before
    "I took them to the park yesterday.",        # whom is in the chat
    "We went to the lake yesterday.",            # who "we" are is not said
    "I'm going to the zoo tomorrow.",            # ahead, not history
    "I went to the cinema last Friday.",         # a film seen: an evening's chatter, as a screen is
    "I went to the pool last week.",             # the day's round: a swim, an errand
    "I went to the Library yesterday.",
])
def test_an_outing_undated_or_pointing_keeps_nothing(text: str) -> None:
    assert _read(text) == ([], [])


# review32 R6: a lead-in dates what is told in the past after it; what goes on still, or a state
# of now, is not of its day. And an event had that names nothing but how it struck ("an
# unexpected incident", "a weird accident") says nothing of what befell: no episode, as "a big
# game" was none; "a scooter accident" names it.
def test_a_lead_in_leaves_an_ongoing_doing_as_it_was() -> None:
    assert _read("Last Tuesday was a blur. I've been restoring an old sailboat.") == (
        ["User has been restoring an old sailboat."], [])


@pytest.mark.parametrize("text", ["I had a strange incident on my way back from choir on Sunday.",
                                  "I had a weird accident yesterday."])
def test_an_event_named_only_by_how_it_struck_is_no_episode(text: str) -> None:
    assert _read(text) == ([], [])
