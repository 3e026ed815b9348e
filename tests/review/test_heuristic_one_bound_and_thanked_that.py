"""learn66 (issue 31): two things a clause names from outside itself.

A relative's closing "one" stands for a thing said with "a/an" earlier in the same sentence
("a ramp for neighbours who need one"): the relative says whom the thing is for and is kept
(it was cut, "… for neighbours.", or the clause gave nothing, "one" read as a pointer). With no
such thing before, "one" names nothing and the relative is cut as before.

"That <N> reminds me to …" said right after thanking the friend points at what the friend
showed or said: the device is the friend's, and "User has a <N> that reminds them …" was a
wrong fact. "This <N>" (the speaker's near thing) stays the user's. Every sentence here is our
own."""

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


@pytest.mark.parametrize("user", [
    "Thanks, Priya! That banner reminds me to breathe between meetings.",
    "Thank you! That quote always reminds me to stay curious.",
])
def test_that_device_after_thanks_is_the_friends(user: str) -> None:
    assert added_in_turns(("assistant", "Look what I passed on my walk today."), ("user", user)) == []


# guard (passes on the parent too): "this <N>" after thanks stays the user's own thing
def test_this_device_after_thanks_stays_the_users() -> None:
    assert added_in_turns(("assistant", "Keep at it!"),
                          ("user", "Thanks! This compass reminds me to keep exploring.")) \
        == ["User has a compass that reminds them to keep exploring."]
