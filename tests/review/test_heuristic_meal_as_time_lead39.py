"""Session 39 (lead): a meal named as the time of a doing said in the plain present is a
habit's time, as "after work" is. "I play chess after dinner." kept nothing (a meal read as the
day's moment) while "I play chess after work." and "I usually play chess after dinner." were
kept. The progressive, a plan, an appointment ("I have … after lunch"), a past and eating
itself stay the moment's. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'll call my sister after dinner.": ["User has a sister."],
}


@pytest.mark.parametrize(("text", "kept"), [
    ("I play chess after dinner.", "User plays chess after dinner."),
    ("I read before breakfast.", "User reads before breakfast."),
    ("I walk the dog before breakfast.", "User walks the dog before breakfast."),
    ("I go to the gym before breakfast.", "User goes to the gym before breakfast."),
])
def test_a_doing_timed_by_a_meal_in_the_plain_present_is_a_habit(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]
    assert added_in_a_developer_session(text) == [kept]


@pytest.mark.parametrize("text", [
    "I'm playing chess after dinner.",        # the day's plan
    "I'll call my sister after dinner.",      # a plan
    "I have a call after lunch.",             # the day's appointment
    "I need to finish the report before lunch.",
    "I took a nap after lunch.",              # one past
    "I play chess after dinner tonight.",     # the moment said
    "I eat fruit after dinner.",              # eating stays a meal's, as before
])
def test_the_days_plan_or_meal_stays_out(text: str) -> None:
    assert added_as_news(text) == HAD_IN_PASSING.get(text, [])


def test_the_twin_said_with_its_recurrence_was_kept_already() -> None:
    assert added_as_news("I usually play chess after dinner.") == ["User usually plays chess after dinner."]
