"""learn100 (learn98's left): a step of a life's schooling or a business of one's own, wished
or planned ("I want to go to law school", "I'd love to open my own shop"), said to the
assistant is an aim of the user's life, as it is between people; a task of the work that goes
somewhere or opens something ("I want to open the file", "go to the docs page") names no school
or business of one's own and stays out. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing said to the assistant before learn100
    ("I want to go to pharmacy school.", "User wants to go to pharmacy school."),
    ("I'm hoping to go back to school for accounting.", "User hopes to go back to school for accounting."),
    ("I really want to get my bachelor's degree.", "User wants to get their bachelor's degree."),
    ("I'd love to open my own bike shop.", "User would love to open their own bike shop."),
    ("I'd like to go to university in Leeds.", "User would like to go to university in Leeds."),
])
def test_a_wished_step_of_a_life_said_to_the_assistant_is_kept(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)


@pytest.mark.parametrize("text", [
    "I want to open the file.",                       # a task of the work
    "I want to go to the docs page.",                 # the work's page
    "I want to go to the university website.",        # a site, not a university
    "I want to get a degree symbol in the label.",    # a sign, not a degree
    "I'd like to open my own PR for this.",           # the work's
    "We want to start our own company.",              # the team's
    "I'd like to go to the college library.",         # a visit
])
def test_a_task_of_the_work_said_so_keeps_no_wish(text: str) -> None:
    assert not any(" wants to" in e or " would like to" in e or " would love to" in e
                   for e in added_in_a_developer_session(text))
