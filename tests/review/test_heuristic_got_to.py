"""F14 (review9): "got to <do>" was a chance had once for every doing but "know", so a
lasting change told as a chance was lost ("I got to adopt a rescue dog!" gave nothing). The
doing decides: a change of a life or a state reached is read as the doing itself and kept as
"I adopted …" is; any other doing stays a chance had once. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    ("I got to adopt a kitten!", ["User got to adopt a kitten."]),
    ("I got to open my own pottery studio.", ["User got to open their own pottery studio."]),
    ("I got to keep my allotment after all.", ["User got to keep their allotment after all."]),
    # a state reached, as before
    ("I got to know the other parents at school.", ["User got to know the other parents at school."]),
])
def test_got_to_a_change_or_a_state_is_kept_as_the_doing_is(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize("said", [
    "I got to pet a baby goat at the fair.",
    "I got to try paddleboarding on holiday.",
    "I got to volunteer at a food bank.",
])
def test_got_to_any_other_doing_is_still_a_chance_had_once(said: str) -> None:
    assert added(said) == []
