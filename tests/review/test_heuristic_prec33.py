"""prec33 (issue 31, precision): three false classes kept by learn108's readings and the
extractor, each removed by its shape beside a guard for its true twin. Every sentence here is
our own.

* :mod:`.same_here`: "I love the <thing>" with a definite article names a thing of the talk's
  moment (a dish, a song playing); "Me too" to it is a remark, no lasting taste. A kind said
  with "the" (the sea, the piano, the news), "the <noun> of <kind>" and a name keep it.
* :mod:`.pastime`: a duty or rest answered to "What do you do for fun?" is not fun; a plural
  common noun said first loses the answer's capital.
* :mod:`.disclosure.cutting`: an oath of surprise with "my" ("Oh my gosh I ...") owns nothing.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.same_here import same_said
from tests.review.chat_support import added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "Its been too long since I have seen my aunt.": ["User has an aunt."],
}


def _answered(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize("friend", [
    "I love the spicy dip.",
    "I like the bass line.",
    "I really love the new chorus.",
    "I adore the blue wallpaper.",
])
def test_agreeing_with_a_thing_of_the_moment_keeps_nothing(friend: str) -> None:
    assert same_said(friend, "Me too!") is None
    assert _answered(friend, "Me too!") == []


@pytest.mark.parametrize(("friend", "kept"), [
    ("I love the sea.", "User loves the sea."),
    ("I play the cello.", "User plays the cello."),
    ("I love the sound of thunder.", "User loves the sound of thunder."),
    ("I love the Wandering Owls.", "User loves the Wandering Owls."),
    ("I love pickled onions.", "User loves pickled onions."),
])
def test_a_kind_said_with_the_is_still_the_users_too(friend: str, kept: str) -> None:
    assert kept in _answered(friend, "Me too!")


@pytest.mark.parametrize("said", [
    "Look after my grandad.",
    "Go to bed early, honestly.",
    "Chores, mostly.",
    "Take care of the twins.",
])
def test_a_duty_or_rest_is_not_done_for_fun(said: str) -> None:
    assert _answered("What do you do for fun?", said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Go to the river with my dog.", "User goes to the river with their dog for fun."),
    ("Take photos of birds.", "User takes photos of birds for fun."),
])
def test_a_leisure_verb_with_its_own_object_is_still_fun(said: str, kept: str) -> None:
    assert kept in _answered("What do you do for fun?", said)


def test_a_plural_said_first_loses_the_answers_capital() -> None:
    assert _answered("Any hobbies?", "Puzzles, mostly.") == ["User enjoys puzzles."]
    assert _answered("Any hobbies?", "Knitting.") == ["User enjoys knitting."]


@pytest.mark.parametrize(("said", "kept"), [
    ("Oh my gosh I have four rabbits.", "User has four rabbits."),
    ("My goodness I work nights at a bakery.", "User works nights at a bakery."),
    ("Oh my lord I sing in a choir.", "User sings in a choir."),
])
def test_an_oath_with_my_owns_nothing(said: str, kept: str) -> None:
    assert _answered("Tell me about yourself.", said) == [kept]


def test_my_before_a_thing_still_owns_it() -> None:
    assert "User's brother is a pilot." in _answered("Tell me about yourself.", "My brother is a pilot.")


@pytest.mark.parametrize("friend", [
    "I love the crunch and fizz of cold soda.",
    "I love the songs from the 70s.",
    "I love the freedom to travel.",
])
def test_a_part_or_side_of_a_kind_is_still_the_users_too(friend: str) -> None:
    assert same_said(friend, "Me too.") is not None


@pytest.mark.parametrize("said", [
    "It's been a good while since I've felt rested.",
    "It has been a long time since I've gone to an opera.",
    "Its been too long since I have seen my aunt.",
])
def test_a_long_gap_before_since_keeps_nothing_of_the_act(said: str) -> None:
    assert _answered("How are you?", said) == HAD_IN_PASSING.get(said, [])


def test_a_measured_span_before_since_dates_the_act() -> None:
    assert "User moved to Leeds." in _answered("How have you been?", "It's been three years since I moved to Leeds.")


def test_a_gap_clause_leaves_the_clause_after_its_comma() -> None:
    assert _answered("How have you been?", "It's been a good while since I went sailing, but I love the coast.") == [
        "User loves the coast."]


def test_a_second_verb_after_how_often_and_also_agrees() -> None:
    from reverie.review.providers.heuristic.writing import third_person
    assert third_person("I repair the boats and sometimes also go out fishing") == \
        "the user repairs the boats and sometimes also goes out fishing"
    assert third_person("I like to knit and sometimes also sew quilts") == \
        "the user likes to knit and sometimes also sew quilts"
