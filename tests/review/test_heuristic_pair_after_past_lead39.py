"""Session 39 (lead, review41's leftovers): a present verb after a past one in the same pair
agrees. The user said the base form where the past would have its own ("worked", "rode"), so
it is the present: "I moved to Hull and work at a bakery." was written "… and work at a
bakery.", "I bought a kayak and paddle it to work" "… and paddle it …". "pick" agrees as the
common verbs do ("drives to school and picks up their son"). A verb the same in the past, a
causative's or another person's clause, a clause after "how", an infinitive and a pair of
nouns stay as said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I moved to Hull and work at a bakery.", "User moved to Hull and works at a bakery."),
    ("I bought a bike and ride it to the office every day.", "User bought a bike and rides it to the office every day."),
    ("I started a garden and grow pumpkins.", "User started a garden and grows pumpkins."),
    ("I met my husband at university and live in Cork now.", "User met their husband at university and lives in Cork."),
    ("I drive to school and pick up my daughter after.", "User drives to school and picks up their daughter after."),
])
def test_the_present_after_a_past_agrees(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("I bought plums and pears.", ["User bought plums and pears."]),
    ("I decided to learn the flute and practice daily.", ["User decided to learn the flute and practice daily."]),
    ("I saw how therapy and support groups changed my life.", ["User saw how therapy and support groups changed their life."]),
    ("I watched the kids play and swim.", []),
])
def test_nouns_an_infinitive_or_another_clause_stay_as_said(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
