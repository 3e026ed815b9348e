"""prec25 (issue 31, Multi-Session Chat's dev half): people typing. Four shapes:

* two clauses joined with a bare "so" and no comma ("I have a bike so the car stays home"):
  when the second clause's subject was no pronoun the sentence was not cut there, the "so" was
  then dropped as a word of degree, and the clauses ran together ("User has a bike the car
  stays home.");
* a second sentence typed on after a noun with no stop, any verb and its own object ("I own
  a food truck I park the truck by the pier"): the first is kept alone;
* a single past act told in answer to the other side's question about the day ("How's your
  day been?" - "I won my chess match.") is that day's: an episode, not a live fact;
* "Just <past verb> …" with the subject left out is read as "I just …", its "just" kept.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

from .chat_support import added_in_turns


def _added(said: str) -> list[str]:
    return added_in_turns(("assistant", "How have you been?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a bike so the car stays home.", "User has a bike."),
    ("I rent alone so all my evenings are quiet.", "User rents alone."),
    ("My boys are still little so all that is ahead of me.", "User's boys are still little."),
    ("I race with my dog so have to stay fit.", "User races with their dog."),
    ("I cycle to work every day so rainy weekends are dull for me.", "User cycles to work every day."),
    ("Pills make me ill so herbal healing is better for me.", "Pills make the user ill."),
])
def test_a_bare_so_before_a_clause_ends_the_first_clause(said: str, kept: str) -> None:
    added = _added(said)
    assert kept in added
    assert not any(" so " in entry for entry in added)
    # the second clause is never run on into the first
    assert not any(entry.startswith(kept[:-1] + " ") for entry in added)


@pytest.mark.parametrize(("said", "kept"), [
    ("I love cats so much.", "User loves cats."),              # a word of degree, cut as before
    ("My sister is so mean to me.", "User's sister is mean to the user."),
    ("I'm so into knitting.", "User is into knitting."),
    ("I work nights so I sleep during the day.", "User works nights."),    # a pronoun: cut as before
])
def test_so_of_degree_and_so_before_a_pronoun_read_as_before(said: str, kept: str) -> None:
    assert kept in _added(said)


def test_a_wish_of_luck_after_so_is_no_part_of_the_entry() -> None:
    assert not any("fingers" in entry for entry in _added("I have mailed my form in so fingers crossed."))


@pytest.mark.parametrize(("said", "kept"), [
    # (review44: time left before a thing, "about 3 weeks or so to get ready", is a countdown
    # and keeps nothing, now_state; a count the user has stays)
    ("I have about 30 students or so in my class.", "User has about 30 students in their class."),
    ("I usually stop every 3 hours or so.", "User usually stops every 3 hours."),
    ("I swim 2 miles or so every day.", "User swims 2 miles every day."),
])
def test_or_so_after_a_count_is_cut_whole(said: str, kept: str) -> None:
    assert _added(said) == [kept]


# A new subject after a common noun with any verb and that verb's own object: two sentences
# typed with no stop; the first is kept alone.
@pytest.mark.parametrize(("said", "kept"), [
    ("I own a food truck I park the truck by the pier.", "User owns a food truck."),
    ("I am a decent nurse I have treated some tough cases.", "User is a decent nurse."),
])
def test_a_second_clause_typed_on_after_a_noun_is_cut(said: str, kept: str) -> None:
    assert _added(said) == [kept]


@pytest.mark.parametrize("said", [
    "I love the days I walk my goat to the shore.",      # a day's relative gaps no object
    "I hate the way I raise my voice.",
    "I love the name I gave my dog.",                   # a verb of giving keeps one object
    "I like the choir I formed with my cousins.",        # the relative's object gapped
])
def test_a_relative_clause_after_a_noun_stays_whole(said: str) -> None:
    added = _added(said)
    assert len(added) == 1 and added[0].endswith(said.split(" I ", 1)[1].replace("my ", "their "))


# Asked what the day held, a single past act told in answer is that day's: an episode dated the
# message's day, not a live fact. A greeting ("How are you today?") asks after no doing.
SAID_AT = 1_700_000_000.0   # 14 November 2023


def _live_and_episodes(asked: str, said: str) -> tuple[list[str], list[str]]:
    ops, _, episodes = propose_review(ReviewInput(messages=(
        ReviewMessage(1, "assistant", asked, at=SAID_AT), ReviewMessage(2, "user", said, at=SAID_AT + 5))))
    return [o["content"] for o in ops if o["action"] == "add"], [e["content"] for e in episodes]


@pytest.mark.parametrize("asked", [
    "So how's your day been?",
    "What did you get up to today?",
    "Did you manage to paint anything this morning?",
])
def test_a_past_act_answering_a_question_about_the_day_is_that_days(asked: str) -> None:
    live, episodes = _live_and_episodes(asked, "Not bad. I won my chess match.")
    assert live == []
    assert episodes == ["User won their chess match on 14 November 2023."]


@pytest.mark.parametrize("asked", ["Yo, how are you today?", "Hey! How are u tonight?",
                                   "What do you cook for fun?"])
def test_a_greeting_or_another_question_dates_nothing(asked: str) -> None:
    live, episodes = _live_and_episodes(asked, "Not bad. I won my chess match.")
    assert live == ["User won their chess match."] and episodes == []


def test_a_lasting_fact_answering_the_day_stays_live() -> None:
    live, episodes = _live_and_episodes("How was your day?", "Busy. I work at a bakery.")
    assert live == ["User works at a bakery."] and episodes == []


# The subject left out before "just" ("Just glazed a tray of scones."): read as
# "I just glazed …", the act of a moment, dated shortly before the message; the "just" was cut
# with the missing "I" and the act was kept as a lasting fact.
def test_just_with_the_subject_left_out_is_read_as_said_with_it() -> None:
    live, episodes = _live_and_episodes("Hey there!", "Just glazed a tray of scones.")
    assert live == []
    assert episodes == ["User glazed a tray of scones shortly before 14 November 2023."]


def test_a_subject_left_out_with_no_adverb_reads_as_before() -> None:
    live, _ = _live_and_episodes("Any news?", "Adopted a kitten last spring.")
    assert live == ["User adopted a kitten in spring 2023."]


def test_so_now_before_a_pronoun_opens_a_clause_of_its_own() -> None:
    assert _added("I have one sister so now I drive my nan to choir.") == ["User has one sister.", "User drives their nan to choir."]
