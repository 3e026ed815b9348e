"""review48 (session 46's second read of learn105's :mod:`refused_beside`): two near twins of
its shapes that read the user's statement alone where the whole sentence said something else.
Every sentence here is our own.

1. A plan with a condition said after the hedge: the condition binds both verb phrases, so the
   plan read alone would be kept as if it did not hang on it.
2. "as I get older", "as I grow up": a change going on beside the clause (its proportion), no
   reason, so neither clause is the user's statement.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.refused_beside import freed
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept its head (a plan or "User gets older.") at review48's parent
@pytest.mark.parametrize("text", [
    "I'm going to quit my job and maybe travel if I win the lottery.",
    "I will sell my car and maybe buy a bike unless prices go up.",
    "Things get harder as I get older.",
    "Everything changes as I grow up.",
])
def test_a_plan_under_a_condition_or_a_change_going_on_keeps_nothing(text: str) -> None:
    assert freed(text) == []
    for said in _both(text):
        assert said == [], said


@pytest.mark.parametrize(("text", "kept"), [
    ("I'm going to quit my job and maybe travel.", "User plans to quit their job."),   # no condition
    ("I'm a nurse and might retire if they offer a package.", "User is a nurse."),      # a state, not a plan
    ("Thanks for asking, as I'm training for a marathon.", "User is training for a marathon."),
])
def test_the_twins_keep_the_statement_as_before(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said
