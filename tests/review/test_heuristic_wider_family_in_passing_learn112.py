"""learn112 (issue 31, recall): the wider family named with "my" in a clause about something
else follows the household's rule (learn109): "User has an aunt.", while the passing act stays
refused; a parent named in passing still keeps nothing
(:mod:`reverie.review.providers.heuristic.mine_in_passing`). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.mine_in_passing import had_in_passing, names
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept nothing at all in either reading before learn112: the act is the moment's
@pytest.mark.parametrize(("text", "kept"), [
    ("Picking up my aunt from the station later.", "User has an aunt."),
    ("My cousins are staying over this weekend.", "User has cousins."),
    ("Can you suggest a gift for my uncle's retirement party?", "User has an uncle."),
    ("We're having dinner at my mother-in-law's place tonight.", "User has a mother-in-law."),
    ("My sister in law just sent me a recipe for soup.", "User has a sister-in-law."),
    ("My in-laws are arriving on Thursday.", "User has in-laws."),
    ("My granny is coming round for tea this afternoon.", "User has a granny."),
])
def test_one_of_the_wider_family_named_in_passing_is_had_and_the_act_is_not_kept(text: str, kept: str) -> None:
    for said in _both(text):
        assert said == [kept], said


@pytest.mark.parametrize("text", [
    "My parents are coming for dinner.",                  # a parent: nearly everyone has one
    "We buried my uncle next to the old chapel.",         # a burial
    "My aunt's funeral is on Friday.",                    # a funeral
    "Tomorrow we visit my sister's grave.",               # a grave: the household's too
    "They named the boat after my grandmother.",          # a namesake
    "If I had cousins my cousins would play with me.",    # a condition
    'He keeps saying "my uncle will fix it" all week.',  # his words
])
def test_a_parent_or_someone_mourned_imagined_or_quoted_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


@pytest.mark.parametrize(("text", "absent"), [
    ("My grandpa taught me to fish when I was small.", "User has a grandpa."),    # told as past
    ("My grandmother was a seamstress.", "User has a grandmother."),             # told as past
    ("My grandfather's watch reminds me of him.", "User has a grandfather."),      # remembered
    ("My ex mother-in-law is calling again.", "User has a mother-in-law."),      # a parting
    ("My future in-laws are visiting.", "User has in-laws."),                    # to come
    ("My best friend's aunt is in town.", "User has an aunt."),                  # the friend's
    ("My brother in law is painting the fence.", "User has a brother."),         # an in-law, not a brother
])
def test_someone_gone_to_come_or_another_s_is_not_had(text: str, absent: str) -> None:
    for said in _both(text):
        assert absent not in said, said


def test_the_grandparents_guards_leave_grandchildren_and_pets_named_after_things() -> None:
    # a grandchild told of in the past is still had (the past guard is a grandparent's), and a
    # pet named after something is no namesake of someone gone
    assert had_in_passing("My grandson broke the garden gate last week.") == [("I have a grandson", "grandson")]
    assert had_in_passing("I named my cats after planets.") == [("I have cats", "cats")]
    assert had_in_passing("It takes me back to when my grandfather still painted.") == []


def test_an_in_law_is_read_whole_and_named_once() -> None:
    assert had_in_passing("My sister in law and my sister came, my sister in law drove.") == [
        ("I have a sister-in-law", "sister-in-law"), ("I have a sister", "sister")]
    assert had_in_passing("My aunt and my two cousins are here.") == [("I have an aunt", "aunt"),
                                                                      ("I have two cousins", "cousins")]
    assert names("aunt", "User's aunt is a nurse.")
    assert not names("aunt", "User's sister is a nurse.")


# a plural typed with no apostrophe before one person's thing: "User has sons." at the parent
@pytest.mark.parametrize(("text", "kept"), [
    ("I have to drive to my daughters piano lesson.", "User has a daughter."),
    ("Buying balloons for my sons birthday.", "User has a son."),
    ("My nephews bike needs a new chain.", "User has a nephew."),
])
def test_a_plural_typed_for_one_persons_thing_is_read_as_one(text: str, kept: str) -> None:
    for said in _both(text):
        assert said == [kept], said


def test_a_plural_said_as_many_stays_many() -> None:
    # a number first, a verb after, or kids (a school of several as often) keep the plural
    assert had_in_passing("My two sons birthday is on Sunday.") == [("I have two sons", "sons")]
    assert had_in_passing("My daughters love the park.") == [("I have daughters", "daughters")]
    assert had_in_passing("Off to my kids school play.") == [("I have kids", "kids")]
