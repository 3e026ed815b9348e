"""learn28: an adoption or a birth told, then the name given ("I adopted a kitten! Her name's
Mo.", "Last spring we adopted a furry little kitten, this is Pip!"): the milestone was kept and the
name lost. The name joins the entry of the one creature just gained; anything else is read as
before. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("Last spring we adopted a furry little kitten, this is Pip!",
     ["User adopted a furry little kitten named Pip in spring 2023."]),
    ("I adopted a kitten last week! Her name's Mo and she's a handful.",
     ["User adopted a kitten named Mo around 7 November 2023."]),
    ("I got a hamster. This is Biscuit.", ["User got a hamster named Biscuit."]),
    ("I adopted a parrot! Meet Kiwi!", ["User adopted a parrot named Kiwi."]),
])
def test_the_name_joins_the_creature_just_gained(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("My cousin got a dog. His name is Rex.", ["User's cousin got a dog."]),   # not the user's
    ("I adopted two cats. Her name is Mo.", ["User adopted two cats."]),       # not one
    ("I adopted a kitten. This is amazing.", ["User adopted a kitten."]),       # no name
    ("I adopted a kitten. Her name is May.", ["User adopted a kitten."]),       # a month
    ("I got a new job! This is Tom, my boss.", ["User got a new job."]),        # no creature
])
def test_a_name_that_is_not_the_gained_creatures_is_not_joined(said: str, kept: list[str]) -> None:
    assert added(said) == kept
