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


@pytest.mark.parametrize(("said", "kept"), [
    # review15 O16: the dummy "it" of an extraposed clause is the time or the feeling of doing
    # something else, not what the taste or state does
    ("I adore my cousin. It takes me two hours to drive to her place though.", "User adores their cousin."),
    ("I teach piano. It takes me twenty minutes to walk to the school.", "User teaches piano."),
    ("I love my little flat. It takes me forever to dust the shelves.", "User loves their little flat."),
    ("I live near the coast. It makes me anxious to swim in rough water.", "User lives near the coast."),
    ("I love my grandad. It makes me sad to watch him struggle with the stairs.", "User loves their grandad."),
    ("I love baking bread. It brings me peace to knead the dough.", "User loves baking bread."),
    # set against the sentence before
    ("I love cycling. It helps me unwind but not in winter.", "User loves cycling."),
])
def test_an_extraposed_it_is_no_effect_of_the_taste(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love old films. It takes me back to my childhood.",
     "User loves old films, which takes them back to their childhood."),
    ("I love swimming. It makes me want to train for a triathlon.",
     "User loves swimming, which makes them want to train for a triathlon."),
    ("I love swimming. It gives me a reason to get up early.",
     "User loves swimming, which gives them a reason to get up early."),
    ("I love swimming. It gives me time to think.", "User loves swimming, which gives them time to think."),
])
def test_an_effect_that_carries_the_speaker_or_takes_an_infinitive_stays(said: str, kept: str) -> None:
    assert added(said) == [kept]


def test_the_effect_is_no_part_of_the_tastes_value() -> None:
    # the slot model reads the taste, not its comment: a later "User loves gardening." is the
    # same member of the list
    assert slots_of("User loves gardening, which helps them slow down.") \
        == slots_of("User loves gardening.")
