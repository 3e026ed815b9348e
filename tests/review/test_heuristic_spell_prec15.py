"""prec15 (issue 31; a passing state, a false kind the sealed report samples name and USER.md
held until upkeep moved it out): between people, a progressive that tells a stint of the
present spell is the stage of the week, not a fact to keep for weeks (learn61's
`stage_of_a_doing`): a thought turned over ("I've been thinking hard about where to settle"),
ideas sought ("brainstorming slogans for my sister's bakery"), extra shifts
covered, or a lot of time put in somewhere. Said with how often, a span or "since", it stays. Every sentence
here is our own, and each refused one was kept before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I've been brainstorming slogans for my sister's bakery.": ["User has a sister."],
}


@pytest.mark.parametrize("said", [
    "I've been thinking hard about where to settle.",
    "I've been wondering about the old lighthouse keepers on our coast.",
    "I've been brainstorming slogans for my sister's bakery.",
    "I've been covering extra shifts at the diner.",
    "I've been picking up extra weekend shifts at the clinic.",
    "I've been spending a lot of time at the allotment.",
])
def test_a_stint_of_the_present_spell_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    ("I spend hours at the allotment every weekend.", ["User spends hours at the allotment every weekend."]),
    ("I've been covering shifts at the diner since March.",
     ["User has been covering shifts at the diner since March."]),
    ("I've been spending every Sunday at the allotment for years.",
     ["User has been spending every Sunday at the allotment for years."]),
])
def test_the_same_doing_said_with_how_often_or_a_span_stays(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
