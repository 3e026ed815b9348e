"""learn46: a lasting state or wish said with its "I've" left out ("Always been into old
maps", "Always wanted to learn the banjo") is read as said with it, as "Been …ing" is; what
"always been" says of someone else or of how things went ("Always been there for me",
"Always been tough") still gives nothing, and so does a pointer. ", ever since …" stays
with its clause (it left "ever" on the entry). Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("Always been interested in old maps and sea charts.",
     "User has always been interested in old maps and sea charts."),
    ("Always been a huge fan of brass bands.", "User has always been a huge fan of brass bands."),
    ("Always wanted to learn the banjo.", "User has always wanted to learn the banjo."),
    ("Always dreamed of living by the sea.", "User has always dreamed of living by the sea."),
    ("Always been into vintage motorbikes, ever since I was a kid.",
     "User has always been into vintage motorbikes ever since they were a kid."),
    ("I've always been into vintage motorbikes, ever since I was a kid.",
     "User has always been into vintage motorbikes ever since they were a kid."),
])
def test_the_state_or_wish_is_read_with_its_subject(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "Always been there for me.",      # someone else
    "Always been so good to me.",     # someone else
    "Always been tough.",             # how things went
    "Always wanted to try it.",       # a pointer
    "Always wanted to meet you.",     # the listener
    "Always dreamed of it.",          # a pointer
])
def test_what_is_not_the_speakers_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []
