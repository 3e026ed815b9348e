"""learn66 (issue 31): two things a clause names from outside itself.

A relative's closing "one" stands for a thing said with "a/an" earlier in the same sentence
("a ramp for neighbours who need one"): the relative says whom the thing is for and is kept
(it was cut, "… for neighbours.", or the clause gave nothing, "one" read as a pointer). With no
such thing before, "one" names nothing and the relative is cut as before.

"That <N> reminds me to …" said right after thanking the friend points at what the friend
showed or said: the device is the friend's, and "User has a <N> that reminds them …" was a
wrong fact. "This <N>" (the speaker's near thing) stays the user's, and so does "that <N>" when
the friend's turn was about the user's own thing or the user says they have it (review23 R1).
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time, added_in_turns


@pytest.mark.parametrize(("said", "entry"), [
    ("I build a wheelchair ramp for neighbours who need one.",
     "User builds a wheelchair ramp for neighbours who need one."),
    ("I knit a warm hat every autumn for seniors who lack one.",
     "User knits a warm hat every autumn for seniors who lack one."),
    ("I'm going to set up a website for families who want one.",
     "User plans to set up a website for families who want one."),
])
def test_a_relatives_one_bound_in_its_sentence_is_kept(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


# guard (passes on the parent too): no "a/an <noun>" before whom it is for: cut as before
def test_a_relatives_one_with_nothing_before_is_cut() -> None:
    assert added_at_said_time("I bake for seniors who need one.") == ["User bakes for seniors."]


@pytest.mark.parametrize(("friend", "user"), [
    ("I pinned my aunt's recipe card above the stove.",
     "Cheers! That card reminds me to cook from scratch more often."),
    ("Check out this lantern from my trip.", "Thank you! That lantern always reminds me to stay curious."),
    # review23 R7 (its own lines): a "your" of an encouragement beside the friend's own thing
    ("Look at this mural I passed today, hope it brightens your day!", "Thanks! That mural reminds me to slow down."),
    ("Here's a photo of a banner at my gym. Keep your chin up!", "Thank you! That banner reminds me to keep fighting."),
    ("Saw this quote on my walk and thought of your exams.", "Thanks! That quote reminds me to stay calm."),
])
def test_that_device_after_thanks_is_the_friends(friend: str, user: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == []


# review23 R1: the friend's turn was about the user's own thing, or the user says they have it:
# "that <N>" after thanks is still the user's (these pass on the parent too: guards)
@pytest.mark.parametrize(("friend", "user", "entry"), [
    ("Love your new bike!", "Thanks! That bike reminds me to ride every weekend.",
     "User has a bike that reminds them to ride every weekend."),
    ("Is that a vase you made?", "Thanks for noticing! That vase reminds me to keep practising.",
     "User has a vase that reminds them to keep practising."),
    ("What a lovely scarf!", "Thanks! That scarf reminds me to be patient.",
     "User has a scarf that reminds them to be patient."),
    ("Wow, nice!", "Thanks, I knitted it myself. That scarf reminds me to be patient.",
     "User has a scarf that reminds them to be patient."),
])
def test_that_device_after_thanks_for_the_users_own_thing_stays(friend: str, user: str, entry: str) -> None:
    assert entry in added_in_turns(("assistant", friend), ("user", user))


# guard (passes on the parent too): "this <N>" after thanks stays the user's own thing
def test_this_device_after_thanks_stays_the_users() -> None:
    assert added_in_turns(("assistant", "Keep at it!"),
                          ("user", "Thanks! This compass reminds me to keep exploring.")) \
        == ["User has a compass that reminds them to keep exploring."]
