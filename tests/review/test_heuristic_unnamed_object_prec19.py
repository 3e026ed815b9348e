"""prec19 (issue 31; Topical-Chat's `test_rare.json` dev half, read by nobody before): entries
whose object the talk named and the entry does not (:mod:`...heuristic.unnamed_object`): the
talk's thing by a general head ("all the films", "the last one"), a quantifier with a general
head ("several big teams"), a pointer for the whole object ("… bored of it after a while"),
playing or being a fan with nothing played or followed.

Each sentence is our own; each refused one was kept before the change (checked at the parent).
What names its thing, a kind or the user's own, stays."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.topic_talk import talk_not_life
from reverie.review.providers.heuristic.unnamed_object import names_nothing
from reverie.review.providers.heuristic.well_formed import broken, mended

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: with no names exchanged, and after the other asks."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "Oh I have watched all the films.",
    "I've seen bits of a few.",
    "I have not seen that show in ages.",
    "I get bored of it after a while.",
    "I picked up that record when it came out.",
    "I don't play.",
    "I used to play.",
    "I've never played.",
    "I started playing at nine.",
    "Honestly I never was much of a fan.",
    "I consider myself a fan.",
    "Back then I was a bigger fan.",
    "I like several big teams.",
    "I have watched some episodes.",
])
def test_an_object_left_in_the_talk_gives_nothing(said: str) -> None:
    assert [[a for a in adds if a.startswith("User")] for adds in _both(said)] == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love the movies of Akira Kurosawa.", "User loves the movies of Akira Kurosawa."),
    ("I have seen all the Alien films.", "User has seen all the Alien films."),
    ("I like the first Dune book best.", "User likes the first Dune book best."),
    ("I play the cello.", "User plays the cello."),
    ("I play chess at the club.", "User plays chess at the club."),
    ("I watch some cooking shows.", "User watches some cooking shows."),
    ("I play video games.", "User plays video games."),
    ("I like movies.", "User likes movies."),
    ("I am a massive Lakers fan.", "User is a massive Lakers fan."),
    ("I play piano and I started playing at six.", "User plays piano."),
])
def test_a_thing_named_stays(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize(("entry", "unnamed"), [
    ("User only saw the last one, not the first", True),
    ("User loved the original two", True),
    ("User has seen both", True),
    ("User went to both", True),
    ("User can't recall it right away", True),
    ("User has two dogs and walks them daily", False),
    ("User watched the first Matrix film", False),
    ("User likes the sea", False),
    ("User has seen a lot of films", False),
    ("User plays in a band", False),
    ("User is a fan of jazz", False),
])
def test_names_nothing_reads_the_entry_alone(entry: str, unnamed: bool) -> None:
    assert names_nothing(entry) is unnamed


# A clause fused after a common noun (:func:`...heuristic.well_formed._noun_fused_at`): the
# first clause is kept alone; a reduced relative clause, whose verb's object is gapped, stays.
@pytest.mark.parametrize(("said", "kept"), [
    ("I'm not a plumber I'm a baker at a small shop.", "User is not a plumber."),
    ("I love the old spy film I think Connery was the best.", "User loves the old spy film."),
    ("I like the games I play with friends.", "User likes the games they play with friends."),
    ("I love the books I read as a kid.", "User loves the books they read as a kid."),
])
def test_a_clause_fused_after_a_noun_is_cut(said: str, kept: str) -> None:
    for adds in _both(said):
        assert [a for a in adds if a.startswith("User")] == [kept], adds


@pytest.mark.parametrize(("entry", "kept"), [
    ("User refuses to read it they are on a strange diet.", "User refuses to read it."),
    ("User is not a big fan it was a great show though.", "User is not a big fan."),
    ("User skipped that show they like shows about cooking.", "User skipped that show."),
    ("User likes the way they are.", "User likes the way they are."),
    ("User loves the film they think is best.", "User loves the film they think is best."),
    ("User told the kids they are great.", "User told the kids they are great."),
    ("User has a dog they love dearly.", "User has a dog they love dearly."),
    ("User hates it when they are late.", "User hates it when they are late."),
])
def test_mended_cuts_at_a_subject_after_a_noun(entry: str, kept: str) -> None:
    assert mended(entry) == kept


def test_a_subject_after_a_joining_word_is_no_fusion() -> None:
    entry = "User always reads the label and if it is sweet then they put it back."
    assert mended(entry) == entry


# More turns of the talk, objects left in it, and writing no sentence has (:mod:`.topic_talk`,
# :mod:`.unnamed_object`, :mod:`.well_formed`): each was kept at the parent.
@pytest.mark.parametrize("said", [
    "I did find out that a tapir is a mammal.",
    "I never knew that about Oslo.",
    "I have a feeling that most of it is hype.",
    "I figure that trains are the future.",
    "I always wondered.",
    "I wouldn't know.",
    "I don't recall the title.",
    "I have mixed feelings.",
    "I don't really have a favourite one.",
    "I lose interest.",
    "I haven't had the time.",
    "I have met many.",
    "I have owned.",
    "I have watched the third one, the remake.",
    "I only watched the third one not the others.",
    "We went to watch four singers live that's.",
    "I learned that Mia Lind.",
    "I got into chess either.",
    "I have be told.",
])
def test_more_of_the_talk_gives_nothing(said: str) -> None:
    assert [a for a in added_in_a_developer_session(said) if a.startswith("User")] == []


@pytest.mark.parametrize("entry", [
    "User said that their knee hurts after long runs",
    "User said yes to the job offer",
    "User figures out puzzles fast",
    "User has a feeling of dread at night",
    "User has mixed feelings about moving to Leeds",
    "User doesn't have a favorite color",
    "User can't swim either",
    "User would be happy with either",
    "User has met many of their neighbours",
    "User tried all the dishes at the fair",
])
def test_the_users_own_entry_stays(entry: str) -> None:
    assert not (talk_not_life(entry) or names_nothing(entry) or broken(entry))


def test_a_kept_entry_still_reads_as_before() -> None:
    assert mended("User has mixed feelings about moving to Leeds.") == "User has mixed feelings about moving to Leeds."


@pytest.mark.parametrize("entry", ["User loves the old cartoons", "User likes the new films",
                                   "User enjoys the animated series"])
def test_an_age_names_a_kind(entry: str) -> None:
    assert not names_nothing(entry)


@pytest.mark.parametrize("said", [
    "I was reading about the new rail line in Ghent.",
    "I saw some pics online.",
    "I do not know what happened to the old bakery.",
    "I learned a lot from chatting.",
    "Funny, I never made the connection.",
])
def test_what_the_talk_brought_gives_nothing(said: str) -> None:
    assert [a for a in added_in_a_developer_session(said) if a.startswith("User")] == []


@pytest.mark.parametrize("entry", [
    "User has been reading about orchids for years",
    "User doesn't know what happened to their keys",
    "User saw some pics of their old school online",
])
def test_a_lasting_reading_or_their_own_stays(entry: str) -> None:
    assert not talk_not_life(entry)


# "Never" with a participle, "Always" with no verb, "(you) never know": the speaker's own words,
# no rule for the assistant (:mod:`...heuristic.rules_en`); an order stays one.
@pytest.mark.parametrize("said", [
    "Never worn a kilt. Usually jeans.",
    "Always fun to watch how a chef plates it.",
    "Never know, never know.",
    "Never eaten sushi in my life.",
])
def test_the_speakers_own_never_or_always_is_no_rule(said: str) -> None:
    assert not any("assistant" in a for a in added_in_a_developer_session(said))


@pytest.mark.parametrize(("said", "rule"), [
    ("Never push to main on a Friday.", "The assistant should never push to main on a Friday."),
    ("Never forget to add tests.", "The assistant should never forget to add tests."),
])
def test_an_order_stays_a_rule(said: str, rule: str) -> None:
    assert rule in added_in_a_developer_session(said)


# review37 R4: a relative clause's verb with a time or a degree after it (its object gapped) is
# no fused clause; review37's P3s: a place played at, a kind of band.
@pytest.mark.parametrize(("said", "kept"), [
    ("I like the coffee I have every morning.", "User likes the coffee they have every morning."),
    ("I like the tea I have some mornings.", "User likes the tea they have some mornings."),
    ("I love the games I play every weekend.", "User loves the games they play every weekend."),
    ("I read the books I like a lot.", "User reads the books they like a lot."),
])
def test_a_relative_with_a_time_after_stays_whole(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


def test_a_relative_with_a_time_after_stays_whole_between_people() -> None:
    adds = added_in_turns(("assistant", "What do you do on weekends?"),
                          ("user", "I love the board games we play every Friday."))
    assert adds == ["User loves the board games they play every Friday."]


@pytest.mark.parametrize("entry", ["User plays at weddings", "User likes a few local bands"])
def test_a_place_or_a_kind_is_named(entry: str) -> None:
    assert not names_nothing(entry)


@pytest.mark.parametrize("entry", [
    "User's favorite player is the user does the user likes the Rovers and Kane.",
    "User thinks Kane is more their style, considering they are a Rovers fan.",
])
def test_no_cut_after_an_auxiliary_or_across_a_comma(entry: str) -> None:
    assert mended(entry) == entry
