"""Session 39 (lead): between people, "we have a <thing> called <Name>" is the household's
lasting thing, whatever its kind: "We have a golden retriever called Biscuit." kept nothing
while "We have a dog called Biscuit." was kept (the kind was read from a short list of
words). A plan, a meeting or a group chat with a name stays the chat's. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import live_and_episodes


@pytest.mark.parametrize(("said", "kept"), [
    ("We have a golden retriever called Biscuit.", "User and their family have a golden retriever called Biscuit."),
    ("We have a sailboat named Juniper.", "User and their family have a sailboat named Juniper."),
    ("We have two alpacas called Salt and Pepper.", "User and their family have two alpacas called Salt and Pepper."),
])
def test_a_named_thing_the_household_has_is_kept(said: str, kept: str) -> None:
    assert live_and_episodes(said) == ([kept], [])


def test_a_named_thing_adopted_stays_the_users_act() -> None:
    # "we adopted …" is read as the user's act, as before: no family written in
    assert live_and_episodes("We adopted a lurcher named Pickle.") == (["User adopted a lurcher named Pickle."], [])


@pytest.mark.parametrize("said", [
    "We have a plan called Operation Sunshine.",
    "We have a group chat called Wolves.",
    "We have a meeting called Sync.",
    "We have a golden retriever.",   # no name, a kind off the list: as before
])
def test_a_named_plan_or_chat_stays_out(said: str) -> None:
    assert live_and_episodes(said) == ([], [])
