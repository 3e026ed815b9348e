"""fix30 (review17 Q16): "it's my favourite <kind>" takes back the thing the sentence before
told, not the doing; when a time, a place or a clause follows that thing, "which" after the
whole entry would read as that phrase's, so the favourite is written next to its thing. A
favourite kind of doing ("ritual", "job") is the doing's, and a thing that ends the entry
takes "which" as before. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I drink oolong tea in the mornings. It's my favourite drink.",
     "User drinks oolong tea, their favourite drink, in the mornings."),
    ("I hum old sea shanties while I paint. It's my favourite kind of music.",
     "User hums old sea shanties, their favourite kind of music, while they paint."),
    ("I visit Galway every spring. It's one of my favourite towns.",
     "User visits Galway, one of their favourite towns, every spring."),
])
def test_the_favourite_is_written_next_to_its_thing(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a kind of doing is the doing's; a thing that ends the entry takes "which"
    ("I swim in the lake every morning. It's my favourite ritual.",
     "User swims in the lake every morning, which is their favourite ritual."),
    ("I ride a Vespa. It's my favourite scooter.", "User rides a Vespa, which is their favourite scooter."),
])
def test_a_doing_or_a_thing_at_the_end_takes_which(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
