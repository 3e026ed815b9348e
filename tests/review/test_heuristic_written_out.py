"""learn20: an entry is a record read months later, not the chat, so ``writing.finish``
writes out the casual short forms of common words ("my fam" → "their family", "b-ball" →
"basketball") on every path that writes an entry. A form with two readings, a capitalised
acronym and a word that only contains a short form are left as said.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import finish, written_out
from tests.review.chat_support import added_as_news, added_in_a_developer_session


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
            # learn23: "bros" has two readings (mates, brothers) and is left as said
            "I play b-ball with my bros on Thursdays.",
            ["User plays basketball with their bros on Thursdays."],
        ),
        ("My fave board game is Carcassonne.", ["User's favorite board game is Carcassonne."]),
        # learn23: "fav" as "fave"
        ("My fav card game is cribbage.", ["User's favorite card game is cribbage."]),
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
def test_casual_words_are_written_out_only_whole(text: str, written: str) -> None:
    assert finish(written_out(text)) == written



# fixlearn11 (review11 H5): in a developer's session the short forms are names — a folder, a
# host, a crate, a USB field, a service — and the entry keeps them as said; rewritten, the
# agent would later use a path or host that does not exist.
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Remember that screenshots for the docs always go in assets/pics/ in this repo.",
            "Screenshots for the docs always go in assets/pics/ in this repo.",
        ),
        (
            "Remember: our staging site is shop.example.biz, always deploy there first.",
            "The staging site is shop.example.biz, always deploy there first.",
        ),
        (
            "I always use the uni crate for Unicode segmentation in this project.",
            "User always uses the uni crate for Unicode segmentation in this project.",
        ),
        (
            "Please remember the USB vid for the board is 0x2e8a.",
            "The USB vid for the board is 0x2e8a.",
        ),
        (
            "Remember my team calls the billing service biz.",
            "User's team calls the billing service biz.",
        ),
        (
            "Remember that the sesh cookie expires after an hour.",
            "The sesh cookie expires after an hour.",
        ),
        (
            "Remember the fixtures for the parser live in tests/fam/.",
            "The fixtures for the parser live in tests/fam/.",
        ),
    ],
)
def test_a_developer_session_keeps_short_forms_as_said(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]


@pytest.mark.parametrize(
    ("text", "written"),
    [
        # between people too, a short form inside a path, host, address or identifier is part
        # of a name
        (
            "the user keeps their pics in trips/pics/2024",
            "the user keeps their photos in trips/pics/2024",
        ),
        ("the user's sis works at shop.example.biz", "the user's sister works at shop.example.biz"),
        (
            "the user mails bro@example.org or uses vid=3",
            "the user mails bro@example.org or uses vid=3",
        ),
        ("the user's fam.", "the user's family."),
    ],
)
def test_a_short_form_inside_a_token_is_left(text: str, written: str) -> None:
    assert written_out(text) == written
