"""learn46: a routine answered with how often to the friend's "Do you … often?" is read with
the question: "a few times a week", "three times a month", "twice a week" are how often (only
"once a week" and "plenty of times" were), and the question's verb said back as a bare "we
go" / "I go" no longer hides it ("we go twice a month" read alone goes nowhere). A
pointer in the question, a past or a negation still give nothing. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Do you walk your dog by the canal often?", "Yep, we go a couple of times a month. He adores it.",
     "User walks their dog by the canal a couple of times a month."),
    ("Do you walk your dog by the canal often?", "Yeah, four times a week.",
     "User walks their dog by the canal four times a week."),
    ("Do you go bouldering often?", "Yes, three times a month!", "User goes bouldering three times a month."),
    ("Do you visit your grandparents often?", "Yep, I go twice a week.",
     "User visits their grandparents twice a week."),
])
def test_how_often_answered_is_kept_with_the_question(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you walk it there often?", "Yep, we go a couple of times a month."),  # a pointer
    ("Do you walk your dog by the canal often?", "Yeah, we went last week."),  # one time, past
    ("Do you go bouldering often?", "No, maybe twice a year."),               # a negation
    ("Do you think about it often?", "Yeah, four times a week."),             # a thought
])
def test_no_routine_is_read_from_these(question: str, answer: str) -> None:
    assert _answered(question, answer) == []


@pytest.mark.parametrize(("asked", "said"), [
    # fix32 (review17 Q21): "you two/guys/both/lot" asks a group, and its word is no verb
    ("Do you two cycle to work often?", "Yep, three times a week."),
    ("Do you guys eat out much?", "Yeah, once a week."),
    ("Have you both been to Crete before?", "Yes, twice."),
    ("Do you lot play darts often?", "Yeah, a few times a month."),
])
def test_a_question_to_a_group_gives_no_entry_of_the_group_word(asked: str, said: str) -> None:
    assert added_in_turns(("assistant", asked), ("user", said)) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # the user alone, with "ever" and a number word that is not after "you"
    ("Do you ever cycle to work?", "Yep, three times a week.", ["User cycles to work three times a week."]),
    ("Do you play two sports often?", "Yeah, twice a week.", ["User plays two sports twice a week."]),
])
def test_a_question_to_the_user_alone_is_still_answered(asked: str, said: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", asked), ("user", said)) == kept
