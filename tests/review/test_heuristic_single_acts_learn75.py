"""learn75 (issue 31; the sealed samples' single past events and passing plans): acts that
leave the user nothing to keep, and trips whose end is one occasion, told by their shape
(``heuristic.fleeting``: "single act", and "one occasion" widened), each beside a lasting twin
of the same shape that stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.fleeting import fleeting

from .chat_support import added_in_a_developer_session, added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I surprised my husband with tickets to the opera.": ["User has a husband."],
    "We're driving up to Inverness for my nephew's christening.": ["User has a nephew."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I helped my cousin move to Glasgow.": ["User has a cousin."],
}


def _news(said: str) -> list[str]:
    return added_in_turns(("assistant", "What's new with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    # a message written or sent
    "I wrote a long letter to my godfather.",
    "Yesterday I wrote a thank-you card to my old teacher.",
    "I've just sent an email to my landlord about the boiler.",
    # a gift given once
    "I donated blood at the clinic.",
    "I donated books to the village library.",
    # a thing carried, mislaid
    "I lost my reading glasses at the cinema.",
    "I left my umbrella on the tram.",
    # another helped with their one doing: the change is theirs
    "I helped my cousin move to Glasgow.",
    "I helped an old neighbour carry her shopping home.",
    # someone surprised; a chore got round to; one work read and praised
    "I surprised my husband with tickets to the opera.",
    "I finally got round to sorting the loft.",
    "I read a gripping thriller on the ferry.",
    # a trip whose end is one occasion: planned, under way or readied for
    "I'm flying to Dublin for a conference.",
    "In May I'm going to Crete for a wedding.",
    "We're driving up to Inverness for my nephew's christening.",
    "I'm packing for a holiday in Portugal.",
    # another's occasion attended, said with "a"
    "I went to a colleague's retirement party.",
])
def test_a_single_act_gives_nothing(said: str) -> None:
    assert _news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # a work written stays; an organ given changes a body; a job lost changes a life
    ("I wrote a song for my daughter.", ["User wrote a song for their daughter."]),
    ("I donated a kidney to my brother.", ["User donated a kidney to their brother."]),
    ("I lost my job in March.", ["User lost their job in March."]),
    # given again and again is a habit
    ("I donate blood every three months.", ["User donates blood every three months."]),
    # the user's own move stays, a trip with no occasion is read as before
    ("I moved to Glasgow for a new job.", ["User moved to Glasgow for a new job."]),
    # read as a habit, with how often
    ("I read a chapter of a novel every night.", ["User reads a chapter of a novel every night."]),
])
def test_the_lasting_twin_stays(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


def test_said_to_the_assistant_too() -> None:
    # the shapes are read in every session, not only between people
    assert added_in_a_developer_session("I donated my old monitor to the school.") == []


@pytest.mark.parametrize(("clause", "kind"), [
    ("I lost my keys", "single act"),
    ("I lost my job", None),
    ("I helped my sister move house", "single act"),
    ("I helped my sister every weekend for years", None),
    ("I'm flying to Dublin for a conference", "one occasion"),
    ("I'm flying to Dublin", None),
])
def test_the_kind_is_named(clause: str, kind: str | None) -> None:
    assert fleeting(clause) == kind


def test_a_pursuit_got_round_to_is_kept() -> None:
    # review27 R10: a pursuit begun after a while lasts, a chore done does not
    assert "User got round to learning Welsh." in _news("I finally got round to learning Welsh.")
    assert _news("I finally got round to clearing the gutters.") == []
