"""fix14 (review14 N20): a pointer tail ("for it") after a purpose ("to pay") is cut with its
purpose: the purpose's object was the pointer, and 5cad341 cut only the last tail ("User
sold their car to pay."). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I sold my drum kit to pay for it.", ["User sold their drum kit."]),
    ("I sold my camera to help pay for them.", ["User sold their camera."]),
])
def test_a_purpose_whose_object_is_the_pointer_goes_with_it(said: str, kept: list[str]) -> None:
    assert added(said) == kept
