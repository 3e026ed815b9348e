"""learn111 (issue 31, recall on LoCoMo dev): a good time had at an occasion on a past day is
the user's going there (:mod:`reverie.review.providers.heuristic.good_time_at`, through
:func:`reverie.review.providers.heuristic.refused_beside.freed`): "We had a blast at the
harvest fair last weekend" is read as "I went to the harvest fair last weekend" is, an
episode for the archive, and written with the time the user had there ("User had a blast at
the harvest fair around <day>."). Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic.good_time_at import went_there
from tests.review.chat_support import live_and_episodes_at

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I had a great time shopping with my aunt yesterday.": ["User has an aunt."],
}

MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()   # said on a Monday evening


# each kept nothing, live or archived, at the parent: "had a blast" was a time had, no going
@pytest.mark.parametrize(("said", "episode"), [
    ("We had a blast at the harvest fair last weekend.",
     "User had a blast at the harvest fair around 9 March 2024."),
    ("Last month, we had a wonderful time at the lantern festival.",
     "User had a wonderful time at the lantern festival in February 2024."),
    ("I had such a fun time at my cousin's wedding last month and I cried.",
     "User had such a fun time at their cousin's wedding in February 2024."),
    ("We had a grand time last autumn at the county show.",
     "User had a grand time at the county show in fall 2023."),
    ("I had a lovely day on our canal trip last summer - so peaceful.",
     "User had a lovely day on their canal trip in summer 2023."),
    ("We had the best night at a folk concert two weeks ago!",
     "User had the best night at a folk concert around 26 February 2024."),
    # learn79 and learn80 had this shape as "a time had" among their refusals: "I went to the
    # harbour festival on Friday" was already an episode, so how it went no longer takes the
    # going away
    ("I had a lovely evening at the harbour festival on Friday.",
     "User had a lovely evening at the harbour festival on 8 March 2024."),
    ("I had a lovely time at the regatta on Sunday.",
     "User had a lovely time at the regatta on 10 March 2024."),
    # the doing one goes out to, said as its gerund
    ("I had a brilliant afternoon last Saturday kayaking with my nephews.",
     "User had a brilliant afternoon kayaking with their nephews on 9 March 2024."),
    ("We had a blast camping by the reservoir two weeks ago.",
     "User had a blast camping by the reservoir around 26 February 2024."),
])
def test_a_good_time_had_at_an_occasion_on_a_past_day_is_an_episode(said: str, episode: str) -> None:
    live, episodes = live_and_episodes_at(MONDAY, said)
    assert episodes == [episode] and live == [], (live, episodes)


# guards: each keeps nothing, before and after (no day, the day's place, a pointer, the
# listener's occasion, "on" what is no journey, a meal out, a time ahead)
@pytest.mark.parametrize("said", [
    "We had a blast at the harvest fair.",                   # no day: when is unknown
    "I had a great time at work yesterday.",                 # the day's own place
    "I had a rough day at the office last Tuesday.",
    "We had a good time at the gym last week.",
    "I had a wonderful time there two weeks ago.",           # a pointer
    "We had a great time at it last weekend.",
    "I had a wonderful time at your party last week.",       # the listener's
    "I had a great time on my birthday last week.",          # "on" a day, no journey
    "We had a lovely time at the new restaurant last week.",  # a meal out
    "I had a great time at the fair, maybe we go next week.",
    "I had a great time shopping with my aunt yesterday.",  # an errand's doing, no outing
    "We had a blast hiking there last weekend.",             # a pointer
    "I had a lovely time swimming.",                          # no day
])
def test_what_is_no_dated_going_keeps_nothing(said: str) -> None:
    assert live_and_episodes_at(MONDAY, said) == (HAD_IN_PASSING.get(said, []), [])


@pytest.mark.parametrize(("said", "going"), [
    ("We had a brilliant time last spring at the county show.",
     "I went to the county show last spring."),
    ("Last week, I had an amazing experience at a glass museum.",
     "Last week, I went to a glass museum."),
    ("I had a lovely day on my ferry trip last spring, and the kids loved it.",
     "I went on my ferry trip last spring."),
])
def test_the_going_is_said_in_the_users_words(said: str, going: str) -> None:
    assert went_there(said) == going

