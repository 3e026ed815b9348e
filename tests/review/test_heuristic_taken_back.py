"""learn56 (issue 31, wrong facts kept):

* "I <do X>, but not anymore" takes back the whole clause before it; the clause step cut the
  taking-back off and kept "User <does X>." It is read as "I no longer <do X>".
* "I've been going to <a place>" goes there; it was read as the plan "going to <do>" and written
  "User plans to go to …".

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I play the bagpipes, but not anymore.", "User no longer plays the bagpipes."),
    ("I swim in the lido, but not any longer.", "User no longer swims in the lido."),
    ("I'm a season-ticket holder, but not anymore.", "User is no longer a season-ticket holder."),
])
def test_a_doing_taken_back_is_no_longer_done(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I've been going to choir practice on Tuesdays since autumn.",
     "User has been going to choir practice on Tuesdays since autumn."),
    ("I've been going to Welsh lessons every Monday.", "User has been going to Welsh lessons every Monday."),
])
def test_having_been_going_somewhere_is_no_plan(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


def test_a_plan_said_with_going_to_is_still_a_plan() -> None:
    # guard (passes on the parent too)
    assert added_at_said_time("I'm going to learn to play the harp.") == ["User plans to learn to play the harp."]
