"""learn107 (issue 31, recall on MSC's per-turn annotations): a pet of the user's, named with
"my" in a clause that keeps nothing of it, is the user's: "User has a <pet>."
(:mod:`reverie.review.providers.heuristic.mine_in_passing`). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.mine_in_passing import had_in_passing
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept nothing of the pet in either reading before learn107
@pytest.mark.parametrize(("text", "kept"), [
    ("Not bad, just lying on the sofa with my two cats.", "User has two cats."),
    ("Sorry, I have to run and feed my goats.", "User has goats."),
    ("Could you suggest a toy for my parrot?", "User has a parrot."),
    ("Nothing much, brushing my pony before it rains.", "User has a pony."),
    ("Yes, my rabbits would chew through that cable.", "User has rabbits."),
    ("I bet my little dog would bark at the drone.", "User has a little dog."),
])
def test_a_pet_named_with_my_in_passing_is_the_users(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize(("text", "absent"), [
    ("My dog passed away in the spring.", "User has a dog."),            # lost
    ("If I ever had a dog my dog would sleep on the bed.", "User has a dog."),  # imagined
    ("My future puppy will sleep in a crate.", "User has a puppy."),     # to come
    ("Here is my cat painting from art class.", "User has a cat."),      # a thing, not the cat
    ("I bought my dog food in bulk.", "User has a dog."),                # a compound
    ("I grilled my fish tacos.", "User has fish."),                      # food
    ("My sister walked past with a parrot.", "User has a parrot."),      # no "my" before it
])
def test_a_pet_gone_imagined_or_no_pet_keeps_no_has(text: str, absent: str) -> None:
    for said in _both(text):
        assert absent not in said, said


@pytest.mark.parametrize(("text", "had"), [
    ("My sister walked past with a parrot.", "User has a sister."),
    ("My son lost his first tooth today!", "User has a son."),
])
def test_a_person_named_with_my_is_had_and_nothing_else_is_kept(text: str, had: str) -> None:
    # learn109 (the lead's decision, session 48): people are read too; the parrot, no one's
    # named with "my", and the day's act stay unkept (told as news; a developer session reads
    # the first row's act as said of the user's sister, as before)
    assert added_as_news(text) == [had]


def test_an_entry_that_names_the_pet_already_says_as_much() -> None:
    for said in _both("My cat is very shy."):
        assert said == ["User's cat is very shy."], said


def test_had_in_passing_reads_each_pet_once() -> None:
    assert had_in_passing("My two dogs and my cat came along, my dogs loved it.") == [
        ("I have two dogs", "dogs"), ("I have a cat", "cat")]
    assert had_in_passing("My dog walker is late.") == []
    assert had_in_passing("Pip, my hamster.") == []           # a name first: the named reading's
    assert had_in_passing("Well, my hamster bites.") == [("I have a hamster", "hamster")]
