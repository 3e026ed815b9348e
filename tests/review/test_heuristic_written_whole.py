"""learn60 (issue 31, precision: broken writing in judge21's and judge23's strict dev readings):
what is kept is written as a whole, well-formed third-person sentence — a state's start of a
time of life written without a second subject instead of cut, the object pronoun after a
preposition of place and in a "who" relative about the user's people, "X is my thing" as a
taste, a capital that only began the sentence lowered when the phrase shows it. Every
sentence here is our own; each row fails on the parent (fa9a54f) unless marked a guard."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import third_person
from tests.review.chat_support import added_as_news, added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    # a thing's state since a time of the speaker's life: the start is kept, not cut
    ("Rock climbing has been the heart of my summers ever since I was small.",
     ["Rock climbing has been the heart of the user's summers since childhood."]),
    ("Origami has been the heart of my evenings since I was nine.",
     ["Origami has been the heart of the user's evenings since age nine."]),
    ("Birdwatching has been my refuge since I was in high school.",
     ["Birdwatching has been the user's refuge since high school."]),
    # turned round, the start stays with the verb, not with "escape"
    ("Canoeing has been my calling since I was a toddler.",
     ["User's calling has been canoeing since childhood."]),
    # a role of a life held up to now, with no start or span, says "is" (it dangled as "has been")
    ("I love gardening, it's been my outlet.", ["User loves gardening.", "User's outlet is gardening."]),
    # a span said after the noun is the verb's
    ("Rowing has been my escape from work for a decade.",
     ["User's escape from work has been rowing for a decade."]),
    # guard: a focus "has been" may be the season's: as said
    ("Gardening has been my focus.", ["User's focus has been gardening."]),
    # review21 R4: the speaker's age is no start of another's state: read without it, as before
    ("My aunt has been deaf since I was a toddler.", ["User's aunt has been deaf."]),
    ("Hockey has been my cousin's obsession since I was nine.",
     ["Hockey has been the user's cousin's obsession."]),
    # guard: any other start of the speaker's would need a second subject: read without it
    ("Fencing has been part of my life since I moved to Ghent.",
     ["Fencing has been part of the user's life."]),
])
def test_a_start_in_the_speakers_life_is_written_not_cut(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a preposition of place takes the object pronoun
    ("I'm grateful to have such kind neighbours around me.",
     ["User has kind neighbours around them."]),
    # guard: "for" keeps the reflexive
    ("I bake bread for myself every Sunday.", ["User bakes bread for themselves every Sunday."]),
])
def test_the_user_as_an_object_later_in_the_entry(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "written"), [
    # the object of a "who" relative about the user's people is the user, every time
    ("I have three cousins who phone me and visit me",
     "the user has three cousins who phone them and visit them"),
    ("I have two aunts who believe in me", "the user has two aunts who believe in them"),
    # guard: another person named inside the relative: the user stays named
    ("I have two sons who tell my wife about me",
     "the user has two sons who tell the user's wife about the user"),
])
def test_a_who_relative_about_the_users_people_says_them(said: str, written: str) -> None:
    assert third_person(said) == written


@pytest.mark.parametrize(("said", "kept"), [
    # "my thing" is a taste: what the user is into, the verb agreeing with nothing odd
    ("Old maps and sea charts are my thing.", ["User is into old maps and sea charts."]),
    ("Tinkering with clocks has been my thing since I was a teenager.",
     ["User has been into tinkering with clocks since their teens."]),
    # a capital that only began the sentence: the phrase goes on in lower case
    ("Slow cooked stews are my comfort food.", ["User's comfort food is slow cooked stews."]),
    # guards: a people's adjective, and a title whose words are capitalised, keep it
    ("Turkish coffee is my favourite drink.", ["User's favourite drink is Turkish coffee."]),
    ("Pride and Prejudice is my favourite novel.", ["User's favourite novel is Pride and Prejudice."]),
])
def test_a_taste_turned_round_reads_whole(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a beginning told in the present as news: a story's present or a slip of the tense
    ("I start to go bouldering with two colleagues from the depot.", []),
    ("Honestly, I begin to trust the new manager at the depot.", []),
    # guards: a beginning that comes back each time is a habit, and says so
    ("I start to feel sleepy whenever I read.", ["User starts to feel sleepy whenever they read."]),
    ("I'm starting to learn the banjo.", ["User is starting to learn the banjo."]),
    ("I start to swim laps on Sundays.", ["User starts to swim laps on Sundays."]),
])
def test_a_beginning_told_in_the_present_is_not_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("asked", "answer", "kept"), [
    # review20 R7: a place or a time answers the whole predicate and goes after its object
    ("Where do you keep your old film cameras?", "In a cabinet in the hallway.",
     ["User keeps their old film cameras in a cabinet in the hallway."]),
    ("Where do you buy your yarn?", "At a tiny shop by the station.",
     ["User buys their yarn at a tiny shop by the station."]),
    ("What time do you usually open the bakery?", "5am.", ["User usually opens the bakery at 5am."]),
    # the verb's preposition then a time of the doing: the answer is the preposition's object
    ("What podcasts do you listen to while driving?", "True crime shows.",
     ["User listens to true crime shows while driving."]),
    # a preposition with more words after it that may be its object: where the answer goes is
    # not known, nothing is joined
    ("What do you bake for the market?", "Sourdough.", []),
    # guard: a time the question ends on stays after the place (and the moment's time is cut)
    ("Where do you train these days?", "At a boxing gym in Leith.",
     ["User trains at a boxing gym in Leith."]),
])
def test_an_answer_to_where_or_what_time_goes_after_the_questions_object(
        asked: str, answer: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", asked), ("user", answer)) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the team left is no team joined: told as said, not "works on the from the … team"
    ("I moved from the billing team to support.", ["User moved from the billing team to support."]),
    # guard: a team joined is the team the user works on
    ("I moved to the mobile team in spring.", ["User works on the mobile team."]),
])
def test_a_team_left_is_not_a_team_joined(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept
