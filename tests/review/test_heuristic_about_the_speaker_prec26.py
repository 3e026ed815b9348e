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
    "Any green bikes, green is my favourite colour.",     # a fragment before the clause
    "Of course, most of the cooking is for me.",          # an aside before the subject
    "Mine are the last thing on my mind.",                # a pronoun for a thing said before
    "Get is to my village by the evening.",               # a verb first: no subject
])
def test_a_topic_that_is_no_noun_phrase_keeps_nothing(said: str) -> None:
    assert _kept(said) == {}


@pytest.mark.parametrize("clause", [
    "how i'm learning to make my own bread",              # the speaker typed in lower case
    "Am working nights and pottery is my escape",         # the "I" dropped before "am"
    "Why it matters so much to me",
])
def test_the_reading_refuses_a_clause_for_a_topic(clause: str) -> None:
    assert _about_the_speaker(clause) is None


@pytest.mark.parametrize(("said", "entry"), [
    ("Books, films and long walks calm me.", "Books, films and long walks calm the user."),
    ("Crowds make me a little anxious.", "Crowds make the user a little anxious."),
    # an aside closed before the verb is no fragment
    ("Cold mornings, oddly enough, are my favourite.", "Cold mornings, oddly enough, are the user's favourite."),
])
def test_a_list_an_aside_and_a_plain_topic_stay(said: str, entry: str) -> None:
    assert _kept(said) == {entry: "shape:stated+about_the_speaker"}
