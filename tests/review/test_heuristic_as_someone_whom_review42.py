"""Session 40 (review42, on the lead's 75556175): "As someone who <verb> …, I …" keeps the frame
as the user's own clause, but a relative whose subject is someone else is no verb of the user's:
"As someone who people often ignore, I speak up more now." was kept "User peoples often
ignore.", and "As someone who everyone calls lazy, I work hard." "User everyones calls lazy.".
Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "As someone who people often ignore, I speak up more now.",
    "As someone who everyone calls lazy, I work hard.",
])
def test_someone_else_in_the_frame_is_no_verb_of_the_users(said: str) -> None:
    assert not any("peoples" in entry or "everyones" in entry for entry in added_as_news(said))


def test_the_users_own_frame_is_still_kept() -> None:
    assert "User has two kids." in added_as_news("As someone who has two kids, I rarely sleep in.")
