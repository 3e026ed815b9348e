"""learn41 (issue 31, v15's lost conditions), a follow-up to the writing after v15: a view said
with the user's subject shared ("… and find it rewarding") was dropped with the clause the
splitter could not read. Our own sentences, each failing on the parent."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I tutor at the library and find it rewarding.",
     "User tutors at the library and finds it rewarding."),
    ("I took a glassblowing course and found it calming.",   # learn72: a course, not one class
     "User took a glassblowing course and found it calming."),
])
def test_a_view_said_with_a_shared_subject_joins_its_act(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
