"""review40: prec20's reaction joined by "and" (:func:`...unbound_pointer.reaction_joined_at`)
is cut at the last "and" before it. Read from the first "and" on, the reaction's clause took a
pair of the user's own along: "I keep hens and ducks and never knew that was allowed in town."
was kept as "User keeps hens.". Sentences our own; each read so at the parent."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import mended

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I keep hens and ducks and never knew that was allowed in town.", "User keeps hens and ducks."),
    ("I grow peppers and beans and always thought that was easy.", "User grows peppers and beans."),
])
def test_the_pair_before_the_reaction_stays_whole(said: str, kept: str) -> None:
    for adds in (added_in_a_developer_session(said), added_as_news(said)):
        assert adds == [kept]


@pytest.mark.parametrize(("entry", "written"), [
    ("User has a dog and a cat and never knew that was possible.", "User has a dog and a cat."),
    # an "and" inside the reaction is the reaction's own
    ("User lives by the sea and thought that was odd and funny.", "User lives by the sea."),
])
def test_mended_cuts_at_the_reactions_own_and(entry: str, written: str) -> None:
    assert mended(entry) == written
