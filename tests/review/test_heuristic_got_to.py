"""F14 (review9): "got to <do>" was a chance had once for every doing but "know", so a
lasting change told as a chance was lost ("I got to adopt a rescue dog!" gave nothing). The
doing decides: a change of a life or a state reached is read as the doing itself and kept as
"I adopted …" is; any other doing stays a chance had once. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    ("I got to adopt a kitten!", ["User got to adopt a kitten."]),
    ("I got to open my own pottery studio.", ["User got to open their own pottery studio."]),
    ("I got to keep my allotment after all.", ["User got to keep their allotment after all."]),
    # a state reached, as before
    ("I got to know the other parents at school.", ["User got to know the other parents at school."]),
])
def test_got_to_a_change_or_a_state_is_kept_as_the_doing_is(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize("said", [
    "I got to pet a baby goat at the fair.",
    "I got to try paddleboarding on holiday.",
    "I got to volunteer at a food bank.",
])
def test_got_to_any_other_doing_is_still_a_chance_had_once(said: str) -> None:
    assert added(said) == []


# review10 G3: the spoken "have to" is no fact. "have got to" / "gotta" say what the speaker
# must do; a bare "got to" is that task when the clause places the doing ahead of them
# ("before …", "first", "on the way", "by Friday"); "move" with a thing as its object shifts
# the thing, not a life.
@pytest.mark.parametrize("said", [
    "I got to move my car.",
    "I've got to move the van before the market opens.",
    "I gotta sell my old laptop.",
    "We've got to sign the tenancy papers.",
    "I have got to join the queue at the post office.",
    "I got to buy stamps on the way to work.",
    "I got to open the cafe first, then I'm free.",
    "I got to sign the consent form by Friday.",
    # the simple past of the same errand
    "I moved my bike into the hallway.",
    "We moved the piano into the back room.",
])
def test_got_to_as_a_task_or_a_thing_shifted_is_no_fact(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    # a move of the speaker or of their people is still a change of a life
    ("I got to move to Porto!", ["User got to move to Porto."]),
    ("I finally got to move into my own flat.", ["User got to move into their own flat."]),
    ("I moved my family to Leeds.", ["User moved their family to Leeds."]),
    # the perfect of "get to know" is a state reached, not a task
    ("I've got to know the other volunteers really well.",
     ["User has got to know the other volunteers well."]),
])
def test_a_move_of_a_life_and_a_state_reached_stay_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


# fixlearn11 (review11 H7): "for the first time" tells a chance had, not a task ("first" the
# adverb is "…, first"), and a past time beside it places it in the past.
@pytest.mark.parametrize(("said", "expected"), [
    ("I finally got to meet my birth mother for the first time in March.",
     ["User got to meet their birth mother for the first time in March."]),
    ("I got to hold my niece for the first time last week.",
     ["User got to hold their niece for the first time."]),
    ("I got to hug my grandad for the first time in years.",
     ["User got to hug their grandad for the first time in years."]),
    ("I got to try surfing for the first time last summer.",
     ["User got to try surfing for the first time."]),
])
def test_got_to_for_the_first_time_is_a_chance_had(said: str, expected: list[str]) -> None:
    assert added_as_news(said) == expected


# fixlearn11 (review11 H7): an organisation or one's money moved is a decision, not a thing
# shifted about the house. Only the move is asserted: who "we" is written as is another matter.
@pytest.mark.parametrize(("said", "moved"), [
    ("We moved our whole team to Lisbon.", "moved their whole team to Lisbon."),
    ("We moved the charity to a bigger building.", "moved the charity to a bigger building."),
    ("I moved my savings to a credit union.", "moved their savings to a credit union."),
    ("We moved the lab to a new campus.", "moved the lab to a new campus."),
    ("I moved my pension to an ethical fund.", "moved their pension to an ethical fund."),
])
def test_a_move_of_an_organisation_or_money_is_kept(said: str, moved: str) -> None:
    kept = added_as_news(said)
    assert len(kept) == 1 and kept[0].endswith(moved)
