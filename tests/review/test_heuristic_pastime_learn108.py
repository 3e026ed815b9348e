"""learn108: a question of the user's leisure ("What do you do for fun?", "Any hobbies?")
answered by the doings alone is the question's predicate with the answer put in (:mod:`.pastime`):
a bare verb is a habit with the question's when, a doing in "-ing" or a thing is enjoyed. A job
question, a question of the moment, a negation, a vague answer, a remark or a clause of the
user's own keep nothing here. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked import restated
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn108
    ("What do you do for fun?", "Go to the lake and swim. It calms me.", "User goes to the lake and swims for fun."),
    ("What do you do for fun?", "Ride my bike by the river.", "User rides their bike by the river for fun."),
    ("What do you do in your spare time?", "Play and sing old songs.",
     "User plays and sings old songs in their spare time."),
    ("What do you like to do?", "Build model trains, how about you?", "User likes to build model trains."),
    ("What are your hobbies?", "Knitting and baking!", "User enjoys knitting and baking."),
    ("So what do you do for fun?", "Board games, mostly.", "User enjoys board games."),
    ("Any hobbies?", "Restoring old radios, you?", "User enjoys restoring old radios."),
    # kept "User has knitting and baking." before learn108
    ("Do you have any hobbies?", "Knitting and baking.", "User enjoys knitting and baking."),
])
def test_the_doings_answer_the_question_of_leisure(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("What do you do?", "Knitting."),                        # a job question
    ("What are you doing today?", "Knitting."),              # the moment
    ("What do you do for fun?", "Not much, really."),        # a negation
    ("What do you do for fun?", "Anything outdoors."),       # vague
    ("What do you do for fun?", "Lots of stuff!"),
    ("What do you do for fun?", "Sounds like a fun question!"),   # a remark
    ("What do you do for fun?", "Work, work and more work."),
])
def test_nothing_is_kept(question: str, answer: str) -> None:
    assert _answered(question, answer) == []


def test_the_users_own_clause_is_read_by_itself() -> None:
    assert _answered("What do you do for fun?", "I fish on the lake.") == ["User fishes on the lake."]


def test_a_doing_is_enjoyed_never_done() -> None:
    # test_heuristic_asked's row kept nothing here, so as never to write "User does hiking";
    # the leisure question now writes the doing as enjoyed
    assert restated("What do you do for fun?", "Mostly hiking.") == "I enjoy hiking"
