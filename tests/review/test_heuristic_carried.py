"""A subject carried to the next sentence (heuristic/carried.py): "Pottery gives me so much
peace. It helps me slow down." — the "It" is the thing the sentence before was about. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.carried import carried
from reverie.review.providers.heuristic.disclosure import thing_subject
from reverie.review.review_input import ReviewInput, ReviewMessage

GREETING = (("user", "Hi Priya! Good to hear from you."),
            ("assistant", "Hey Tomas! Good to hear from you too."))


def added(*turns: tuple[str, str]) -> list[str]:
    messages = tuple(ReviewMessage(i, role, text)
                     for i, (role, text) in enumerate((*GREETING, *turns), 1))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


def test_it_continues_the_thing_the_sentence_before_was_about() -> None:
    kept = added(("assistant", "How are the evenings at yours these days?"),
                 ("user", "Woodcarving brings me so much calm. It helps me switch off after "
                          "a shift."))
    assert "Woodcarving helps the user switch off after a shift." in kept


def test_they_continues_a_plural_thing() -> None:
    assert carried("They remind me of my grandmother's garden.", "Wild orchids") \
        == "Wild orchids remind me of my grandmother's garden."
    assert thing_subject("Wild orchids mean a lot to me.") == "Wild orchids"


@pytest.mark.parametrize(("sentence", "topic"), [
    ("It reminds me of home.", "Wild orchids"),          # "It" is not a plural thing
    ("They remind me of home.", "Woodcarving"),          # "They" is not a singular one
    ("It reminds me of home.", None),                    # nothing named before
    ("I love it so much.", "Woodcarving"),               # not a pronoun subject
])
def test_what_is_not_carried(sentence: str, topic: str | None) -> None:
    assert carried(sentence, topic) is None


@pytest.mark.parametrize("sentence", [
    "It was a long week for me.",          # a pointer, not a thing
    "My garden gives me so much joy.",     # the user's own "my": step 2's, not a topic
    "I love my garden.",                   # the user as the subject
    "This photo means a lot to me.",       # points at the chat
    "Rowing was my first love, but now I mostly cycle.",   # a nearer thing after it
])
def test_only_a_named_thing_is_a_topic(sentence: str) -> None:
    assert thing_subject(sentence) is None


def test_nothing_is_carried_across_messages() -> None:
    kept = added(("user", "Woodcarving brings me so much calm."),
                 ("assistant", "That sounds lovely, Tomas."),
                 ("user", "It helps me switch off after a shift."))
    assert not any("switch off" in k for k in kept)
