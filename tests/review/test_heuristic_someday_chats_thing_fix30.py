"""fix30 (review17 Q12): a someday wish whose object is "the" and one noun with nothing after
it, taken in (seen, watched, read, visited …), is the thing the chat was about and names
nothing read alone, as "do the same" does; the world's one of a kind and a skill's "the
<instrument>" still name what is wished. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "I'd love to watch the film someday.",
    "I'd love to visit the studio one day.",
    "I hope to read the novel someday.",
    "I'd really love to do the same one day.",
])
def test_the_chats_thing_wished_for_names_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a thing of the world, a skill, a name, a modified noun name the wish
    ("I'd love to see the ocean someday.", "User would love to see the ocean someday."),
    ("I'd love to play the cello someday.", "User would love to play the cello someday."),
    ("I'd love to see the Taj Mahal someday.", "User would love to see the Taj Mahal someday."),
    ("I'd love to see the northern lights one day.", "User would love to see the northern lights one day."),
])
def test_a_wish_that_names_its_thing_stays(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
