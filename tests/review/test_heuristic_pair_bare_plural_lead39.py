"""Session 39 (lead, learn91's leftover): the second verb of a pair agrees when it is a verb of
the lists and a bare plural is its object: "I bake bread and ride bikes." was kept whole (the
undecided reading takes "and ride bikes" for an act) and written "… and ride bikes." A pair of
nouns and the undecided pairs after a standing habit stay as they were. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I bake bread and ride bikes.", "User bakes bread and rides bikes."),
    ("I knit scarves and ride horses.", "User knits scarves and rides horses."),
])
def test_a_list_verb_with_a_bare_plural_after_and_agrees(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I sell candles and soaps.", "User sells candles and soaps."),       # two nouns
    ("I grow tomatoes and raise chickens.", "User grows tomatoes."),      # undecided, cut as before
])
def test_a_noun_pair_or_an_undecided_pair_is_as_before(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
