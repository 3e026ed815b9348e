"""learn104: an answer that opens with "he", "she" or "they" read as the one person or pet of
the user's the friend's question asked after (:mod:`.asked_person`): named by the friend as
"your <someone>", or pointed at by the question itself after the user's own message named
them. Nothing is read when the friend's turn names a second person or creature, a name or
someone of the friend's own, when the pronoun does not agree, when the answer says how they
are right now, or when it leans on a pointer of the friend's words. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked_person import asked_person
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


def _after_own(own: str, question: str, answer: str) -> list[str]:
    return added_in_turns(("user", own), ("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn104
    ("Does your uncle still sail? What does he do these days?", "He's a ferry pilot now.",
     "User's uncle is a ferry pilot."),
    ("Does your aunt speak any other languages?", "Yes, she speaks Welsh and Basque.",
     "User's aunt speaks Welsh and Basque."),
    ("What does your puppy like to chew on?", "He loves frozen carrots.", "User's puppy loves frozen carrots."),
    ("Do your rabbits live outdoors?", "They're house rabbits.", "User's rabbits are house rabbits."),
    ("How old is your niece?", "She turns nine in May and she plays the cello.", "User's niece plays the cello."),
])
def test_the_pronoun_is_the_one_asked_after(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("own", "question", "answer", "kept"), [
    # each kept nothing before learn104
    ("We adopted a puppy from the rescue centre.", "What colour is he?", "He is brindle with a white chest.",
     "User's puppy is brindle with a white chest."),
    ("My cousin visited us over the holidays.", "What does she do for work?", "She's a tram driver in Lyon.",
     "User's cousin is a tram driver in Lyon."),
])
def test_the_question_points_at_the_one_the_user_named(own: str, question: str, answer: str, kept: str) -> None:
    assert kept in _after_own(own, question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("How is your uncle? My sister says hello.", "He's a ferry pilot now."),        # someone of the friend's
    ("Does your uncle know Marta?", "He's a ferry pilot now."),                    # a name: who is "he"?
    ("Is your aunt older than you?", "He's a ferry pilot now."),                   # "he" for an aunt
    ("Does your uncle still sail? Is she coming too?", "He's a ferry pilot now."),  # a second person
    ("How is your uncle doing?", "He is doing great, thanks."),                    # how he is now
    ("How is your nephew?", "He is wonderful."),                                   # a judgement of now
    ("What are your nephews like?", "They're the best!"),                          # praise alone
    ("Did your uncle like the lamp?", "He put it by his bed."),                    # the friend's thing
    ("Your uncle sounds fun.", "He's a ferry pilot now."),                         # no question
    ("How is your uncle doing?", "He's been a ferry pilot lately."),               # how he is now
    ("Did your uncle help with the move?", "He's a ferry pilot now."),             # one occasion
    ("Will your uncle come to the show?", "He's a ferry pilot now."),              # one occasion
    ("Do your uncles like the sea?", "They're uncles after all!"),                 # named again
    ("Do your brother and his dog get along?", "He's a ferry pilot now."),         # a creature too
])
def test_doubt_leaves_the_pronoun_unread(question: str, answer: str) -> None:
    assert asked_person(answer, question) is None
    assert not any("ferry" in entry or "great" in entry or "wonderful" in entry or "best" in entry or "lamp" in entry
                   or "bed" in entry for entry in _answered(question, answer))


@pytest.mark.parametrize(("own", "question", "answer"), [
    # the user's message named two, or the friend's question names a creature of its own
    ("My brother and my cousin came over.", "What does he do for work?", "He's a tram driver in Lyon."),
    ("My cousin visited with her dog.", "What does she do for work?", "She's a tram driver in Lyon."),
    ("My cousin visited us.", "Does your neighbour know her?", "She's a tram driver in Lyon."),
])
def test_the_user_named_no_one_person(own: str, question: str, answer: str) -> None:
    assert asked_person(answer, question, own) is None
    assert not any("tram" in entry for entry in _after_own(own, question, answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # the pet's path wrote every "'s" as "is" ("User's dog is been …", "User's cat is got …")
    ("What does your dog like to do?", "He's been learning to fetch sticks.",
     "User's dog has been learning to fetch sticks."),
    ("What does your cat like to eat?", "She's got a thing for sardines.",
     "User's cat has a thing for sardines."),
    ("What does your dog like to eat?", "He's crazy about carrots.",
     "User's dog is crazy about carrots."),
])
def test_a_pets_contraction_is_written_out_as_a_persons(question: str, answer: str, kept: str) -> None:
    """A pet's "'s" before a participle is "has", as a person's is (their_pronoun.written_out,
    one function for both)."""
    assert kept in _answered(question, answer)
