"""Session 41 (review43, on learn94's asked_thing): a thing in general is one said bare as the
question's subject ("Music sure seems to lift us up, huh?"); an article or a possessive makes
it one thing of the moment or someone's ("The lake sure is calm today, huh?" kept "The lake
helps the user think."; "Mine sure is loud, huh?" kept "Mine keeps the user up."). And "to be
<doing>" in "What's it like to be moving abroad?" is the doing itself (it was written "Being
moving abroad …"). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked_thing import answered_pointer
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("question", "answer"), [
    ("The lake sure is calm today, huh?", "It helps me think."),
    ("Mine sure is loud, huh?", "It keeps me up."),
    ("My cooking sure is good, huh?", "It makes me happy."),
    ("Her garden really helps you relax, huh?", "It helps me forget my worries."),
])
def test_a_thing_with_an_article_or_an_owner_is_no_thing_in_general(question: str, answer: str) -> None:
    assert answered_pointer(answer, question) is None
    assert added_in_turns(("assistant", question), ("user", answer)) == []


def test_a_bare_thing_is_still_read() -> None:
    assert answered_pointer("It really helps me focus at work.", "Music sure seems to lift us up, huh?") \
        == "Music really helps me focus at work."


def test_to_be_doing_is_the_doing() -> None:
    assert added_in_turns(("assistant", "What's it like to be moving abroad?"),
                          ("user", "It gives me a fresh start.")) == ["Moving abroad gives the user a fresh start."]
