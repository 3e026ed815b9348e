"""learn55: a taste said with its reason in the same sentence ("I love X because it …", "I
enjoy X as it …", "I'm into X 'cause …") keeps the reason: it is what the taste is to the user.
The taste row cut at the connective and kept the taste alone; after "as" nothing was kept.

Our own sentences. A reason of the past, a modal, the listener or a pointer is not kept with
the taste (the taste alone stays, as before: guards)."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _added(said: str) -> list[str]:
    return added_in_turns(("assistant", "What do you do to unwind?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I love canoeing because it clears my head of work.",
     "User loves canoeing because it clears their head of work."),
    ("I enjoy whittling as it keeps my hands busy in the evenings.",
     "User enjoys whittling because it keeps their hands busy in the evenings."),
    ("Honestly I adore birdwatching, 'cause the marshes give me such quiet.",
     "User adores birdwatching because the marshes give them such quiet."),
    # (37e1e8c's row said "… for my brain": since 68d1b75 "they" with "my" is not joined, below)
    ("I like crosswords cuz they're a daily workout.",
     "User likes crosswords because they're a daily workout."),
    ("I'm really into bouldering because I get to solve problems with my body.",
     "User is into bouldering because they get to solve problems with their body."),
    ("I love Tuesdays because I have the studio to myself.",
     "User loves Tuesdays because they have the studio to themselves."),
])
def test_a_taste_keeps_its_reason(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("said", "kept"), [
    # guards: the reason is a past event, the listener's, or a pointer's: the taste alone
    ("I love pottery because my aunt taught me once.", "User loves pottery."),
    ("I love Porto because you showed me around.", "User loves Porto."),
    ("I love sailing because it was my first holiday alone.", "User loves sailing."),
])
def test_a_reason_that_does_not_last_is_not_kept(said: str, kept: str) -> None:
    added = _added(said)
    assert kept in added, added
    assert not any("because" in entry for entry in added), added


def test_a_pointer_taste_gives_nothing_with_its_reason() -> None:
    # guard: "it" is the taste's object, named by nothing in the sentence
    assert _added("I love it because it's so calming.") == []


@pytest.mark.parametrize(("said", "kept"), [
    # review19 R3: "as" of time is no reason
    ("I love humming old songs as I garden.", ["User loves humming old songs as they garden."]),
    ("I like walking the pier as it gets light.", []),
    # review19 R4: a reason the entry cannot name alone gives the taste alone, as before
    ("I love my neighbour because she waters my plants.", ["User loves their neighbour."]),
    ("I love my gym because the vibe is good.", ["User loves their gym."]),
    ("I'm into astronomy because it shows me things.", ["User is into astronomy."]),
    # review19 R5: "they" for the things and "them" for the user would read the other way round
    ("I love my nieces because they teach me new slang.", ["User loves their nieces."]),
    ("I like baking because it calms me and my flatmate.", ["User likes baking."]),
    # 37e1e8c's row, kept since 68d1b75 as the taste alone (a guard on the parent)
    ("I like crosswords cuz they're a daily workout for my brain.", ["User likes crosswords."]),
])
def test_a_reason_that_would_say_something_else_is_left_out(said: str, kept: list[str]) -> None:
    assert _added(said) == kept
