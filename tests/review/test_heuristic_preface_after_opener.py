"""learn32: news told after a preface to the listener ("wanted to let you know", "thought I'd
tell you", "just letting you know"). After an opener and a comma ("Busy month here, wanted
to tell you I took up the cello!") the preface did not start a clause, so the news was
read inside the opener's clause and lost; "thought I'd …" and "letting you know" were no
preface at all. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("Busy month here, wanted to let you know I signed up with a rowing club!",
     ["User signed up with a rowing club."]),
    ("Sorry it took a while, wanted to tell you I adopted a greyhound.",
     ["User adopted a greyhound."]),
    ("Thought I'd let you know I adopted a greyhound.", ["User adopted a greyhound."]),
    ("Hi there, I thought I'd tell you that I moved to Leeds.", ["User moved to Leeds."]),
    ("Just letting you know I joined a chamber choir.", ["User joined a chamber choir."]),
])
def test_the_news_after_a_preface_is_read(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Sorry, wanted to say thanks for the tip.", []),                      # no news
    ("Haven't talked in a while, wanted to say I hope you're well.", []),  # a courtesy
    ("Busy week, wanted to let you know I can't make it on Friday.", []),  # the week's errand
    ("Thought I'd let you know I might join a choir.", []),                # a hedge
])
def test_a_preface_before_no_lasting_news_gives_nothing(said: str, kept: list[str]) -> None:
    assert added(said) == kept
