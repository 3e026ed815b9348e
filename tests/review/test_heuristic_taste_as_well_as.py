"""learn32: a taste with a second object after ", as well as" ("I'm a big fan of old westerns,
as well as Japanese horror films"): the clause step cut the second object off and nothing read
it; it is now the taste's own clause ("User is a big fan of Japanese horror films."). And "like"
before a quoted title gives an example ("songs like "Hallelujah""), not someone's words: only
after a verb of being or going ("she was like "…"") does it report speech. Our own
sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a big fan of old westerns, as well as Japanese horror films.",
     ["User is a big fan of old westerns.", "User is a big fan of Japanese horror films."]),
    ("I enjoy baking bread, as well as making jam with my kids.",
     ["User enjoys baking bread.", "User enjoys making jam with their kids."]),
    ("I'm into chess, as well as go.", ["User is into chess.", "User is into go."]),
])
def test_the_second_object_of_a_taste_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I love folk songs like \"Scarborough Fair\".", ['User loves folk songs like "Scarborough Fair".']),
    ("I'm a fan of pop music like Adele's \"Skyfall\".", ['User is a fan of pop music like Adele\'s "Skyfall".']),
    ("I'm a fan of both jazz like Coltrane and Davis, as well as pop music like Adele's \"Skyfall\".",
     ["User is a fan of jazz like Coltrane and Davis.",
      'User is a fan of pop music like Adele\'s "Skyfall".']),
])
def test_like_before_a_title_gives_an_example(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I love jazz, as well as anything you play.", ["User loves jazz."]),    # the listener's
    ("I'm a fan of it, as well as the sequel.", []),                          # a pointer
    ("I visited Rome, as well as Naples.", []),                               # one trip, as before
    ("She was like \"you'll never make it\" and I'm proud I did.", []),      # someone's words
    ("My coach is like \"push harder\" all the time.", []),                  # the same
])
def test_others_are_read_as_before(said: str, kept: list[str]) -> None:
    assert added(said) == kept
