"""learn28: a thing's state since the speaker's own time ("Chess has been part of my life
since I was six") is read without its start, as the thing reader writes no second subject.
Left in the text, the clause step cut at "since" and read the start as a fact of its own
("User was six."), and "ever since" left "… life ever", which refused the state. Our own
sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    # learn60 (judge21 G2): cut, the perfect dangled ("Chess has been part of the user's
    # life."); an age of the speaker's is written without a second subject and kept
    ("Chess has been part of my life since I was six.", ["Chess has been part of the user's life since age six."]),
    ("Sailing has been a big part of my summers ever since I was little.",
     ["Sailing has been a big part of the user's summers since childhood."]),
    ("Drawing has been my refuge since I was a teenager.",
     ["Drawing has been the user's refuge since their teens."]),
    ("Baking bread has been the heart of my weekends since I was about twelve years old.",
     ["Baking bread has been the heart of the user's weekends since age twelve."]),
    ("Painting has been my escape since I was in college.", ["User's escape has been painting since college."]),
    # guard: any other start would need a second subject: the state is read without it, as before
    ("Rowing has been part of my life since I moved to Oslo.", ["Rowing has been part of the user's life."]),
])
def test_the_state_keeps_an_age_as_its_start(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the speaker's own state keeps its start, as learn24 decided
    ("I've loved chess ever since I was a kid.", ["User has loved chess ever since they were a kid."]),
    ("I've lived in Porto since I was six.", ["User has lived in Porto since they were six."]),
])
def test_the_speakers_own_state_keeps_its_start(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept
