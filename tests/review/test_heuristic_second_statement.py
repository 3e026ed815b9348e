"""learn15: a sentence of two statements whose first a row of the table takes ("I love
jazz, …") kept only the row's: the row took the whole sentence, so the shape layer never
read the second. Between people each later statement no row takes is now read by its shape
(``extract._second_statements``). Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


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


def test_in_a_developers_session_an_i_statement_is_read_too_and_a_we_stays_the_rows() -> None:
    # learn74 (Synthetic-Persona-Chat dev): said to the assistant, the later "I …" is the
    # user's as much as the first; a team's "we" after a row's statement is kept by no shape
    assert added_in_a_developer_session("I like rowing, but I also enjoy cycling.") == \
        ["User likes rowing.", "User enjoys cycling."]
    assert added_in_a_developer_session("I use Vim, but we deploy with Ansible.") == ["User uses Vim."]
