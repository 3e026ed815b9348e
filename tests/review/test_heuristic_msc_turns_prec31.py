"""prec31 (issue 31, MSC's per-turn persona annotations, session 2 valid records 1-250): entries
kept broken or with their thing left in the chat, read as MSC is played (said to the assistant):

* a person's "'s" before a want or a taste held so far is "has" ("he's always wanted to …"),
  not "is"; a passive with "by" stays "is";
* an emphatic "myself" set off by a comma, or after a taste of a bare noun, is no word of the
  fact ("User lives in Leeds, themselves." → "User lives in Leeds.");
* a joining word, or the adverb that leads a clause, left at the end when the clause was cut
  ("… and even.", "… just.") is cut with it;
* "one" as a doing's object with only where, with whom or from what after it ("went to one
  with friends") names nothing;
* "Never <verb>s …": a verb agreed with a subject left off is told of a thing, no rule for the
  assistant;
* time, room or money denied with nothing it is for ("doesn't always have time."), and how one
  of the user's pets or people is this week ("My cat is doing well, thanks."), kept as the
  having it tells ("User has a cat."); the people everyone has are not written as had;
* a clause told to the listener after a comma (", the assistant should visit …") is cut.

Each sits beside its guard: the same words where they mean what they say are still kept. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.object_in_the_talk import object_left_in_the_talk
from reverie.review.providers.heuristic.stands_alone import stands_alone
from reverie.review.providers.heuristic.their_pronoun import written_out
from reverie.review.providers.heuristic.well_formed import mended
from reverie.review.review_input import ReviewInput, ReviewMessage


def _added_after(asked: str, said: str) -> list[str]:
    """What is added when ``said`` answers ``asked``, said to the assistant as MSC is played."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "assistant", asked), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("rest", "written"), [
    ("'s always wanted to be a pilot", " has always wanted to be a pilot"),
    ("'s loved horses since she was six", " has loved horses since she was six"),
    ("'s really enjoyed the new school", " has really enjoyed the new school"),
    # guards: a passive with its "by", an adjective in -ed, a perfect read before
    ("'s loved by the whole street", " is loved by the whole street"),
    ("'s scared of thunder", " is scared of thunder"),
    ("'s been to Chile", " has been to Chile"),
])
def test_a_want_or_a_taste_held_so_far_is_a_perfect(rest: str, written: str) -> None:
    assert written_out(rest) == written


def test_a_sons_want_is_written_with_has() -> None:
    added = _added_after("Is your youngest ready for school?", "Yes my son is so ready, he's always wanted to ride the school bus.")
    assert "User's son has always wanted to ride the school bus." in added, added


@pytest.mark.parametrize(("entry", "read"), [
    ("User lives in Leeds, themselves.", "User lives in Leeds."),
    ("User wants an old Volvo, themselves.", "User wants an old Volvo."),
    ("User was mostly taken with the gardens, itself.", "User was mostly taken with the gardens."),
    ("User loves salmon themselves.", "User loves salmon."),
    ("User leans towards stouts themselves.", "User leans towards stouts."),
    ("User does not like horror themselves.", "User does not like horror."),
    ("User was a cook years ago and even.", "User was a cook years ago."),
    ("User prefers the lake just.", "User prefers the lake."),
    ("User is out of shape but.", "User is out of shape."),
    ("User likes hiking but only.", "User likes hiking."),
])
def test_emphasis_and_a_dangling_word_are_no_words_of_the_fact(entry: str, read: str) -> None:
    assert mended(entry) == read


@pytest.mark.parametrize("entry", [
    "User lives in a flat, by themselves.",     # alone: the object of "by"
    "User likes to cook for themselves.",
    "User loves to push themselves.",
    "User does not like to push themselves.",
    "User taught themselves.",
    "User made it to the station only just.",   # barely
    "User likes rock and roll.",
    "User likes cats and dogs.",
])
def test_a_reflexive_object_and_a_whole_pair_stay(entry: str) -> None:
    assert mended(entry) == entry


@pytest.mark.parametrize("entry", [
    "User has yet to ride one in real life",
    "User went to one with some friends from work",
    "User makes a good one from lentils and cumin",
    "User loves having one with their coworkers on Fridays",
    "User bought a new one last week",
])
def test_one_as_the_object_with_only_where_or_with_whom_names_nothing(entry: str) -> None:
    assert object_left_in_the_talk(entry)


@pytest.mark.parametrize("entry", [
    "User is the only one in their family who can swim",
    "User was the first one in their family to go to college",
    "User is the youngest one in their family",
    "User has a little one at home",
    "User has two kids, one in the fourth grade and one in preschool",
    "User loves the feeling of being one with the sea",
    "User has one of those at home",
    "User was number one in their class",
    "User took one for the team",
])
def test_one_that_is_a_person_a_count_or_a_phrase_stays(entry: str) -> None:
    assert not object_left_in_the_talk(entry)


def test_a_verb_agreed_with_a_subject_left_off_is_no_rule() -> None:
    added = _added_after("Should I ask for a raise?", "Never hurts to ask. You could get it.")
    assert not any(e.startswith("The assistant") for e in added), added


@pytest.mark.parametrize("entry", [
    "User doesn't always have time.",
    "User never has the room.",
    "User does not really have the money.",
])
def test_time_room_or_money_denied_with_nothing_it_is_for_is_not_kept(entry: str) -> None:
    assert not stands_alone(entry)


@pytest.mark.parametrize("entry", [
    "User doesn't have patience.",           # a trait
    "User has money.",
    "User doesn't always have time for video games.",
])
def test_a_trait_or_the_time_for_a_thing_stays(entry: str) -> None:
    assert stands_alone(entry)


@pytest.mark.parametrize(("asked", "said", "had"), [
    ("How is your puppy?", "My puppy is doing well, thanks.", "User has a puppy."),
    ("How are your parrots?", "My parrots are doing great!", "User has parrots."),
    ("How is your old iguana?", "My old iguana is doing fine.", "User has an old iguana."),
])
def test_how_ones_pet_is_this_week_is_kept_as_having_it(asked: str, said: str, had: str) -> None:
    added = _added_after(asked, said)
    assert had in added and not any("doing" in e for e in added), added


@pytest.mark.parametrize(("asked", "said"), [
    ("How is your mom?", "My mom is doing well."),
    ("How are your pals?", "My other friends are doing good."),
])
def test_the_people_everyone_has_are_not_written_as_had(asked: str, said: str) -> None:
    assert not any(e.startswith("User has") for e in _added_after(asked, said))


def test_doing_well_at_a_thing_stays() -> None:
    added = _added_after("Tell me about your niece.", "My niece is doing great in nursing school.")
    assert "User's niece is doing great in nursing school." in added, added


@pytest.mark.parametrize(("entry", "read"), [
    ("User lives by the coast, the assistant should visit some time.", "User lives by the coast."),
    ("User is a carpenter and likes to build sheds, a lot of paperwork involved as the assistant may know.",
     "User is a carpenter and likes to build sheds."),
])
def test_a_clause_told_to_the_listener_after_a_comma_is_cut(entry: str, read: str) -> None:
    assert mended(entry) == read


@pytest.mark.parametrize("entry", [
    "User wants the assistant to keep answers short.",     # the user's own wish of the assistant
    "User thinks, as the assistant may know, that tea is best.",
])
def test_the_assistant_in_the_users_own_clause_stays(entry: str) -> None:
    assert mended(entry) == entry
