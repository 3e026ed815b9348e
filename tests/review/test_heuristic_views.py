"""learn19: a view the user frames as their own ("It's important to me that …", "I've learned
that … matters", "it made me realise the value of …", "… remind me how vital … is") is kept; a general statement of value without that frame ("Balance is key.") is a
courtesy to the friend far more often than a stance, and is not (docs/rounds/review-rounds.md, "Views and
values", measured on LoCoMo's dev half). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.views import held_view
from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("It's important to me that my nephews learn to swim.",
     ["User believes it is important that their nephews learn to swim."]),
    ("It's really important to me to keep my promises, and I try hard.",
     ["User believes it is important to keep their promises."]),
    ("I've learned that sleep is essential for my climbing.",
     ["User has learned that sleep is essential for their climbing."]),
    ("After the marathon, it made me realise the importance of pacing and rest.",
     ["User realized the importance of pacing and rest."]),
    ("The flood made me realise how vital it is to check on neighbours.",
     ["User realized how vital it is to check on neighbours."]),
    ("Those nights always remind me how much honesty and patience matter.",
     ["User believes honesty and patience matter."]),
    ("Long walks remind me of how important small pleasures are.",
     ["User believes small pleasures are important."]),
])
def test_a_view_framed_as_the_users_own_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    # a general statement of value, without the speaker's frame: mostly a courtesy
    "Balance is key!",
    "Evenings with cousins are so vital.",
    "Yep, staying patient is key for any gardener.",
    "It's important to stay positive.",
    # a reaction to the moment or a thing of the chat
    "That sounds so important.",
    "It was amazing.",
    "The storm made me realise how crucial the new bridge is.",
    # the listener, the pair, a pointer or another person in what is valued
    "It's important to me that you get some rest.",
    "The trip made me realise the value of our friendship.",
    "These photos remind me how important they are.",
    "I've learned that Jo's advice matters.",
    # a question
    "Is it important to you to win?",
])
def test_what_is_not_a_framed_view_gives_nothing(said: str) -> None:
    assert held_view(said) is None


def test_a_framed_view_in_reply_to_the_friends_news() -> None:
    # the view is read with the user's turn, whatever the friend said before
    assert added_in_turns(("assistant", "I finally finished the quilt for my aunt!"),
                          ("user", "Wow, congrats! Projects like that remind me how important "
                                   "patience is.")) == ["User believes patience is important."]


def test_only_between_people() -> None:
    # in a developer's session the same words are about the work: nothing is read as a view
    from reverie.review.providers.heuristic.extract import _message_candidates
    assert _message_candidates(["It's important to me that the tests stay fast."]) == []
    assert [c.content for c in _message_candidates(
        ["It's important to me that the tests stay fast."], between_people=True)] == \
        ["User believes it is important that the tests stay fast."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I firmly believe in public libraries and free concerts.",
     ["User believes in public libraries and free concerts."]),
    # "can" in a view of something general is what such things can do, not a chance this week
    ("I believe that small acts of kindness can change someone's whole week.",
     ["User believes that small acts of kindness can change someone's whole week."]),
])
def test_a_belief_in_something_general_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    "I believe in you!",
    "I believe in us, always.",
    "I think I can finish the shelf this weekend.",   # the week's chance, not a view
    "I believe that we can win on Sunday.",
])
def test_a_belief_in_the_listener_or_a_chance_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Sleep is essential for a night nurse, so I keep my days off quiet.",
     ["User believes that sleep is essential for a night nurse."]),
    ("Friends are so important - even though mine live far away, I call them weekly.",
     ["User believes that friends are important."]),
    ("Clear rules are key in a classroom, and I post mine on the wall.",
     ["User believes that clear rules are key in a classroom."]),
])
def test_a_general_value_tied_to_the_users_own_clause_is_kept(said: str, kept: list[str]) -> None:
    assert held_view(said) == kept[0]


@pytest.mark.parametrize("said", [
    "Sleep is essential, and I'll remember that!",             # a promise to the friend
    "Friends are so important, and I'm glad you have yours.",  # the clause is about the friend
    "Patience is key, so keep at it!",                        # advice, no clause of the user's
    "This trip is worth it, so I booked it.",                 # a thing of the chat
])
def test_a_general_value_without_the_users_own_clause_gives_nothing(said: str) -> None:
    assert held_view(said) is None


# review9 F6: the view's object is written as the disclosure layer writes a clause, without
# the spoken aside or the word that only says when or how it was said
@pytest.mark.parametrize(("said", "kept"), [
    ("I believe in second chances, to be honest.", "User believes in second chances."),
    ("I really believe in slow travel, lol.", "User believes in slow travel."),
    ("I believe in handwritten letters these days.", "User believes in handwritten letters."),
])
def test_a_views_object_keeps_no_spoken_aside(said: str, kept: str) -> None:
    assert held_view(said) == kept


# review9 F10: a view names no other person and no time relative to now; said of a named
# person or a coming or past date it is a wish about an event, not a lasting view
@pytest.mark.parametrize("said", [
    "It's important to me that Priya wins the chess final.",
    "It's really important to me that the recital goes well next Friday.",
    "It's important to me that the renovation is finished by next month.",
    "It's important to me that the dinner went fine last week.",
])
def test_a_wish_about_a_named_person_or_a_date_is_no_view(said: str) -> None:
    assert held_view(said) is None


def test_a_general_belief_may_open_with_a_capital() -> None:
    assert held_view("I believe in Stoicism.") == "User believes in Stoicism."


# review9 F12: the tie is a clause the disclosure layer keeps as lasting, not one act of
# the day, the moment or a mood
@pytest.mark.parametrize("said", [
    "Rest is important, so I skipped the gym on Monday.",
    "Punctuality is key, so I got to the station early today.",
    "Kindness is everything, and I'm feeling a bit low.",
    "Stretching is essential, so I did twenty minutes after the race.",
])
def test_a_value_tied_to_one_act_or_a_mood_gives_nothing(said: str) -> None:
    assert held_view(said) is None


def test_a_value_tied_to_a_habit_is_still_kept() -> None:
    assert held_view("Rest is important, so I never train on Sundays.") \
        == "User believes that rest is important."
