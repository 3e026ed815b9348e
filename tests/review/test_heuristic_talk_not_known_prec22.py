"""prec22 (issue 31, chat acts): not knowing that only answers the talk keeps nothing: a fact
just heard pointed at as its clause's subject ("I didn't know that started as a joke"), not
knowing of any (a reply of none), not knowing what or who did something. A subject left out
after a sentence about another person is that person's, not the speaker's ("My uncle did that.
Won the county title twice." kept "User won the county title twice."). Their twins stay: not
knowing a field or how to do something, a clause of the user's own, a subject left out after
the speaker's own sentence. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life

from .chat_support import added_in_a_developer_session, added_in_turns


def _users(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User")]


@pytest.mark.parametrize("entry", [
    "User didn't know that started as a joke",
    "User had no idea it was so old",
    "User doesn't know of any left-handed chefs",
    "User doesn't know what broke",
    "User doesn't know who won",
])
def test_not_knowing_that_answers_the_talk_is_talk(entry: str) -> None:
    assert talk_not_life(entry)


@pytest.mark.parametrize("entry", [
    "User doesn't know how to skateboard",
    "User doesn't know much about chemistry",
    "User doesn't know what to do with their old bike",
    "User didn't know anyone in town",
    "User doesn't know what their plans are",
])
def test_not_knowing_of_their_own_or_a_field_is_not(entry: str) -> None:
    assert not talk_not_life(entry)


@pytest.mark.parametrize("said", [
    "Oh wow, I didn't know that started as a joke.",
    "I don't know of any left-handed chefs.",
])
def test_the_reply_keeps_nothing(said: str) -> None:
    assert _users(added_in_turns(("assistant", "The lighthouse tour began as a prank, you know."),
                                 ("user", said))) == []


@pytest.mark.parametrize("said", [
    "My uncle did that. Won the county title twice.",
    "He rowed for Leeds. Won a silver in 2011.",
    "Ada Quill did it. Won the open final.",
])
def test_a_subject_left_out_after_another_person_is_theirs(said: str) -> None:
    assert not any("won" in a for a in _users(added_in_a_developer_session(said)))


@pytest.mark.parametrize(("said", "kept"), [
    ("Lost my job on Friday.", "User lost their job."),
    ("I trained hard all spring. Won the county title in June.", "User won the county title in June."),
    ("My sister is a chef. Moved to Lyon in 2019.", "User's sister is a chef."),
])
def test_a_subject_left_out_of_the_speakers_own_is_as_before(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
