"""learn28: a change of life said as a doing and judged as an experience ("Opening my
bakery was an incredible experience") gave nothing: "an awesome experience" at the end of
a clause says little on its own, and that refused the change with it. The change (v9's
lasting past acts) is what the entry keeps; a single outing judged the same way still
gives nothing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("Opening my bakery was an incredible experience.",
     ["User opened their bakery."]),
    # learn53: an occasion put on once judged in the simple past is one occasion and its
    # verdict (test_heuristic_one_past_doing), whichever lasting verb puts it on
    ("Organizing a chess tournament for kids in my town last spring was an awesome experience!", []),
    ("Adopting my greyhound was such an emotional experience.",
     ["User adopted their greyhound."]),
])
def test_a_change_of_life_judged_as_an_experience_is_kept(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "Going to the beach with my kids was an awesome experience.",   # an outing
    "Baking bread with my kids was an awesome experience.",         # a bake
    "Watching the match with my dad was an amazing experience.",
    "Opening it with my sister was an amazing experience.",         # a pointer
])
def test_a_single_outing_judged_the_same_way_still_gives_nothing(said: str) -> None:
    assert _kept(said) == []
