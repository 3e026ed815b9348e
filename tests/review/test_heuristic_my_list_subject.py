"""learn35: the speaker's people or things listed as a clause's subject, joined by commas
("My mom, dad and sister live in Ohio."). A "my" clause is read only when a verb follows its
subject; the subject was taken as up to four words with no comma, so a list of three gave
nothing while "My mom and dad live in Ohio" was kept. A list must end with "and"/"&" before
its last member: an opener and a comma ("My gosh, …") is no list. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("My mom, dad and sister live in Ohio.", ["User's mom, dad and sister live in Ohio."]),
    ("My coach, teammates and parents are my biggest fans.",
     ["User's coach, teammates and parents are their biggest fans."]),
    ("My cat, dog, and rabbit are my best friends.",
     ["User's cat, dog, and rabbit are their best friends."]),
])
def test_a_listed_subject_of_the_speakers_is_read_as_one(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the tests after the subject still stand: a pointer, the listener
    ("My mom, dad and sister love it.", []),
    ("My mom, dad and sister say hi to you!", []),
    # an opener and a comma is no list: the clause after it is read as before
    ("My gosh, my dog loves the beach.", ["User's dog loves the beach."]),
    # two members with "and" were read before, and still are
    ("My mom and dad live in Ohio.", ["User's mom and dad live in Ohio."]),
])
def test_no_list_or_a_refused_predicate_is_read_as_before(said: str, kept: list[str]) -> None:
    assert added(said) == kept
