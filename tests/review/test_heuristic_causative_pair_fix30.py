"""fix30 (review17 Q4): after a causative or a verb of seeing with a person as its object
("helps my aunt …", "watches the kids …"), the pair after "and" is that person's clause, and
its verbs stay bare wherever the pair ends (an adverbial after it too); "welcome" is a noun's
modifier as often as a verb ("a welcome desk"), so it is not agreed by the word alone. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "entry"), [
    ("I help my aunt prune roses and gather the petals.",
     "User helps their aunt prune roses and gather the petals."),
    ("I watch my cousins build sandcastles and collect shells.",
     "User watches their cousins build sandcastles and collect shells."),
    ("I make my pupils draft stories and describe their characters.",
     "User makes their pupils draft stories and describe their characters."),
    ("I help my nephews read and write after school.",
     "User helps their nephews read and write after school."),
    ("I run the ticket booth and welcome stand at the fair.",
     "User runs the ticket booth and welcome stand at the fair."),
])
def test_a_causatives_own_pair_stays_bare(said: str, entry: str) -> None:
    assert added_as_news(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a pair of the user's own verbs still agrees
    ("I grow herbs and sell them at the market.", "User grows herbs and sells them at the market."),
    ("I volunteer at the library and collect old books.",
     "User volunteers at the library and collects old books."),
])
def test_the_users_own_pair_still_agrees(said: str, entry: str) -> None:
    assert added_as_news(said) == [entry]
