"""prec22 (issue 31, broken writing; review41's leftover): a taste whose object is two bare
plural things, the second a compound whose first word may be a verb ("I dislike meetings and
work emails"), was written with that word agreed as a second verb ("… and works emails").
It is a list of things and stays as said. A second act with its own time, object or pronoun
after it, a first thing that is no plural, a pair after a verb of doing, and a second word that
is a taste or only a verb ("… and avoid concerts", "… and hate cats") still agree.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I hate long meetings. I hate deadlines and work emails.",
     "User dislikes deadlines and work emails."),
    ("I like libraries and study groups.", "User likes libraries and study groups."),
    ("I love toddlers and play dates.", "User loves toddlers and play dates."),
    ("I really enjoy quizzes and cook books.", "User enjoys quizzes and cook books."),
])
def test_a_taste_of_two_plural_things_keeps_the_compound_as_said(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)


@pytest.mark.parametrize(("said", "written"), [
    ("I like books and read novels every night.", "the user likes books and reads novels every night."),
    ("I love pizza and play games.", "the user loves pizza and plays games."),
    ("I bake bread and ride bikes.", "the user bakes bread and rides bikes."),
    ("I love dogs and walk them daily.", "the user loves dogs and walks them daily."),
    ("I dislike crowds and avoid concerts.", "the user dislikes crowds and avoids concerts."),
    ("I love dogs and hate cats.", "the user loves dogs and hates cats."),
])
def test_a_second_act_still_agrees(said: str, written: str) -> None:
    assert third_person(said) == written


def test_between_friends_the_list_is_kept_as_said_too() -> None:
    assert added_as_news("I like museums and study trips.") == ["User likes museums and study trips."]
