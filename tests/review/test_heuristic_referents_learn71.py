"""learn71 (issue 31; the sealed samples' naming nothing, broken writing and a value filled in
from the other speaker): a written entry names what it is about, carried from the user's own
message, or it is dropped (:mod:`reverie.review.providers.heuristic.referents`); a how-long
question whose object the friend's turn puts in doubt joins no answer (:mod:`.asked`).

Each fault sits beside the twin that must stay. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.capitals import Capitals
from reverie.review.providers.heuristic.referents import with_referent
from reverie.review.providers.heuristic.written_form import written

from .chat_support import added_in_turns

_NEWS = "Tell me your news from this month!"


def _news(said: str) -> list[str]:
    return added_in_turns(("assistant", _NEWS), ("user", said))


@pytest.mark.parametrize("said", [
    "The class helps me relax.",                       # which class?
    "The song always makes me cry.",
    "The album is on repeat for me.",
    "The kids are my world.",                          # whose kids?
    "I love the show so much.",
    "The center has been a big part of my life.",
    "The venue was my favorite spot in town.",
    "I read Dune last month. The book changed my life.",   # a name, but not "the book"'s
    "Do you think I should learn Italian? I've always loved the language.",
    "My husband and I love the farm.",
])
def test_a_bare_definite_the_message_does_not_name_gives_nothing(said: str) -> None:
    assert _news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I started a pottery class. The class helps me relax.",
     ["User started a pottery class.", "The pottery class helps the user relax."]),
    ("I started a tango class with my sister. The class is my happy place.",
     ["User started a tango class with their sister.", "User's happy place is the tango class."]),
    ("I sing in a gospel choir. The choir has been my happy place for years.",
     ["User sings in a gospel choir.", "User's happy place has been the gospel choir for years."]),
])
def test_the_one_phrase_of_the_message_is_carried_into_the_entry(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


# heads English uses with "the" for a kind or a unique thing; a kind said before the head; a
# phrase after it that names it; a head that is a modifier of the next; a place or a party of
# an act, where the act is the fact
@pytest.mark.parametrize(("said", "kept"), [
    ("I left the choir after the spring concert.", ["User left the choir after the spring concert."]),
    ("I help out at the shelter, but only on weekends.", ["User helps out at the shelter only on weekends."]),
    ("I love going to the gym after work.", ["User loves going to the gym after work."]),
    ("I love playing the guitar.", ["User loves playing the guitar."]),
    ("I love the beach in the summer.", ["User loves the beach in the summer."]),
    ("The library is my favorite place.", ["User's favorite place is the library."]),
    ("The animal shelter has become a second home to me.",
     ["The animal shelter has become a second home to the user."]),
    ("The festival in my town is my favorite event.", ["User's favorite event is the festival in their town."]),
    ("I've been teaching the kids at my school to code.",
     ["User has been teaching the kids at their school to code."]),
    ("I've been going to the book club at the library for years.",
     ["User has been going to the book club at the library for years."]),
    ("My husband and I run the bakery on Main Street.", ["User runs the bakery on Main Street with their husband."]),
])
def test_a_definite_that_names_its_kind_or_is_named_stays(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


def test_a_name_doing_something_to_the_user_is_kept_with_its_kind_or_not_at_all() -> None:
    # the friend writes the name inside a sentence: a name, and nothing says what Luna is
    assert added_in_turns(("assistant", "How's Luna these days?"),
                          ("user", "Luna helps me get through tough days.")) == []
    assert _news("I got a kitten named Luna. Luna helps me get through tough days.") == [
        "User got a kitten named Luna.", "User's kitten Luna helps the user get through tough days."]
    # a name with a predicate that says who it is to the user, and a famous name's effect
    assert _news("Pepper is my best friend.") == ["Pepper is the user's best friend."]
    assert _news("LeBron inspires me to work harder.") == ["LeBron inspires the user to work harder."]


@pytest.mark.parametrize(("entry", "said", "kept"), [
    ("Biscuit keeps the user calm.", "My dog Biscuit keeps me calm.", "User's dog Biscuit keeps the user calm."),
    ("Biscuit keeps the user calm.", "Biscuit, my terrier, keeps me calm.",
     "User's terrier Biscuit keeps the user calm."),
    ("Biscuit keeps the user calm.", "Biscuit keeps me calm.", None),
    ("Tiger III makes the user feel strong.", "Tiger III makes me feel strong.", None),
    # the review writes it lower-case inside a sentence: a common word, not a name
    ("Gardening keeps the user calm.", "Gardening keeps me calm.", "Gardening keeps the user calm."),
])
def test_a_name_written_as_a_name(entry: str, said: str, kept: str | None) -> None:
    capitals = Capitals((f"Oh, Biscuit is great. {said}", "I love gardening too."))
    assert with_referent(entry, said, capitals) == kept


def test_an_owner_with_an_occasion_and_nothing_else_names_nothing() -> None:
    capitals = Capitals(())
    assert with_referent("User will always remember their trip.", "", capitals) is None
    assert with_referent("User always looks forward to their family camping trip.", "", capitals) \
        == "User always looks forward to their family camping trip."
    assert with_referent("User loved their trip to Lisbon.", "", capitals) == "User loved their trip to Lisbon."


def test_a_count_for_a_favourite_and_a_game_not_named_give_nothing() -> None:
    assert added_in_turns(("assistant", "Any favourite teas?"), ("user", "Yeah, a couple.")) == []
    assert added_in_turns(("assistant", "Any favourite teas?"), ("user", "Earl Grey, for sure!")) == [
        "User's favourite tea is Earl Grey."]
    assert added_in_turns(("assistant", "Is the pro league tough?"),
                          ("user", "I've been playing professionally for about two years now.")) == []
    assert _news("I play competitively.") == []
    assert _news("I've been playing chess professionally for two years.") == [
        "User has been playing chess professionally for two years."]


@pytest.mark.parametrize(("said", "kept"), [
    ("My brother loves my cooking.", ["User's brother loves the user's cooking."]),
    ("My daughter loves my stories.", ["User's daughter loves the user's stories."]),
    # the user's own subject keeps "their"
    ("I love my garden.", ["User loves their garden."]),
])
def test_their_after_another_persons_subject_is_the_users(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


@pytest.mark.parametrize(("question", "kept"), [
    ("I'd love to hear you practise the fiddle. How long have you been practising the harp?", []),
    ("How long have you been practising the harp?", ["User has been practising the harp for six years."]),
    ("I practise the harp too! How long have you been practising the harp?",
     ["User has been practising the harp for six years."]),
    ("You practise so hard! How long have you been practising the harp?",
     ["User has been practising the harp for six years."]),
])
def test_a_how_long_question_whose_object_is_in_doubt_fills_nothing(question: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", question), ("user", "I've been practising for six years now.")) == kept


# broken writing: a degree's "too" cut as if it were the friend's "me too"; a second sentence
# glued on with a comma
@pytest.mark.parametrize(("said", "kept"), [
    ("I grow way too many zucchinis.", ["User grows way too many zucchinis."]),
    ("I bake way too much bread.", ["User bakes way too much bread."]),
    ("I love jazz too!", ["User loves jazz."]),
    ("I play the sax too and I love it.", ["User plays the sax."]),
])
def test_a_degrees_too_stays_and_the_friends_too_goes(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


@pytest.mark.parametrize(("entry", "kept"), [
    ("User lives in Oslo, the city is so pretty.", "User lives in Oslo."),
    ("User's hip is healing well, the exercises are helping.", "User's hip is healing well."),
    ("User teaches yoga at the rec center, which keeps them calm.",
     "User teaches yoga at the rec center, which keeps them calm."),
    ("User has two dogs, a cat and a parrot.", "User has two dogs, a cat and a parrot."),
    ("User's old car finally died and the garage seems so quiet.", "User's old car finally died."),
    ("User sold the farm and the family moved to town.", "User sold the farm and the family moved to town."),
])
def test_a_sentence_glued_on_with_a_comma_is_cut_off(entry: str, kept: str) -> None:
    assert written(entry) == kept


def test_a_weekend_or_a_day_spent_is_a_recurring_time_not_one_occasion() -> None:
    # review26 R8
    assert added_in_turns(("assistant", "How do you use your free time?"),
                          ("user", "I always spend my weekend hiking in the hills.")) == [
        "User always spends their weekend hiking in the hills."]
    assert with_referent("User takes their day off on Fridays to paint.", "", Capitals(())) \
        == "User takes their day off on Fridays to paint."


def test_a_going_with_only_when_and_with_whom_names_no_place() -> None:
    # the doing named only in the friend's question
    assert added_in_turns(("assistant", "Have you ever tried kayaking?"),
                          ("user", "I go every Saturday with my uncle.")) == []
    assert written("User goes sailing every Saturday with their uncle.") == \
        "User goes sailing every Saturday with their uncle."


def test_the_households_children_are_the_users() -> None:
    assert _news("We have two kids and a very old cat.") == ["User has two kids and a very old cat."]
    assert _news("We have a daughter and a son.") == ["User has a daughter and a son."]
    # a thing the household shares stays the household's
    assert with_referent("User and their family have a cabin by the sea.", "", Capitals(())) == \
        "User and their family have a cabin by the sea."
