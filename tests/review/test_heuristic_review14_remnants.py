"""learn36: two of review14's learner remnants. N9: always thinking of one's own who died is
a lasting state, not the hedge "always thinking about <doing>" is ("I'm always thinking about my
late father." gave nothing; of the living it stays the moment's thought, learn30). N5: a taste given up ("… doesn't appeal to me anymore") is a
change that lasts; f8caff9 let nothing but degree follow "to me", so it gave nothing. Our own
sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm thinking about my sister.": ["User has a sister."],
    "I'm always thinking about my little sister.": ["User has a little sister."],
}


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm always thinking about my late grandmother.", "User is always thinking about their late grandmother."),
    ("I'm constantly thinking of my dear departed uncle.", "User is constantly thinking of their dear departed uncle."),
    ("Living by the sea doesn't appeal to me anymore.", "Living by the sea doesn't appeal to the user anymore."),
    ("Opera doesn't speak to me any longer.", "Opera doesn't speak to the user any longer."),
])
def test_a_lasting_state_or_a_taste_given_up_is_kept(said: str, entry: str) -> None:
    assert entry in added_as_news(said), added_as_news(said)


@pytest.mark.parametrize("said", [
    "I'm always thinking about moving to the coast.",
    "I'm always thinking about my next holiday.",
    "I'm thinking about my sister.",
    "I'm always thinking about my little sister.",
])
def test_a_hedge_or_a_passing_thought_is_not(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])
