"""Issue 31 (prec27, "lost condition"): a past clause said with "when" and a time of the
speaker's own after it keeps that time. The clause was cut at "when" and kept as if it had no
bound ("User used to take long baths.", "User's parents adopted the user."). Read on Multi-Session
Chat's and LoCoMo's dev halves; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time, added_in_a_developer_session


@pytest.mark.parametrize(("said", "entry"), [
    # times of a life learn78's list did not read
    ("I kept rabbits in the garden when I was growing up.", "User kept rabbits in the garden growing up."),
    ("I took up the accordion when I was four.", "User took up the accordion at age four."),
    ("I was sent to a boarding school when I was a young boy.", "User was sent to a boarding school as a child."),
    # a span of the speaker's past: what they were doing, where they were, lived or worked
    ("I used to do jigsaw puzzles when I was recovering from a knee operation.",
     "User used to do jigsaw puzzles when they were recovering from a knee operation."),
    ("I sailed every summer when I lived in Brittany.", "User sailed every summer when they lived in Brittany."),
    ("When I was in Peru, I was a tour guide.", "User was a tour guide when they were in Peru."),
    # another's past said with the speaker's own time: "as a child" after it would be theirs
    ("My godmother raised me when I was small.", "User's godmother raised the user when the user was small."),
    ("My grandpa taught me chess when I was seven.", "User's grandpa taught the user chess when the user was seven."),
])
def test_a_past_clause_keeps_the_time_said_after_it(said: str, entry: str) -> None:
    for added in (added_at_said_time(said), added_in_a_developer_session(said)):
        assert entry in added
        assert all(e == entry for e in added)   # never the clause alone, as if it had no bound


def test_the_time_bounds_the_last_clause_only() -> None:
    added = added_at_said_time("I own a canoe and I rowed for my county when I was a teenager.")
    assert sorted(added) == ["User owns a canoe.", "User rowed for their county as a teenager."]
    added = added_at_said_time("So my uncle flies gliders and my gran emigrated to Chile when I was nine.")
    assert "User's gran emigrated to Chile when the user was nine." in added
    assert not any(e.startswith("User's uncle") and "when" in e for e in added)


# guards: what the bound cannot mend stays as it was
@pytest.mark.parametrize("said", [
    "I quit when I was at school I lived in Hull.",      # a bare verb and a second clause run on
    "I used to watch it when I was at uni.",              # a pointer at a thing of the chat
    "I ran out of water when I was hiking the ridge.",    # one act of that day, no habit or state
])
def test_a_bound_does_not_carry_a_clause_that_says_nothing(said: str) -> None:
    assert not any(" when " in e for e in added_in_a_developer_session(said))


def test_a_doing_said_first_keeps_its_moment() -> None:
    # mbprec3: "When I was <doing>, …" sets what follows inside one outing; the span is not kept
    assert added_in_a_developer_session("When I was hiking, I had a blister on my heel.") == []
    assert added_in_a_developer_session("When I was living in Rome, I was a waiter.") \
        == ["User was a waiter when they were living in Rome."]


def test_who_we_were_is_not_guessed() -> None:
    # "we" of another's clause is not the user alone ("the team was kids" was written once)
    added = added_in_a_developer_session("My brother used to make me cards when we were kids.")
    assert not any("team" in e or "when the user" in e for e in added)


def test_a_present_habit_keeps_its_whenever() -> None:
    assert added_at_said_time("I sketch birds when I'm bored.") == ["User sketches birds whenever they are bored."]
    # learn107: the dog named in passing is the user's ("User has a dog."); the barking is not kept
    assert [k for k in added_in_a_developer_session("My dog barks when I leave.") if k != "User has a dog."] == []


@pytest.mark.parametrize(("said", "entry"), [
    # a state in -ed with how often or how much before it is of now, as "when I'm stressed" is:
    # the habit keeps its "whenever" (it was read as a past, and the state kept with no bound)
    ("I am always so drained when I finish a night shift.", "User is always drained whenever they finish a night shift."),
    ("I do feel rested and more settled when I knit.", "User does feel rested and more settled whenever they knit."),
])
def test_a_state_in_ed_keeps_its_condition(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


def test_when_it_comes_to_is_a_topic_not_a_condition() -> None:
    assert added_in_a_developer_session("I am not great when it comes to gardening.") \
        == ["User is not great when it comes to gardening."]   # was "whenever it comes to"


@pytest.mark.parametrize(("said", "entry"), [
    # "need" only ends in "-ed": the condition is of now, and stays with its habit
    ("When I need a quiet hour, I bake bread on Sundays.", "User bakes bread on Sundays whenever they need a quiet hour."),
    ("I walk by the river when I need to think.", "User walks by the river whenever they need to think."),
])
def test_a_need_is_no_past(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


def test_feeling_better_than_ever_is_a_feeling_of_now() -> None:
    # "than ever" compares with every time before, said of now: a passing feeling, as "I'm
    # feeling calmer" is (it was read as "ever since", a feeling that has lasted)
    assert added_in_a_developer_session("I'm feeling fitter than ever.") == []
    assert added_at_said_time("I'm feeling fitter than ever.") == []
