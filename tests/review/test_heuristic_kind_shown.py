"""A kind the friend points at through something shown ("seals like that", "a shell like this")
is a thing of the question too, so the answer's "them" is not read as the friend's "your X"
(heuristic/answer.py; learn87's hand-on, session 36). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


@pytest.mark.parametrize(("question", "answer"), [
    ("How often do you spot seals like that on your kayak trips?", "I spot them every other week!"),
    ("Do you ever find a shell like this on your beach walks?", "I find them all the time."),
    ("Do you see foxes like those on your night runs?", "I see them most weeks."),
])
def test_a_kind_shown_in_the_question_keeps_the_pointer_unread(question: str, answer: str) -> None:
    # before: "User spots their kayak trips every other week." and the like
    assert added_in_turns(("assistant", question), ("user", answer)) == []


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("How often do you paddle your kayak?", "I paddle it every weekend.",
     "User paddles their kayak every weekend."),
    # a kind shown in another sentence is a remark on the photo, not a thing of the question
    ("I love that your garden has roses like these! How often do you water your plants?",
     "I water them daily.", "User waters their plants daily."),
])
def test_the_friends_thing_is_still_read_without_a_kind_beside_it(question: str, answer: str, kept: str) -> None:
    assert added_in_turns(("assistant", question), ("user", answer)) == [kept]
