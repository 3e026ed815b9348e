"""learn54 (issue 31, naming nothing / broken writing): "My uncle and I write to each other
every month" gave nothing. The pair's act was written for the user alone ("User writes each
other … with their uncle", dropped as a fault of form, review18 R27), and the pair's bare verb
("write") read as no verb to the well-formedness check. An act done to "each other" is the
pair's, so the pair is the subject. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.wellformed import problems

from .chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("My uncle and I write to each other every month.",
     "User and their uncle write to each other every month."),
    ("My twin and I phone each other most nights.", "User and their twin phone each other most nights."),
    ("My flatmate and I cover for each other at work.",
     "User and their flatmate cover for each other at work."),
    ("My daughter and I teach each other new card games.",
     "User and their daughter teach each other new card games."),
])
def test_an_act_done_to_each_other_is_the_pairs(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("entry", [
    # guards: an adjective's "each other" names no verb, and the user alone is still no pair
    "User and their uncle close to each other.",
    "User and their twin.",
])
def test_no_verb_is_still_no_verb(entry: str) -> None:
    assert "a fragment (no verb)" in problems(entry)
