"""learn30: single past events kept as if lasting. "got" lasts when what was got stays (a job,
a puppy), but one message got ("a call from my old coach", "an email from the gallery", "a no
for the job") is one event; and the one play that won a game ("hit the winning shot") is that
game's, as its score already was (prec12c). The checks read the written entry
(``stands_alone``). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.stands_alone import stands_alone
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize("said", [
    "I got a call from my old coach.",
    "I got an email from the gallery.",
    "I got a rejection from the publisher.",
    "I got a no for the summer job I wanted.",
    "I hit the winning shot in the final.",
    "I hit the last-second shot at the county final.",
])
def test_one_message_or_one_play_is_not_kept(said: str) -> None:
    assert added(said) == []


def test_the_entry_check_tells_a_message_from_what_was_got_and_stays() -> None:
    read = {entry: stands_alone(entry) for entry in (
        "User got a call from their old coach.",
        "User received an email from the gallery.",
        "User hit the game-winning three-pointer.",
        "User got a new job at the library.",
        "User got a puppy.",
        "User got a letter of acceptance from the university.",
        "User gets a letter from their grandma every month.",
        "User got a new card reader for their shop.",
        "User has the highest free throw percentage on their team.",
    )}
    assert [e for e, alone in read.items() if not alone] == [
        "User got a call from their old coach.", "User received an email from the gallery.",
        "User hit the game-winning three-pointer."]


def test_a_gain_beside_a_message_is_kept_alone() -> None:
    assert added("I got a puppy.", "I got a text from my neighbour.") == ["User got a puppy."]
