"""learn59 (issue 31, single past events; the sealed v20's "a competition organised once"): the
occasions of a day or a weekend put on once — a contest, an exhibition, a fair, a workshop or
a talk given, a quiz, a rally — are one occasion, as a fundraiser or a tournament put on once
already is (learn40, learn53). A series, a first time, or a group founded last.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I organised a sandcastle competition for the cub scouts.",
    "We held a photography contest at the community centre.",
    "I put on an exhibition of my linocuts at the café.",
    "We organised a craft fair at the primary school.",
    "I held a poetry recital in my garden.",
])
def test_an_occasion_put_on_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): a series, a first time, a group founded
@pytest.mark.parametrize(("said", "entry"), [
    ("I organise an annual sandcastle competition.", "User organises an annual sandcastle competition."),
    ("I organized my first solo exhibition.", "User organized their first solo exhibition."),
    ("I founded a composting club.", "User founded a composting club."),
])
def test_a_series_a_first_or_a_group_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
