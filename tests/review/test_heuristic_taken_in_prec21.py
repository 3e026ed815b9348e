"""prec21 (issue 31): one thing seen, watched or read once, undated, said where no listener is
named (:mod:`...heuristic.taken_in`), keeps nothing, as it keeps nothing between people.

Each sentence is our own; each refused one was kept before the change (checked at the parent).
Its twin, a perfect, many things taken in, a habit, a time of life, a change seen, or an act
that leaves a setup, stays as before."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.taken_in import one_thing_taken_in

from .chat_support import added_in_a_developer_session, added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I saw Paddington 2 with my nephews.": ["User has nephews."],
}


def _users(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User")]


@pytest.mark.parametrize("said", [
    "I watched a documentary about glacier collapse a while back, it was wild.",
    "I saw Paddington 2 with my nephews.",
    "I saw the Lion King at the old cinema.",
    "I watched the rowing final on my phone.",
    "I did see the second Dune film.",
    "I did watch the hurling semi-final.",
    "I finally saw the Kestrel Bay musical.",
])
def test_one_thing_taken_in_keeps_nothing_said_to_no_one_named(said: str) -> None:
    assert _users(added_in_a_developer_session(said)) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I've seen Paddington 2.", "User has seen Paddington 2."),
    ("I watched all of the Alien films.", "User watched all of the Alien films."),
    ("I watched cartoons as a kid.", "User watched cartoons as a kid."),
    ("I saw a big improvement in my sleep after cutting coffee.",
     "User saw a big improvement in their sleep after cutting coffee."),
    ("I set up a NAS in the attic.", "User set up a NAS in the attic."),
    ("I did watch the old quiz show for a long time.", "User did watch the old quiz show for a long time."),
    ("I did read the Moomin books.", "User did read the Moomin books."),
    ("I watched my favourite hurling side lose the final.", "User watched their favourite hurling side lose the final."),
    ("I usually watch the rowing on Sundays.", "User usually watches the rowing on Sundays."),
])
def test_a_record_a_habit_or_a_setup_stays(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


def test_between_people_it_was_dropped_before_and_still_is() -> None:
    adds = added_in_turns(("assistant", "Hey Bram, what's new?"), ("user", "Hi Ilse! I saw Paddington 2 with my nephews."))
    # learn109: the nephews named with "my" are had (mine_in_passing); the film seen is not kept
    assert _users(adds) == ["User has nephews."]


@pytest.mark.parametrize(("clause", "taken"), [
    ("I watched the rowing final", True),
    ("I just saw a film about bees", True),
    ("I did read one poem by Keats", True),
    ("I read thrillers", False),            # plain "read" is as often the present
    ("I've seen Paddington 2", False),      # an experience had
    ("I watched both films", False),        # more than one
    ("I saw some results from the new diet", False),   # a result seen
])
def test_the_reading(clause: str, taken: bool) -> None:
    assert one_thing_taken_in(clause) is taken
