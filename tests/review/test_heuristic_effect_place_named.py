"""An effect too long is cut to the place it carries the user to only when the place is named
without its "where" clause (review16 Q5, a follow-up to learn42's cut in heuristic/effect.py).
After "the"/"their", or "a place" with no word of its own, the "where" clause is what says which
place: cut, the entry would name nothing, so the taste is kept alone, as before the cut.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I love the smell of woodsmoke. It takes me back to the place where the pines grew thick "
     "along every road down to the lake.", "User loves the smell of woodsmoke."),
    ("I love old jazz records. It takes me to the world where my grandfather still danced in his "
     "kitchen every Sunday.", "User loves old jazz records."),
    ("I love baking rye bread. It takes me back to my favourite place where the ovens ran warm "
     "from dawn on every winter morning.", "User loves baking rye bread."),
    ("I love rainy evenings. It takes me to a place where nothing at all is asked of me and the "
     "clock slows right down.", "User loves rainy evenings."),
])
def test_a_place_only_the_where_clause_names_is_not_cut_from_it(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love old sea shanties. It takes me into another world where the wind and the waves set "
     "the pace of every long day.",
     "User loves old sea shanties, which takes them into another world."),
    ("I love long night drives. It takes me to a quiet green place where nothing presses on me "
     "and the hours drift.",
     "User loves long night drives, which takes them to a quiet green place."),
])
def test_a_place_named_by_its_own_words_is_still_kept_without_the_clause(said: str,
                                                                          kept: str) -> None:
    assert added(said) == [kept]
