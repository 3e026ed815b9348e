"""learn20: an entry is a record read months later, not the chat, so ``writing.finish``
writes out the casual short forms of common words ("my fam" → "their family", "b-ball" →
"basketball") on every path that writes an entry. A form with two readings, a capitalised
acronym and a word that only contains a short form are left as said.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import finish
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "I go sea kayaking with my fam every August.",
            ["User goes sea kayaking with their family every August."],
        ),
        (
            "I run a small biz repairing bicycles.",
            ["User runs a small business repairing bicycles."],
        ),
        (
            "I play b-ball with my bros on Thursdays.",
            ["User plays basketball with their brothers on Thursdays."],
        ),
        ("My fave board game is Carcassonne.", ["User's favorite board game is Carcassonne."]),
    ],
)
def test_a_casual_word_is_written_out_in_the_entry(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    ("text", "written"),
    [
        (
            "the user enters a chess tourney twice a year",
            "User enters a chess tournament twice a year.",
        ),
        (
            "the user keeps pics of every lighthouse they visit",
            "User keeps photos of every lighthouse they visit.",
        ),
        # left as said: an acronym in capitals, a word that only contains the form, a hyphenated
        # name, and "comp", which may be a competition or a computer
        ("the user works for BIZ Analytics", "User works for BIZ Analytics."),
        (
            "the user hates famine documentaries and bistro food",
            "User hates famine documentaries and bistro food.",
        ),
        (
            "the user works at Uni-Tech and owns a fam-sized tent",
            "User works at Uni-Tech and owns a fam-sized tent.",
        ),
        ("the user built a new comp", "User built a new comp."),
    ],
)
def test_finish_writes_out_only_whole_casual_words(text: str, written: str) -> None:
    assert finish(text) == written
