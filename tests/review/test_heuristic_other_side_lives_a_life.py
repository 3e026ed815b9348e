"""A chat is between two people when the other side lives a life of its own: it tells of its
own family, pets or team, or of what it did on a day gone by, which an assistant never does.
Then "Never give up!" is encouragement to a friend, not a rule for the assistant. One mention
of a day gone by alone is not enough (an assistant may say it misread yesterday's log), and a
developer's explicit rules about the work always keep the session a developer's. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage


def added(*turns: tuple[str, str]) -> list[str]:
    messages = tuple(ReviewMessage(i, role, text) for i, (role, text) in enumerate(turns, 1))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


ENCOURAGEMENT = (("user", "That sounds lovely. Remember that resting is really important."),
                 ("user", "Never give up!"))
AS_RULES = ["Resting is really important.", "The assistant should never give up."]


@pytest.mark.parametrize("life", [
    ("My husband and I finally tiled the bathroom.", "Then last Sunday I took my nephew fishing."),
    ("Two days ago I hiked up the ridge behind the village.", "My teammates want to go again soon."),
    ("My dog chewed through the fence again.", "Yesterday I spent hours fixing it with my brother."),
])
def test_the_other_side_telling_of_its_own_life_twice_is_a_person(life: tuple[str, str]) -> None:
    first, second = life
    assert added(("assistant", first), ("user", "Oh no, how annoying."), ("assistant", second),
                 *ENCOURAGEMENT) == []


def test_one_day_gone_by_beside_a_name_is_a_person() -> None:
    assert added(("assistant", "Hey Rowan! Last weekend I finally finished the quilt."),
                 *ENCOURAGEMENT) == []


@pytest.mark.parametrize("assistant", [
    "My apologies, I misread the log from yesterday.",
    "I've updated the config file for you.",
    "Yesterday's build failed because of a missing key; I fixed it.",
])
def test_an_assistant_at_work_is_not_a_person(assistant: str) -> None:
    assert added(("assistant", assistant), *ENCOURAGEMENT) == AS_RULES


def test_a_developers_rules_about_the_work_win_over_a_life_told() -> None:
    assert added(("assistant", "My kids kept me up all night."),
                 ("user", "Always run the linter before you suggest a commit."),
                 ("assistant", "Last Friday I broke the build with my cat on the keyboard.")) == [
        "The assistant should always run the linter before the assistant suggests a commit."]


def test_an_assistant_recalling_its_work_for_the_user_by_the_day_is_not_a_person() -> None:
    # review33 R4: an agent with a memory says when it did something for the user
    assert added(("assistant", "Last week I drafted a packing list; did you use it?"),
                 ("user", "Remember that resting is really important."),
                 ("assistant", "Yesterday I also found a quieter campsite for your trip."),
                 ("user", "Never give up!")) == AS_RULES
