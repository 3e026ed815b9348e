"""learn46: a wish for an undated someday ("I'd love to X someday", "I hope to X one day",
"One day I want to X", "I dream of X-ing one day") is a wish that lasts, kept as said with
its "someday". Without such a time "I'd love to …" stays unread (between friends mostly a
courtesy), and a hedge, the listener, a pointer, a thing never named, a dated plan or "we"
still give nothing. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I'd love to walk the Camino de Santiago someday.",
     "User would love to walk the Camino de Santiago someday."),
    ("I would really love to learn the harp one day.", "User would love to learn the harp one day."),
    ("I'd like to run a little vineyard one day.", "User would like to run a little vineyard one day."),
    ("One day I'd love to see the cherry blossoms in Kyoto.",
     "User would love to see the cherry blossoms in Kyoto one day."),
    ("Someday, I'd love to build my own cabin.", "User would love to build their own cabin someday."),
    ("I want to open a pottery studio someday.", "User wants to open a pottery studio someday."),
    ("Someday I want to cycle across Patagonia.", "User wants to cycle across Patagonia someday."),
    ("I hope to become a paramedic one day.", "User hopes to become a paramedic one day."),
    ("I dream of sailing to the Faroe Islands one day.",
     "User dreams of sailing to the Faroe Islands one day."),
])
def test_a_wish_for_someday_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "Maybe someday I'd love to build my own cabin.",          # a hedge
    "If I ever win the lottery, I'd love to buy a boat someday.",  # a condition
    "I'd love to see it someday.",                             # a pointer
    "I'd love to meet you someday.",                           # the listener
    "I'd love to visit them one day.",                         # a pointer
    "I'd love to try one someday.",                            # a pointer
    "I'd love to come along one day.",                         # along with what?
    "I'd love to go back someday.",                            # back where?
    "I'd love to make a difference someday.",                  # names nothing
    "I'd love to make my dreams come true one day.",           # names nothing
    "I'd love to build my own cabin.",                         # no someday: a courtesy as often
    "I'd love to build my own cabin next summer.",             # a dated plan, no someday
    "We'd love to see the cherry blossoms someday.",           # who "we" are is not said
    "One day I walked to the old cabin.",                      # "one day" of a story
])
def test_what_is_no_lasting_wish_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


def test_a_developer_session_keeps_a_wish_of_a_life_not_one_of_the_work() -> None:
    # learn58: said to the assistant, a someday wish of a life is kept as between people (the
    # agent reading kept no plan at all); one that names the work is still a passing thought
    assert added_in_a_developer_session("I'd love to learn Haskell someday.") \
        == ["User would love to learn Haskell someday."]
    assert added_in_a_developer_session("I'd love to rewrite the billing module in Haskell someday.") == []
    assert added_in_a_developer_session("I'd love to clean up the deploy scripts someday.") == []
