"""review10 G2: a taste whose object is the user's own place or thing, named by a relative
clause ("I love the city I live in"), gave nothing: the writing step writes the later "I"
as "they" ("… the city they live in"), and the check for a taste of something in the chat
read that "they" as other people's; an entry ending on the relative clause's own
preposition ("… they moved to") was read as cut off. The user's own "they" is told from
the chat's by the user's words. Our own sentences, full heuristic review."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I love the city I live in.", ["User loves the city they live in."]),
        ("I really love the village I grew up in.", ["User loves the village they grew up in."]),
        ("I like the neighbourhood I moved to.", ["User likes the neighbourhood they moved to."]),
        ("I enjoy the college I teach at.", ["User enjoys the college they teach at."]),
        ("I love the allotment I rent.", ["User loves the allotment they rent."]),
        # a "they" of the user's own beside the taste does not stand for the user's "I"
        (
            "I love the village I grew up in, they have a lovely market.",
            ["User loves the village they grew up in."],
        ),
    ],
)
def test_a_taste_of_the_users_own_place_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        # "they" the user said is other people: what they play is the chat's
        "I love the songs they play.",
        "I love the songs they play, I play them all the time.",
        "I like the way they cook.",
    ],
)
def test_a_taste_of_what_others_do_still_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


# learn21: a "we" inside the taste's object was written "the team" by a row ("User loves the
# house the team bought."); between people "we" is the user with others not named.
# fixlearn11 (review11 H15): dfcc583 dropped the whole fact for it; the inner "we" is written
# "they", as a later "I" is, and the taste of the user's own thing is kept.
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I love the house we bought.", ["User loves the house they bought."]),
        ("I love the dog we adopted last year.", ["User loves the dog they adopted last year."]),
        ("I love the flat we rent.", ["User loves the flat they rent."]),
        ("I like the hymns we sing at church.", ["User likes the hymns they sing at church."]),
        ("I love the garden we've planted.", ["User loves the garden they have planted."]),
    ],
)
def test_a_we_inside_a_taste_between_people_is_they_not_a_team(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


def test_the_households_own_taste_is_still_kept() -> None:
    assert added_as_news("I love our little allotment.") == ["User loves their little allotment."]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # the relative clause's subject is one of the user's people
        ("I like the music my dad listens to.", ["User likes the music their dad listens to."]),
        ("I enjoy the band my brother plays in.", ["User enjoys the band their brother plays in."]),
    ],
)
def test_a_relative_clause_of_the_users_people_ends_on_its_preposition(
    said: str, kept: list[str]
) -> None:
    assert added_as_news(said) == kept
