""""We" and "our" as the user's household in a chat between friends (heuristic/disclosure.py
_rewrite): "our kids" are the user's kids, and "we" with the family takes a plural verb.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed

AT = 1_700_000_000.0   # 14 November 2023


@pytest.mark.parametrize(("said", "kept"), [
    ("Our twins love the seaside", "User's twins love the seaside."),
    ("Our puppy is called Pickle", "User's puppy is called Pickle."),
    ("Our two-year-old loves dinosaurs", "User's two-year-old loves dinosaurs."),
    ("Our family loves board games", "User's family loves board games."),
    ("Our garden has three apple trees", "User's garden has three apple trees."),
])
def test_our_household_is_the_users_own(said: str, kept: str) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == [kept]


def test_we_with_the_family_takes_a_plural_verb() -> None:
    assert [c.content for c in disclosed("We live on a houseboat in Utrecht", AT,
                                         between_people=True)] \
        == ["User and their family live on a houseboat in Utrecht."]


def test_a_developers_our_is_still_the_team() -> None:
    # no friend: "we"/"our" stay the team's, as the rule table has them
    assert not any("family" in c.content
                   for c in disclosed("Our deploys run every Tuesday", AT, between_people=False))


def test_our_said_again_for_people_in_general_is_not_the_household() -> None:
    # a slogan about the town's children, not the user's own
    assert disclosed("Our children are our legacy", AT, between_people=True) == []
    assert [c.content for c in disclosed("Our twins love the seaside", AT, between_people=True)] \
        == ["User's twins love the seaside."]


# learn21: "used to" before the household's lasting predicate is its past, kept as "I used
# to …" is; a "used to" of an outing stays an outing
@pytest.mark.parametrize(("said", "kept"), [
    ("We used to live in Galway", ["User and their family used to live in Galway."]),
    ("We used to have two cats", ["User and their family used to have two cats."]),
    ("We used to own a caravan", ["User and their family used to own a caravan."]),
])
def test_the_households_past_said_with_used_to_is_kept(said: str, kept: list[str]) -> None:
    assert [c.content for c in disclosed(said, AT, between_people=True)] == kept


def test_a_used_to_outing_of_the_household_gives_nothing() -> None:
    assert disclosed("We used to go there a lot", AT, between_people=True) == []
