"""review42's agreement leftovers (session 40, broken writing): "quit" is the same in the
past, and a quit job is a past one, so the present verb paired after it agrees; a verb of being
with people after an owned noun, with "them" and a time after it, is the pair's second verb
("… and talk to them for hours"), while a noun's twin there ("their aunt and uncle for …")
stays as said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I quit my job and travel full time now.", ["User quit their job and travels full time."]),
    ("I visit my grandparents and talk to them for hours.",
     ["User visits their grandparents and talks to them for hours."]),
    ("I call my cousins and chat with them every Sunday.",
     ["User calls their cousins and chats with them every Sunday."]),
])
def test_the_second_verb_agrees(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept
