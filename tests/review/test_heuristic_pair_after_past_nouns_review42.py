"""Session 40 (review42, on the lead's 71820e71): a pair of nouns after a past verb is no second
verb. "I studied music and dance at college." was kept "User studied music and dances at
college.", and so "balanced school and works", "loved art and designs", "missed their family
and works": a word as often a noun as a verb, right after the past verb's own object, with no
object of its own after it, is the pair's second noun. After a change in the user's life
("joined a band and play …"), with an object after it or a place before it, it is the present
verb and agrees, as the lead's rows show. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I studied music and dance at college.", "User studied music and dance at college."),
    ("I balanced school and work for years.", "User balanced school and work for years."),
    ("I loved art and design in school.", "User loved art and design in school."),
    ("I tried yoga and dance last year.", "User tried yoga and dance."),
    ("I combined business and travel for a decade.", "User combined business and travel for a decade."),
    ("I studied music and dance every day back then.", "User studied music and dance every day back then."),
])
def test_a_pair_of_nouns_after_a_past_verb_stays(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I retired last year and garden most days.", "User retired and gardens most days."),
    ("I taught math and study law at night.", "User taught math and studies law at night."),
    ("I bought a scooter and ride it to work.", "User bought a scooter and rides it to work."),
    ("I moved to Hull and work at a bakery.", "User moved to Hull and works at a bakery."),
    ("I joined a band and play at weddings.", "User joined a band and plays at weddings."),
    ("I joined a running club and run every Saturday.", "User joined a running club and runs every Saturday."),
])
def test_the_present_verb_after_a_past_one_still_agrees(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
