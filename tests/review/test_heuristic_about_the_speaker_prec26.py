"""prec26: the shape layer's reading of a thing said with the speaker in the predicate
(disclosure.about_the_speaker) keeps nothing when its topic is no noun phrase: a comma that is
no list's, a first word that cannot open a subject, the speaker typed in lower case. Our own
sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.disclosure.about_the_speaker import _about_the_speaker
from reverie.review.providers.heuristic.readers import recording
from reverie.review.review_input import ReviewInput, ReviewMessage


def _kept(said: str) -> dict[str, str]:
    review = ReviewInput(messages=(
        ReviewMessage(1, "user", "Hi Marta! Long time no see."),
        ReviewMessage(2, "assistant", "Hey Ivo! Great to hear from you."),
        ReviewMessage(3, "assistant", "So what's new with you?"),
        ReviewMessage(4, "user", said)))
    with recording() as noted:
        propose_review(review)
    return noted


@pytest.mark.parametrize("said", [
    "Frankly speaking, most of the baking is for me.",   # an aside, then a share of a thing named before
    "Mine are never kind about my garden.",              # a pronoun for a thing said before
    "I watch some, but mostly rugby, kind of makes me proud.",   # a hedge after the comma is no topic
    "Get is to my village by the evening.",               # a verb first: no subject
    "When we're at the harbour, sailing calms me.",       # a condition first stays the taste's
])
def test_a_topic_that_is_no_noun_phrase_keeps_nothing(said: str) -> None:
    assert _kept(said) == {}


@pytest.mark.parametrize("clause", [
    "how i'm aiming to grow more beans in my plot",      # the speaker typed in lower case
    "Am working nights and my escape is a hobby",         # the "I" dropped, and no topic after "and"
    "Why it matters so much to me",
])
def test_the_reading_refuses_a_clause_for_a_topic(clause: str) -> None:
    assert _about_the_speaker(clause) is None


@pytest.mark.parametrize(("said", "entry"), [
    ("Books, films and long walks calm me.", "Books, films and long walks calm the user."),
    ("Tall ladders make me uneasy.", "Tall ladders make the user uneasy."),
    # the topic's last clause is one of its own: read from there
    ("Any teal kites, teal is my favourite shade.", "Teal is the user's favourite shade."),
    ("Hi am at college and pottery is my subject.", "Pottery is the user's subject."),
    # an aside closed before the verb is no fragment
    ("Cold mornings, oddly enough, are my favourite.", "Cold mornings, oddly enough, are the user's favourite."),
])
def test_a_list_an_aside_a_plain_topic_and_a_last_clause_of_its_own_stay(said: str, entry: str) -> None:
    assert _kept(said) == {entry: "shape:stated+about_the_speaker"}
