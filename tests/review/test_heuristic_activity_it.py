"""learn24: an "it" clause after the speaker's own taste or start of one activity, in the
same sentence, is said of that activity ("I started running in May; it keeps me sane." →
"Running keeps the user sane."). Anything else before the "it", a past "it was", or no
activity named leave it unread. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.activity import activity_then_it
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("I started running in May; it keeps me sane.", "Running keeps the user sane."),
    ("I love painting and it helps me relax.", "Painting helps the user relax."),
    ("I've always loved gardening - it gives me peace.", "Gardening gives the user peace."),
    ("I'm passionate about pottery and it brings me so much calm.",
     "Pottery brings the user so much calm."),
])
def test_the_activity_is_meant(text: str, kept: str) -> None:
    added = added_as_news(text)
    assert kept in added and len(added) == 2, added   # the first clause's fact too


@pytest.mark.parametrize(("sentence", "meant"), [
    ("I took up knitting last year and it has been so calming for me.",
     "Knitting has been so calming for me."),
    ("I love yoga, it clears my head.", "Yoga clears my head."),
    ("I started playing the banjo two years ago; it's been my escape.",
     "Playing the banjo has been my escape."),
])
def test_what_it_stands_for(sentence: str, meant: str) -> None:
    assert activity_then_it(sentence) == meant


@pytest.mark.parametrize("sentence", [
    "I love you and it shows.",                          # a person, not an activity
    "I love it and it helps.",                           # a pointer already
    "I started a blog and it is great.",                 # a thing with an article: not read here
    "I enjoyed hiking and it was great.",                # how it went once
    "I love hiking with my dog and it helps him too.",   # something else named before "it"
    "I started running, but it's so hard.",              # "but": not said of the activity
    "I love something new and it's exciting.",           # no activity named
])
def test_doubt_leaves_it_unread(sentence: str) -> None:
    assert activity_then_it(sentence) is None
