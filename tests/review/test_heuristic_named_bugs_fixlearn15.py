"""Session 28, fixlearn15: the learner's named bugs (issue 31), each with its refused shape
and a true neighbour kept. Every sentence here is our own; each is said at chat_support's
MONDAY (Monday 11 March 2024), so "last week" began on 4 March.
"""

from __future__ import annotations

import pytest

from .chat_support import live_and_episodes


def _all_kept(said: str) -> list[str]:
    live, episodes = live_and_episodes(said)
    return live + episodes


# --- a past span said as a whole is written as the span ------------------------------------

@pytest.mark.parametrize(("said", "when"), [
    # "all last week" was written "… all around 4 March 2024": the "all" left, the span a day
    ("I worked on my novel all last month.", "throughout February 2024"),
    ("I volunteered at the food bank throughout last summer.", "throughout summer 2023"),
    ("I painted the fence all last weekend.", "over the weekend of 9 March 2024"),
    ("I sang in the festival choir the whole of last year.", "throughout 2023"),
])
def test_a_span_said_as_a_whole_is_dated_as_the_span(said: str, when: str) -> None:
    kept = _all_kept(said)
    assert len(kept) == 1 and kept[0].endswith(f" {when}."), kept
    assert " all " not in kept[0] and "around" not in kept[0]


def test_a_week_said_as_a_whole_names_its_monday_and_a_bare_week_is_still_around_a_day() -> None:
    assert _all_kept("I trained for the relay all last week.") == \
        ["User trained for the relay throughout the week of 4 March 2024."]
    # the neighbour: "last week" alone still dates one act around a day
    assert _all_kept("I trained for the relay last week.") == \
        ["User trained for the relay around 4 March 2024."]


# --- a state said after a dated act keeps the date on the act ------------------------------

def test_the_date_stays_on_the_act_a_state_is_joined_after() -> None:
    # review29 R19 (P3): "… and still can't run in 2023." dated the state, which is now's
    assert _all_kept("I tore my ACL a year ago and still can't run.") == \
        ["User tore their ACL in 2023 and still can't run."]
    # the neighbours: the same act with nothing joined, or its time said last, ends on its date
    assert _all_kept("I tore my ACL a year ago.") == ["User tore their ACL in 2023."]
    assert _all_kept("I lost my sense of smell last year and still can't smell coffee.") == \
        ["User lost their sense of smell in 2023 and still can't smell coffee."]
    # a clause the splitter cuts off after "but" is its own entry; the act keeps its date
    assert _all_kept("I broke my toe a year ago but I still dance every week.") == \
        ["User broke their toe in 2023.", "User still dances every week."]
