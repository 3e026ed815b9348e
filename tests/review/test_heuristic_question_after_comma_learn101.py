"""learn101 (issue 31): a statement of the speaker's own joined to the question back to the
friend by a comma, where a stop would stand ("I keep bees, do you have any pets?"), is still
said; a request, an invitation or an ask for approval or tips after the comma keeps its head
out (the errand or plan of the moment it is about), and so does a head that is no statement of
the speaker's ("I wonder …", "Since …", "I know you …"). Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing in either reading before learn101
    ("I keep bees on my roof, do you have any pets?", "User keeps bees on their roof."),
    ("I'm left handed, yourself?", "User is left handed."),
    ("I have three nephews, how about you?", "User has three nephews."),
    ("I play the bassoon, and you?", "User plays the bassoon."),
    ("I've never tried Ethiopian coffee, is it very strong?", "User has never tried Ethiopian coffee."),
    ("Oh, I collect old maps, what do you collect?", "User collects old maps."),
])
def test_a_statement_before_a_question_after_a_comma_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)
    assert kept in added_in_a_developer_session(text)


@pytest.mark.parametrize("text", [
    "I'm hosting a barbecue on Sunday, want to come?",          # an invitation
    "I lost my chess match again, any tips?",                    # tips asked: the moment's trouble
    "I'll call you after work, is that ok?",                     # approval of a plan
    "I bake bread every week, would you like a loaf?",           # an offer
    "I wonder if the lake is frozen, have you been there?",      # no statement: a wonder
    "I know you like hiking, do you go often?",                  # the friend's fact
    "Since my brother moved in, have you met him?",              # a clause leaning on the question
    "I am really curious, what kind of music do you play?",      # a lead-in to the question
    "I say hooray hooray, what do you say?",                     # words said, no fact
    "I'm not totally sure, what do you think of the new coach?", # a lead-in to the question
    "I heard the ferry is slow, have you taken it?",             # hearsay
    "I think board games are underrated, don't you?",            # a view
    "I doubt trams run that late anymore, do they?",             # a tag asking agreement: a claim
])
def test_a_request_or_no_statement_before_the_comma_keeps_nothing_new(text: str) -> None:
    head = text.rsplit(",", 1)[0]
    words = {w.strip(".,!?'").lower() for w in head.split()} - {"i", "my", "you", "a", "the", "is", "i'm", "i'll"}
    for said in (added_as_news(text), added_in_a_developer_session(text)):
        assert not any(len(words & {w.strip(".,").lower() for w in e.split()}) >= 2 for e in said), said
