"""What a taste or a present state does for the user, said right after it
(heuristic/effect.py): "I love gardening. It helps me slow down." keeps the taste with its
effect, "User loves gardening, which helps them slow down." Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.slots import slots_of
from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I love gardening. It helps me slow down after a long week.",
     "User loves gardening, which helps them slow down after a long week."),
    ("I play the cello. It's both a release and a way to focus.",
     "User plays the cello, which is both a release and a way to focus."),
    ("I cherish my evenings with my sisters. It is when I feel most at home.",
     "User cherishes their evenings with their sisters, which is when they feel most at home."),
    # up to the first aside: what follows the comma is a clause of its own
    ("I love volunteering at the food bank! It makes me feel like I'm useful, even on bad days.",
     "User loves volunteering at the food bank, which makes them feel like they're useful."),
])
def test_the_effect_said_next_joins_the_taste(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I joined a choir. It helps me breathe better.", "User joined a choir."),   # a past act
    ("I love rowing on the river. It's so calming.", "User loves rowing on the river."),  # judged.py's
    ("I love rowing. It makes you feel free.", "User loves rowing."),       # the listener
    ("I love rowing. It helps me forget that.", "User loves rowing."),      # points at the unsaid
    ("I love rowing. Thanks! It helps me think clearly.", "User loves rowing."),  # not right after
    ("I moved to Leeds. It helps me save money.", "User moved to Leeds."),  # a slot's value
])
def test_what_is_no_effect_of_the_taste_leaves_the_entry_alone(said: str, kept: str) -> None:
    assert added(said) == [kept]


def test_the_effect_is_no_part_of_the_tastes_value() -> None:
    # the slot model reads the taste, not its comment: a later "User loves gardening." is the
    # same member of the list
    assert slots_of("User loves gardening, which helps them slow down.") \
        == slots_of("User loves gardening.")
