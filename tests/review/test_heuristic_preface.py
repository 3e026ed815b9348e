"""A preface to the listener before the news ("gotta tell ya, I …", "so thrilled to tell
you I …"): the news is the fact, the telling is not. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


@pytest.mark.parametrize("said", [
    "Gotta tell ya, I finally joined a sailing club.",
    "I'm pumped to tell u I joined a sailing club.",
    "Had to let you know that I joined a sailing club!",
])
def test_the_news_after_a_preface_is_kept(said: str) -> None:
    assert [c.content for c in disclosed(said, between_people=True)] == ["User joined a sailing club."]


@pytest.mark.parametrize("said", [
    "I'm so excited to tell you about it.",      # no news of the user's own after the preface
    "I wanted to tell you I'm so proud of you.",  # the news is about the listener
])
def test_a_preface_without_news_of_the_user_gives_nothing(said: str) -> None:
    assert disclosed(said, between_people=True) == []


# learn21: "have to say", "gotta say", "must admit" are the speaker's way of saying, not a
# task of theirs: the fact is what is said ("I've gotta say" was kept as "User has gotta
# say."), and a "gotta" after "I've" is a task like any "gotta" (review10 G3's reading).
@pytest.mark.parametrize(("said", "kept"), [
    ("I have to say I love my allotment.", ["User loves their allotment."]),
    ("I've gotta say, I really love my new flat.", ["User loves their new flat."]),
    ("Gotta say I love my new kayak.", ["User loves their new kayak."]),
    ("I must admit, I'm hopeless at darts.", ["User is hopeless at darts."]),
])
def test_a_saying_preface_leaves_the_fact(said: str, kept: list[str]) -> None:
    assert [c.content for c in disclosed(said, between_people=True)] == kept


@pytest.mark.parametrize("said", [
    "I've gotta fix the garden fence.",
    "We've gotta repaint the hallway.",
])
def test_a_gotta_after_have_is_a_task(said: str) -> None:
    assert disclosed(said, between_people=True) == []
