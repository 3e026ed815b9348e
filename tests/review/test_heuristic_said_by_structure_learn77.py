"""learn77 (session 26, read on Synthetic-Persona-Chat dev; every sentence here is our own):
said facts no entry held, fixed by class.

* a favourite picked after a taste for many of a kind ("I like all kinds of soup, but my
  favourite is borscht") was a favourite of nothing and lost;
* a pet's name said after a comma ("my dog, Biscuit") was cut as a vocative;
* "I moved here from Chile": "here" pointed, and the place left was lost;
* a relative after the speaker's own noun ("I'm a baker who used to be a pilot") was cut off,
  and one after a person of the speaker's ("a cousin who's a pilot") unless the verb was bare;
* a hedge ("sort of", "kind of", "pretty much") on what the user is was cut out, so the
  entry said more than the user did ("I'm sort of vegan" kept as "User is vegan.");
* precision: "It's nice to meet you" after "My name is Ada" was written as the name, and a
  generated chat's speaker label as a name ("I'm User 1").
"""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("I like all kinds of soup, but my favourite is borscht.",
     ["User likes all kinds of soup.", "User's favourite soup is borscht."]),
    ("I listen to a lot of different genres, but bluegrass is my favorite.",
     ["User listens to a lot of different genres.", "User's favourite genre is bluegrass."]),
    # "lots of different things" names nothing and stays out; the verb names the pick's kind
    ("I bake lots of different things, but my favourite is probably rye bread.",
     ["User's favourite thing to bake is probably rye bread."]),   # the hedge stays (fixlearn13)
    ("I play a variety of board games, but my favorites are chess and go.",
     ["User plays a variety of board games.", "User's favourite board games are chess and go."]),
])
def test_a_favourite_after_a_taste_for_many_of_a_kind_names_the_kind(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", [
    "I like all kinds of things, but my favourite is the sea.",        # "things" of no verb: no kind
    "I read lots of novels, but my favourite is the one you gave me.",  # the pick points
    "I have lots of good memories, but my favourite is the time we sailed to Crete.",  # one time
    "I like my job, but my favourite is the weekend.",                  # no taste for many
])
def test_a_pick_with_no_kind_or_no_thing_named_stays_out(said: str) -> None:
    assert not [e for e in added_in_a_developer_session(said) if "favourite" in e]


@pytest.mark.parametrize(("said", "kept"), [
    ("I like to go running with my dog, Biscuit.", ["User likes to go running with their dog, Biscuit."]),
    ("I love to read and play with my parrot, Kiwi.", ["User loves to read and play with their parrot, Kiwi."]),
    # after a person, the name is as often the friend addressed: cut as before
    ("I like to go running with my brother, Sam.", ["User likes to go running with their brother."]),
])
def test_a_pets_name_after_a_comma_is_kept(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I just moved here from Chile.", ["User moved from Chile."]),
    ("I came here from Norway.", ["User came from Norway."]),
])
def test_moved_here_from_a_place_keeps_the_place_left(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", ["I just moved here.", "I moved here from the coast."])
def test_moved_here_alone_or_from_a_place_not_named_still_points(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a baker who used to be a pilot.", ["User is a baker.", "User used to be a pilot."]),
    ("I'm a retired nurse who volunteers at the library.",
     ["User is a retired nurse.", "User volunteers at the library."]),
    ("I'm a plumber who was born in Lima.", ["User is a plumber.", "User was born in Lima."]),
])
def test_a_relative_after_the_speakers_own_noun_is_the_speakers(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


def test_a_relative_after_a_noun_of_others_is_not_the_speakers() -> None:
    assert added_in_a_developer_session("I'm a big fan of painters who work outdoors.") == [
        "User is a big fan of painters."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a cousin who's a pilot.", ["User has a cousin who is a pilot."]),
    ("I have a best friend who lives across the street.",
     ["User has a best friend who lives across the street."]),
])
def test_a_person_of_the_speakers_keeps_who_they_are(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


def test_a_relative_about_the_listener_leaves_the_person_alone() -> None:
    assert added_as_news("I have two nieces who are your age.") == ["User has two nieces."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm sort of vegan.", ["User is sort of vegan."]),
    ("I'm kinda a night owl.", ["User is kind of a night owl."]),
    ("I'm pretty much a morning person.", ["User is pretty much a morning person."]),
    # before a verb it only softens how it was said (learn30, learn40): cut as before
    ("I kinda like opera.", ["User likes opera."]),
])
def test_a_hedge_on_what_the_user_is_stays_with_it(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


def test_nice_to_meet_you_is_said_to_the_listener_not_of_the_name() -> None:
    assert added_in_turns(("assistant", "Hi! I'm Jo. What's your name?"),
                          ("user", "Hello! My name is Ada. It's nice to meet you!")) == ["User's name is Ada."]


@pytest.mark.parametrize("said", ["Hi, I'm User 1.", "My name is user 2."])
def test_a_speakers_label_is_no_name(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I see my grandmother every Sunday.", ["User sees their grandmother every Sunday."]),
    ("I see a folk band in concert every summer.", ["User sees a folk band in concert every summer."]),
])
def test_seeing_someone_again_and_again_is_a_habit_not_i_see(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", ["I see what you mean.", "I see, that makes sense."])
def test_i_see_alone_is_still_small_talk(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm afraid of wasps.", ["User is afraid of wasps."]),
    ("I'm scared of thunderstorms.", ["User is scared of thunderstorms."]),
])
def test_a_fear_of_a_kind_of_thing_lasts(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", ["I'm afraid I can't come tonight.", "I'm scared of the audition.",
                                  "I'm scared of losing the match.", "I'm afraid of it."])
def test_a_fear_of_now_stays_out(said: str) -> None:
    assert added_in_a_developer_session(said) == []
