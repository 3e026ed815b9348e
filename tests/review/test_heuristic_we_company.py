"""learn24: a "we" read as the user with the one group of their people the same message just
named ("Here's my family at the lake. We go camping there every August."); two groups,
none, someone else's, or a "we" with the listener leave it unread. Also: going with only how
often after it has lost its place, and a list of verbs agrees member by member ("tells").
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.company import with_company
from tests.review.chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My kids fight a lot. We argue with each other every day.": ["User has kids."],
}


@pytest.mark.parametrize(("text", "kept"), [
    ("Here's a photo of my kids. We love baking bread together.",
     "User loves baking bread together with their kids."),
    ("Our book club started in March. We have monthly meetings to swap novels and support each other.",
     "User and their club have monthly meetings to swap novels and support each other."),
    ("I spent the weekend with my husband. We play chess every Sunday.",
     "User plays chess every Sunday with their husband."),
])
def test_we_is_the_user_with_their_one_group(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize(("before", "sentence", "meant"), [
    ("Here's my family at the lake.", "We go camping there every August.",
     "My family and I go camping there every August."),
    ("I live with my partner.", "We're both vegetarian.", "My partner and I are both vegetarian."),
    ("Me and my teammates train hard.", "Yeah, we've played together for years.",
     "Yeah, My teammates and I have played together for years."),
])
def test_who_we_are(before: str, sentence: str, meant: str) -> None:
    assert with_company(before, sentence) == meant


@pytest.mark.parametrize(("before", "sentence"), [
    ("My wife and my kids came along.", "We love the beach."),       # two groups
    ("I went to the lake.", "We love the beach."),                     # nobody named
    ("My friend told me about her kids.", "We love the beach."),      # someone else's group
    ("My kids loved your photos.", "We should meet up soon."),        # the listener is in it
    ("I took my kids out.", "We love it when you visit."),            # the listener again
    ("I took my kids out.", "We'll go camping next year."),            # a plan
    ("My kids are great.", "They love the beach."),                    # no "we"
    ("My son is at college.", "We love the beach."),                   # the group only a topic
])
def test_doubt_leaves_we_unread(before: str, sentence: str) -> None:
    assert with_company(before, sentence) is None


def test_nothing_is_kept_for_a_we_of_nobody_named() -> None:
    assert added_as_news("The weather was lovely. We love baking bread together.") == []


@pytest.mark.parametrize("text", [
    "I don't go much, just a few times a year.",
    "My kids and I go a few times a week.",
    "I come every week.",
])
def test_going_with_only_how_often_has_lost_its_place(text: str) -> None:
    assert added_as_news(text) == []


def test_going_somewhere_how_often_is_kept() -> None:
    assert added_as_news("I go to the pool a few times a week.") == ["User goes to the pool a few times a week."]


def test_a_list_of_verbs_agrees_member_by_member() -> None:
    assert added_as_news("I roast chestnuts, tell stories and enjoy the quiet.") == [
        "User roasts chestnuts, tells stories and enjoys the quiet."]


# review12 K6: a reciprocal is no act of the user's with the group; a couple's state needs
# a partner named
@pytest.mark.parametrize(("text", "kept"), [
    ("My husband works nights. We barely see each other.", ["User's husband works nights."]),
    ("My girlfriend is in Tokyo. We call each other every night.", ["User's girlfriend is in Tokyo."]),
    ("My kids fight a lot. We argue with each other every day.", []),
    ("My kids are grown. We are empty nesters now.", ["User's kids are grown."]),
])
def test_a_we_of_each_other_or_of_the_couple_is_not_the_group(text: str, kept: list[str]) -> None:
    assert added_as_news(text) == kept + HAD_IN_PASSING.get(text, [])


def test_a_couple_state_with_a_partner_named() -> None:
    assert with_company("I moved in with my partner.", "We got married in June.") == \
        "My partner and I got married in June."
