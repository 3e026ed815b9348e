"""learn54 (issue 31, wrong fact / lost condition): "User reminds themselves to …" was written
whenever what reminds the user was only pointed at ("Moments like that remind me to …"): the user
is not the one who reminds, and what does stayed in the chat; every strict reading judged it
false, so nothing is kept then. When the thing is the taste just named before a dash ("I like
to watch the rain- it reminds me to unclench my jaw"), the taste takes it (:mod:`.effect`): the dash
may be typed against the word, and "likes to X, which reminds them to Y" is no "X to Y" choice
(:mod:`reverie.review.slots`). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.slots import slots_of

from .chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "Evenings like those remind me to cherish my friends.",
    "Those small victories remind me to keep practising scales.",
    "Its ticking reminds me to stay patient.",
])
def test_a_pointed_reminder_keeps_nothing(said: str) -> None:
    assert not any("reminds themselves" in e for e in added_at_said_time(said))


@pytest.mark.parametrize(("said", "entry"), [
    ("I like to just watch the rain come down- it reminds me to unclench my jaw.",
     "User likes to just watch the rain come down, which reminds them to unclench their jaw."),
    ("I like to walk along the canal - it reminds me to breathe.",
     "User likes to walk along the canal, which reminds them to breathe."),
])
def test_the_taste_before_a_dash_is_the_thing(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_an_infinitive_taste_is_no_choice_between_two() -> None:
    assert [s.attribute for s in slots_of("User likes to cycle to the coast.")] == ["preference"]
    # guard: "X to Y" after a noun is still the choice
    assert slots_of("User prefers rice to pasta.")[0].attribute.startswith("choice")
