"""review13 M16: "chose to <do>" is a decision kept as "decided to" is (learn27), but its
negation "chose not to <do>" fell with the one-off acts and the lasting choice was lost. And
the writing step added an -s to a past it did not know ("User dugs a pond"). Our own
sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from reverie.review.providers.heuristic.writing import third_person

AT = 1_700_000_000.0


@pytest.mark.parametrize(("said", "kept"), [
    ("I chose not to own a car.", "User chose not to own a car."),
    ("I chose not to eat meat anymore.", "User chose not to eat meat anymore."),
])
def test_a_choice_not_to_do_something_is_kept(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == [kept]


@pytest.mark.parametrize(("said", "written"), [
    ("I dug a trench behind the shed.", "the user dug a trench behind the shed."),
    ("I stole the last biscuit.", "the user stole the last biscuit."),
    ("I bit into a lemon.", "the user bit into a lemon."),
])
def test_a_past_form_gets_no_s(said: str, written: str) -> None:
    assert third_person(said).lower() == written
