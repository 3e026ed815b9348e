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
    ("Chess has been part of my life since I was six.", ["Chess has been part of the user's life."]),
    ("Sailing has been a big part of my summers ever since I was little.",
     ["Sailing has been a big part of the user's summers."]),
    ("Drawing has been my refuge since I was a teenager.", ["Drawing has been the user's refuge."]),
])
def test_the_state_is_kept_without_its_start(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the speaker's own state keeps its start, as learn24 decided
    ("I've loved chess ever since I was a kid.", ["User has loved chess ever since they were a kid."]),
    ("I've lived in Porto since I was six.", ["User has lived in Porto since they were six."]),
])
def test_the_speakers_own_state_keeps_its_start(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept
