"""review13 M6: "I know X, Y and Z" was read as a view ("User knows that Python, Go and
Rust."): the opinion reading took the capitalised name "Go" for a verb. A known list of names
is what the user knows, written without "that"; a view after "know" keeps it. Our own
sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize("added", [added_as_news, added_in_a_developer_session])
def test_a_list_of_names_known_gets_no_that(added) -> None:
    assert added("I know Kotlin, Go and Elixir.") == ["User knows Kotlin, Go and Elixir."]


def test_a_view_after_know_keeps_that() -> None:
    assert added_as_news("I know kids need plenty of sleep.") \
        == ["User knows that kids need plenty of sleep."]
