"""learn100: the friend (or the assistant) asks about one slot of the user's life and the
user answers with its filler alone: a role ("What do you do for a living?" — "A welder."), a
name ("What's your name?" — "Odile."), where from ("Where are you from?" — "Portugal."), a
thing one has ("Do you have a car?" — "Yes, a Skoda."). Read alone the fragment has no subject
and no verb; with the question it is the user's own sentence. Only the answer's first sentence,
only a filler of the slot's own shape. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


def _answered_the_assistant(question: str, answer: str) -> list[str]:
    # no names exchanged: the review reads the chat as said to the assistant
    return added_in_turns(("user", "Hello."), ("assistant", question), ("user", answer), greeting=())


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn100: the filler alone has no subject and no verb
    ("What do you do for a living?", "A welder.", "User is a welder."),
    ("What do you do for work?", "Optician, at the mall.", "User is an optician."),
    ("So what do you do?", "Retired! Gardening keeps me busy.", "User is retired."),
    ("What's your job?", "Plumber.", "User is a plumber."),
    ("Do you have a job?", "Logistics, like my uncle.", "User works in logistics."),
    ("What line of work are you in?", "Catering.", "User works in catering."),
    # review45: a field in "-ment" (it was read as a role's "-ent": "User is a parks department.")
    ("What do you do for a living?", "Parks department.", "User works in the parks department."),
    ("What do you do for a living?", "Management.", "User works in management."),
    # fix45: the bare "What do you do?" takes a field named as one; a question of work takes
    # any word with a field's ending
    ("What do you do?", "Construction.", "User works in construction."),
    ("What do you do?", "Software development.", "User works in software development."),
    ("What do you do?", "Logistics, mostly.", "User works in logistics."),
    ("What do you do for a living?", "Distribution.", "User works in distribution."),
    ("What field are you in?", "Conservation.", "User works in conservation."),
    ("Nice. What's your name?", "Odile. Lovely to meet you.", "User's name is Odile."),
    ("My name is Bram, what is yours?", "Tereza.", "User's name is Tereza."),
    ("It's raining here again, where are you from?", "Portugal. It's sunnier.", "User is from Portugal."),
    ("Where are you from originally?", "From Manitoba.", "User is from Manitoba."),
    ("Do you have a car?", "Yes, a Skoda.", "User has a Skoda."),
    ("Do you have a partner?", "Yes, a wife.", "User has a wife."),   # fix45: a kind of partner
    # review46: the relation's word before a comma is still the relation's ("wife," was no word)
    ("Do you have a partner?", "Yes, a wife, Ana.", "User has a wife."),
    ("Do you have a boyfriend?", "Yes, a boyfriend, Sam.", "User has a boyfriend."),
    ("What kind of bike do you have?", "A fixie.", "User's bike is a fixie."),
    ("What breed of dogs do you have?", "Two whippets. They're fast!", "User has two whippets."),
])
def test_a_slot_filled_by_a_fragment_is_kept_with_the_question(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)
    assert kept in _answered_the_assistant(question, answer)


@pytest.mark.parametrize(("question", "answer", "word"), [
    ("What do you do for a living?", "A bit of everything.", "everything"),  # no role said
    ("What do you do for a living?", "Whatever pays.", "whatever"),          # no role
    ("What do you do?", "Hiking, mostly.", "hiking"),                       # a doing, not a job
    # review45: a time or a state away from work, or a mood, with a field's ending
    ("What do you do?", "Retirement, finally!", "retirement"),
    ("What do you do?", "Unemployment, sadly.", "unemployment"),
    ("What do you do?", "Procrastination.", "procrastination"),
    # fix45: to the bare "What do you do?" a field's ending alone is no field (a mood, a quality,
    # a pastime): it was kept as one ("User works in excellence.")
    ("What do you do?", "Excellence.", "excellence"),
    ("What do you do?", "Distraction, mostly.", "distraction"),
    ("What do you do these days?", "Poetry.", "poetry"),
    # (fix46: this row was "Self-care.", which the field's ending never took, hyphen and all,
    # so it passed at fix45's parent too; written as one word the ending takes it)
    ("So what do you do?", "Selfcare, mostly.", "selfcare"),
    ("What do you do for work?", "I just a welder.", "welder"),             # broken writing
    ("What do you do for work?", "The boss.", "boss"),                      # whose?
    ("What's your name?", "Hello!", "Hello"),                               # a greeting
    ("What's your name?", "Guess!", "Guess"),                               # no name said
    ("What's yours?", "Mango.", "Mango"),                                   # yours what? not a name asked
    ("What's your name?", "Pass.", "Pass"),                                 # review45: withheld, no name
    ("What's your name?", "Private!", "Private"),
    ("What's your name?", "Anonymous.", "Anonymous"),
    ("Where are you from?", "Here.", "here"),                               # a pointer
    ("Where are you from?", "nowhere special", "nowhere"),                  # no place
    ("Where do you live?", "From Lyon.", "Lyon"),                           # from is no home
    # review45: a word before the place that is none of its name was written into it
    # ("User is from Originally Ohio.", "User is from Near Boston.")
    ("Where are you from?", "Originally Ohio.", "originally"),
    ("Where are you from?", "Near Boston.", "near"),
    ("Where are you from?", "Outside Leeds, sadly.", "outside"),
    ("Where are you from?", "Everywhere really.", "everywhere"),
    # review45: how many, not a kind, was written as the kind ("User's music is a lot.")
    ("What kind of music do you have?", "A lot.", "lot"),
    ("What kind of dog do you have?", "A couple.", "couple"),
    ("What kind of car do you drive?", "A bunch of them.", "bunch"),
    ("Where do you live?", "Rotterdam.", "Rotterdam"),                      # in it, near it?
    ("Do you have a car?", "No, I cycle.", "cycle"),                        # no car
    ("Do you have a pet?", "No, just a boyfriend!", "boyfriend"),           # no pet, a remark
    # fix45: what a partner is or is like, no kind of partner ("User has a jerk.")
    ("Do you have a boyfriend?", "Yes, a jerk.", "jerk"),
    ("Do you have a girlfriend?", "Yes, a firefighter.", "firefighter"),
    ("Do you have a wife?", "Yes, a saint, honestly.", "saint"),
    ("Do you have a plan for tonight?", "A quiet one.", "quiet"),           # not a slot of a life
    ("What do you do for a living?", "Long story. Nurse.", "nurse"),         # not the first sentence
])
def test_a_fragment_that_fills_no_slot_keeps_nothing_of_it(question: str, answer: str, word: str) -> None:
    for kept in (_answered(question, answer), _answered_the_assistant(question, answer)):
        assert not any(word.lower() in e.lower() for e in kept), kept
