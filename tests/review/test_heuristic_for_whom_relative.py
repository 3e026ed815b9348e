"""learn47 (issue 31, a lost condition): whom the user's help or work is for, said by a
relative clause, is kept with the entry. The clause step cut every "who …" as a tail, so "a
clinic for kids who have asthma" was written "… for kids." (naming no one in particular) and
"… for people who …" gave nothing at all. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I volunteer at a clinic for kids who have asthma.",
     "User volunteers at a clinic for kids who have asthma."),
    ("I tutor kids who struggle with maths.", "User tutors kids who struggle with maths."),
    ("I've begun helping at a soup kitchen for people who lost their homes.",
     "User has begun helping at a soup kitchen for people who lost their homes."),
    ("I started a walking group for women who love the outdoors.",
     "User started a walking group for women who love the outdoors."),
    ("I coach teenagers who want to box.", "User coaches teenagers who want to box."),
])
def test_whom_the_help_is_for_is_kept(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a relative with a modal or a negation is cut as before
    ("I run a food bank for families who can't afford groceries.", "User runs a food bank for families."),
    # … or with a pronoun in it ("who need it"): the entry is cut as before, not lost
    ("My dream is to run a warm shelter for teens who need it.",
     "User's dream is to run a warm shelter for teens."),
    ("I love cooking for families who need one.", "User loves cooking for families."),
])
def test_a_relative_that_is_no_plain_description_is_cut_as_before(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("said", [
    "I help people who helped me.",
    "I met people who changed my life.",
])
def test_a_relative_of_the_speaker_still_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []
