"""An answer to "How's it been going?" judges what the user told just before (learn38):
"I'm still coaching the under-tens." — "How has it been so far?" — "It's been exhausting
but rewarding." Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked import asks_how_it_goes
from tests.review.chat_support import added_in_turns as added


def test_the_answer_judges_the_act_going_on_before_the_question() -> None:
    assert added(("user", "I'm still coaching the under-tens on Saturdays."),
                 ("assistant", "That's lovely, Tomas! How has it been so far?"),
                 ("user", "Thanks, Ines! It's been exhausting but rewarding.")) \
        == ["User is still coaching the under-tens on Saturdays and finds it exhausting but rewarding."]


def test_the_judged_entry_is_the_last_one_that_can_be_judged() -> None:
    # the taste said after the act is no act: "it" is the volunteering the friend asks about
    said = added(("user", "I'm volunteering at the seed library now. I love sorting seeds."),
                 ("assistant", "How's it been going?"),
                 ("user", "It's been tiring and fun."))
    assert "User is volunteering at the seed library and finds it tiring and fun." in said


@pytest.mark.parametrize("question", [
    "How's it going?",                      # a greeting as much as a question
    "How's everything been going?",         # about everything, not what was told
    "How's your sister been?",              # about someone else
    "What did you think of the book?",
])
def test_other_questions_join_nothing(question: str) -> None:
    assert not asks_how_it_goes(question)
    said = added(("user", "I'm still coaching the under-tens on Saturdays."),
                 ("assistant", f"Nice! {question}"),
                 ("user", "It's been exhausting but rewarding."))
    assert not any("finds it" in s for s in said)


def test_an_answer_that_does_not_open_with_a_judgement_joins_nothing() -> None:
    said = added(("user", "I'm still coaching the under-tens on Saturdays."),
                 ("assistant", "How's it been so far?"),
                 ("user", "We lost every match in March. It's been exhausting but rewarding."))
    assert not any("finds it" in s for s in said)


def test_the_question_shapes() -> None:
    for question in ("Oh nice, Ada! How's it been so far?", "How's your experience been?",
                     "How is it coming along?", "How has it been going for you?"):
        assert asks_how_it_goes(question), question


def test_a_duration_said_with_the_verb_again_takes_the_questions_object() -> None:
    said = added(("assistant", "Ooh, an oboe! How long have you been practising the oboe?"),
                 ("user", "I've been practising for about two years, on and off."))
    assert "User has been practising the oboe for about two years." in said


def test_a_duration_before_a_clause_of_its_own_keeps_both() -> None:
    said = added(("assistant", "Gorgeous board! How long have you been into chess?"),
                 ("user", "Ten years now, and I've just joined a club in Tartu."))
    assert "User has been into chess for ten years." in said
    assert any("club in Tartu" in s for s in said)


@pytest.mark.parametrize("question, answer", [
    # the verb said again is another verb: the duration is not the question's
    ("How long have you been painting murals?", "I've been teaching for six years now."),
    # the question points at something only the chat knows
    ("How long have you been doing that?", "I've been doing it for three years."),
])
def test_a_duration_that_answers_something_else_joins_nothing(question: str, answer: str) -> None:
    said = added(("assistant", question), ("user", answer))
    assert not any("murals" in s or "doing that" in s for s in said)
