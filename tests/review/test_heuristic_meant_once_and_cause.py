"""learn61 (issue 31): an intention said in the past ("I was going to sell the boat but kept
it", review20 R15's remnant) was had and is gone, and gives nothing in either reading; and a
cause said in the past after "because" is kept only with the clause it explains (judge21's
G6, the lost condition): that clause refused, the cause alone gives nothing. A past routine
gone to and a reason in the present still stand (guards). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "That's how it began, because my uncle fell ill.": ["User has an uncle."],
}


def _between_people(said: str) -> list[str]:
    return added_in_turns(("assistant", "How are things with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    "I had been going to sell my sailing dinghy but held on to it.",
    "I was planning to retire at sixty but the pension fell short.",
])
def test_an_intention_said_in_the_past_gives_nothing(said: str) -> None:
    assert not any("going to" in e or "planning" in e or "meaning" in e for e in _between_people(said))
    assert not any("going to" in e or "planning" in e or "meaning" in e
                   for e in added_in_a_developer_session(said))


@pytest.mark.parametrize("said", [
    "I've been one ever since, because I lost my flat.",
    "I got into it 'cause I lost my post at the quarry.",
    "That's how it began, because my uncle fell ill.",
])
def test_a_past_cause_of_a_refused_clause_gives_nothing(said: str) -> None:
    assert _between_people(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a reason in the present stands by itself; a clause kept keeps its cause's reading
    ("I do it because I love the river.", ["User loves the river."]),
    ("I was going to church every Sunday as a kid.",
     ["User was going to church every Sunday as a kid."]),
])
def test_a_present_reason_or_a_routine_still_reads_as_before(said: str, kept: list[str]) -> None:
    assert _between_people(said) == kept
