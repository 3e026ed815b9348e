"""learn18: what carries the speaker through hard times is how they cope, a lasting fact,
but "Music helps me through tough times" gave nothing: "tough" was read as how the week is
for the speaker ("school has been tough for me"). The hard times after "through" are no
state of the moment, and "gets/carries me through" (also as "… is what gets me through")
is read like "helps me through". Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("Music helps me through tough times.", ["Music helps the user through tough times."]),
    ("Baking gets me through hard weeks.", ["Baking gets the user through hard weeks."]),
    ("Long walks and old films are what get me through the darker months.",
     ["Long walks and old films get the user through the darker months."]),
    ("Gardening carries me through rough patches.", ["Gardening carries the user through rough patches."]),
])
def test_what_carries_the_speaker_through_hard_times_is_kept(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "School has been tough for me.",      # this week's state
    "Work gets me down.",                 # "gets" only before "me through"
    "It helps me through tough times.",   # a pointer
    "This month has been rough for me.",
])
def test_the_moment_and_pointers_still_give_nothing(said: str) -> None:
    assert _kept(said) == []
