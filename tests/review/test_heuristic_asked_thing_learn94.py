"""learn94: a pointer opening the answer ("It"/"They" + what it is or does for the user) read
as the one doing or thing the friend's last question asked about (:mod:`.asked_thing`): a doing
of the user's, a thing of the user's ("your X"), or a thing in general whose effect on the user
the answer says. Nothing is read when the question names two things or none, a pointer of its
own, the friend's thing or a person, or when the answer says the past, a supposition, a
negation, a dummy "it", a remark to the friend or something named before the pointer. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.asked_thing import answered_pointer
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn94
    ("Why do you like hiking with your uncle?", "It really helps me unwind after a long shift.",
     "Hiking with their uncle helps the user unwind after a long shift."),
    ("Do you enjoy knitting?", "Yes, it helps me unwind after work.",
     "Knitting helps the user unwind after work."),
    ("What's it like to coach the junior squad?", "It gives me a reason to get up early.",
     "Coaching the junior squad gives the user a reason to get up early."),
    ("How do you like your new apartment?", "It's a short walk from my office.",
     "User's new apartment is a short walk from their office."),
    ("What kind of car is your new ride?", "It's an old hatchback.", "User's new ride is an old hatchback."),
    ("Ha, same here. Music sure seems to lift us up, huh?", "Totally! It really helps me focus at work.",
     "Music helps the user focus at work."),
])
def test_the_pointer_is_the_thing_asked_about(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you like hiking or biking more?", "It helps me unwind."),                  # two doings
    ("Why do you like hiking with your uncle?", "It was amazing last weekend."),    # one occasion
    ("What's it like being a nurse?", "It's hard to say."),                         # a dummy "it"
    ("Why do you like my garden?", "It helps me relax."),                           # the friend's own
    ("What's it like walking her every morning?", "It helps me relax on Sundays."),  # whose "her"?
    ("Music sure is lovely, huh?", "It's the best."),                               # no effect on the user
    ("Do you enjoy knitting?", "It doesn't help me much."),                         # a negation
    ("Do you enjoy knitting?", "It would help me relax."),                          # a supposition
    ("Do you enjoy knitting?", "It helps you relax too, right?"),                   # a question back
    ("How do you like your cats?", "It helps me relax."),                           # "it" against a plural
    ("Why do you like hiking with your uncle?", "The views. It helps me unwind."),  # named before it
    ("How do you like your coach?", "They help me stay focused."),                  # a person
    ("How was your trip?", "It helped me relax."),                                  # the past
])
def test_doubt_leaves_the_pointer_unread(question: str, answer: str) -> None:
    assert answered_pointer(answer.split(". ")[-1], question, answer.rpartition(". ")[0]) is None
    assert not any("relax" in entry or "unwind" in entry or "focused" in entry
                   for entry in _answered(question, answer))


@pytest.mark.parametrize(("question", "answer", "written"), [
    ("What's it like to coach the junior squad?", "It gives me a reason to get up early.",
     "Coaching the junior squad gives me a reason to get up early."),
    ("What do you enjoy most about sailing with your brother?", "Yeah, it's a chance to slow down.",
     "Sailing with my brother is a chance to slow down."),
    ("What do you like most about your boots?", "They're waterproof.", "My boots are waterproof."),
    ("Wow. Poetry really helps us heal, doesn't it?", "It clears my head on grey days.",
     "Poetry clears my head on grey days."),
])
def test_the_pointer_written_as_the_thing(question: str, answer: str, written: str) -> None:
    assert answered_pointer(answer, question) == written


def _answered_after(own: str, question: str, answer: str) -> list[str]:
    return added_in_turns(("user", own), ("assistant", question), ("user", answer))


@pytest.mark.parametrize(("own", "question", "answer", "kept"), [
    # a question that points at the thing itself: the one the user's message before made
    # theirs (each kept nothing before learn94)
    ("I adopted a cat from the shelter.", "What breed of cat is it?", "It's a Maine Coon.",
     "User's cat is a Maine Coon."),
    ("Yes, I have two sons.", "How old are they?", "They're 4 and 9.", "User's two sons are 4 and 9."),
    ("I've got a parrot and a cat.", "What kind of parrot is it?", "It's an African grey.",
     "User's parrot is an African grey."),
])
def test_the_question_points_at_the_users_own_thing(own: str, question: str, answer: str, kept: str) -> None:
    assert kept in _answered_after(own, question, answer)


@pytest.mark.parametrize(("own", "question", "answer"), [
    ("I've got a parrot.", "What kind of cat is it?", "It's a tabby."),                # another kind
    ("I've got two cats.", "How old is it?", "It's twelve."),                           # "it" against a plural
    ("I've got a parrot and a cat.", "How old is it?", "It's twelve."),                 # which one?
    ("I went hiking on Sunday.", "How old is it?", "It's twelve."),                     # nothing of the user's
    ("Oh, me too! I've got a parrot.", "What kind of parrot is it?", "It was an African grey."),  # the past
])
def test_a_pointed_question_in_doubt_keeps_nothing(own: str, question: str, answer: str) -> None:
    assert not any(word in entry for entry in _answered_after(own, question, answer)
                   for word in ("tabby", "twelve", "grey"))


def _added_with_the_assistant(*turns: tuple[str, str]) -> list[str]:
    # no names exchanged: a session with the assistant
    messages = tuple(ReviewMessage(i, role, text) for i, (role, text) in enumerate(turns, 1))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("turns", "kept"), [
    # the assistant's questions of the user's doings and things are read as a friend's (each
    # kept nothing when the reading ran between people only)
    ((("user", "I've got a parrot."), ("assistant", "What kind of parrot is it?"),
      ("user", "It's an African grey.")), "User's parrot is an African grey."),
    ((("assistant", "Do you enjoy knitting?"), ("user", "Yes, it helps me unwind after work.")),
     "Knitting helps the user unwind after work."),
    ((("assistant", "How do you like your new apartment?"), ("user", "It's a short walk from my office.")),
     "User's new apartment is a short walk from their office."),
])
def test_the_assistants_question_of_the_users_own(turns: tuple[tuple[str, str], ...], kept: str) -> None:
    assert kept in _added_with_the_assistant(*turns)


def test_the_assistants_talk_of_a_thing_in_general_is_not_read() -> None:
    assert not any("focus" in entry for entry in _added_with_the_assistant(
        ("assistant", "Music sure seems to lift us up, huh?"), ("user", "Totally! It really helps me focus at work.")))
