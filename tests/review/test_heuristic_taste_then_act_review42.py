"""Session 40 (review42, on prec22's taste of two plurals, 3da73b2c): a second act after a
taste, with a plural as its object, is a verb and agrees. The list reading took any everyday
verb as a compound's first word and left the act bare: "I love puzzles and play games." was
written "User loves puzzles and play games.", and so "loves books and write poems", "loves
vegetables and grow tomatoes", "enjoys podcasts and run marathons". A compound is read only
where its first word takes no object ("work emails", "dance classes") or the pair is one a
verb also makes ("study groups", "play dates", "cook books"). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I like cats and hate dogs.", "User likes cats and hates dogs."),
    ("I love books and write poems.", "User loves books and writes poems."),
    ("I love puzzles and play games.", "User loves puzzles and plays games."),
    ("I enjoy movies and collect posters.", "User enjoys movies and collects posters."),
    ("I love vegetables and grow tomatoes.", "User loves vegetables and grows tomatoes."),
    ("I enjoy podcasts and run marathons.", "User enjoys podcasts and runs marathons."),
])
def test_a_second_act_with_a_plural_object_agrees(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love weddings and dance classes.", "User loves weddings and dance classes."),
    ("I like libraries and study groups.", "User likes libraries and study groups."),
])
def test_a_compound_stays_as_said(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
