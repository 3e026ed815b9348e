"""learn63 (review21 R2): a plan of a life said after the friend's turn is not a tip taken up
when it is placed in a life by its time ("after graduation", "once I retire": a stage of a
life said as a noun is a far time), by its head (a farmhouse bought, one's children schooled at
home, a year lived abroad or in a named place, a subject studied at a named school), or when
the friend's turn proposed nothing ("it will help the kids" is a wish, not a tip) or shared
only the plan's verb ("You should write a book" — "I'm going to write a memoir"). A passing
plan taken up from a tip still gives nothing (guards). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I homeschooled my cousin for a fortnight when her school closed.": ["User has a cousin."],
}


def _after(friend: str, said: str) -> list[str]:
    return added_in_turns(("assistant", friend), ("user", said))


@pytest.mark.parametrize(("friend", "said", "kept"), [
    ("You'd love Montreal.", "I'm planning to live in Montreal for two years after graduation.",
     "User plans to live in Montreal for two years after graduation."),
    ("You should try climbing.", "I want to do a climbing instructor course in Norway after retirement.",
     "User wants to do a climbing instructor course in Norway after retirement."),
    ("You'd love an old farmhouse.", "We're planning to buy a farmhouse near the hills.",
     "User plans to buy a farmhouse near the hills."),
    ("Good luck with the new job, it will help the girls.", "We're planning to homeschool the girls.",
     "User plans to homeschool the girls."),
    ("How was your weekend?", "Thanks so much for the advice, I'm going to study medicine at Leeds.",
     "User plans to study medicine at Leeds."),
    ("You should write a song about the farm.", "I'm going to write a novel about my grandmother's village.",
     "User plans to write a novel about their grandmother's village."),
])
def test_a_plan_of_a_life_after_the_friends_turn_stands(friend: str, said: str, kept: str) -> None:
    assert kept in _after(friend, said)


@pytest.mark.parametrize(("friend", "said"), [
    # guards (pass on the parent too): a stay of days, a tip's own thing
    ("You'd love Vienna.", "I'm going to live in Vienna for a week in May."),
    ("You should write a song about the farm.", "I'm going to write a song about the farm tonight."),
    ("Stretching might help your back.", "Thanks, I'm going to try stretching."),
])
def test_a_passing_plan_taken_up_from_a_tip_still_gives_nothing(friend: str, said: str) -> None:
    assert _after(friend, said) == []


# review22 R5: a past fortnight of home-schooling is one spell, no change of a life
@pytest.mark.parametrize("said", [
    "I homeschooled my cousin for a fortnight when her school closed.",
])
def test_a_passing_plan_or_a_spell_is_no_change_of_a_life(said: str) -> None:
    assert _after("How have things been?", said) == HAD_IN_PASSING.get(said, [])
