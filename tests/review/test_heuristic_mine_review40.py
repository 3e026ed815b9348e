"""review40: the speaker's "mine" in an entry.

"mine" was written "the user's", and the later "their" for the user's things after the subject
made it "their" with nothing after it: "a trio with two cousins of mine" was kept as "… two
cousins of their.", "I still wear mine every day." as "User still wears their every day.", and
the pit ("a coal mine") as "a coal their". A possessive standing alone is "theirs"; one that
stands for a thing of the chat names nothing and is not kept; the pit stays a mine. Every
sentence is our own; each row read otherwise at the parent."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person

from .chat_support import added_as_news, added_in_a_developer_session


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said), added_as_news(said)]


def test_one_of_the_users_people_is_written_theirs() -> None:
    for adds in _both("I play bass in a trio with two cousins of mine."):
        assert adds == ["User plays bass in a trio with two cousins of theirs."]


@pytest.mark.parametrize("said", [
    "I still wear mine every day.",
    "I sold mine last spring.",
    "I gave mine to my nephew.",
])
def test_mine_for_a_thing_of_the_chat_names_nothing(said: str) -> None:
    developer, news = _both(said)
    # learn109: told as news, the nephew named with "my" is had (mine_in_passing); the "mine"
    # names nothing in either reading
    assert news == (["User has a nephew."] if said == "I gave mine to my nephew." else []), news
    assert developer == [], developer


@pytest.mark.parametrize(("said", "kept"), [
    ("I work in a coal mine.", "User works in a coal mine."),
    ("I visited an old silver mine in Nevada.", "User visited an old silver mine in Nevada."),
    ("My grandfather ran a gold mine in Ontario.", "User's grandfather ran a gold mine in Ontario."),
])
def test_the_pit_is_a_mine(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]


@pytest.mark.parametrize(("said", "written"), [
    ("My sister borrowed mine.", "the user's sister borrowed theirs."),
    ("Mine is the blue one.", "the user's is the blue one."),
    ("That house is mine.", "That house is theirs."),
])
def test_third_person_of_mine(said: str, written: str) -> None:
    assert third_person(said) == written
