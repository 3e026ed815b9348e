"""learn107 (issue 31): a plan of the user's life said to the assistant after an opening filler
("Yeah, …", "Well, …") is read on the same core the rule table read, so the filler no longer
decides whether the aim is kept (:func:`reverie.review.providers.heuristic.extract._claimed`).
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session


# each kept nothing said to the assistant before learn107, while the same words with no filler kept the aim
@pytest.mark.parametrize(("text", "kept"), [
    ("Yeah, I want to become a pharmacist.", "User wants to become a pharmacist."),
    ("Well, I want to become a pharmacist.", "User wants to become a pharmacist."),
    ("Yes, I'm hoping to become a park ranger.", "User hopes to become a park ranger."),
    ("Yeah, I want to learn to sail someday.", "User wants to learn to sail someday."),
])
def test_a_filler_before_an_aim_of_a_life_keeps_the_aim(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)


@pytest.mark.parametrize("text", [
    "Yeah, I want to fix the flaky login test.",      # a task of the work stays the assistant's
    "Sure, I want to refactor the payment module.",
    "Yeah, I want to become a maintainer.",           # a role of access asked of the work
    "Ok, I want to add a retry to the upload.",
])
def test_a_filler_before_a_task_of_the_work_still_keeps_nothing(text: str) -> None:
    assert added_in_a_developer_session(text) == []
