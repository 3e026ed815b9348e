"""prec20 (issue 31): the second verb of a pair after "and" agrees with the user when it takes
"to" and a verb after it, however far "and" stands from the first verb, and "am" after "and" is
the user's "is" (:data:`...heuristic.writing._SECOND_BEFORE_TO`, ``_SECOND_AM``). Each row was
written with its bare verb before the change (checked at the parent); sentences our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "written"), [
    ("I'm from Leeds and am a Rhinos fan.", "User is from Leeds and is a Rhinos fan."),
    ("I have a long drive ahead and want to check the tyres first.",
     "User has a long drive ahead and wants to check the tyres first."),
    ("I spend long hours at my desk and want to keep my back healthy.",
     "User spends long hours at their desk and wants to keep their back healthy."),
    ("I have been shelving books at the town library and want to read more widely.",
     "User has been shelving books at the town library and wants to read more widely."),
    ("I have two dogs and need to walk them twice a day.",
     "User has two dogs and needs to walk them twice a day."),
    # review40: "am" after a past first verb, or after a relative of another's, is the user's too
    ("I lost my job and am looking for work.", "User lost their job and is looking for work."),
    ("I grew up in Texas and am now living in Maine.", "User grew up in Texas and is living in Maine."),
    ("I have a friend who is a pilot and am learning to fly.",
     "User has a friend who is a pilot and is learning to fly."),
    # already agreed before: one word between the verbs
    ("I have a bad knee and have to take the lift.", "User has a bad knee and has to take the lift."),
])
def test_a_verb_before_to_agrees_after_and(said: str, written: str) -> None:
    assert written in added_in_a_developer_session(said)


@pytest.mark.parametrize(("said", "written"), [
    # the verb after "and" has a subject of its own: it stays as said
    ("I have a sister who lives abroad and we like to hike together.", "User has a sister who lives abroad."),
    # a noun after "and", no "to" after it: not a verb
    ("I keep a ferret and a fondness for long walks.", "User keeps a ferret and a fondness for long walks."),
])
def test_no_second_verb_of_the_users_is_left_alone(said: str, written: str) -> None:
    adds = added_in_a_developer_session(said)
    assert written in adds, adds
