"""learn29: an object pronoun (him, her, them, it) in the user's own clause read as the one
thing or person of the user's named earlier in the same message ("I got a puppy last month.
I walk him every morning."). Zero or two candidates that fit, someone else's, a gift, a wish,
a pronoun of the same kind said before, a possessive "her" and "it" in a set phrase leave it
unread, as before. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.objects import owned_object
from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    ("I got a puppy last month. I walk him every morning.", "User walks their puppy every morning."),
    ("My sister plays cello; I love listening to her.", "User loves listening to their sister."),
    ("I have a kayak. I take it out every weekend.", "User takes their kayak out every weekend."),
    ("My grandma lives in Leeds. I visit her every Sunday.", "User visits their grandma every Sunday."),
    ("I have two cats. I feed them twice a day.", "User feeds their two cats twice a day."),
    ("We adopted a rescue dog named Biscuit. I take him hiking on weekends.",
     "User takes their rescue dog Biscuit hiking on weekends."),
    ("My daughter Mia is six. I read to her every night.", "User reads to their daughter Mia every night."),
    ("I have a cat called Luna. I brush her every night.", "User brushes their cat Luna every night."),
    ("My parents live in Spain. I call them every week.", "User calls their parents every week."),
    ("Our garden is huge. I mow it every weekend.", "User mows their garden every weekend."),
    # a greeting's name is the listener's, not a second candidate
    ("Thanks Mel! My nephew is nine. I teach him chess on Saturdays.",
     "User teaches their nephew chess on Saturdays."),
])
def test_the_users_one_thing_or_person_is_meant(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


# Each refused sentence beside its twin with one candidate, which is read: the refusal is the
# reading's, not a reading that never happens.
@pytest.mark.parametrize(("text", "twin", "kept"), [
    # two that fit: the sister and the mum, the puppy and the kitten, the mum and her cat
    ("My sister and my mum live nearby. I visit her every week.",
     "My sister lives nearby. I visit her every week.", "User visits their sister every week."),
    ("I got a puppy and a kitten. I walk him every morning.",
     "I got a puppy and a leash. I walk him every morning.", "User walks their puppy every morning."),
    ("My mum has a cat. I love her to bits.",
     "My mum lives in Perth. I love her to bits.", "User loves their mum to bits."),
    # a name that fits as well as the user's one
    ("My sister plays cello with Ana. I love listening to her.",
     "My sister plays cello with a quartet. I love listening to her.",
     "User loves listening to their sister."),
    ("Anna and my sister live nearby. I visit her every week.",
     "My sister lives nearby. I visit her every week.", "User visits their sister every week."),
    # a pronoun of the same kind before: who "her" is is unsure
    ("My sister plays cello. Her friend plays too. I love listening to her.",
     "My sister plays cello. Our piano is out of tune. I love listening to her.",
     "User loves listening to their sister."),
    # someone else's, a gift, a wish: nothing of the user's
    ("Tom's dog is huge. I walk him every morning.",
     "My dog is huge. I walk him every morning.", "User walks their dog every morning."),
    ("I bought a guitar for my son. I tune it every week.",
     "I bought a guitar. I tune it every week.", "User tunes their guitar every week."),
    ("I want a puppy. I walk him every morning.",
     "I have a puppy. I walk him every morning.", "User walks their puppy every morning."),
    # a possessive "her", "it" in a set phrase
    ("My sister plays cello. I love her music.",
     "My sister plays cello. I love her.", "User loves their sister."),
    ("I got a new bike. I take it easy on weekends.",
     "I got a new bike. I take it out on weekends.", "User takes their bike out on weekends."),
])
def test_zero_or_two_candidates_stay_refused(text: str, twin: str, kept: str) -> None:
    assert kept in added_as_news(twin)
    refused = added_as_news(text)
    assert not any(kept.split(" their ")[0] + " their" in entry for entry in refused), refused


@pytest.mark.parametrize(("before", "sentence"), [
    ("My sister and my mum live nearby.", "I see her every week."),
    ("My dog loves the park.", "She loves it."),            # the clause is not the user's
    ("My kids love the beach.", "I take them there, and they swim."),   # "they" as well
    ("My dog is old.", "Do I walk him enough?"),            # a question
    ("", "I walk him every morning."),                      # nothing before
    ("My daughter paints.", "I'd frame her work."),         # someone's work, a hypothetical
])
def test_the_reading_itself_refuses(before: str, sentence: str) -> None:
    assert owned_object(before, sentence) is None


def test_the_rewritten_clause_is_what_the_user_would_have_said() -> None:
    assert owned_object("I got a puppy last month.", "I walk him every morning.") == \
        "I walk my puppy every morning."
    assert owned_object("My sister plays cello", "and I love listening to her.") == \
        "I love listening to my sister."


def test_a_developer_session_is_left_as_it_was() -> None:
    # between people only: in a developer's session "it" is most often the work
    assert not any("their" in e for e in added_in_a_developer_session(
        "I have a staging server. I restart it every night."))
