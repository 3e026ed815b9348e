"""learn54 (issue 31, the written form of what is kept): three faults of form that reached
entries by more than one path, read last (:mod:`.written_form`) rather than patched at each
source. A time clause kept as a fact ("Since I was nine, but I stopped" gave "User was nine."),
"there" before a duration ("User has worked there for 6 years": where?) and "that" as a verb's
whole object ("User does that every week"). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.written_form import faults

from .chat_support import added_at_said_time, added_in_turns


@pytest.mark.parametrize("said", [
    "Since I was nine, but I stopped in my teens.",
    "Ever since my niece was born, I've been a softie.",
    "I've been with the firm there for 6 years now.",
    "I do that every week.",
])
def test_no_entry_says_only_a_time_a_there_or_a_that(said: str) -> None:
    assert not [e for e in added_at_said_time(said)
                if e in ("User was nine.", "User's niece was born.") or " there " in e or " that every" in e]


def test_an_age_answering_the_question_still_joins_it() -> None:
    # guard: the friend's "how long" gives the age what began at it (learn52)
    assert added_in_turns(("assistant", "How long have you been sketching?"), ("user", "Since I was nine!")) \
        == ["User has been sketching since they were nine."]


@pytest.mark.parametrize("entry", [
    "User was nine.", "User was a teenager.", "User's nephew was born.", "User was in college.",
    "User has been working there for 6 years.", "User drives there for work.",
    "User does that every week.", "User loves that.",
])
def test_faults_of_form(entry: str) -> None:
    assert faults(entry)


@pytest.mark.parametrize("entry", [
    # guards: an age with what happened at it, the support idiom, a place named, a conjunction
    "User was nine when they first sailed.", "User was born in Leeds.",
    "User is always there for their brother.", "User has a flat in Porto and works there for a month a year.",
    "User knows that owls hunt at night.", "User does that crossword every Sunday.",
])
def test_what_is_written_whole_has_no_fault(entry: str) -> None:
    assert faults(entry) == []


@pytest.mark.parametrize("entry", [
    # review19 R7: a birth with its date says when (a year, a month): no time clause alone
    "User was born in 1990.", "User's daughter was born in May.",
])
def test_a_birth_with_its_date_has_no_fault(entry: str) -> None:
    assert faults(entry) == []
