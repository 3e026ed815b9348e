"""learn53 (issue 31, a product decision in docs/review.md): an occasion for a cause or a game
put on once — a drive, a cleanup, a fundraiser, a benefit game, a charity run, a camp, an event
— is one occasion, as a party or a meal put on once already was (learn40, learn47). v9 had kept
it as a commitment; every strict reading since counted it a single past event. A series, a
first time, a stretch of years and a cause begun or kept up stay. Every sentence here is our
own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I organized a beach clean-up for my street.",
    "I set up a charity walk for the hospice.",
    "We held a bake sale for the library.",
    "I organized a coat drive for the shelter.",
    "I organized an event for my community.",
    "I held a chess tournament at my club.",
])
def test_an_occasion_for_a_cause_put_on_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): the lasting neighbours the change must not cost
@pytest.mark.parametrize(("said", "entry"), [
    ("I organize a coat drive every winter.", "User organizes a coat drive every winter."),
    ("I organized my first fundraiser!", "User organized their first fundraiser."),
    ("I started a food drive at my school.", "User started a food drive at their school."),
    ("I ran a summer camp for kids for three years.", "User ran a summer camp for kids for three years."),
    ("I founded a charity for stray cats.", "User founded a charity for stray cats."),
    ("I have been organizing fundraisers for the hospice.",
     "User has been organizing fundraisers for the hospice."),
    # a feat, not an occasion put on
    ("I ran a marathon in April!", "User ran a marathon in April."),
])
def test_a_cause_kept_up_or_a_feat_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
