"""learn61 (issue 31): a plan the user takes up from the other speaker's tip ("You should read
X" — "I'm gonna read X next!") is the moment's answer, not a goal of a life, and gives nothing;
so does a plan said with thanks for the tip. A far time, a change of a life, or keeping on
with one's own pursuit still stands (guards). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _after(friend: str, said: str) -> list[str]:
    return added_in_turns(("assistant", friend), ("user", said))


@pytest.mark.parametrize(("friend", "said"), [
    ("You should read 'Wolf Hall', it's wonderful.", "Thanks! I'm gonna read Wolf Hall next."),
    ("Have you tried the flea market on Sundays?", "I'm planning to visit the flea market soon."),
    ("Try sketching before bed, it calms the mind.", "Great idea, I'm gonna start sketching before bed."),
    ("You'd love the gardening podcast I follow.", "I'm definitely going to listen to some gardening podcasts."),
    ("Pilates might help your knee.", "I'm gonna give pilates a shot."),
    ("I recommend the climbing gym by the station.", "I want to sign up for a climbing class by the station!"),
    ("How was your week?", "I'm going to start a gratitude diary, thanks for the tip!"),
])
def test_a_plan_taken_up_from_a_tip_gives_nothing(friend: str, said: str) -> None:
    assert _after(friend, said) == []


@pytest.mark.parametrize(("friend", "said", "kept"), [
    # guards: a far time, a change of a life, keeping on with one's own, no tip at all
    ("You should learn to knit!", "I'm going to learn to knit next year.", "User plans to learn to knit."),
    ("You should get a cat!", "I'm going to adopt a cat from the shelter.",
     "User plans to adopt a cat from the shelter."),
    ("You should stick with the cello!", "Oh, I'm planning to continue my cello classes through the winter.",
     "User plans to continue their cello classes through the winter."),
    ("What's new with you?", "I'm gonna start sketching before bed.", "User plans to start sketching before bed."),
])
def test_a_plan_placed_in_a_life_still_stands(friend: str, said: str, kept: str) -> None:
    assert _after(friend, said) == [kept]
