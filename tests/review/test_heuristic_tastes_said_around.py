"""learn17: a taste said with something around it that is not the fact
(heuristic/disclosure.py, ``_asides_cut`` and ``_FRONT_WORDS``):

* a question after a dash, to the listener or rhetorical ("Batman has always been one of
  my favourites - who doesn't love a detective?"): the statement before it is still said;
* an aside to the listener ("as you can probably tell");
* "a favourite of mine", which is "one of my favourites";
* "that's why I love …": the reason points back, the taste is said outright.

Every sentence here is our own (none is LoCoMo's: ``dev_tools/locomo_overlap.py``)."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("Rowing has always been one of my favourite sports - who doesn't love a calm river?",
     "Rowing has always been one of the user's favourite sports."),
    ("Lemon sorbet is one of my favourites as you can probably tell, but I also adore "
     "plum crumble.",
     "Lemon sorbet is one of the user's favourites."),
    ("Jazz piano has always been a favourite of mine.",
     "Jazz piano has always been one of the user's favourites."),
])
def test_a_favourite_with_an_aside_around_it_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_the_rest_of_a_sentence_with_an_aside_is_still_read() -> None:
    said = ("Lemon sorbet is one of my favourites as you can probably tell, but I also adore "
            "plum crumble.")
    assert "User adores plum crumble." in added_as_news(said)


@pytest.mark.parametrize(("said", "kept"), [
    ("Yeah, that's why I love birdwatching!", "User loves birdwatching."),
    ("That's why I really enjoy sea kayaking - it clears my head.", "User enjoys sea kayaking."),
])
def test_a_taste_after_thats_why_is_kept(said: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", "The marsh near you sounds lovely, Tomas."),
                                  ("user", said))


@pytest.mark.parametrize("said", [
    "The forecast looks grim - did you get any rain?",       # no first person before the dash
    "I'm thinking about learning the cello - any tips?",     # a hypothetical stays one
    "That's why I love them.",                               # the taste still points back
    "Do you have a favourite of mine in mind?",              # a real question
])
def test_a_question_or_a_pointer_still_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []



# A taste joined to what follows from it, or to how the time went, is a clause of its own.
@pytest.mark.parametrize(("said", "kept"), [
    ("I'm passionate about pottery and gardening so mixing them keeps me busy.",
     "User is passionate about pottery and gardening."),
    ("I love being around my cousins and having a lovely time.",
     "User loves being around their cousins."),
])
def test_a_taste_joined_to_a_pointer_or_a_good_time_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_what_follows_from_a_taste_is_still_read_by_itself() -> None:
    # the consequence points ("them"), so it gives nothing of its own; nothing of the
    # good time is kept either
    entries = added_as_news("I love being around my cousins and having a lovely time.")
    assert not any("great time" in entry for entry in entries)
    assert not any("mixing" in entry for entry in
                   added_as_news("I'm passionate about pottery and gardening so mixing them "
                                 "keeps me busy."))


@pytest.mark.parametrize(("said", "kept"), [
    ("Finishing a marathon is my number one goal.",
     "User's number one goal is finishing a marathon."),
    ("My number one hobby is restoring old radios.",
     "User's number one hobby is restoring old radios."),
])
def test_number_one_ranks_and_points_at_nothing(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_a_bare_number_one_still_points() -> None:
    assert added_as_news("It's my number one.") == []
