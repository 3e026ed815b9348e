"""A pronoun glued to another word by a hyphen is part of that word, and the person rewrite
leaves it as written (tester19, session 26: "a gold-mine of recipes" was written "a
gold-their of recipes"). Our own sentences; each failed on the parent commit."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("My garden is a gold-mine of herbs.", "User's garden is a gold-mine of herbs."),
    ("I commute on the I-90 every weekday.", "User commutes on the I-90 every weekday."),
    ("My sister runs a little my-first-bike repair shop.",
     "User's sister runs a little my-first-bike repair shop."),
])
def test_a_pronoun_inside_a_hyphenated_word_is_written_as_said(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_a_pronoun_of_its_own_beside_a_hyphen_is_still_the_users() -> None:
    # the guard is the hyphen glued to the pronoun, not a hyphen anywhere in the sentence
    assert added_at_said_time("I'm a stay-at-home dad to my two kids.") == \
        ["User is a stay-at-home dad to their two kids."]


@pytest.mark.parametrize(("said", "entry"), [
    # the effect said after an act ("It gives me …") is rewritten in the third person too
    ("I garden on Sundays. It gives me some me-time and a gold-mine of ideas.",
     "User gardens on Sundays, which gives them some me-time and a gold-mine of ideas."),
    ("I knit every evening. It takes me back to my walnut-mine of childhood memories.",
     "User knits every evening, which takes them back to their walnut-mine of childhood "
     "memories."),
])
def test_a_pronoun_inside_a_hyphenated_word_stays_in_an_effect(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_a_pronoun_ending_a_hyphenated_word_stays_after_the_user_is_named() -> None:
    # review29 R11: the later "me" of the same speaker was written "them" inside the word
    assert added_at_said_time("I take a take-me-or-leave-me view of opera.") == [
        "User takes a take-me-or-leave-me view of opera."]
