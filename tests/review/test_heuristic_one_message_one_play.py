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


# review14 N17: a message that carries a lasting outcome keeps the outcome, and the play that
# won a title is kept with the title.
@pytest.mark.parametrize(("said", "kept"), [
    ("I got an email from the college saying I had been admitted.",
     "User got an email from the college saying they had been admitted."),
    ("I got a call from my manager telling me I was made partner.",
     "User got a call from their manager telling them they were made partner."),
    ("I got a letter from the judge granting me full custody of my son.",
     "User got a letter from the judge granting them full custody of their son."),
    ("I got a yes from the literary agent for my poetry book!",
     "User got a yes from the literary agent for their poetry book."),
    ("I hit the winning shot to win the state title.",
     "User hit the winning shot to win the state title."),
])
def test_a_message_with_a_lasting_outcome_or_a_title_won_is_kept(said: str, kept: str) -> None:
    assert added(said) == [kept]
