"""learn91: a "we" bound by the user's own message to the one person or group they named
beside themselves, now also their workmates, classmates and the rest of the family ("My
coworkers and I …", "my mom and I …") and a person named by name ("Priya and I …"); a name
the friend is greeted by, two names, or a name met only as someone the user spoke to leave it
unread, as two groups, someone else's group and the listener already did (learn24). Every
sentence here is our own. Also the group the friend's question asks about ("What do you do with
your cousins?" — "We fly kites."), when the answer itself names nobody."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.company import asked_company, with_company
from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("text", "kept"), [
    # each of these kept the habit as the user's alone, or nothing, before learn91
    ("My coworkers and I started a running club. We run every Thursday.",
     "User runs every Thursday with their coworkers."),
    ("My brother and I started a band. We play at a pub on Fridays.",
     "User plays at a pub on Fridays with their brother."),
    ("My classmates and I set up a chess society. We're all keen on endgame puzzles.",
     "User and their classmates are all keen on endgame puzzles."),
    ("My mom and I took a ceramics course in March. We both love glazing bowls.",
     "User and their mom both love glazing bowls."),
    ("Priya and I met at university. We play squash every Sunday.",
     "User plays squash every Sunday with Priya."),
])
def test_we_is_the_user_with_the_one_they_named_beside_them(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize(("before", "sentence", "meant"), [
    ("My neighbours and I built a shed.", "We share the tools.", "My neighbours and I share the tools."),
    ("Me and my sister run a stall.", "We sell jam on Saturdays.", "My sister and I sell jam on Saturdays."),
    ("Tomas and I fixed up a canoe.", "We paddle on the river most weekends.",
     "Tomas and I paddle on the river most weekends."),
])
def test_who_we_are(before: str, sentence: str, meant: str) -> None:
    assert with_company(before, sentence) == meant


@pytest.mark.parametrize(("before", "sentence"), [
    ("I phoned my dad last night.", "We chatted for ages."),                   # dad only spoken to
    ("Thanks, Sam! Sam and I started a band.", "We play at a pub on Fridays."),  # the friend greeted
    ("Priya and I and Tomas met at university.", "We play squash every Sunday."),  # three of them
    ("Priya and I met at school, and Tomas and I met at work.", "We play squash."),  # two names
    ("Priya and I got together last spring.", "We're engaged now."),             # a couple's state
    ("Priya and I took a pottery class.", "We go every Tuesday now."),          # go where?
    ("Priya and I saw the show.", "We love it."),                              # love what?
    ("My sister and I went to the coast.", "We loved your photos of it."),     # with the listener
    ("My cousins and my classmates came along.", "We love the beach."),         # two groups
])
def test_doubt_leaves_we_unread(before: str, sentence: str) -> None:
    assert with_company(before, sentence) is None


@pytest.mark.parametrize("text", [
    "I phoned my dad last night. We chatted for ages.",
    "Thanks, Sam! Sam and I started a band. We play at a pub on Fridays.",
])
def test_an_unbound_we_keeps_no_companion(text: str) -> None:
    assert not any("with their dad" in e or "with Sam" in e for e in added_as_news(text))


# The friend's question names the user's one group as the company of what it asks: the answer's
# "we" is the user with that group.
@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("What do you get up to with your cousins?", "We like to fly kites and pick blackberries.",
     "User likes to fly kites and pick blackberries with their cousins."),
    ("Anything new with your bandmates?", "We rehearse in a garage every Wednesday.",
     "User rehearses in a garage every Wednesday with their bandmates."),
])
def test_we_answering_what_one_does_with_ones_group(question: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "said_before", "answer"), [
    ("How do you spend your weekends?", "", "We like to fly kites."),                    # no group asked
    ("What do you do with your cousins and your classmates?", "", "We like to fly kites."),  # two groups
    ("What do you do with your cousins?", "", "We should fly kites with you one day."),  # the listener
    ("What do you do with your cousins?", "", "We'll fly kites next summer."),          # a plan
    ("What do you do with your cousins?", "", "We go twice a month."),                  # go where?
    ("What do you do with your cousins?", "", "We tease each other a lot."),            # each other
    ("What do you do with your cousins?", "My brother and I visit them.", "We love it."),  # named in the answer
])
def test_doubt_leaves_an_answers_we_unread(question: str, said_before: str, answer: str) -> None:
    assert asked_company(question, said_before, answer) is None
