"""A noun phrase after a dash that says what the speaker's object is (learn26): "I'm writing
a new novel - a ghost story set in Lisbon" kept only "a new novel", or nothing, because the
clause step cut at the dash and the phrase has no subject of its own. It now stays with the
clause, written after a colon as "a new hobby: kite surfing" already was. A judgement, a
clause, or people (a pronoun) after the dash is not the object named. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from tests.review.chat_support import added_at_said_time as added

AT = 1_700_000_000.0


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm writing a new novel - a ghost story set in Lisbon.",
     "User is writing a new novel: a ghost story set in Lisbon."),
    ("I've restored an old boat \u2014 a wooden sloop from the sixties.",
     "User has restored an old boat: a wooden sloop from the sixties."),
    ("I keep two pets - a tortoise and a parrot.", "User keeps two pets: a tortoise and a parrot."),
    ("I play three instruments- oboe, cello and the banjo.",
     "User plays three instruments: oboe, cello and the banjo."),
    ("I've collected loads of board games - chess, backgammon, mahjong, all of that.",
     "User has collected loads of board games: chess, backgammon, mahjong."),
])
def test_the_object_named_after_a_dash_stays(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == [kept]


def test_it_is_added_in_a_chat() -> None:
    assert added("I'm building a new app - a budget tracker for students.") \
        == ["User is building a new app: a budget tracker for students."]


@pytest.mark.parametrize(("said", "kept"), [
    # how it struck, not what it is
    ("I took up a new sport - a great way to unwind.", ["User took up a new sport."]),
    # people, not a thing: who
    ("My household is lively - me, my partner and the twins.", ["User's household is lively."]),
    # a clause of its own after the dash
    ("I got a new job - a big step for me.", ["User got a new job."]),
    # the clause ends on no thing
    ("My brother lives abroad - a small town near Porto.", ["User's brother lives abroad."]),
])
def test_what_names_no_object_is_not_joined(said: str, kept: list[str]) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == kept
