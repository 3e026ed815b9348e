"""A template's slot where a value should be is no fact about the user
(:mod:`reverie.review.providers.heuristic.placeholders`), in a chat between people and in a
session with the assistant alike; asides and links in brackets stay. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.placeholders import holds_placeholder, without_placeholder

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize("entry", [
    "User is [your name here].",
    "User's name is (name).",
    "User's name is (Your Name).",
    "User is from [hometown].",
    "User works as a [job_title].",
    "User grew up in (user_2_city).",
    "User studied at (university name).",
    "User is (speaker 1).".replace("speaker", "user"),
    "User is from (User 3's town).",
    "User's name is (insert name).",
    "User's dog is called [PET NAME].",
])
def test_a_slot_in_brackets_is_a_placeholder(entry: str) -> None:
    assert holds_placeholder(entry)


@pytest.mark.parametrize("entry", [
    "User lives in Porto (Portugal).",
    "User's daughter (age 6) plays the cello.",
    "User works at Fenwick (their second job).",
    "User keeps notes in [the team wiki](https://wiki.example).",   # a link's text is its value
    "User cites [3] in every paper.",
    "User's move is (planned for March 2024).",
    "User's handle is (mostly) the same everywhere.",
    "User likes cats.",
    # review27 R18: the user's own notation in brackets, not a value's place
    "User prefers cfg[name] to getattr in their scripts.",
    "User tags releases as v2/[sprint]-rc.",
    "User links notes with [[double brackets]] in their vault.",
    "User marks done tasks with [x] and open ones with [ ].",
    "User's go-to alias is gs='git status [path]'.",
    "User plays as [TUX]Rook online.",
])
def test_an_aside_a_link_or_a_number_in_brackets_is_not(entry: str) -> None:
    assert not holds_placeholder(entry)


@pytest.mark.parametrize("said", [
    "Hi, I'm [your name] and I'm a teacher.",
    "My name is (name), nice to meet you.",
    "I'm from [city], a small place up north.",
])
def test_the_slot_is_not_kept_as_the_users_value(said: str) -> None:
    for added in (added_as_news(said), added_in_a_developer_session(said)):
        assert not any("[" in a or "(name)" in a for a in added), added


def test_the_fact_beside_a_slot_stays() -> None:
    """The sentence's other statement is still read: only the entry holding the slot goes."""
    added = added_in_a_developer_session("I'm [your name] and I work as a nurse.")
    assert any("nurse" in a for a in added), added
    assert not any("[" in a for a in added), added


@pytest.mark.parametrize(("entry", "written"), [
    ("User's name is [name] and the user is a nurse.", "User is a nurse."),
    ("User's name is (your name) and the user just moved here from Oslo.", "User just moved here from Oslo."),
    ("User is a nurse.", "User is a nurse."),
    ("User's name is [name] and the user is from [town].", None),
    ("User is a huge fan of [team].", None),
])
def test_a_slot_takes_only_its_own_statement(entry: str, written: str | None) -> None:
    assert without_placeholder(entry) == written
