"""learn70 (issue 31, recall of lasting facts by structure): between people,

* a relative after a comma whose verb takes the thing named before it keeps that thing as
  its object ("I got a kalimba, which I use to unwind"); one with a stranded preposition is
  no clause of its own;
* a household habit told with a joined subject and a doing ("My wife and I go hiking …");
* a practice tried out, said as one bare word ("trying out karate");
* a wish to keep creatures, and a plan in the future tense under a stage of a life;
* a thing of one's own shown ("This is my shelf of old atlases") is a thing one has;
* a favourite named after "Mine is", its kind only in the question;
* "For me, it's <a doing>", then "That's what helps me …": what the doing does for the user.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My brother bought a kalimba, which he uses to unwind.": ["User has a brother."],
    "My wife and I go hiking this weekend.": ["User has a wife."],
    "My wife and I went hiking last weekend.": ["User has a wife."],
}


def _told(said: str, question: str = "How have you been?") -> list[str]:
    return added_in_turns(("assistant", question), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I got a kalimba, which I use to unwind.", ["User uses a kalimba to unwind."]),
    ("I took up pottery, which I do every evening.",
     ["User took up pottery.", "User does pottery every evening."]),
    ("I'm hooked on rowing, which I use for clearing my head.",
     ["User is hooked on rowing.", "User uses rowing for clearing their head."]),
    ("I love my scooter, which I ride to the office every day.",
     ["User loves their scooter.", "User rides their scooter to the office every day."]),
    ("We got a caravan, which we take to the coast every summer.",
     ["User and their family got a caravan.", "User takes a caravan to the coast every summer."]),
    ("We adopted a whippet, which we walk twice a day.",
     ["User adopted a whippet.", "User walks a whippet twice a day."]),
])
def test_a_relative_keeps_the_thing_its_verb_takes(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a thing pointed at, words of its own before it, one use told, a verb of the mind: the
    # relative is cut as before; a stranded preposition leaves no clause of its own (it was
    # "User goes to every week.")
    ("I cycle along the canal, which I ride along every morning.", ["User cycles along the canal."]),
    ("I signed up at a climbing wall, which I go to every week.", ["User signed up at a climbing wall."]),
    ("I sing in a choir, which I sing with every Thursday.", ["User sings in a choir."]),
    ("I adore short stories, which I read every night.", ["User adores short stories, which they read every night."]),
    ("I borrowed a canoe, which I used on the river last weekend.", []),
    ("I bought a harmonica, which I'll take camping this weekend.", []),
    ("I got a new ukulele, which I find soothing.", ["User got a new ukulele."]),
    # the friend's thing and someone else's use
    ("My brother bought a kalimba, which he uses to unwind.", []),
])
def test_a_relative_without_its_object_gives_no_broken_entry(said: str, kept: list[str]) -> None:
    assert _told(said) == kept + HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("My wife and I go hiking every weekend.", ["User goes hiking with their wife every weekend."]),
    ("My brother and I go fishing every summer.", ["User goes fishing with their brother every summer."]),
    # guards: a coming weekend's outing, a past one, the friend's habit
    ("My wife and I go hiking this weekend.", []),
    ("My wife and I went hiking last weekend.", []),
])
def test_a_household_habit_with_a_joined_subject(said: str, kept: list[str]) -> None:
    assert _told(said) == kept + HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm also trying out judo to loosen up my back.", ["User is trying out judo to loosen up their back."]),
    ("I'm trying out karate to get fitter.", ["User is trying out karate to get fitter."]),
    # guards: things of a practice, a thing with an article, this weekend, a product's name
    ("I'm trying out smoothie recipes.", []),
    ("I'm trying out a new racket.", []),
    ("I'm trying out karate this weekend.", []),
    ("I'm trying out stuff.", []),
])
def test_a_practice_tried_out_said_as_one_bare_word(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I'd love to keep alpacas someday.", ["User would love to keep alpacas someday."]),
    ("I'd love to keep a few ducks someday.", ["User would love to keep a few ducks someday."]),
    ("Once I retire, I'll open a tea room.", ["User plans to open a tea room once they retire."]),
    ("I'll open a tea room when I retire.", ["User plans to open a tea room when they retire."]),
    ("I'll move to the coast once I retire.", ["User plans to move to the coast once they retire."]),
    ("I'm going to learn the cello when I retire.", ["User plans to learn the cello when they retire."]),
    # guards: a pledge with "keep", a condition of the coming days, a state to come, a hedge,
    # the friend's plan
    ("I'd love to keep going someday.", []),
    ("I want to keep things simple.", []),
    ("Once the shops open, I'll grab some milk.", []),
    ("When I get back, I'll ring my aunt.", []),
    ("Once I retire, I'll be so bored.", []),
    ("Once I retire, I'll probably travel.", []),
    ("Once you retire, you'll open a tea room!", []),
])
def test_a_wish_to_keep_creatures_and_a_plan_under_a_stage_of_a_life(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("This is my shelf of old atlases.", ["User has a shelf of old atlases."]),
    ("Here's our cat!", ["User and their family have a cat."]),
    ("These are my good-luck cufflinks.", ["User has good-luck cufflinks."]),
    ("These are my jars of pickled walnuts so far.", ["User has jars of pickled walnuts."]),
    # guards: one work shown, the newest or first of a series, a view said as a thing, a plan,
    # the friend's, a thing only pointed at in the request to look
    ("Here's my latest watercolour.", []),
    ("This is my first half marathon!", []),
    ("Honestly, this is my big chance.", []),
    ("Here's my go-to bench!", []),
    ("Here's my training plan.", []),
    ("Is this your shelf of atlases?", []),
    ("Check out my new mug!", []),
])
def test_a_thing_of_ones_own_shown(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Mine is the plum crumble.", ["User's favorite pudding is the plum crumble."]),
    ("Oh, my favourite is sticky toffee pudding!", ["User's favorite pudding is sticky toffee pudding."]),
    # guards: a clause of its own after "mine" (it was written "… is their changes …"), a
    # favourite not said
    ("Mine changes with the seasons.", []),
    ("Mine is a secret!", []),
])
def test_a_favourite_named_after_mine_is(said: str, kept: list[str]) -> None:
    assert _told(said, "What's your favourite pudding?") == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Some people unwind with telly. For me, it's sketching and gardening. That's what keeps me "
     "grounded and lets me switch off.",
     ["Sketching and gardening keep the user grounded and let the user switch off."]),
    ("Everyone needs a way to unwind. For me, it's baking bread. That's what helps me switch off "
     "after work.", ["Baking bread helps the user switch off after work."]),
    # guards: the doing alone says nothing it does; a thing of the chat, not a doing; the
    # friend's doing
    ("Everyone needs a way to unwind. For me, it's baking bread.", []),
    ("For me, it's the people. That's what keeps me going.", []),
    ("Everyone needs a break. For you, it's painting. That's what helps you relax.", []),
    # review24 R19: a state of "it", no doing
    ("Some days drag. For me, it's getting slower. That's what makes me restless.", []),
    ("Winters are long. For me, it's going well. That's what makes me hopeful.", []),
    # ... while a verb of growing or looking with an object is a doing, one subject ("keeps")
    ("Everyone needs a hobby. For me, it's growing chillies. That's what keeps me calm.",
     ["Growing chillies keeps the user calm."]),
    ("Everyone needs a hobby. For me, it's looking after my hens. That's what keeps me grounded.",
     ["Looking after their hens keeps the user grounded."]),
])
def test_for_me_its_a_doing_then_what_it_does(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # review24 R12: a verb taking an infinitive gets no thing written in, and a bare noun after
    # a preposition is the object only of a verb that takes a pursuit
    ("What's new?", "I found a cosy bookshop, which I plan to visit every month.", []),
    ("What's new?", "I bumped into my old maths teacher at the gym, which I hate to admit.", []),
    # review24 R13: what is looked into bare is a thing of the week
    ("What are you up to?", "I'm looking into broadband for my parents.", []),
    ("What are you up to?", "I'm researching childcare for the summer.", []),
    # review24 R14: one word said after "This is my" is no thing shown; a former home is no
    # home had; "Mine is" before a predicate names no favourite
    ("How did the quiz go?", "This is my fault, honestly.", []),
    ("Is this the right platform?", "This is my train.", []),
    ("What a view!", "This is our childhood farmhouse.", []),
    ("What's your favourite film?", "Mine is tough to pick.", []),
])
def test_review24_look_alikes_keep_nothing(question: str, said: str, kept: list[str]) -> None:
    assert _told(said, question) == kept
