"""prec15 (issue 31; judge37's strict reading of LoCoMo dev at 04583913, whose false entries
were a thing shown named nothing and a practice whose "what" stayed in the clause before):

- a thing pointed at ("these", "this") with only the user's getting it, or when, after it
  ("These jars I picked up on Sunday remind me of my nan's kitchen") gives nothing: written
  "The jars the user picked up remind the user of …" it names no kind, place or giver, and the
  getting was a day's. Its twins, a relative that says where or from whom, or a keeping, stay;
- a practice with no "what" before a second verb or a purpose ("Choral singing matters hugely
  to me - I practise and rehearse nightly to improve") gives no "User practises and rehearses
  nightly to improve.": practises what? The clause before stays as it was; a practice
  whose object is said, in the entry or its purpose, stays.

Every sentence here is our own, and each refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answer(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize("said", [
    "These jars I picked up on Sunday remind me of my nan's kitchen.",
    "These candles I just got remind me of home.",
    "This ring I got last week is so precious to me.",
    "Those prints I picked up on Saturday remind me of the coast.",
])
def test_a_thing_shown_named_only_by_getting_it_gives_nothing(said: str) -> None:
    assert _answer("What's that on the shelf?", said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("This ring I received from my grandmother is so precious to me.",
     ["The ring the user received from their grandmother is precious to the user."]),
    ("These postcards I collected remind me of my travels.",
     ["The postcards the user collected remind the user of their travels."]),
    ("This cactus I keep by the kettle reminds me of Arizona.",
     ["The cactus the user keeps by the kettle reminds the user of Arizona."]),
])
def test_a_thing_told_apart_by_its_giver_or_its_keeping_stays(said: str, kept: list[str]) -> None:
    assert _answer("What's that on the shelf?", said) == kept


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Do you still sing?", "Choral singing matters hugely to me - I practise and rehearse nightly to improve.",
     ["Choral singing matters hugely to the user."]),
    ("Still at the piano?", "I practise and rehearse every day.", []),
    ("Still rowing?", "Rowing keeps me sane - I practise and train most mornings to keep fit.",
     ["Rowing keeps the user sane."]),
])
def test_a_practice_with_no_what_before_a_verb_or_a_purpose_is_not_kept(asked: str, said: str,
                                                                      kept: list[str]) -> None:
    assert _answer(asked, said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I practise and perform jazz every weekend.", ["User practises and performs jazz every weekend."]),
    ("I practise every day to get better at chess.", ["User practises every day to get better at chess."]),
    ("I practise the cello every day to stay sharp.", ["User practises the cello every day to stay sharp."]),
    ("I rehearse with my band every Friday.", ["User rehearses with their band every Friday."]),
])
def test_a_practice_whose_what_is_said_stays(said: str, kept: list[str]) -> None:
    assert _answer("What about your music?", said) == kept
