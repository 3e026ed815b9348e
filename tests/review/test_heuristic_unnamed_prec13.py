"""prec13 (issue 31; the false kinds the sealed report samples name, read on shapes of our own):
an entry that names nothing or drops what its words ask for (a list of nothing in particular, a
thing of or for something with no complement, effort with no what), a state of the week (a part
of the body aching of late), the speaker and one of their people as one object cut in two (broken
writing), and a one-off said in the passive or as money raised once (a single past event). Each
shape is refused beside a true neighbour of the same shape that stays. Every sentence here is our
own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.fleeting import fleeting
from reverie.review.providers.heuristic.stands_alone import stands_alone
from reverie.review.providers.heuristic.writing import their_for_my, third_person

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm going sailing with my brothers soon.": ["User has brothers."],
}


def _answer(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize(("asked", "said"), [
    # a list with nothing to say what it lists
    ("What would you order there?", "The lentil soup is first on my list."),
    ("What's next for you?", "Kayaking is next on my list."),
    # a thing of or for something, had or lacked with no complement
    ("Could you send me the recipe?", "I never had a recipe, I just wing it."),
    ("Do you still have the pattern?", "I don't have a copy anymore."),
    # effort with no what; a help or a practice with nothing said of what
    ("How are you managing?", "I'm doing my best every day."),
    ("What gets you through exam season?", "A fixed bedtime helps me loads."),
    ("How did you get so good?", "I practise a little every day."),
    # a part of the body aching of late
    ("How are you feeling?", "My knee has been aching for days."),
    ("How's the training?", "My back has been hurting a lot."),
])
def test_what_names_nothing_or_passes_gives_nothing(asked: str, said: str) -> None:
    assert _answer(asked, said) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # the list's kind said, before or after "list"
    ("Where would you go?", "Lisbon is first on my list of cities to visit.",
     ["Lisbon is first on the user's list of cities to visit."]),
    ("Where would you go?", "Lisbon is on my bucket list.", ["Lisbon is on the user's bucket list."]),
    # a thing that is no thing of something else
    ("Do you drive?", "I don't have a car.", ["User doesn't have a car."]),
    # what the help or the practice is for, said
    ("What gets you through exam season?", "A fixed bedtime helps me sleep.",
     ["A fixed bedtime helps the user sleep."]),
    ("How did you get so good?", "I practise the cello every day.", ["User practises the cello every day."]),
    # an ache of years is a state kept
    ("How are you feeling?", "My back has hurt for years.", ["User's back has hurt for years."]),
])
def test_the_named_or_lasting_twin_stays(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept


@pytest.mark.parametrize(("entry", "alone"), [
    ("Lentil soup is first on the user's list.", False),
    ("Lentil soup is first on the user's list of winter dishes.", True),
    ("Lentil soup is on the user's reading list.", True),
    ("User doesn't have a recipe.", False),
    ("User has a copy.", False),
    ("User has a photo of their grandfather in their wallet.", True),
    ("User has a recipe for rye bread from their grandmother.", True),
    ("User is doing their best every day.", False),
    ("Swimming helps the user a lot.", False),
    ("Swimming helps the user a lot with their back.", True),
    ("User practises a little every day.", False),
    ("User practises scales a little every day.", True),
    ("User does their best work in the mornings.", True),
    ("User's knee has been aching for days.", False),
    ("User's knee has been aching since the accident.", True),
    ("User's knees ache whenever it rains.", True),
])
def test_the_written_entry_is_read(entry: str, alone: bool) -> None:
    assert stands_alone(entry) is alone


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # the speaker and one of their people, the object of a verb that takes a bare infinitive
    ("What helps you switch off?", "Painting helps me and my husband unwind after work.",
     ["Painting helps the user and their husband unwind after work."]),
    ("What do you two do?", "Gardening lets me and my son spend time outside together.",
     ["Gardening lets the user and their son spend time outside together."]),
])
def test_me_and_mine_is_one_object(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept


def test_a_second_clause_after_me_is_still_cut() -> None:
    # "my dog ran off" opens with a past: a clause of its own, not the object of "scared"
    added = _answer("What happened?", "The thunder scared me and my dog ran off.")
    assert not any("the user and their dog" in entry for entry in added)


@pytest.mark.parametrize("said", [
    # a one-off that befell the user, said in the passive
    "I was on the local radio talking about my bakery.",
    "I got interviewed for the village newsletter.",
    "I was invited to judge a scarecrow contest.",
    # money raised once for a cause
    "I raised money for the lifeboat station.",
    "We raised $450 for the school library.",
])
def test_a_one_off_in_the_passive_or_money_raised_once_gives_nothing(said: str) -> None:
    assert _answer("What's new with you?", said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # a standing conferred stays; raised every year is a habit
    ("I was promoted to head gardener.", ["User was promoted to head gardener."]),
    ("I was elected to the parish council.", ["User was elected to the parish council."]),
    ("I raise money for the lifeboat station every year.",
     ["User raises money for the lifeboat station every year."]),
])
def test_a_standing_conferred_or_a_habit_stays(said: str, kept: list[str]) -> None:
    assert _answer("What's new with you?", said) == kept


@pytest.mark.parametrize(("clause", "kind"), [
    ("I was interviewed for the village newsletter", "single act"),
    ("I was hired by the village newsletter", None),
    ("we raised money for the lifeboat station", "single act"),
    ("we raise money for the lifeboat station every spring", None),
])
def test_the_kind_is_named(clause: str, kind: str | None) -> None:
    assert fleeting(clause) == kind


@pytest.mark.parametrize(("said", "kept"), [
    # a second verb phrase after a role, and a bare second verb before a possessive, agree
    ("I'm a librarian and love my job.", ["User is a librarian and loves their job."]),
    ("I'm a dad of two and adore my girls.", ["User is a dad of two and adores their girls."]),
    ("I'm a sound engineer and own my own studio.", ["User is a sound engineer and owns their own studio."]),
    ("I'm a tattoo artist and rent my own studio.",
     ["User is a tattoo artist and rents their own studio."]),
    ("I live near the harbour and visit my nan on Sundays.",
     ["User lives near the harbour and visits their nan on Sundays."]),
])
def test_the_second_verb_agrees(said: str, kept: list[str]) -> None:
    assert _answer("Tell me about yourself!", said) == kept


def test_an_infinitives_pair_stays_bare() -> None:
    # "to" before the pair: both verbs are the infinitive's, bare
    assert third_person(their_for_my("I want to learn and improve my Welsh")) \
        == "the user wants to learn and improve their Welsh"


@pytest.mark.parametrize("said", [
    # one outing or visit said with "soon" is as near as "next week"
    "I'm going sailing with my brothers soon.",
    "I'm visiting my godmother soon.",
])
def test_an_outing_soon_gives_nothing(said: str) -> None:
    assert _answer("Any plans?", said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # a change of life said with "soon" stays, by its head
    ("I'm moving to Dundee soon.", ["User is moving to Dundee soon."]),
    ("I'm starting a new job soon.", ["User is starting a new job soon."]),
])
def test_a_change_soon_stays(said: str, kept: list[str]) -> None:
    assert _answer("Any plans?", said) == kept


def test_kept_busy_of_late_is_the_week() -> None:
    assert stands_alone("User's twins are keeping the user busy.") is False
    assert stands_alone("User's twins keep the user busy.") is True


def test_a_state_for_a_bit_is_bounded() -> None:
    # "for a bit" is a bound shorter than a season, as "for a few weeks" is
    assert _answer("How's it going?", "I'm taking a break from gigging for a bit.") == []
    assert _answer("How's it going?", "I'm taking a break from gigging.") \
        == ["User is taking a break from gigging."]
    assert fleeting("I'm taking a break from gigging for a bit") == "bounded scope"
