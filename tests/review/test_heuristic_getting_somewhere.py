"""learn47 (issue 31, passing states): how far a pursuit has got this week ("I'm getting
somewhere with my thesis", "slowly getting there with the renovation") is the week's progress,
not the pursuit: it was kept as "User is getting somewhere with …". Said of a skill with a
recurrence, or as progress on a named work, it stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I'm getting somewhere with my thesis.",
    "I'm slowly getting there with the renovation.",
    "I'm finally getting somewhere with the sponsors.",
    "I'm getting nowhere with the landlord.",
])
def test_the_weeks_progress_is_passing(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm making progress on my novel.", "User is making progress on their novel."),
    ("I'm getting better at chess every week.", "User is getting better at chess every week."),
])
def test_a_pursuit_and_a_skill_growing_stay(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
