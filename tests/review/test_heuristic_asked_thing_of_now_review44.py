"""Session 42 (review44, on learn94's asked_thing): an answer that names the spell of now ("these
days", "lately", "at the moment") tells a state of the moment, not what the thing is. The
shape layer cuts those words when it writes the entry, so "How do you like your new job?" —
"It's hectic these days." kept "User's new job is hectic.", in the assistant's sessions and
between people. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked_thing import answered_pointer
from tests.review.chat_support import added_in_turns


def _with_the_assistant(*turns: tuple[str, str]) -> list[str]:
    return added_in_turns(*turns, greeting=())


@pytest.mark.parametrize(("question", "answer"), [
    ("How do you like your new job?", "It's hectic these days."),
    ("How do you like your new flat?", "It's really noisy lately."),
    ("What do you love most about your garden?", "It keeps me busy at the moment."),
])
def test_a_state_of_now_is_not_kept_as_the_things(question: str, answer: str) -> None:
    assert answered_pointer(answer, question) is None
    assert _with_the_assistant(("assistant", question), ("user", answer)) == []
    assert added_in_turns(("assistant", question), ("user", answer)) == []


def test_the_same_state_said_without_a_spell_is_still_kept() -> None:
    assert _with_the_assistant(("assistant", "How do you like your new job?"), ("user", "It's hectic.")) \
        == ["User's new job is hectic."]
    assert answered_pointer("It keeps me busy all year.", "What do you love most about your garden?") \
        == "My garden keeps me busy all year."
