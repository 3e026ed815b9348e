"""Session 40 (review42, on learn92's "they" for the user's people named after "I"): a pronoun
after "my friends from college" stands for those friends only, and the entry would name them
all: "I miss my friends from college. They all live abroad now." kept "User's friends all live
abroad." A person said with which of them it is (from, of, back home, in a place) leaves the
pronoun unread; a person said plainly is read as before. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "I miss my friends from college. They all live abroad now.",
    "I miss my friends from home. They all moved away.",
])
def test_some_of_the_users_people_are_not_all_of_them(said: str) -> None:
    assert not any("friends" in entry for entry in added_as_news(said))


def test_the_users_people_said_plainly_are_read() -> None:
    assert "User's grandparents live in Ohio." in added_as_news(
        "I visited my grandparents last week. They live in Ohio.")
