"""learn59 (issue 31, single past events; the judges' readings at 4d5e6cd and fa9a54f).

- Hurt or injured with no part of the body named — oneself, someone else, nothing — is a
  mishap of its day; an injury a body keeps is told by its part ("I hurt my back") and stays,
  as "broke my wrist" does.
- A thing made is the verb's object: "made this <thing> to show …" is one thing made for a
  purpose, not a show made (the light-verb reading matched "to show" as the noun "a show").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I hurt my cousin by accident during the match.": ["User has a cousin."],
}


@pytest.mark.parametrize("said", [
    "I injured myself a little while back.",
    "I injured myself at the bouldering gym.",
    "I hurt myself carrying the sofa upstairs.",
    "I hurt my cousin by accident during the match.",
    "I made this mosaic to show the colours of my childhood street.",
    "I made this quilt to show my gran's village.",
])
def test_a_mishap_or_one_thing_made_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == HAD_IN_PASSING.get(said, [])


# guards (pass on the parent too): an injury by its part, a show or a film of one's own made
@pytest.mark.parametrize(("said", "entry"), [
    ("I injured my left knee in a fall.", "User injured their left knee in a fall."),
    ("I hurt my lower back at the warehouse.", "User hurt their lower back at the warehouse."),
    ("I made a short film about my street.", "User made a short film about their street."),
])
def test_an_injury_by_its_part_or_a_lasting_work_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
