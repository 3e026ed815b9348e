"""review9 F8: a turned-round topic ("X is my favourite Y" → "User's favourite Y is X") kept
its first capital only for a listed kind (book, city, band …), so a language, a holiday, a
dish or a cuisine lost it ("… language is spanish"). The word decides now
(:mod:`reverie.review.providers.heuristic.capitals`): the speaker's capital stays unless the
word is a common one — written lowercased elsewhere in the review, a closed-class word, or a
gerund. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.capitals import Capitals
from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("Spanish is my favourite language.", "User's favourite language is Spanish."),
    ("Easter is my favourite holiday.", "User's favourite holiday is Easter."),
    ("Diwali is my favourite festival.", "User's favourite festival is Diwali."),
    ("Kotlin is my favourite language.", "User's favourite language is Kotlin."),
    ("Korean food is my favourite cuisine.", "User's favourite cuisine is Korean food."),
    ("Greek salad is my favourite dish.", "User's favourite dish is Greek salad."),
])
def test_a_name_said_first_keeps_its_capital(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


def test_a_name_the_review_capitalises_keeps_it_though_it_looks_like_a_gerund() -> None:
    added = added_in_turns(("user", "We moved close to Reading last spring."),
                           ("assistant", "How are you finding it?"),
                           ("user", "Reading is my favourite place."))
    assert "User's favourite place is Reading." in added


@pytest.mark.parametrize(("said", "kept"), [
    # a gerund, and a closed-class word: common words, lowercased as before
    ("Gardening is my passion.", "User's passion is gardening."),
    # (learn60: a role of a life held up to now, with no start or span, is written "is")
    ("Knitting has been my escape.", "User's escape is knitting."),
    ("The ocean is my happy place.", "User's happy place is the ocean."),
    ("My family is my motivation.", "User's motivation is their family."),
    # a name with a capitalised next word stays whole (v11a)
    ("Pride and Prejudice is my favourite novel.", "User's favourite novel is Pride and Prejudice."),
])
def test_common_words_and_titles_are_written_as_before(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


def test_a_word_the_review_writes_lowercased_is_a_common_word() -> None:
    # the friend's question writes "pottery", the user's own message "soup"
    assert "User's escape is pottery." in added_in_turns(
        ("assistant", "Are you still going to pottery on Thursdays?"), ("user", "Pottery is my escape."))
    assert "User's favourite dish is soup." in added_in_turns(
        ("user", "I make a big pot of soup every Sunday. Soup is my favourite dish."))


def test_the_review_s_words_decide_by_where_they_stand() -> None:
    capitals = Capitals(["Mia and I went to the lake.", "We swim in the lake, and Mia paints.",
                         '"Lake days" she calls them.', "Polish food was on the menu."])
    assert capitals.own("Mia")           # capitalised after a sentence's first word
    assert not capitals.own("Lake")      # lowercased there (a quotation starts a sentence)
    assert not capitals.own("Swimming")  # a gerund
    assert not capitals.own("The")       # a closed-class word
    assert capitals.own("Polish")        # first in its sentence only: the speaker's capital
    assert capitals.own("Diwali")        # not in the review at all: the speaker's capital
