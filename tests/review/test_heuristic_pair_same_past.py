"""learn36 (review14 M5): a first verb whose present and past are one word ("cut", "set",
"put") is present when the verb paired with it after "and" is a present one: "I cut hair and
run a salon." was written "User cut hair and run a salon." (learn33 read it so in a list with
commas only). "quit" and "hurt" before a pair are the past they mostly tell, and the present
verb after them agrees on its own. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "entry"), [
    ("I cut hair and run a salon.", "User cuts hair and runs a salon."),
    ("I set goals and review them every Sunday.", "User sets goals and reviews them every Sunday."),
    ("I quit smoking and run every morning.", "User quit smoking and runs every morning."),
])
def test_a_pair_of_verbs_agrees_as_one_tense(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)
