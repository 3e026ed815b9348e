"""learn95: a taste said with no first person ("Kneading dough is so relaxing") is the user's
when a later sentence of the same message tells something of their own ("I bake two loaves every
Sunday."), as it is when their news comes first (learn93). The later sentence opens with "I",
says nothing of the listener, and the reader keeps an entry of it. A later "I" of the chat
("I hope your loaf rises", "I bet the river was calm") keeps nothing and grants nothing; another's
sentence after it ("My sister rows …") grants nothing; the refusals of learn93 (the past,
praise with no "always", another's news before it) hold. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure.impersonal_taste import (
    speaks_of_self,
    taste_said_impersonally,
)
from tests.review.chat_support import added_as_news, added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("text", "kept"), [
    # each kept only the later sentence before learn95: the taste came before any "I"
    ("Kneading dough is so relaxing. I bake two loaves every Sunday.",
     "User finds kneading dough relaxing."),
    ("It's always fun to paddle a canoe at dusk! I go out on the lake most weekends.",
     "User enjoys paddling a canoe at dusk."),
    ("Sketching birds is so much fun. I carry a sketchbook everywhere.",
     "User enjoys sketching birds."),
])
def test_a_taste_before_the_users_own_news_is_theirs(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_the_answer_to_a_friends_question() -> None:
    added = added_in_turns(("assistant", "Do you still do pottery?"),
                           ("user", "Throwing pots is so calming! I go to the studio twice a week."))
    assert "User finds throwing pots calming." in added


def test_said_to_the_assistant() -> None:
    added = added_in_a_developer_session("Gardening is so rewarding. I grow my own tomatoes.")
    assert "User finds gardening rewarding." in added


@pytest.mark.parametrize(("question", "answer"), [
    # a later "I" that speaks to the friend: the friend's doing restated, as after "Nice work!"
    ("I started baking bread.", "Baking bread is so much fun! I hope your first loaf rises well."),
    # a later "I" of the chat that keeps nothing
    ("I went rowing yesterday.", "Rowing is so much fun. I bet the river was calm."),
    # the later sentence is another person's, not the user's
    ("What's new?", "Rowing is so much fun! My sister rows every morning."),
    # the later "I" only wonders: nothing of the user's own is told
    ("What's new?", "Swimming is so relaxing. I wonder if the pool is open."),
])
def test_a_later_sentence_that_tells_nothing_of_the_users_grants_nothing(question: str, answer: str) -> None:
    added = added_in_turns(("assistant", question), ("user", answer))
    assert not any("enjoys" in e or "finds" in e for e in added)


@pytest.mark.parametrize(("text", "kept"), [
    # learn93's refusals hold with the news after: the past is one occasion …
    ("It was such a joy rowing at dusk. I row every weekend.", "User rows every weekend."),
    # … praise with no "always" is the moment's …
    ("Skating is great! I skate every Saturday.", "User skates every Saturday."),
    # … and after another's news the taste is theirs (review42)
    ("My brother took up fishing. Casting at dawn is so relaxing. I go with him sometimes.",
     "User's brother took up fishing."),
])
def test_learn93s_refusals_hold_with_news_after(text: str, kept: str) -> None:
    added = added_as_news(text)
    assert kept in added
    assert not any("enjoys" in e or "finds" in e for e in added)


@pytest.mark.parametrize(("sentence", "speaks"), [
    ("I bake two loaves every Sunday.", True),
    ("And I've kept a journal for years.", True),
    ("I hope your first loaf rises well.", False),          # the listener
    ("My sister rows every morning.", False),  # not the user as the subject
    ("Rowing is fun.", False),
])
def test_speaks_of_self(sentence: str, speaks: bool) -> None:
    assert speaks_of_self(sentence) is speaks


def test_told_later_grants_the_clause() -> None:
    assert taste_said_impersonally("Kneading dough is so relaxing", "") is None
    assert taste_said_impersonally("Kneading dough is so relaxing", "", told_later=True) \
        == "I find kneading dough relaxing"
