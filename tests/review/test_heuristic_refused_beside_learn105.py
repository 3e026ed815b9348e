"""learn105 (issue 31, recall on MSC's per-turn annotations): the user's own statement, taken
down by a clause beside it that the shape layer refuses, read alone when the whole sentence
keeps nothing (:mod:`reverie.review.providers.heuristic.refused_beside`). Every sentence here
is our own.

1. A second verb phrase of the same subject, hedged after "and" ("and maybe …", "and might …").
2. A reason said with "as" before the speaker's clause ("That's kind of you, as I'm …").
3. A likeness to the listener said last ("…, just like you").
4. Any second verb phrase of the same subject, said by a word that opens one.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.refused_beside import freed
from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


# each kept nothing in either reading before learn105
@pytest.mark.parametrize(("text", "kept"), [
    ("I want to become a nurse and maybe teach first aid at weekends.", "User wants to become a nurse."),
    ("Yea, I want to become a nurse and maybe teach first aid at weekends.", "User wants to become a nurse."),
    ("I'm quite shy and might not enjoy a big party.", "User is quite shy."),
    ("I have a beagle and maybe I'll get a second one.", "User has a beagle."),
    ("My sister is a vet and may be moving to Oslo soon.", "User's sister is a vet."),
])
def test_a_hedged_second_verb_phrase_no_longer_takes_the_first_down(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


def test_a_second_verb_phrase_the_whole_already_keeps_is_read_as_before() -> None:
    # the whole sentence keeps its entry: nothing is read apart
    for said in _both("I love to bake and would love to open a bakery."):
        assert "User loves to bake and would love to open a bakery." in said
        assert "User loves to bake." not in said


@pytest.mark.parametrize("text", [
    "I think so and maybe we can go.",              # a hedge of the moment: the head is no statement
    "I just want to go and maybe nap.",             # a want of the moment
    "I'd love to come and maybe bring a cake.",     # the head is itself a hypothetical
])
def test_a_head_that_is_itself_refused_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


@pytest.mark.parametrize(("text", "kept"), [
    ("That is wonderful, as I have always loved old trains.", "User has always loved old trains."),
    ("That is wonderful as I have always loved old trains.", "User has always loved old trains."),
    ("Kind of you to ask, as I'm trying to learn to swim.", "User is trying to learn to swim."),
    ("It sounds odd as I sleep with the window open all winter.",
     "User sleeps with the window open all winter."),
    ("Some day I may run a cafe as I like to cook for people.", "User likes to cook for people."),
])
def test_a_reason_said_with_as_is_the_users_statement(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "It was raining as I left the house.",          # a simple past after "as": the moment ("while")
    "It isn't as big a garden as I used to have.",   # a comparison
    "She runs as fast as I do.",
    "I go there as often as I can.",
    "I'm a nurse, as I said.",                      # a remark about the chat
    "That sounds fun, as I have nothing planned today.",        # the reason is of the moment
])
def test_an_as_of_a_moment_a_comparison_or_a_remark_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


def test_as_after_the_speakers_own_clause_is_read_whole_as_before() -> None:
    # "as" is "while" here: one entry, kept before learn105 too
    for said in _both("I listen to audiobooks as I drive to work."):
        assert said == ["User listens to audiobooks as they drive to work."]


@pytest.mark.parametrize(("text", "kept"), [
    ("I enjoy long naps after lunch, just like your cat, Tom!", "User enjoys long naps after lunch."),
    ("I never watch football, just like you.", "User never watches football."),
    ("I enjoy long naps after lunch, just like you!", "User enjoys long naps after lunch."),
])
def test_a_likeness_to_the_listener_said_last_leaves_the_statement(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "That's great, just like you said.",            # no statement of the user's before it
    "I love it, just like you!",                    # the statement itself points
])
def test_a_likeness_after_no_statement_of_ones_own_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


@pytest.mark.parametrize(("text", "kept"), [
    ("My rabbit is shy and doesn't like to be held by them.", "User's rabbit is shy."),
    ("My horse is called Juniper and yes she jumps fences with me.", "User's horse is called Juniper."),
    ("I wear a helmet at work and love cycling there.", "User wears a helmet at work."),
])
def test_a_second_verb_phrase_that_points_no_longer_takes_the_first_down(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "I like salt and pepper on that.",              # a noun joined to the object, no verb phrase
    "I love the peace and love theme of that song.",  # "love" a noun here
    "I want to go and get that one.",               # the head is a want of the moment
])
def test_a_second_part_that_is_no_verb_phrase_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


def test_freed_reads_only_its_shapes() -> None:
    assert freed("I play chess and maybe go.") == ["I play chess."]
    assert freed("I play chess and also go.") == ["I play chess."]
    assert freed("I play chess and draughts.") == []    # no verb phrase after "and"
    assert freed("Nice, as I'm a baker.") == ["Nice.", "I'm a baker."]
    assert freed("It's as big as I thought.") == []  # a comparison
    assert freed("I swim, like you.") == ["I swim."]
