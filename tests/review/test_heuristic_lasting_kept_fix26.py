"""More changes of a life kept through learn40's passing readings (review16 Q3's remnant, read by
the shared ``LASTING_CHANGE`` in heuristic/disclosure.py): the user's standing changed by a civil or
legal step, a home sold, a parent moved into care, a habit given up by closing an account. Said with
a near time or looked forward to, they stay; the passing rows beside them stay dropped. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm visiting my aunt next month.": ["User has an aunt."],
}


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I'm going to come out to my grandparents next month.",
         ["User plans to come out to their grandparents (planned for December 2023)."]),
        ("I'm planning to file for bankruptcy next week.", ["User plans to file for bankruptcy (planned for November 2023)."]),
        ("I'm going to sell our flat next month.", ["User plans to sell their flat (planned for December 2023)."]),
        ("I'm planning to move my mum into a nursing home next week.",
         ["User plans to move their mum into a nursing home (planned for November 2023)."]),
        ("I'm going to close my Instagram account next week.",
         ["User plans to close their Instagram account (planned for November 2023)."]),
        ("I'm looking forward to my naturalisation ceremony.",
         ["User is looking forward to their naturalisation ceremony."]),
        ("I'm looking forward to the adoption.", ["User is looking forward to the adoption."]),
        # feeling at home in what is itself a change of life: where the user now is
        ("I'm beginning to feel at home in our new flat.",
         ["User is beginning to feel at home in their new flat."]),
        ("I'm starting to feel at home in my new job.", ["User is starting to feel at home in their new job."]),
    ],
)
def test_a_civil_step_or_a_home_changed_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        # an errand, a visit, another's occasion: passing as before
        "I'm going to sell some old books at the market next week.",
        "I'm visiting my aunt next month.",
        "I'm looking forward to my cousin's wedding.",
        "I'm starting to feel at home in the new office.",
        "I'm starting to feel better about the move to Spain.",
    ],
)
def test_the_passing_rows_beside_them_stay_dropped(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])
