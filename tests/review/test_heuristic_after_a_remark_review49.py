"""review49 (a second read of learn107's :mod:`reverie.review.providers.heuristic.after_a_remark`):
after a bare degree with no subject ("Really …", "So …") the next word may be the user's own verb
with its "I" dropped, a verb of the mind whose object is the clause after it. That clause is a
wish, a doubt or a guess, so it is no fact of the user's: the whole sentence keeps nothing, as
the same words with their "I" do. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.after_a_remark import said_after
from tests.review.chat_support import added_as_news, added_in_a_developer_session

# learn109 (the lead's decision, session 48): a nephew named with "my" is had (mine_in_passing);
# the hoped clause itself stays unkept
HAD_IN_PASSING = {
    "Really hope my nephew is a firefighter": ["User has a nephew."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "Really doubt my cousin is a surgeon": ["User has a cousin."],
}


# each kept the clause after the verb as a fact at the parent, in one reading or both
@pytest.mark.parametrize("text", [
    "Really wish I had a dog",
    "Wow really wish my flat had a balcony",
    "So wish I lived near the mountains",
    "Really doubt my cousin is a surgeon",
    "Really hope my nephew is a firefighter",
    "Really think I am a great swimmer",
    "Really guess I am a librarian now",
])
def test_a_verb_of_the_mind_after_a_bare_degree_keeps_nothing(text: str) -> None:
    assert said_after(text) is None
    assert added_as_news(text) == HAD_IN_PASSING.get(text, [])
    assert added_in_a_developer_session(text) == HAD_IN_PASSING.get(text, [])


# the near twins: a word of how it is after the same degree still leaves the user's clause
@pytest.mark.parametrize(("text", "kept"), [
    ("So glad I moved to the coast", "User moved to the coast."),
    ("Really cool I keep bees on the roof", "User keeps bees on the roof."),
    ("How fun I play the cello", "User plays the cello."),
])
def test_a_word_of_how_it_is_after_a_degree_still_frees_the_clause(text: str, kept: str) -> None:
    assert kept in added_as_news(text)
    assert kept in added_in_a_developer_session(text)
