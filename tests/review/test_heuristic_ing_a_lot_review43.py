"""Session 41 (review43, on learn97's 577bb993): a taste of a doing said with how much ("I enjoy
rowing a lot") is kept, but a word that only ends in "-ing" is no doing
(``words.ING_NOT_A_DOING_ALTERNATION``): "I like everything a lot." kept "User likes everything
a lot.", "I love something a lot." "User loves something a lot.". Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", ["I like everything a lot.", "I love something a lot.", "I like evening a lot."])
def test_a_word_that_only_ends_in_ing_is_no_doing(said: str) -> None:
    assert added_as_news(said) == []


def test_a_doing_said_with_how_much_is_kept() -> None:
    assert added_as_news("I enjoy rowing a lot.") == ["User enjoys rowing a lot."]
