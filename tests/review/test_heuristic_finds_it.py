"""learn25: how doing something is for the speaker, said without "I" ("It's so rewarding to
coach the juniors"), after a sentence of the speaker's own, is a lasting taste: "User finds
it rewarding to …" (:mod:`reverie.review.providers.heuristic.finds`). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.extract import _message_candidates
from reverie.review.providers.heuristic.finds import found_in_doing
from reverie.review.providers.heuristic.text import sentences


def _kept(turn: str) -> list[str]:
    return [c.content for c in _message_candidates(sentences(turn), None, True, None)]


@pytest.mark.parametrize(("turn", "kept"), [
    ("I coach the juniors on Saturdays. It's so rewarding to help kids grow.",
     ["User coaches the juniors on Saturdays.", "User finds it rewarding to help kids grow."]),
    ("I've been painting a lot. It's freeing to paint without a plan.",
     ["User finds it freeing to paint without a plan."]),
    ("My evenings are quiet now. Honestly, it's really calming to knit by the window.",
     ["User finds it calming to knit by the window."]),
])
def test_how_a_doing_is_for_the_speaker_is_kept(turn: str, kept: list[str]) -> None:
    assert [k for k in kept if k in _kept(turn)] == kept


@pytest.mark.parametrize("turn", [
    "Wow, the lake trip sounds great! It's refreshing to swim in cold water.",   # the friend's news
    "It's so rewarding to coach the juniors.",                          # nothing of the speaker before
    "I saw your photos. It's rewarding to see you grow.",               # the listener, and "see"
    "I coach on Saturdays. It's so rewarding to have it pay off.",      # a pointer
    "I went out early. It's relaxing to sit by the lake this morning.",  # the moment
    "I help at the food bank. It's great to help.",                     # a courtesy word
])
def test_courtesies_and_pointers_give_no_taste(turn: str) -> None:
    assert not any(k.startswith("User finds it") for k in _kept(turn))


def test_only_between_people() -> None:
    said = sentences("I coach the juniors on Saturdays. It's so rewarding to help kids grow.")
    assert not any(c.content.startswith("User finds it") for c in _message_candidates(said))
    assert found_in_doing("It's so rewarding to help kids grow.", "I coach the juniors.") == \
        "User finds it rewarding to help kids grow."
