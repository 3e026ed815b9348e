"""learn15: a sentence of two statements whose first a row of the table takes ("I love
jazz, …") kept only the row's: the row took the whole sentence, so the shape layer never
read the second. Between people each later statement no row takes is now read by its shape
(``extract._second_statements``). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I love oat milk, but I also enjoy hazelnut and cherry flavours.",
     ["User loves oat milk.", "User enjoys hazelnut and cherry flavours."]),
    ("I like rowing, but I also enjoy cycling.", ["User likes rowing.", "User enjoys cycling."]),
])
def test_the_statement_after_a_rows_is_read_by_its_shape(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the shape layer's tests still stand on the second statement
    ("I love jazz, but I'm not sure about this one.", ["User loves jazz."]),
    ("I like rowing, but I'm so tired today.", ["User likes rowing."]),
])
def test_a_second_statement_the_shape_layer_drops_stays_out(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


def test_two_statements_both_rows_take_are_not_read_twice() -> None:
    assert added_as_news("I prefer Go, and my timezone is CET.") == \
        ["User prefers Go.", "User's timezone is CET."]


def test_in_a_developers_session_the_rows_decide() -> None:
    # no names: not a chat between people, so nothing is added beyond the row's entry
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "user", "I like rowing, but I also enjoy cycling."),)))
    assert [o["content"] for o in found if o["action"] == "add"] == ["User likes rowing."]
