"""A short answer read with the friend's question (heuristic/asked.py): "How long have you
been sailing?" — "Twelve years now!" is one fact in two speakers' words. Every sentence here
is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.asked import fragment, last_question, restated
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_in_turns as added


def test_a_duration_answers_how_long() -> None:
    assert added(("assistant", "Cute photo! How long have you been beekeeping?"),
                 ("user", "Nine years already! Time really flies.")) \
        == ["User has been beekeeping for nine years."]
    assert added(("assistant", "Oh wow. So how long have you lived in Tallinn, Priya?"),
                 ("user", "Thanks! About four years now.")) \
        == ["User has lived in Tallinn for about four years."]


def test_a_bare_list_answers_what_keeps_you_going() -> None:
    assert added(("assistant", "You always seem so calm. What helps you unwind?"),
                 ("user", "Crosswords and long baths!")) \
        == ["Crosswords and long baths help the user unwind."]


def test_a_noun_phrase_answers_whats_your_favourite() -> None:
    assert added(("assistant", "Same here! What's your favourite board game?"),
                 ("user", "Carcassonne!")) == ["User's favorite board game is Carcassonne."]


def test_a_noun_phrase_or_a_place_answers_what_and_where() -> None:
    assert added(("assistant", "Ha, same! What instrument do you play?"),
                 ("user", "The cello!")) == ["User plays the cello."]
    assert restated("Where do you live these days?", "Just outside Ghent.") \
        == "I live outside Ghent these days"
    assert restated("Do you have any pets?", "Yes, a tabby called Miso!") \
        == "I have a tabby called Miso"
    assert added(("assistant", "Big family? How many siblings do you have?"),
                 ("user", "Four!")) == ["User has four siblings."]


def test_a_yes_that_says_how_often_answers_have_you() -> None:
    assert added(("assistant", "The dunes look huge. Have you ever been sandboarding?"),
                 ("user", "Yep, loads of times.")) \
        == ["User has been sandboarding loads of times."]
    assert restated("Do you go bouldering?", "Yeah, every weekend!") \
        == "I go bouldering every weekend"


def test_a_bare_yes_answers_a_question_that_names_what_it_asks() -> None:
    assert added(("assistant", "The photos are stunning! Have you ever been to Tbilisi?"),
                 ("user", "Yes, I have!")) == ["User has been to Tbilisi."]
    assert restated("Do you speak Portuguese?", "Yep, I do.") == "I speak Portuguese"
    assert restated("Do you like carving spoons?", "Yeah, I love to!") == "I love carving spoons"


def test_a_yes_the_rule_table_would_cut_off_is_still_read_with_the_question() -> None:
    # "Yeah, I love to." alone is a row's stub ("User loves to.", dropped as cut off): the
    # stub must not stand in the way of the answer read with its question (learn16)
    assert added(("assistant", "Those spoons look lovely! Do you like carving spoons?"),
                 ("user", "Thanks, Priya! Yeah, I love to.")) == ["User loves carving spoons."]
    # with no question before it, the stub still gives nothing
    assert added(("assistant", "Those spoons look lovely!"),
                 ("user", "Thanks, Priya! Yeah, I love to.")) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("Do you think it will rain tomorrow?", "Yes!"),                       # an opinion
    ("Do you want to come along?", "Yes!"),                                # a wish
    ("Are you planning to enter any more contests?", "Yes!"),              # the moment's plan
    ("Do you cook?", "Yes."),                                              # one word: cook what?
])
def test_a_bare_yes_that_makes_no_fact(question: str, answer: str) -> None:
    assert restated(question, answer) is None


@pytest.mark.parametrize(("question", "answer"), [
    ("Did you join in?", "Yes, I did!"),                                   # a bare yes: joined what?
    ("Have you ever been sandboarding?", "No, never."),                    # negated
    ("Have you ever been sandboarding?", "Not yet, maybe next year."),
    ("How long have you had them?", "Three years now."),                   # "them" is the chat's
    ("Have you made anything lately?", "Yeah, a few times."),              # anything: what?
    ("What helps you unwind?", "I just go for a run by the canal."),       # a clause of its own
    ("What helps you unwind? The news is grim lately.", "Crosswords!"),    # not the last sentence
    ("What's your favourite board game?", "Thanks, Ana!"),                  # the friend's name
    ("Do you have any spare bike lights?", "Sounds great!"),           # a remark, not an answer
    ("Do you have any pets?", "Cool!"),
    ("What do you do for a living?", "Mostly hiking."),                    # a doing is no job ("User does hiking")
    ("How long have you been beekeeping?", "Why do you ask?"),             # a question back
])
def test_what_does_not_make_one_fact(question: str, answer: str) -> None:
    assert restated(question, answer) is None


def test_no_join_in_a_developers_session() -> None:
    # the assistant's question is about the work; no friend was named, no fact is made
    messages = (ReviewMessage(1, "assistant", "How long have you been using the staging cluster?"),
                ReviewMessage(2, "user", "About two weeks."))
    found, _ = propose_operations(ReviewInput(messages=messages))
    assert [o for o in found if o["action"] == "add"] == []


def test_the_question_and_the_fragment_are_read_as_said() -> None:
    assert last_question("Love it! By the way, what keeps you motivated, Sam?") \
        == "what keeps you motivated?"
    assert fragment("Oh, yeah, Ana! Plenty of times, honestly.") == ("plenty of times", True)


# Reviewer's P2 (fixasked): answers that were joined into a sentence that says the wrong thing.
@pytest.mark.parametrize(("question", "answer", "kept"), [
    # a "where" answered by a bare name has lost its preposition: at, for, near?
    ("Where do you work?", "Google.", []),
    ("Where do you work?", "At Google.", ["User works at Google."]),
    # a particle verb takes no answer in its middle ("wakes 6am up")
    ("What time do you wake up?", "6am.", ["User wakes up at 6am."]),
    ("What do you pick up?", "Groceries.", []),
    # a yes/no question of the moment: true now, not tomorrow
    ("Have you eaten yet?", "Yes.", []),
    ("Have you been waiting long?", "Yes.", []),
    ("Have you been climbing lately?", "Yeah, every weekend.", []),
    # a yes to "X or Y" does not say which
    ("Have you been to Japan or Korea?", "Yes!", []),
])
def test_a_joined_answer_keeps_its_structure_or_gives_nothing(question: str, answer: str,
                                                              kept: list[str]) -> None:
    assert added(("assistant", f"Nice! {question}"), ("user", answer)) == kept
