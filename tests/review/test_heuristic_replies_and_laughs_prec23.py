"""prec23 (issue 31, chat replies and broken writing, Topical-Chat's dev half): having no idea
or no clue keeps nothing whatever follows it; knowing or reading that there is something is
the world's; an emphatic "do know," with only an aside after it, and liking to learn a fact
just heard, are replies. A laugh the entry ends on is cut ("… is squash ha."), and one between
two clauses ends the first. An "either" that agrees with the other side is cut off a denial.
An adverb before a past verb ("I actually rowed when I was a teenager") no longer loses the time
of life after it. Their twins stay: no idea how to do something, a clause of the user's own,
"either" of two things, a comparison with its other side not said. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life
from reverie.review.providers.heuristic.well_formed import mended

from .chat_support import added_in_a_developer_session, added_in_turns


def _users(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User")]


@pytest.mark.parametrize("entry", [
    "User has no idea why",
    "User has no idea how the bridge got its name",
    "User had no idea the museum was built by monks",
    "User had no idea that it was once called the Old Mill",
    "User has no idea they don't really know the town",
    "User does know that there was a tram line here once",
    "User learned there are nine bridges in the city",
    "User does know, oddly enough",
    "User did like to learn that the museum took ten years to build",
])
def test_replies_of_the_talk_are_talk(entry: str) -> None:
    assert talk_not_life(entry)


@pytest.mark.parametrize("entry", [
    "User has no idea how to swim",
    "User has no idea what to cook for the party",
    "User had no idea they could sing",
    "User knows there is a bakery near their flat",
    "User knows a lot about sailing",
    "User loves learning new languages",
    "User liked to read that poem as a child",
])
def test_not_knowing_how_to_or_their_own_is_not(entry: str) -> None:
    assert not talk_not_life(entry)


@pytest.mark.parametrize("said", [
    "I have no idea why.",
    "I've no clue lol the sign said nothing more.",
    "I had no idea the old mill was a school once.",
    "I knew there is a bread museum in that town.",
])
def test_the_reply_keeps_nothing(said: str) -> None:
    assert _users(added_in_a_developer_session(said)) == []
    assert _users(added_in_turns(("assistant", "The mill by the river was a school, they say."),
                                 ("user", said))) == []


@pytest.mark.parametrize(("entry", "written"), [
    ("User's favourite sport is squash ha.", "User's favourite sport is squash."),
    ("User had a picnic in the rain ha ha.", "User had a picnic in the rain."),
    ("User is on the fourth book lol so nearly done.", "User is on the fourth book."),
    ("User doesn't own a scooter either.", "User doesn't own a scooter."),
    ("User is not into golf either.", "User is not into golf."),
    ("User never watched the sequel either.", "User never watched the sequel."),
    ("User is not as tall as their brother either.", "User is not as tall as their brother."),
])
def test_a_laugh_or_an_agreeing_either_is_cut(entry: str, written: str) -> None:
    assert mended(entry) == written


@pytest.mark.parametrize("entry", [
    "User doesn't like either.",            # either of two things: nothing to cut
    "User was never as into comics either.",  # the comparison's other side is the friend's
    "User likes Ha Long Bay.",
    "User lives near Ha.",
])
def test_their_twins_are_left_as_written(entry: str) -> None:
    assert mended(entry) == entry


def test_the_agreeing_either_is_cut_from_the_kept_entry() -> None:
    assert _users(added_in_a_developer_session("I don't own a scooter either!")) == ["User doesn't own a scooter."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I actually rowed when I was a teenager.", "User rowed as a teenager."),
    ("I mostly painted landscapes when I was a teenager.", "User mostly painted landscapes as a teenager."),
])
def test_an_adverb_before_a_past_keeps_its_time_of_life(said: str, kept: str) -> None:
    assert kept in _users(added_in_a_developer_session(said))


@pytest.mark.parametrize("said", [
    "I know very little about the sport.",
    "I mostly enjoy hearing the band!",
    "My sister was keen on the movie.",
])
def test_the_one_work_or_sport_of_the_talk_names_nothing(said: str) -> None:
    assert _users(added_in_a_developer_session(said)) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I love the movie Vertigo.", "User loves the movie Vertigo."),
    ("I like to go to the movies.", "User likes to go to the movies."),
    ("I like the lead actor as much as the film itself.", "User likes the lead actor as much as the film itself."),
    ("I play in the band at church.", "User plays in the band at church."),
])
def test_a_work_named_or_an_outing_stays(said: str, kept: str) -> None:
    assert _users(added_in_a_developer_session(said)) == [kept]
