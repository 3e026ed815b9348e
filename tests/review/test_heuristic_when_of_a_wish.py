"""learn63 (issue 31, "lost condition"; review21 saw "whenever they retire"): a wish or a plan
said under "when" waits for one time to come. It is written with "when", not the habit's
"whenever", and the condition is not cut off. A habit under "when" still says "whenever".
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I want to open a bike workshop when I retire.", "User wants to open a bike workshop when they retire."),
    ("When I retire, I want to live on a narrowboat.", "User wants to live on a narrowboat when they retire."),
    ("When I finish my apprenticeship, I'm going to move to Glasgow.",
     "User plans to move to Glasgow when they finish their apprenticeship."),
])
def test_a_wish_under_when_keeps_its_one_time(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


# guard (passes on the parent too): a present habit under "when" is every time
def test_a_habit_under_when_is_every_time() -> None:
    assert "User knits whenever they are anxious." in added_at_said_time("When I'm anxious, I knit.")
