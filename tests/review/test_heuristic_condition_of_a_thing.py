"""learn32: a thing said of the speaker under a condition of the speaker's ("When I'm stressed,
knitting helps me", "Cooking is therapy for me when I'm off work"). Said first, the condition
made the sentence give nothing; said after, it was cut and the thing kept without it ("Cooking
is therapy for the user.", a different fact). Both are now read as a habit's condition is
("User knits whenever they are stressed"): "whenever", the speaker in it written "they". A past
condition is a time, not a habit's, and a condition of "we" or "you" is not the speaker's
alone. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("When I'm stressed, knitting helps me.", ["Knitting helps the user whenever they are stressed."]),
    ("And when I'm off work, baking is therapy for me.",
     ["Baking is therapy for the user whenever they are off work."]),
    ("Whenever I feel low, painting calms me.", ["Painting calms the user whenever they feel low."]),
    ("When I'm swamped, yoga keeps me sane.", ["Yoga keeps the user sane whenever they are swamped."]),
    # learn5 refused this one ("a condition, not a thing"), before learn14 kept conditions
    ("When I'm tired, reading helps me.", ["Reading helps the user whenever they are tired."]),
])
def test_a_condition_said_first_stays_with_the_thing(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Baking is therapy for me when I'm off work.",
     ["Baking is therapy for the user whenever they are off work."]),
    ("Jazz calms me when I'm anxious about my exams.",
     ["Jazz calms the user whenever they are anxious about their exams."]),
])
def test_a_condition_said_after_is_not_cut_off(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("When I was a kid, painting calmed me.", []),                   # a time of the past
    ("Knitting helped me when I was sad.", []),                      # the same, said after
    ("When we're at the lake, swimming relaxes me.", []),            # who "we" are
    ("When you visit, my mum cooks for us.", []),                    # the listener's visit
    ("When I'm tired, I nap.", ["User naps whenever they are tired."]),   # a habit, as before
])
def test_other_conditions_are_read_as_before(said: str, kept: list[str]) -> None:
    assert added(said) == kept
