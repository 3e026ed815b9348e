"""Session 42 (review44): two readings of a belief.

A belief in the past perfect ("I had always assumed the bridge was older than the castle")
was held before and is given up; "had thought" and "always thought" were read as such
(topic_talk's verbs of knowing), but "had always thought" and "had assumed" were kept as
the user's view. And the past of believing, assuming or fearing ends in "-ed" as an act
does, so its "that" was written as a story's "a": "I have always believed that family
comes first." was "User has always believed a family comes first.". Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize("text", [
    "I had always assumed the bridge was older than the castle.",
    "I had always thought the ferry was free on Sundays.",
    "I had believed the museum was free.",
])
def test_a_belief_held_before_is_no_view_of_now(text: str) -> None:
    assert added_as_news(text) == []


@pytest.mark.parametrize(("text", "kept"), [
    ("I have always believed that family comes first.", "User has always believed that family comes first."),
    ("I believe that honesty matters most.", "User believes that honesty matters most."),
])
def test_that_after_a_verb_of_believing_stays_that(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)


def test_a_storys_that_after_an_act_is_still_written_a() -> None:
    # the story's "that" after an act stays "a" (learn23): the twin the rewrite was made for
    assert added_as_news("I adopted that scruffy terrier from the shelter.") \
        == ["User adopted a scruffy terrier from the shelter."]
