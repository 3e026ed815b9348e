"""learn57 (issue 31, broken writing): two faults of the written form.

* A list of verbs after "likes to", "wants to" … shares the "to" of its first member: every
  member is an infinitive and stays bare. It was agreed as if it followed "likes" ("User likes
  to knit, sews and weaves."). A list after a verb whose "to" names a place ("walks to work,
  swims and cycles") still agrees.
* The user's "my" after a role ("I'm the only researcher at my institute") is "their" once "User"
  is the subject; the role row wrote it "the user's" ("… at the user's institute").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_at_said_time, added_in_a_developer_session


@pytest.mark.parametrize(("said", "entry"), [
    ("I love to cook, bake and garden.", "User loves to cook, bake and garden."),
    ("I like to swim, hike and knit on weekends.", "User likes to swim, hike and knit on weekends."),
])
def test_an_infinitive_list_stays_bare(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
    assert added_in_a_developer_session(said) == [entry]


def test_a_wish_of_an_infinitive_list_stays_bare() -> None:
    assert added_at_said_time("I want to travel, write and teach.") == [
        "User wants to travel, write and teach."]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a list after a verb whose "to" is a place agrees, as before
    ("I drive to the gym, swim and cook.", "User drives to the gym, swims and cooks."),
    ("I walk to the office, cook and garden.", "User walks to the office, cooks and gardens."),
])
def test_a_list_after_a_place_still_agrees(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm the only researcher at my institute.", "User is the only researcher at their institute."),
    ("I'm the lead developer on my squad.", "User is the lead developer on their squad."),
    ("I'm a teacher at my old school.", "User is a teacher at their old school."),
])
def test_the_users_my_after_a_role_is_their(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
    assert added_in_a_developer_session(said) == [entry]
