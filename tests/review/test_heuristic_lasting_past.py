"""Lasting facts told in the simple past between friends (fixpast, a reviewer's P2 on v9b):
a duration of months or more, a verb of lasting change (a career changed, a habit stopped, a
partner met, a diet or a return to study begun, a life event: a funeral, an operation, a
honeymoon) keep a past act, and a lasting state of body or life ("pregnant", "injured") is
kept in two words. The week's news still gives nothing. The sentences are the reviewer's own
and ours; none comes from LoCoMo."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    ("I changed careers and became a nurse.", "User changed careers and became a nurse."),
    ("I went to my dad's funeral last week.", "User went to their dad's funeral"),
    ("I stopped drinking in January.", "User stopped drinking in January."),
    ("I went vegan last year.", "User went vegan"),
    ("I met my husband in college.", "User met their husband in college."),
    ("I went back to school to study law.", "User went back to school to study law."),
    ("I went on my honeymoon in Bali last month.", "User went on their honeymoon in Bali"),
    ("I had knee surgery yesterday.", "User had knee surgery"),
    ("I lived in Tokyo for three years.", "User lived in Tokyo for three years."),
    ("I played in a band for ten years.", "User played in a band for ten years."),
    ("I tried to get pregnant for three years.", "User tried to get pregnant for three years."),
    ("I coached the under-tens for a couple of months.", "User coached the under-tens"),
    ("I quit smoking last spring.", "User quit smoking"),
])
def test_a_lasting_past_act_is_kept(said: str, expected: str) -> None:
    found = added(said)
    assert len(found) == 1 and found[0].startswith(expected), found


@pytest.mark.parametrize("said", ["I found out I'm pregnant!", "I'm pregnant."])
def test_pregnancy_is_kept_as_a_state(said: str) -> None:
    assert added(said) == ["User is pregnant."]


def test_an_injury_is_kept_as_a_state() -> None:
    assert added("I'm injured.") == ["User is injured."]


@pytest.mark.parametrize("said", [
    # a passing mood in two words stays below the floor
    "I'm tired.",
    # a duration of hours or days is still the week's news
    "I watched a film for three hours.",
    "I went to the beach for a few days.",
    # a one-off act, and a stranger met, are not a partner met
    "I made a lemon tart.",
    "I met a nice guy at the bar.",
    "I visited my parents.",
    "I went to a concert last night.",
])
def test_the_weeks_news_still_gives_nothing(said: str) -> None:
    assert added(said) == []
