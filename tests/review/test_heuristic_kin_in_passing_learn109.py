"""learn109 (issue 31, recall; the lead's decision of session 48): one of the user's household
named with "my" in a clause about something else is the user's: "User has a <someone>.", while
the passing act stays refused (:mod:`reverie.review.providers.heuristic.mine_in_passing`).
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.mine_in_passing import had_in_passing, names
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept nothing at all in either reading before learn109: the act is the moment's
@pytest.mark.parametrize(("text", "kept"), [
    ("Just back from dropping my nephew at football practice.", "User has a nephew."),
    ("My sister Ana has a dentist visit on Monday.", "User has a sister."),
    ("Can you find a cake recipe for my husband's birthday?", "User has a husband."),
    ("We're driving my older brother to the airport tonight.", "User has an older brother."),
    ("My 4 year old son just spilled juice on the laptop.", "User has a son."),
    ("My grandkids are coming over this afternoon.", "User has grandkids."),
    ("My son is coming back from camp on Friday.", "User has a son."),
    ("My husband left for work early today.", "User has a husband."),
])
def test_one_of_a_household_named_in_passing_is_had_and_the_act_is_not_kept(text: str, kept: str) -> None:
    for said in _both(text):
        assert said == [kept], said


@pytest.mark.parametrize(("text", "absent"), [
    ("My late wife loved this song.", "User has a wife."),                           # a death
    ("My ex husband is picking up the car.", "User has a husband."),                 # a parting
    ("My husband walked out on us last year.", "User has a husband."),               # a parting
    ("Perhaps my husband would come back if I changed.", "User has a husband."),     # gone
    ("We're separating in the spring, my husband and I.", "User has a husband."),     # a parting
    ("It has been quiet since my husband left, so I read a lot.", "User has a husband."),  # gone
    ("I asked my brothers in the band for a lift.", "User has brothers."),           # a fellowship
    ("If I had kids my kids would play outside all day.", "User has kids."),         # a condition
    ("I teach fourth grade and my kids were so loud today.", "User has kids."),     # pupils
    ("I'm a coach. My kids won the final today!", "User has kids."),                 # a team
    ('He kept saying "my brother will fix it" all night.', "User has a brother."),   # his words
    ("My brother in law is painting the fence.", "User has a brother."),             # a compound
    ("Me and my girls are going dancing tonight.", "User has girls."),               # friends
    ("Goodnight my baby, talk tomorrow.", "User has a baby."),                       # a pet name
    ("My best friend's son is visiting.", "User has a son."),                        # the friend's
])
def test_someone_gone_imagined_or_not_of_the_household_keeps_no_has(text: str, absent: str) -> None:
    for said in _both(text):
        assert absent not in said, said


def test_an_entry_that_names_them_already_says_as_much() -> None:
    for said in _both("My sister is a nurse."):
        assert said == ["User's sister is a nurse."], said
    assert names("husband", "User is married.")
    assert names("kids", "User has two children.")
    assert not names("son", "User likes that song.")


def test_had_in_passing_reads_people_and_pets_in_order_once_each() -> None:
    assert had_in_passing("My husband and my two dogs came along, my husband drove.") == [
        ("I have a husband", "husband"), ("I have two dogs", "dogs")]
    assert had_in_passing("Tell my twin sister I said hi.") == [("I have a twin sister", "sister")]
    assert had_in_passing("My partner in crime is here.") == []
