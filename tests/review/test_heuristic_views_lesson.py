"""learn26: a view framed as a lesson an experience gave the speaker (an event that reminded,
showed or taught the speaker how vital it is to do something, or the importance of something, or
that something is key), one after "I've learned that it's …", and a framed view said in the
sentence's second clause ("…, but I've learned that …") are the user's own, as "made me
realise" already was (views.py). A lesson about the listener, a pointer, a thing of the
speaker's ("the value of my old bike") or a question gives nothing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.views import held_view
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("The ferry strike reminded me how essential it is to plan ahead.",
     "User believes it is essential to plan ahead."),
    ("Coaching the under-tens has shown me how vital it is to listen.",
     "User believes it is vital to listen."),
    ("Losing that match taught me how crucial it is to warm up properly.",
     "User believes it is crucial to warm up properly."),
    ("Sharing a flat reminds me it's essential to set boundaries.",
     "User believes it is essential to set boundaries."),
    ("My grandfather taught me the importance of thrift and hard work.",
     "User has learned the importance of thrift and hard work."),
    ("Those winters reminded me of the value of good neighbours.",
     "User believes in the value of good neighbours."),
    ("Sailing taught me that patience is key.", "User has learned that patience is key."),
    ("I've realised that it's important to say no sometimes.",
     "User believes it is important to say no sometimes."),
    ("I used to be scared of every deadline, but I've learned that sleep is the most important thing.",
     "User has learned that sleep is the most important thing."),
])
def test_a_lesson_framed_as_the_users_own_is_kept(said: str, kept: str) -> None:
    assert held_view(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("The ferry strike reminded me how essential it is to plan ahead.",
     "User believes it is essential to plan ahead."),
    ("I was nervous at first, but I've since learned that quiet evenings are the most important "
     "thing.", "User has learned that quiet evenings are the most important thing."),
])
def test_it_is_added_in_a_chat(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


@pytest.mark.parametrize("said", [
    "The trip reminded me how essential it is to call you.",          # the listener
    "It showed me the value of my old bike.",                   # a thing's worth, no view
    "These photos remind me how important they are.",           # a pointer
    "Can you remind me how important it is to stretch?",        # a question
    "My coach showed me that the new drill is essential.",      # a thing of the chat
    "It reminded me of the trip we took.",                      # a memory, no value
    "I was tired, but I learned that the shop opens at nine.",  # no value in it
])
def test_what_is_no_lesson_of_value_gives_nothing(said: str) -> None:
    assert held_view(said) is None


# learn26: what something keeps reminding the speaker to do is a maxim they live by
@pytest.mark.parametrize(("said", "kept"), [
    ("Watching the tide always reminds me to slow my pace.", "Watching the tide always reminds the user to slow their pace."),
    ("The postcard on my fridge is a daily reminder to stay curious.",
     "The postcard on their fridge reminds the user to stay curious."),
])
def test_a_standing_reminder_is_a_maxim_kept(said: str, kept: str) -> None:
    assert held_view(said) == kept


@pytest.mark.parametrize("said", [
    "It reminded me to call the plumber.",              # a past reminder: one errand
    "Remind me to water the plants.",                   # a request
    "This note is a reminder to buy milk today.",       # the moment
    "Your message reminds me to answer you.",           # the listener
    "Can you remind me to stretch?",                    # a question
])
def test_a_reminder_of_the_moment_or_to_the_listener_is_no_maxim(said: str) -> None:
    assert held_view(said) is None
