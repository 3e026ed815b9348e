"""learn47 (issue 31, single past events): a thing broken, torn or cracked once is the day's
mishap, not a fact that lasts. "broke"/"tore" are v9's lasting pasts for an injury ("I broke my
wrist") and a record broken; said of a thing ("I broke my glasses at the gym") the act was kept
as if it lasted. An injury said with the other verbs of breaking ("cracked a rib", "chipped a
tooth") lasts as "broke my wrist" does. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I broke my glasses at the gym.",
    "I broke my laptop last week.",
    "I broke the remote during the match.",
    "I tore my jacket on a fence.",
    "I tore a hole in my favourite jeans.",
])
def test_a_thing_broken_once_is_no_lasting_fact(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("I cracked a rib in a fall.", "User cracked a rib in a fall."),
    ("I chipped a tooth on a pretzel.", "User chipped a tooth on a pretzel."),
])
def test_an_injury_said_with_another_verb_of_breaking_lasts(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: an injury, a record, a particle's other verb, a habit broken stay as they were
    ("I broke my wrist skiing.", "User broke their wrist skiing."),
    ("I tore my ACL playing football.", "User tore their ACL playing football."),
    ("I broke the school record for the mile.", "User broke the school record for the mile."),
    ("I broke up with my boyfriend.", "User broke up with their boyfriend."),
    ("I broke into acting after college.", "User broke into acting after college."),
    ("I broke the habit of smoking.", "User broke the habit of smoking."),
])
def test_what_lasts_after_a_verb_of_breaking_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
