"""Issue 31 (learn79): a plan of a passing kind (an outing, a show put on, a trip, a workshop)
that the user tells a friend for a time a month or more ahead is the user's dated intent: kept
as an episode for the archive, written with when it is planned for, never live. Not a plan of
the coming days, not another's or a bare "we"'s, not a hope or a condition, not a visit to a
doctor or a meal, not said to the assistant. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import live_and_episodes_at

SAID_AT = 1_767_225_600.0   # 2026-01-01 00:00 UTC


def _read(text: str, *, between_people: bool = True) -> tuple[list[str], list[str]]:
    """(live entries, episodes) kept from ``text`` (:func:`.chat_support.live_and_episodes_at`)."""
    return live_and_episodes_at(SAID_AT, text, between_people=between_people)


@pytest.mark.parametrize(("text", "episode"), [
    ("I'm putting together a pottery exhibit next month.",
     "User is putting together a pottery exhibit (planned for February 2026)."),
    ("I'm hosting a quiz night at the library next month.",
     "User is hosting a quiz night at the library (planned for February 2026)."),
    ("I'm flying to Tokyo next month for a conference.",
     "User is flying to Tokyo for a conference (planned for February 2026)."),
    ("I'm going on a cycling tour of Brittany next summer.",
     "User is going on a cycling tour of Brittany (planned for summer 2026)."),
    ("I can't wait, I'm hosting a quiz night at the library next month.",
     "User is hosting a quiz night at the library (planned for February 2026)."),
    ("I'm going camping with my kids next month.",
     "User is going camping with their kids (planned for February 2026)."),
    # one event put on, which a live entry never keeps (stands_alone), is what an intent is of
    ("I'm organizing a surprise party for my dad next month.",
     "User is organizing a surprise party for their dad (planned for February 2026)."),
    ("I'm throwing a fundraising gala for the lifeboat crew next month to buy a new engine.",
     "User is throwing a fundraising gala for the lifeboat crew to buy a new engine (planned for February 2026)."),
    # the time said first, with or without its comma
    ("Next summer I'm going on a cycling tour of Brittany.",
     "User is going on a cycling tour of Brittany (planned for summer 2026)."),
    ("Next month, I'm putting together a pottery exhibit.",
     "User is putting together a pottery exhibit (planned for February 2026)."),
    # the subject left out of a plan ("Gonna …") is the speaker's
    ("Gonna run a bake sale for the animal shelter next month. Can't wait!",
     "User plans to run a bake sale for the animal shelter (planned for February 2026)."),
])
def test_a_plan_for_a_month_ahead_is_an_episode_of_intent_never_live(text: str, episode: str) -> None:
    live, episodes = _read(text)
    assert live == []
    assert episodes == [episode]


@pytest.mark.parametrize("text", [
    "My sister is flying to Tokyo next month.",                 # another's plan
    "We're putting together a pottery exhibit next month.",     # who "we" is, unsaid
    "If I get the grant, I'm putting together a pottery exhibit next month.",   # a condition
    "I'm hoping to take a pottery workshop next month.",        # a hope, no plan made
    "I'm thinking of hosting a quiz night next month.",
    "I'm taking a pottery workshop next week.",                 # the coming days' doing
    "I'm seeing the dentist next month.",                       # an appointment
    "I'm having dinner with my cousins next month.",            # a meal
    "Are you putting together an exhibit next month?",          # a question
    "I'm organizing a surprise party for my dad.",              # no time said: no date to keep
    # review30 R16: a plan said not to be, owed, or taken back in the same sentence
    "I'm not going to the book fair next month.",
    "I won't be hosting the quiz night next month.",
    "I'm supposed to run a stall at the craft fair next month but I might cancel.",
    "I'm giving a talk at the library next month, unless the hall is booked.",
])
def test_no_episode_of_intent_for_what_is_no_plan_of_the_users(text: str) -> None:
    assert _read(text)[1] == []


@pytest.mark.parametrize(("text", "live"), [
    # a change of the user's life said first with its time stays live, dated, as before
    ("Next year I'm moving to Lisbon.", "User is moving to Lisbon (planned for 2027)."),
    ("Next month I start my new job at the bakery.",
     "User starts their new job at the bakery (planned for February 2026)."),
])
def test_a_change_of_life_ahead_stays_live(text: str, live: str) -> None:
    assert _read(text) == ([live], [])


@pytest.mark.parametrize("text", [
    "I'm putting together a pottery exhibit next month.",
    "I'm flying to Tokyo next month for a conference.",
])
def test_said_to_the_assistant_a_plan_keeps_no_episode(text: str) -> None:
    # a developer's "next month I'm …" is most often the work's: no history is made of it
    assert _read(text, between_people=False) == ([], [])


@pytest.mark.parametrize(("text", "episode"), [
    # "I had" one occasion, dated: the user's own history as any dated act is
    ("I had an audition for the choir last Tuesday.",
     "User had an audition for the choir on 30 December 2025."),
    ("Oh, I had a job interview at the museum yesterday!",
     "User had a job interview at the museum on 31 December 2025."),
])
def test_an_occasion_had_on_a_day_said_is_an_episode(text: str, episode: str) -> None:
    assert _read(text) == ([], [episode])


@pytest.mark.parametrize("text", [
    "I had a dog last year.",                      # a thing had: no occasion
    "I had a bad day yesterday.",                  # the day's mood
    # (learn111: a time had *at* a named occasion on a day said is the user's going there, an
    # episode: test_heuristic_good_time_at_learn111.py)
    "I had lunch with my aunt yesterday.",         # a meal
    "I had a meeting with my boss yesterday.",     # the day's work
    "My brother had an interview yesterday.",      # another's
    "I had a tryout for the rowing club.",         # no day said
])
def test_what_else_is_had_keeps_no_episode(text: str) -> None:
    assert _read(text)[1] == []
