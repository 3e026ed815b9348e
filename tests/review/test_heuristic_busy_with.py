"""learn26: "busy" and "swamped" are a mood alone ("I've been so busy"), but with what keeps the
speaker busy they say what the user is doing these weeks: "I've been busy restoring a
narrowboat" is kept as "User has been restoring a narrowboat.", "swamped with exams and
coursework" as said, and so is the subject left out ("Been busy …"). Nothing named, a
particular thing of the chat, or an adjective in -ing gives nothing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed

AT = 1_700_000_000.0


@pytest.mark.parametrize(("said", "kept"), [
    ("I've been busy restoring a narrowboat.", "User has been restoring a narrowboat."),
    ("Been really busy coaching the under-twelves and studying for my licence.",
     "User has been coaching the under-twelves and studying for their licence."),
    ("I've been swamped with exams and coursework.", "User has been swamped with exams and coursework."),
    ("I'm busy with choir rehearsals.", "User is busy with choir rehearsals."),
])
def test_what_keeps_the_user_busy_is_kept(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == [kept]


@pytest.mark.parametrize("said", [
    "I've been so busy lately.",
    "Been super busy!",
    "I've been busy painting.",                 # doing what?
    "I'm swamped with the paperwork.",          # a thing of the chat
    "I've been busy amazing everyone.",         # an adjective in -ing
])
def test_busy_with_nothing_named_gives_nothing(said: str) -> None:
    assert disclosed(said, AT, between_people=True) == []
