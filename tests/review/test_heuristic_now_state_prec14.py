"""prec14 (issue 31; a passing state, the sealed report samples' false kind that USER.md held
until upkeep moved it out): a state that ends within weeks by its kind alone, with no bound
said (in a cast, on crutches, in the hospital, in the shop, on leave or a break, recovering, a
rehab regimen, a guest's stay), gives nothing; its lasting twin of the same shape stays. Every
sentence here is our own."""

from __future__ import annotations

import re

import pytest

from reverie.review.providers.heuristic.fleeting import fleeting
from reverie.review.providers.heuristic.now_state import state_of_now

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My twins are on spring break.": ["User has twins."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I'm visiting my cousins.": ["User has cousins."],
}


def _answer(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize(("asked", "said"), [
    # a place or an aid of a mending
    ("How's the ankle?", "I'm still on crutches."),
    ("How's the ankle?", "I've got a cast on my leg."),
    ("What happened to your hand?", "My wrist is in a splint."),
    ("How's your dad?", "My dad is in the hospital."),
    ("Are you driving up?", "My van is in the shop."),
    # a pause
    ("How are the twins?", "My twins are on spring break."),
    ("Is your wife around?", "My wife is on sick leave."),
    # a recovery and its regimen
    ("How are you feeling?", "I'm recovering from a pulled hamstring."),
    ("How are you feeling?", "I'm getting over a sprained ankle."),
    ("Keeping busy?", "I go to physio three times a week."),
    ("How's the knee?", "I'm doing my rehab every morning."),
    # a stay
    ("Busy house?", "My nephew is staying with me."),
    ("Where are you living?", "I'm staying with my aunt in Leeds."),
    ("Any plans?", "I'm dog-sitting for my neighbour."),
    # where one is this week
    ("How's Biscuit?", "My cat is at the vet."),
    ("Is your partner coming?", "My partner is away on business."),
    ("Where are you?", "I'm on the ferry."),
    ("Busy week?", "I'm visiting my cousins."),
    ("Busy week?", "I'm revising for my exams."),
    # a short illness, by its name
    ("How are the kids?", "My youngest has a stomach bug."),
    ("How's your daughter?", "My daughter has the measles."),
    # a run, a strain or a stage of now
    ("How's the novel?", "I'm on a roll with my chapters."),
    ("Reading much?", "I'm behind on my book club's picks."),
    ("How's work?", "My manager is driving me up the wall."),
    ("How's the garden?", "My sunflowers are budding."),
    ("How is he?", "My nephew is going through a shy phase."),
    ("How's life?", "I've got a lot on my plate."),
    # a thing of the moment (review30 R11)
    ("Running late?", "I have a flat tyre."),
    ("Free now?", "I have a call in twenty minutes."),
    ("Fancy a brew?", "I'm out of coffee again."),
    ("Weekend plans?", "I have two tickets for the Saturday match."),
])
def test_a_state_that_passes_by_its_kind_gives_nothing(asked: str, said: str) -> None:
    # learn106: the someone the friend's question asks after ("Is your wife around?") and the
    # answer takes up is the user's, a lasting fact (.yours_taken_up); the state itself passes
    assert [e for e in _answer(asked, said) if not re.fullmatch(r"User has an? \w+\.", e)] == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # the same place, a standing there
    ("What do you do?", "I work in a hospital.", ["User works in a hospital."]),
    ("Any news?", "I'm on the parish council.", ["User is on the parish council."]),
    ("How's your health?", "I'm on medication for my migraines.", ["User is on medication for their migraines."]),
    # a kind the user is, not a mending
    ("How are you doing?", "I'm a recovering gambler.", ["User is a recovering gambler."]),
    # one of theirs living with the user, not staying
    ("Busy house?", "My nephew lives with me.", ["User's nephew lives with the user."]),
    # a profession, not a regimen
    ("What do you do?", "I'm a physical therapist.", ["User is a physical therapist."]),
    ("What do you do?", "I have a physio clinic in town.", ["User has a physio clinic in town."]),
    # the same whereabouts as a habit; a lasting condition; an illness's name inside another noun
    ("Any routine?", "I'm at my nan's every Sunday.", ["User is at their nan's every Sunday."]),
    ("How are the kids?", "My son has asthma.", ["User's son has asthma."]),
    # a change of a life gone through; a stage a thing passes every year, said as a habit
    ("Any news?", "I'm going through a divorce.", ["User is going through a divorce."]),
    # a recovery of months (learn40) and a standing's test (the bar) stay
    ("How's your dad?", "My dad is recovering from heart surgery.", ["User's dad is recovering from heart surgery."]),
    ("Busy?", "I'm studying for the bar exam.", ["User is studying for the bar exam."]),
    # a medicine or a regimen for a lasting condition, a parental leave of months (review30 R14)
    ("How's the hip?", "I'm on painkillers for my arthritis.", ["User is on painkillers for their arthritis."]),
    ("Keeping busy?", "I go to physio twice a week for my chronic back pain.",
     ["User goes to physio twice a week for their chronic back pain."]),
    ("Is your wife around?", "My wife is on maternity leave.", ["User's wife is on maternity leave."]),
    # season tickets, being out of work stay
    ("Football?", "I have season tickets for the Rovers.", ["User has season tickets for the Rovers."]),
    ("Working?", "I'm out of work.", ["User is out of work."]),
    # a break from a pursuit with no bound may last (prec13's decision)
    ("How's the choir?", "I'm taking a break from the choir.", ["User is taking a break from the choir."]),
    # a taste for the pause, not the pause
    ("Any hobbies?", "I love going on holiday with my sister.", ["User loves going on holiday with their sister."]),
])
def test_the_lasting_twin_stays(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept


@pytest.mark.parametrize(("clause", "passing"), [
    ("I'm on crutches", True),
    ("I've been on crutches for years", False),      # said old: the user's life
    ("I'm on leave until March", False),             # an end the entry keeps
    ("I'm staying at my aunt's for the summer", False),
    ("I'm in a wheelchair since my accident", False),
    ("My mum has been in the hospital", True),
    ("My mum works in the hospital", False),
    ("I'm staying at home with the kids", False),    # a stay-at-home parent, no stay
    ("I'm staying at a friend's flat", True),
    ("I'm in recovery", False),
])
def test_the_state_is_read_by_its_kind(clause: str, passing: bool) -> None:
    assert state_of_now(clause) is passing
    assert (fleeting(clause) == "state of now") is passing
