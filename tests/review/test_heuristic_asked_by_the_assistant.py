"""learn58: the assistant's question of a life, answered short, is read with its question as
a friend's is (heuristic/asked.py, ``to_the_assistant``). A Hermes user talks to their
assistant, not to a named friend: "What's your favourite season?" — "Late autumn." said to
the assistant was left unread. Joined: a favourite, a taste asked with "be into", how long in
months or years, how often, "What/Which/Where … do you <verb>?" with a verb of a life. Not
joined: a yes/no question, a question that names the work, a verb of the moment's output, a
span of days. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage


def _answered_to_the_assistant(question: str, answer: str) -> list[str]:
    """What is added when the assistant asks ``question`` and the user answers, no names said."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "user", "Morning."), ReviewMessage(2, "assistant", question),
        ReviewMessage(3, "user", answer))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("What's your favourite season?", "Late autumn.", "User's favorite season is late autumn."),
    ("What sort of films are you into?", "Mostly slow-burn thrillers.", "User is into slow-burn thrillers."),
    ("How long have you been practising the oboe?", "About eleven years.",
     "User has been practising the oboe for about eleven years."),
    ("How often do you swim in the lake?", "Twice a week, usually.",
     "User swims in the lake twice a week."),
    ("Which instrument do you play?", "The oboe.", "User plays the oboe."),
    ("Where do you live these days?", "In a canal house in Leiden.", "User lives in a canal house in Leiden."),
])
def test_a_question_of_a_life_is_joined_to_its_answer(question: str, answer: str, kept: str) -> None:
    assert _answered_to_the_assistant(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer"), [
    ("Have you run the migrations?", "Yes, I have."),                     # yes/no: a task's step
    ("How long have you been debugging it?", "About two days."),          # a pointer, days
    ("How long have you been tracing the leak?", "Three days."),          # a span of days
    ("What error do you see?", "A timeout."),                             # the moment's output
    ("Which version do you run?", "Twelve."),                             # the moment's setup
    ("What's your favourite test runner?", "Pytest."),                    # names the work
    ("How often do you deploy?", "Every Friday."),                        # names the work
    # fix39 (review20 R7): a where/what question of the work is not joined
    ("Where do you keep the config?", "In /etc/app."),
    ("Where do you store backups?", "On an S3 bucket."),
    ("What time do you usually start work?", "9am."),
    ("What port do you listen on?", "8080."),
    ("Which cloud do you host on?", "Hetzner."),
    ("What queue do you publish to?", "The orders topic."),
])
def test_a_question_of_the_task_is_not_joined(question: str, answer: str) -> None:
    assert _answered_to_the_assistant(question, answer) == []
