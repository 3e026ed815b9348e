"""Session 39 (lead, review41's finding on learn90's resolver): a sentence whose subject names a
role, not a thing (someone's pick, "most people's favorite fruit"; another's own, "everyone's
first car"), gives no thing for the next sentence's "it": the role's filler is what "it" stands
for. "<Role> is mango. I hate it." was kept as "User dislikes most people's favorite fruit."
A thing whose owner is named by a capital ("Tom's bike") still resolves. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "Most people's favorite fruit is mango. I hate it.",
    "Everyone's first car is a hatchback. I never liked it.",
])
def test_a_role_is_no_thing_to_point_at(said: str) -> None:
    assert added_as_news(said) == []


def test_a_named_owners_thing_still_resolves() -> None:
    assert added_as_news("Tom's kayak is light. I borrow it sometimes.") == ["User borrows Tom's kayak sometimes."]
