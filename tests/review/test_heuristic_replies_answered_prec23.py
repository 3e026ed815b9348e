"""prec23 (issue 31, chat replies, Topical-Chat's dev half), the second step: not knowing until
the other side said it ("I didn't know before.", "I knew as of Monday."), "didn't know that
either" with whatever the reply ran on to, the answer's "I did" with only a time after it, and
"Never … either." (the speaker's own "(I've) never …" agreeing with the other side, which was
kept as a rule for the assistant) keep nothing. Their twins stay: a rule for the assistant
said with "never", a habit said with "I do", not knowing a field. A fact of the talk known or
just learned is the talk's whatever word of value it holds (a past, a name, a ranking, or
learned just now); only a lesson the user holds now stays ("has learned that patience is
key"). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize("said", [
    "I didn't know before.",
    "I knew as of Monday.",
    "I didn't know that either, like how the ferry got its odd name.",
    "I did back at uni, never since.",
    "Never read that saga either.",
])
def test_the_reply_keeps_nothing(said: str) -> None:
    assert added_in_a_developer_session(said) == []
    assert added_in_turns(("assistant", "I never read the saga myself, it's huge."), ("user", said)) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Never read the config file.", "The assistant should never read the config file."),
    ("Never use tabs in this repo.", "The assistant should never use tabs in this repo."),
    ("I do swim twice a week.", "User does swim twice a week."),
    ("I don't know much about rugby.", "User doesn't know much about rugby."),
])
def test_their_twins_stay(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


@pytest.mark.parametrize("entry", [
    "User learned a penalty kick is worth one point",
    "User knew the goalkeeper was an important player for the club",
    "User knows that drummers are more important to a band",
    "User knows that Mia Lind is one of the great sprinters",
    "User learned that the corner shop will match the best price in town",
    "User knows that Relay races can't end in a tie and must have a winner",
])
def test_a_fact_of_the_talk_with_a_word_of_value_is_talk(entry: str) -> None:
    assert talk_not_life(entry)


@pytest.mark.parametrize("entry", [
    "User has learned that patience is key",
    "User knows that kids need plenty of sleep",
    "User has learned that every garden is different and has its own needs",
    "User has learned that a calm morning is the best start to a day",
])
def test_a_lesson_held_stays(entry: str) -> None:
    assert not talk_not_life(entry)
