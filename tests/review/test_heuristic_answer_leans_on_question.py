"""learn52: a short answer that leans on the friend's closing question (the largest dev class of
whole misses after chat pointers: nothing is said in the answer but the thing itself).

* "How long have you been X?" — "Since I was twelve." / "Since college!" → "… since …";
* "Do you have a / Got any favourite X?" — "Oh, Mary Oliver!" → the favourite X (was "User has
  <it>." by the "any X" reading, as if the thing were owned);
* "Got any projects you're working on?" — "Building a canoe in the garage" → what the
  user is working on.

Our own sentences. A negation, a pointer, a doing where a thing was asked, "too many to count",
an either/or, one thing for two asked, and a doing of the moment still give nothing."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("How long have you been studying cello?", "Since I was nine!",
     "User has been studying cello since they were nine."),
    ("How long have you been rowing?", "Since high school, on and off.",
     "User has been rowing since high school."),
    ("How long have you been baking bread?", "Since 2016.", "User has been baking bread since 2016."),
    ("How long have you been whittling spoons?", "Since age 15, give or take.",
     "User has been whittling spoons since about age 15."),
    ("How long have you been keeping bees?", "Since I was twelve-ish!",
     "User has been keeping bees since they were about twelve."),
    ("Do you have a favourite poet?", "Oh, Wisława Szymborska for sure.",
     "User's favourite poet is Wisława Szymborska."),
    ("Got any favourite films?", "Definitely The Third Man!", "User's favourite film is The Third Man."),
    ("Got any favourite films?", "Casablanca!", "User's favourite film is Casablanca."),   # was "User has …"
    ("Do you have any favorite board games too?", "Ticket to Ride! We play it a lot.",
     "User's favorite board game is Ticket to Ride."),
    ("Do you have any favourite bands?", "Low and Slowdive!", "User's favourite bands are Low and Slowdive."),
    ("Any favourite hobbies?", "Birdwatching at dawn!", "User's favourite hobby is birdwatching at dawn."),
    ("Got any favourite TV shows?", "Severance!", "User's favourite TV show is Severance."),   # initialism kept
    ("Got any projects you're working on?", "Yeah - restoring an old rowing boat in my shed.",
     "User is restoring an old rowing boat in their shed."),
    ("So, what are you working on lately?", "Writing a field guide to our local mosses!",
     "User is writing a field guide to their local mosses."),
])
def test_an_answer_with_the_question_is_kept(question: str, answer: str, kept: str) -> None:
    added = _answered(question, answer)
    assert any(entry == kept or entry.startswith(kept.removesuffix(".") + ",") for entry in added), added
    assert not any(entry.startswith("User was ") for entry in added)   # "Since I was nine" is no age now


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you have any favourite films?", "Too many to count!"),
    ("Do you have any favourite films?", "Watching westerns with my dad."),   # a doing, not a film
    ("Do you have any favourite cheeses?", "Brie or Comté, it depends."),    # which one?
    ("Do you have a favourite band?", "Low and Slowdive!"),    # one asked, two said
    ("Do you have any favourite films?", "This one, for sure."),             # a pointer
    ("Do you have any favourite films?", "Not really."),
    ("Got any favourite spots in town?", "The old harbour!"),           # no one noun asked
    ("Do you have any favourite recipes you can share?", "Lemon drizzle cake!"),
    ("How long have you been rowing?", "Since forever!"),      # no time said
    ("How long have you kept them?", "Since I was nine!"),    # kept what?
    ("What are you working on lately?", "Packing for the trip tomorrow."),   # the moment
    ("What are you working on now?", "Nothing much, just resting."),
    ("Got any projects you're working on?", "Just relaxing."),       # two words: no project
])
def test_what_the_question_does_not_complete_gives_no_wrong_entry(question: str, answer: str) -> None:
    added = _answered(question, answer)
    assert not any(entry.startswith("User has ") and "Casablanca" in entry for entry in added)
    assert not any("favourite" in entry.lower() or "favorite" in entry.lower() for entry in added)
    assert not any(" since " in entry for entry in added)
    assert not any(entry.startswith("User is ") for entry in added)
