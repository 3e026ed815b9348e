"""prec32 (issue 31, MSC's per-turn persona annotations, session 1 valid records 1-250: people
typing their first meeting): entries kept broken, read as MSC is played (said to the assistant).

* a second predicate after "and", "but" or "yet" (a comma before it or not) agrees with the
  user when its verb is told by a word that is never a noun there: "do" with its "not" or its
  object, "have" with anything after it, a verb of the lists with an object, a particle or a
  preposition of its own ("User coaches hockey and have three girls." was kept);
* the bare verb stays where the pair is another clause's: an infinitive's, a causative's, a
  modal's, a gerund's with its own object, a list's (read member by member elsewhere), and
  after a taste a word as often a noun with only a preposition after it.

Each sits beside its guard. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.well_formed import broken
from reverie.review.providers.heuristic.writing import third_person
from reverie.review.review_input import ReviewInput, ReviewMessage


def _added_after(asked: str, said: str) -> list[str]:
    """What is added when ``said`` answers ``asked``, said to the assistant as MSC is played."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "assistant", asked), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("said", "written"), [
    ("I sell cars and do not smoke", "the user sells cars and does not smoke"),
    ("I like jazz but do not have a favourite singer", "the user likes jazz but does not have a favourite singer"),
    ("I coach hockey and have three girls", "the user coaches hockey and has three girls"),
    ("I am 30 years old and have red hair", "the user is 30 years old and has red hair"),
    ("I teach art and do volunteer work", "the user teaches art and does volunteer work"),
    ("I drive a bus, and get a lot of funny looks", "the user drives a bus, and gets a lot of funny looks"),
    ("I pack the van and drive out to the coast often", "the user packs the van and drives out to the coast often"),
    ("I keep two old boats on the lake and play with my cats", "the user keeps two old boats on the lake and plays with the user's cats"),
    ("I love baking but also enjoy hiking", "the user loves baking but also enjoys hiking"),
    ("I live in a village and only listen to folk music", "the user lives in a village and only listens to folk music"),
    ("I walk to work and have a coffee on the way", "the user walks to work and has a coffee on the way"),
])
def test_a_second_predicate_told_by_its_verb_agrees(said: str, written: str) -> None:
    assert third_person(said) == written


@pytest.mark.parametrize("said", [
    "I like to jog and swim at the lake",                    # an infinitive's pair
    "I want to travel and have fun",
    "I like to fix up old bikes and go to races",
    "I need to work at the shop and have no time",
    "I let the kids play and have a snack",                 # a causative's clause
    "I can sing and play the piano",                        # a modal's
    "I love it when kids laugh and have fun",               # a subordinate clause
    "My kids play and have fun",                            # not the user's verb
])
def test_the_bare_verb_of_another_clause_stays(said: str) -> None:
    written = third_person(said)
    assert not any(f" and {agreed} " in written for agreed in ("has", "walks", "goes", "lives")), written


def test_a_list_is_agreed_member_by_member() -> None:
    assert third_person("I often bake bread, garden, and have friends round") \
        == "the user often bakes bread, gardens, and has friends round"


@pytest.mark.parametrize("said", ["I like history and travel with friends", "I love art and design in general"])
def test_a_taste_of_two_nouns_stays(said: str) -> None:
    assert third_person(said) == "the user " + said[2:].replace("like ", "likes ", 1).replace("love ", "loves ", 1)


def test_a_second_have_is_kept_agreed() -> None:
    added = _added_after("Do you have any kids?", "I coach hockey and have three girls.")
    assert "User coaches hockey and has three girls." in added, added


@pytest.mark.parametrize("entry", [
    "User does every two weeks",                  # the answer's "I do" and how often
    "User always does whenever they can",
    "User does that while cooking",               # "that" for the thing done
    "User did after all they are a chef",
    "User goes twice a year",                     # going, and only how often
    "User likes to go at least once a month",
    "User reads 2 every month",                   # a bare count as the whole object
    "User has over 300",
])
def test_a_predicate_whose_thing_stayed_in_the_question_is_broken(entry: str) -> None:
    assert broken(entry)


@pytest.mark.parametrize("entry", [
    "User does yoga every week",
    "User does every puzzle in the paper",
    "User does all their shopping online",
    "User goes out every weekend",
    "User goes running twice a week",
    "User goes to church every week",
    "User has two dogs",
    "User has 3 kids",
    "User reads a book every week",
])
def test_a_predicate_with_its_thing_stays(entry: str) -> None:
    assert not broken(entry)


def test_how_often_with_the_thing_in_the_question_is_not_kept() -> None:
    added = _added_after("Do you bake your own bread?", "I do every two weeks. It is a lot of work.")
    assert not any(a.startswith("User does every") for a in added), added
