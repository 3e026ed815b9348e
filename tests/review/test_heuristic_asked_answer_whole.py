"""review18 R3 and R5: a short answer joined with the friend's question (heuristic/asked.py)
must be read whole. A "since" answer that goes on to say the doing stopped is no "has been
… since"; a doing of the moment asked about ("waiting") or a chore said as a project is no
fact; a favourite is named once, in the reply's first words, and a title's or an initial's
stop does not end it ("Mr.", "J."). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.text import sentences
from reverie.review.providers.heuristic.written_form import faults
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer"), [
    ("How long have you been kayaking?", "Since I was a teen, but I quit last spring."),
    ("How long have you been climbing?", "Since uni, on and off, though I stopped after my wrist op."),
    ("How long have you been on hold?", "Since 2019."),
    ("What are you working on?", "Tidying the garage, haha."),
    ("What are you working on these days?", "Getting ready for work."),
    ("Any favourite films?", "Oh. My. Word. Too hard."),
    ("What is your favourite film?", "Oh. My. Word. Too hard."),
])
def test_an_answer_that_says_otherwise_is_not_joined(question: str, answer: str) -> None:
    kept = _answered(question, answer)
    assert not any(" since " in entry or "favourite" in entry or "favorite" in entry
                   or entry.startswith("User is ")
                   for entry in kept), kept


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Do you have a favourite teacher?", "Ms. Okafor!", "User's favourite teacher is Ms. Okafor."),
    ("Do you have a favourite vet?", "Dr. Lindqvist.", "User's favourite vet is Dr. Lindqvist."),
    ("Do you have a favourite novelist?", "P. D. James.", "User's favourite novelist is P. D. James."),
    ("Got any favourite films?", "Paterson! I watch it every spring.", "User's favourite film is Paterson."),
    # guards: a "since" with a remark that does not take it back, a project that is one
    ("How long have you been kayaking?", "Since high school, more or less.",
     "User has been kayaking since about high school."),
    ("What are you working on?", "Restoring a rowing boat in the shed!",
     "User is restoring a rowing boat in the shed."),
])
def test_an_answer_read_whole_is_joined_once(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


# review18 R24: a single capital at a sentence's end ends it before the sentence's usual first
# word; only a title, or an initial that a name goes on from, keeps the sentence open
@pytest.mark.parametrize(("user", "entry"), [
    ("My sister is older than I. I'm a welder in Leeds.", "User is a welder in Leeds."),
    ("I went for option C. I moved to Hull.", "User moved to Hull."),
    ("I'm a type B. I run a small pottery.", "User runs a small pottery."),
])
def test_a_capital_letter_at_the_end_ends_the_sentence(user: str, entry: str) -> None:
    assert entry in added_in_turns(("assistant", "What have you been up to?"), ("user", user))


def test_an_initial_before_a_name_keeps_the_sentence_open() -> None:
    assert sentences("K. M. Peyton is great. So is Dr. Ng.") == ["K. M. Peyton is great.", "So is Dr. Ng."]
    assert sentences("I take vitamin D. It helps.") == ["I take vitamin D.", "It helps."]
    # an initial after a common word ends its sentence whatever comes next (review18 R24's rest)
    assert sentences("I park in lot B. Rent is steep.") == ["I park in lot B.", "Rent is steep."]
    assert sentences("I met Anna T. Berg there.") == ["I met Anna T. Berg there."]


# review18 R27: "each other" asks for a plural subject; written with the user alone as the
# subject ("User keeps each other sane with their wife") the pair was cut apart. learn54: the
# pair is now the subject (:func:`.companions.with_companion`), so the entry is never the user's
# alone (tests/review/test_heuristic_reciprocal_pair.py reads the written pair)
@pytest.mark.parametrize("user", [
    "My partner and I keep each other grounded.",
    "My cousin and I keep each other company on weekends.",
])
def test_each_other_with_the_user_alone_is_no_entry(user: str) -> None:
    assert not any("each other" in entry and not entry.startswith("User and their ")
                   for entry in added_in_turns(("assistant", "What have you been up to?"), ("user", user)))


def test_each_other_with_a_plural_subject_stands() -> None:
    assert faults("User's twins look after each other.") == []
    assert faults("User and their partner keep each other grounded.") == []
