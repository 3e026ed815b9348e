"""review13 M21: "I forgot to <do>", "I meant to <do>", "I failed to <do>" tell one occasion.
Read against the pet or plant named before ("I have a hamster. I forgot to feed him."), the
lapse was kept as a fact ("User forgot to feed their hamster.") in place of the lasting
possession. Now it is one occasion, and the possession stays. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a hamster. I forgot to feed him.", ["User has a hamster."]),
    ("I have a cactus. I forgot to water it.", ["User has a cactus."]),
    ("I meant to repaint the fence.", []),
    ("I failed to fix the sink.", []),
])
def test_one_occasion_is_no_lasting_fact(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


def test_a_habit_of_forgetting_stays() -> None:
    assert added_as_news("I always forget to water my ferns.") \
        == ["User always forgets to water their ferns."]
