"""learn46: present states and routines that gave nothing for a word read as the moment's or
a tail cut too early, each beside its passing twin. Our own sentences.

* "for when I <present>" says what a thing is kept or made for ("a fund for when I retire"):
  the tail stays (it was cut at "when I", leaving "for" hanging), and is no habit's condition
  ("… for whenever they …" was broken writing);
* "we always look forward to our <thing>" is a household's tradition, as "we always spend …";
* "I've been getting into <pursuit>" is a new interest, as "I've gotten into …" was;
* "I'm running for <an office>" / "I'm running a <venture>" lasts ("running" was a script's).
"""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm putting money aside for when I retire.", "User is putting money aside for when they retire."),
    ("I'm collecting picture books for when I have kids.",
     "User is collecting picture books for when they have kids."),
    ("I keep a spare key for when I lock myself out.",
     "User keeps a spare key for when they lock themselves out."),
    ("We always look forward to our autumn trip to the lakes.",
     "User always looks forward to their autumn trip to the lakes."),
    ("I've been getting into birdwatching.", "User has been getting into birdwatching."),
    ("I'm running for city council.", "User is running for city council."),
    ("I'm running a small bakery in the old town.", "User is running a small bakery in the old town."),
    ("Guess what, I'm running for the school board again.", "User is running for the school board."),
])
def test_a_lasting_state_or_routine_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "I bought a tent for when I go camping next week.",   # the week's plan
    "I made soup for when I get home tonight.",           # the moment
    "I'm knitting a scarf for when I visit you.",         # the listener
    "I'm saving it for when I need it.",                  # a pointer
    "We always look forward to seeing you.",              # the listener
    "We always look forward to it.",                      # a pointer
    "I've been getting into it.",                         # a pointer
    "I've been getting better.",                          # how one is doing
    "I'm running late.",                                  # an errand
    "I'm running a bath.",                                # the moment
    "I'm running the kids to school.",                    # an errand
    "I'm running a fever.",                               # a passing state
    "I'm running for the bus.",                           # the moment
])
def test_the_passing_twin_still_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # fix32 (review17 Q21): the pair's own talk as a habit's object is about this chat
    ("We always look forward to our chats.", []),
    ("We really love our weekly calls.", []),
    ("We always enjoy our long talks.", []),
    ("We love our late-night phone calls.", []),
    # a tradition of something else is still kept
    ("We always look forward to our autumn trip to the coast.",
     ["User always looks forward to their autumn trip to the coast."]),
    ("We usually play chess on Fridays.", ["User usually plays chess on Fridays."]),
])
def test_a_we_habit_of_our_own_talks_is_no_fact(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
