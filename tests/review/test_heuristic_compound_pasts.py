"""learn59 (issue 31, single past events): an irregular past inside a compound verb — after a
prefix ("overslept", "rewrote") or after the noun the verb is made on ("babysat", "housesat")
— is the past act its last part is. It was read as no act at all: one evening's babysitting
was kept between people, and written as a present ("User babysats …").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time, added_in_a_developer_session

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I outran my little brother on the beach.": ["User has a little brother."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I housesat for my uncle over the long weekend.": ["User has an uncle."],
}


# between people, one evening's act gives nothing, as "I walked my neighbour's dog" does
@pytest.mark.parametrize("said", [
    "I babysat my goddaughter on Friday night.",
    "I housesat for my uncle over the long weekend.",
    "I overslept and missed the ferry.",
    "I outran my little brother on the beach.",
])
def test_a_compound_past_told_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == HAD_IN_PASSING.get(said, [])


# said to the assistant the act is kept as said (the agent-side reading keeps past acts), and
# is written as the past it is
def test_a_compound_past_is_written_as_a_past() -> None:
    assert added_in_a_developer_session("I petsat two greyhounds for a neighbour.") \
        == ["User petsat two greyhounds for a neighbour."]


# guards (pass on the parent too): a habit of the same doing, and a span, stay
@pytest.mark.parametrize(("said", "entry"), [
    ("I babysit my goddaughter every Thursday.", "User babysits their goddaughter every Thursday."),
    ("I have housesat for the Okafors for years.", "User has housesat for the Okafors for years."),
])
def test_a_habit_of_the_doing_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
