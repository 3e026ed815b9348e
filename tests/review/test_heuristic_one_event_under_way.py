"""learn39: the user's part in one event under way or coming is a passing state or plan, not
a fact to keep for weeks: taking part in it now ("competing in the regional chess
tournament") or getting ready for the next one ("practicing for my next chess match"). A
practice said with how often or how long, and getting ready for a named event with no
"next"/"upcoming" ("studying for the bar exam"), are kept. The check reads the written
entry (``stands_alone``). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.stands_alone import stands_alone
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize("said", [
    "I'm currently competing in the regional chess tournament and it's so tense!",
    "I've been practicing for my next chess match.",
    "I'm preparing for an upcoming piano recital.",
])
def test_one_event_under_way_or_next_is_not_kept(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I compete in the regional chess tournament every year.",
     "User competes in the regional chess tournament every year."),
    ("I've been studying for the bar exam.", "User has been studying for the bar exam."),
    ("I've been playing in a jazz band for years.",
     "User has been playing in a jazz band for years."),
])
def test_a_standing_practice_or_a_long_aim_is_kept(said: str, kept: str) -> None:
    assert added(said) == [kept]


def test_the_entry_check_tells_one_event_from_a_practice() -> None:
    read = {entry: stands_alone(entry) for entry in (
        "User is currently participating in the county spelling contest.",
        "User has been training for their next half marathon.",
        "User is getting ready for this weekend's dance showcase.",
        "User is competing in the annual regional tournament.",
        "User has been competing in the city league for years.",
        "User is practicing for the tournament.",
        "User is practicing the cello.",
    )}
    assert [e for e, alone in read.items() if not alone] == [
        "User is currently participating in the county spelling contest.",
        "User has been training for their next half marathon.",
        "User is getting ready for this weekend's dance showcase.",
    ]
