"""review13 M18: a standing reminder is read as a maxim the user lives by ("My tattoo reminds
me to stay strong" -> "User reminds themselves to stay strong", learn26). A reminder from the
listener or from people is what they do ("You remind me to …", "My sisters remind me to …"),
a bare pointer's is a passing thought, and an errand ("… to ring my aunt") is said once: none
is the user's maxim. Our own sentences."""

from __future__ import annotations

import re

import pytest

from tests.review.chat_support import added_as_news as _kept


@pytest.mark.parametrize("said", [
    "You remind me to stay calm.",
    "My sisters remind me to stay calm.",
    "That old tune reminds me to ring my aunt.",
    "That reminds me to stay calm.",
])
def test_no_maxim_of_the_users_own(said: str) -> None:
    assert not any(re.search(r"reminds themselves|remind(?:s)? the user to", entry) for entry in _kept(said)), _kept(said)


def test_the_users_own_reminder_is_still_a_maxim() -> None:
    assert _kept("My tattoo reminds me to breathe slowly.") \
        == ["User's tattoo reminds the user to breathe slowly."]
