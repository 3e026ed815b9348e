"""Session 42 (review44, on owned's subject carried on): a pronoun after a sentence that names
the user's animal as its subject and a second animal after it ("My dog chased my neighbour's
cat up a tree. It is so lazy usually.") may stand for either, and was read as the subject
("User's dog is lazy usually."). With no second animal, the subject is still carried on. Our
own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.owned import owned
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("before", "sentence"), [
    ("My dog chased my neighbour's cat up a tree.", "It is so lazy usually."),
    ("My cat watched a bird on the fence all morning.", "It is very shy."),
    ("My dogs chased the neighbour's goats.", "They are so stubborn."),
])
def test_a_second_animal_leaves_the_pronoun_unread(before: str, sentence: str) -> None:
    assert owned(before, sentence) is None
    added = added_as_news(f"{before} {sentence}")
    assert not any(word in entry for entry in added for word in ("lazy", "shy", "stubborn"))


@pytest.mark.parametrize(("before", "sentence", "kept"), [
    ("My dog chased a ball across the park.", "It is so fast.", "User's dog is fast."),
    ("I walked my dogs along the canal.", "They always cheer me up.", "User's dogs always cheer the user up."),
])
def test_one_animal_is_still_carried_on(before: str, sentence: str, kept: str) -> None:
    assert kept in added_as_news(f"{before} {sentence}")
