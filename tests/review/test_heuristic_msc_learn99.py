"""learn99: a wish, hope or aim to be or become a role ("I want to be a glassblower", "I'm
hoping to become a ferry captain") said to the assistant is an aim of the user's life, as it
is between people (learn97's role): it was kept there only with "someday". A role of the work,
a degree, a quality, a share, a visit, news ("going to be a dad") and a "we" stay out. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing said to the assistant before learn99 (life_plan wanted a far time)
    ("I want to be a glassblower.", "User wants to be a glassblower."),
    ("I'm hoping to become a ferry captain.", "User hopes to become a ferry captain."),
    ("I really want to become an orthodontist.", "User wants to become an orthodontist."),
    ("I'm a barista now, but I want to be a tram driver.", "User wants to be a tram driver."),
    ("I want to be a beekeeper when I'm older.", "User wants to be a beekeeper when they are older."),
])
def test_a_wished_role_said_to_the_assistant_is_kept(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)   # as between people, where it was kept already


@pytest.mark.parametrize("text", [
    "I want to be a maintainer of this repo.",            # a role of the work
    "I want to be an admin on the staging server.",       # the work's
    "I want to be a bit more careful with the migrations.",  # a degree
    "I want to be a good mentor to the juniors.",         # a quality: how to be, not what
    "I want to be a part of the release.",                # a share
    "I hope to be a guest at their wedding.",             # a visit
    "I'm going to be a dad!",                             # news, not a wish
    "We want to be a leader in payments.",                # the team's
    "I want to be there by noon.",                        # no role
])
def test_a_wish_said_to_the_assistant_that_is_no_role_of_a_life_keeps_nothing(text: str) -> None:
    assert not any(" be a" in e or " become a" in e or " be an" in e
                   for e in added_in_a_developer_session(text))


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


def _answered_the_assistant(question: str, answer: str) -> list[str]:
    # no names exchanged: the review reads the chat as said to the assistant
    return added_in_turns(("user", "Hello."), ("assistant", question), ("user", answer), greeting=())


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn99: the ages alone have no subject and no verb
    ("How old are you?", "Fourteen.", "User is fourteen years old."),
    ("How old are you?", "33, but I feel older!", "User is 33 years old."),
    ("Oh nice! How old are your girls?", "Seven and eleven.", "User's girls are seven and eleven."),
    ("How old are your grandkids?", "12, 9, 6 and 2.", "User's grandkids are 12, 9, 6 and 2."),
    ("How old is your nephew?", "Nine!", "User's nephew is nine."),
    ("How old is your cat?", "Fifteen years old.", "User's cat is fifteen years old."),
    # the answer's own subject, the one asked about: "User is 41." would be no age
    ("How old are you?", "I'm 41.", "User is 41 years old."),
    ("How old are you?", "I am 41. I teach piano.", "User is 41 years old."),
    ("How old are your kids now?", "They're 4 and 7.", "User's kids are 4 and 7."),
    ("How old is your puppy?", "She's eleven months old.", "User's puppy is eleven months old."),
])
def test_ages_answering_how_old_are_kept_with_the_question(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)
    assert kept in _answered_the_assistant(question, answer)


@pytest.mark.parametrize(("question", "answer", "age"), [
    ("How old are your twins?", "Four.", "four"),                 # one age for two: whose?
    ("How old is your son?", "Four and seven.", "four"),          # two ages for one
    ("How old are you guys?", "30 and 31.", "30"),                # a group, not the user
    ("How old is he?", "Six.", "six"),                            # a pointer: who?
    ("How old is the house?", "About ninety.", "ninety"),         # not the user's people or pets
    ("How old are you?", "Old enough to know better.", "old"),    # no age said
    ("How old are you?", "Not telling!", "old"),                  # none
    ("How old is your son?", "They're four.", "four"),            # not the one asked about
    ("How old are you?", "I'm 41 and he's 45.", "41"),            # a second clause: left to itself
])
def test_no_age_is_kept_unless_the_question_says_whose(question: str, answer: str, age: str) -> None:
    for added in (_answered(question, answer), _answered_the_assistant(question, answer)):
        assert not any(age in e.lower() for e in added)


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn99: a count with its noun, or "no" and the noun asked
    ("Do you have kids too?", "Three kids. They keep me busy!", "User has three kids."),
    ("Do you have any children?", "Four kids.", "User has four kids."),
    ("Do you have pets?", "No pets. My landlord says no.", "User has no pets."),
    ("Got any siblings?", "No siblings.", "User has no siblings."),
])
def test_a_count_or_none_of_the_kind_asked_is_kept(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)
    assert kept in _answered_the_assistant(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you have any pets?", "No just a goldfish!"),      # more than the noun: read by itself
    ("Do you have a pet?", "No, no pets."),                # a "no" of its own first
    ("Do you have any questions?", "No questions."),       # no kind of a life
    ("Do you have any siblings?", "No cousins."),          # not the kind asked
    ("Do you have kids?", "No kids of my own."),           # more said after the noun
])
def test_none_of_another_kind_or_more_said_keeps_no_none(question: str, answer: str) -> None:
    for added in (_answered(question, answer), _answered_the_assistant(question, answer)):
        assert not any(" no " in e for e in added)
