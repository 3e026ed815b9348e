"""The second verb of a pair agrees with the user when the pair is plainly two verbs (session 34).

PrefEval's outright preferences are most often one pair: "I avoid X and prefer Y". The entry
was written "User avoids X and prefer Y": a broken sentence in USER.md. A word of frequency
after "and" ("… and never touch them") marks a verb the same way. Sentences of our own."""

import pytest

from reverie.review.providers.heuristic.writing import third_person


@pytest.mark.parametrize(("said", "written"), [
    ("I avoid gluten and prefer rice noodles.", "the user avoids gluten and prefers rice noodles."),
    ("I strongly dislike crowds and avoid concerts.", "the user strongly dislikes crowds and avoids concerts."),
    ("I fear snakes and never hike alone.", "the user fears snakes and never hikes alone."),
    ("I bake bread and rarely buy it.", "the user bakes bread and rarely buys it."),
    ("I like jazz and often play the sax.", "the user likes jazz and often plays the sax."),
    ("I dislike loud, crowded bars and prefer quiet pubs.", "the user dislikes loud, crowded bars and prefers quiet pubs."),
    ("I eat meat and generally avoid tofu.", "the user eats meat and generally avoids tofu."),
])
def test_the_second_verb_agrees(said, written):
    assert third_person(said.replace("I ", "the user ", 1).lower()) == written


@pytest.mark.parametrize("said", [
    "the user drinks tea and always biscuits.",          # no word after: a noun may end the pair
    "the user likes cats and often dogs too.",            # a plural is left alone
    "the user reads books and rarely watched films.",     # a past is left alone
    "the user cooks at home since they have allergies and avoid takeout.",   # the clause's own verb
])
def test_what_is_not_plainly_a_verb_is_left_alone(said):
    assert third_person(said) == said
