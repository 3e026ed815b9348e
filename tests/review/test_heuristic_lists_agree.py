"""learn27: the writing of lists and of a later "me". Every verb of a coordinated list agrees
with "User"; a list of the speaker's own people keeps every member; a "me" whose verb has
people as its subject stays "the user" (review12 K7). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I hate when people interrupt me.", ["User hates when people interrupt the user."]),
        ("I get annoyed when my coworkers ignore me.",
         ["User gets annoyed when their coworkers ignore the user."]),
        ("I like people that make me laugh.", ["User likes people that make the user laugh."]),
    ],
)
def test_a_me_whose_verb_has_people_as_subject_is_the_user(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_me_whose_verb_has_a_thing_as_subject_is_still_them() -> None:
    assert third_person("I write songs that make me smile") == "the user writes songs that make them smile"


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # the list stands right after the verb: every member is a verb
        ("I cook, clean and tidy up.", ["User cooks, cleans and tidies up."]),
        ("I swim, run and cycle every week.", ["User swims, runs and cycles every week."]),
        ("I paint, draw or sculpt most evenings.", ["User paints, draws or sculpts most evenings."]),
        ("I read, write and speak French.", ["User reads, writes and speaks French."]),
        # members shaped as a verb and its object
        ("I walk the dog, water the plants and make coffee every morning.",
         ["User walks the dog, waters the plants and makes coffee every morning."]),
    ],
)
def test_every_verb_of_a_list_agrees(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I like tea, cake and biscuits.", ["User likes tea, cake and biscuits."]),
        ("I love hiking, swimming and reading.", ["User loves hiking, swimming and reading."]),
        ("I speak English, French and German.", ["User speaks English, French and German."]),
        ("I usually watch films, hike, and have friends over.",
         ["User usually watches films, hikes, and has friends over."]),
    ],
)
def test_a_noun_list_is_left_as_said(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I visit my mum, my dad and my sister every month.",
         ["User visits their mum, their dad and their sister every month."]),
        ("I live with my partner, my two kids and my old dog.",
         ["User lives with their partner, their two kids and their old dog."]),
        ("I go hiking with my wife, my brother or my best friend.",
         ["User goes hiking with their wife, their brother or their best friend."]),
        ("I have a dog, a cat and a hamster.", ["User has a dog, a cat and a hamster."]),
    ],
)
def test_a_list_keeps_its_last_member(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_clause_after_a_comma_is_still_its_own() -> None:
    # a member with a verb in it is a new clause, cut as before
    assert added("I called my mum, my dad picked up and my sister cried.")[0] == "User called their mum."


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # after a relative clause the date read as the relative's: it follows the subject
        ("Yesterday I sold the painting that took me a year.",
         ["User, on 13 November 2023, sold the painting that took them a year."]),
        ("On Friday I joined a choir that meets on Tuesdays.",
         ["User, on 10 November 2023, joined a choir that meets on Tuesdays."]),
        # learn56: a thing finished once is kept for nothing it leaves, so the row sells it
        ("Last week I sold the quilt I started in May.",
         ["User, around 7 November 2023, sold the quilt they started in May."]),
        # with no relative it ends the entry, as before
        ("Yesterday I bought a bike for my son.", ["User bought a bike for their son on 13 November 2023."]),
    ],
)
def test_a_date_is_the_acts_not_the_relatives(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # two of one's own: the second member is not cut off at "and my"
        ("I visit my mum and my dad every month.", ["User visits their mum and their dad every month."]),
        ("I live with my wife and my two kids in Leeds.",
         ["User lives with their wife and their two kids in Leeds."]),
        ("I adopted my cat and my dog from a shelter.",
         ["User adopted their cat and their dog from a shelter."]),
        # a clause of its own after "and my" is still cut
        ("I finished my degree and my sister is so proud.", ["User finished their degree.", "User has a sister."]),
        ("I love my job and my kids love it too.", ["User loves their job.", "User has kids."]),
    ],
)
def test_a_pair_keeps_its_second_member(said: str, kept: list[str]) -> None:
    assert added(said) == kept
