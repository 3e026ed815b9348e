"""review41: a "theirs" the user said stands for other people the chat named ("I'm a big fan
of theirs" was kept "User is a big fan of theirs."): the entry names nothing. The speaker's
own "mine", written "theirs" for the user (fc7a55a2), is kept. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.stands_alone import stands_alone

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "Have you heard the new record?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "I've been a big fan of theirs since college.",
    "I'm a huge fan of theirs too.",
    "I met some friends of theirs at the wedding.",
])
def test_a_theirs_the_user_said_names_nothing(said: str) -> None:
    for adds in _both(said):
        assert not any("theirs" in a for a in adds), adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I sing in a choir with some friends of mine.", "User sings in a choir with some friends of theirs."),
    ("I have two cousins of mine in Lima.", "User has two cousins of theirs in Lima."),
])
def test_the_speakers_mine_written_theirs_is_kept(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


def test_the_count_decides_with_both_words_said() -> None:
    entry = "User sings in a choir with some friends of theirs."
    assert stands_alone(entry, "I sing in a choir with some friends of mine.")
    assert not stands_alone(entry, "I sing in a choir with some friends of theirs.")
    assert stands_alone(entry, "")   # no message to read: as before
