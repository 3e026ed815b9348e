"""Session 42 (review44, on learn95's grant by a later sentence): a later sentence of the
message that tells a doing given up ("Skiing is always fun. I broke my leg skiing last winter
and quit.") grants no taste said with no first person before it: it was kept as "User enjoys
skiing.". A later sentence of the user's own doing of now still grants it, and so does one
giving up something else. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import speaks_of_self
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize("message", [
    "Skiing is always fun. I broke my leg skiing last winter and quit.",
    "Climbing is so much fun! I stopped after my shoulder surgery.",
    "Rowing is so relaxing. I gave it up when we moved inland.",
])
def test_a_doing_given_up_grants_no_taste(message: str) -> None:
    added = added_in_turns(("assistant", "What have you been up to?"), ("user", message))
    assert not any(entry.startswith(("User enjoys", "User finds")) for entry in added)
    assert not speaks_of_self(message.split(". ", 1)[-1].split("! ", 1)[-1])


@pytest.mark.parametrize(("message", "kept"), [
    ("Skiing is always fun. I go every winter with my brother.", "User enjoys skiing."),
    ("Kneading dough is so relaxing. I bake two loaves every Sunday.", "User finds kneading dough relaxing."),
    # a verb of ceasing with a thing of its own gives up something else; a past said with
    # "used to" is no doing given up
    ("Skiing is always fun. I quit my job to teach it full time.", "User enjoys skiing."),
    ("Hiking is always fun. I used to hate it, but now I go every week.", "User enjoys hiking."),
])
def test_a_doing_of_now_still_grants_it(message: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", "What have you been up to?"), ("user", message))
