"""prec15 (issue 31; a lost condition, a false kind the sealed report samples name): a taste
said with "but only when …" or "but just if …" and a clause of its own holds only then; the
taste row cut the condition and kept the taste outright ("I like jazz, but only when I'm
driving" was "User likes jazz."). The row now declines, so the shape layer keeps
the condition with the taste or nothing. review27 R16's exception stays: "but not when …" takes
out a case and leaves the taste. Every sentence here is our own, and each changed one was kept
without its condition before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I like hill walking, but only if I can bring the dog.", ["User likes hill walking only if they can bring the dog."]),
    ("I like jazz, but only when I'm driving.", ["User likes jazz only when they are driving."]),
    ("I enjoy cooking, but just when I have time.", ["User enjoys cooking only when they have time."]),
    ("I love sea swimming, but only when it's warm out.", []),
])
def test_a_taste_held_only_when_keeps_its_condition_or_nothing(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


def test_an_exception_with_not_when_leaves_the_taste() -> None:
    assert added_as_news("I love parrots, but not when they screech at dawn.") == ["User loves parrots."]
