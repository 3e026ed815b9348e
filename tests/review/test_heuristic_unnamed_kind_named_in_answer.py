"""learn66 (issue 31, naming nothing): "a new <kind>" told, the friend asks which one, and the
user's answer names it. The answer's entry ("User enrolled at Hollow Pine College.") says all
the first one said, with the name; the first ("User enrolled at a new college.") named nothing
and was kept beside it. It goes, and a kind said only in the first ("a new cycling club")
goes with the name. With no name in the answer, the first stays. Every sentence here is our
own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("told", "asked", "answer", "entry"), [
    ("Good news, I finally enrolled at a new college.",
     "Amazing! Which college did you enrol at?",
     "Hollow Pine College! The campus is gorgeous.",
     "User enrolled at Hollow Pine College."),
    ("I joined a new cycling club.", "Which club did you join?",
     "Ridgeway Wheelers! The people are lovely.",
     "User joined Ridgeway Wheelers, a cycling club."),
    # the name's own "The" is written small inside the sentence
    ("Guess what, I joined a new orchestra.", "Wow! Which orchestra did you join?",
     "The Lowmoor Philharmonic.", "User joined the Lowmoor Philharmonic."),
])
def test_the_kind_named_in_the_answer_replaces_the_unnamed(told: str, asked: str, answer: str,
                                                           entry: str) -> None:
    assert added_in_turns(("assistant", "Any news?"), ("user", told), ("assistant", asked),
                          ("user", answer)) == [entry]


# the name's own "The" is written small inside the sentence
def test_a_names_the_is_written_small() -> None:
    assert added_in_turns(("assistant", "Which orchestra did you join?"),
                          ("user", "The Lowmoor Philharmonic.")) == ["User joined the Lowmoor Philharmonic."]


# guard (passes on the parent too): the answer names nothing, the first entry stays
def test_an_answer_without_a_name_leaves_the_first() -> None:
    assert added_in_turns(("assistant", "Any news?"), ("user", "I enrolled at a new college!"),
                          ("assistant", "Which college did you enrol at?"),
                          ("user", "I won't say yet, it's a secret!")) == ["User enrolled at a new college."]
