"""prec15 (issue 31; a passing state, a false kind the sealed report samples name): how one of
the user's people is this month, a strain or an update on a mending ("My husband has been super
stressed lately", "My gran is doing much better now"), is no lasting fact about the user or
them; the dating step cut "lately" and "now", and the entry read as if it held ("User's husband
has been stressed."). What they are, a trait ("shy around strangers", "an anxious person", "a
busy surgeon"), or a venture they are busy with stays. Every sentence here is our own, and each
refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My husband has been super stressed lately.": ["User has a husband."],
    "My wife is overwhelmed with the new rota.": ["User has a wife."],
    "My partner has been so busy with the loft conversion.": ["User has a partner."],
}


def _answer(said: str) -> list[str]:
    return added_in_turns(("assistant", "How's the family?"), ("user", said))


@pytest.mark.parametrize("said", [
    "My husband has been super stressed lately.",
    "My dad is worried about his hip operation.",
    "My wife is overwhelmed with the new rota.",
    "My partner has been so busy with the loft conversion.",
    "My gran is doing much better now.",
])
def test_how_one_of_the_users_people_is_this_month_gives_nothing(said: str) -> None:
    assert _answer(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("My daughter is shy around strangers.", ["User's daughter is shy around strangers."]),
    ("My mom is an anxious person.", ["User's mom is an anxious person."]),
    ("My wife is a busy surgeon.", ["User's wife is a busy surgeon."]),
    ("My sister is busy running her own salon.", ["User's sister is busy running her own salon."]),
])
def test_what_they_are_or_a_venture_they_run_stays(said: str, kept: list[str]) -> None:
    assert _answer(said) == kept
