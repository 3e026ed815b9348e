"""learn30 (broken writing): irregular pasts no list held ("sank", "froze", "wove", "swept")
were read as present verbs and written with an -s ("User sanks their first three-pointer",
"User frozes …"). A present verb said the same way still agrees. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "written"), [
    ("I sank my first three-pointer.", "the user sank the user's first three-pointer."),
    ("I froze my first batch of dumplings.", "the user froze the user's first batch of dumplings."),
    ("I wove a rug for my mum.", "the user wove a rug for the user's mum."),
    ("I swept the regional title.", "the user swept the regional title."),
    ("I dove into the lake.", "the user dove into the lake."),
])
def test_an_irregular_past_is_not_written_with_an_s(said: str, written: str) -> None:
    assert third_person(said) == written


def test_a_kept_entry_reads_right_and_a_present_verb_still_agrees() -> None:
    assert added("I froze my first batch of dumplings for the first time.",
                 "I spin wool at home.") == [
        "User froze their first batch of dumplings for the first time.", "User spins wool at home."]
