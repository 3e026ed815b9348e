"""Issue 31 (corpus5): what the learner did with a user telling an assistant about themselves,
read on PrefEval's dev half (eval/prefeval.py), each shape said in sentences of our own.

1. A long clause (over the shape layer's word limit) was cut to a head that says nothing: at a
   comma between two modifiers of one noun ("in a quiet, sunny flat" kept "in a quiet") and at
   a "to" that belongs to the word before it ("an aversion to …", "allergic to …"), which is
   no purpose, or a preposition written with "to" ("due to"). The stump is not kept (before a
   reason's "due to" the cut keeps what the reason is for); a clause cut where the cut leaves a
   whole fact still is.
2. The session's own talk was kept as facts about the user: the help asked for now ("I'm
   hunting for advice about …", "I'm wondering how …") and a reaction to what the assistant
   just offered ("I hadn't thought about …", "I love the quiz idea!", "I'm leaning towards the
   second one"). A search of a life ("a new job") and a habit of looking stay.
   Also a pick named by the assistant's numbering ("option 3"), "… sounds perfect for me", the
   chat's topic narrowed ("I'm particularly interested in …"), and a search asked about in the
   same message ("I'm looking for a second-hand piano. What would you suggest?"); a search said alone,
   or one of a life ("a new job"), stays.
3. A preference's own pro-forms were read as pointing into the chat: a comparison's "ones"
   ("paper maps over digital ones") and a closing "them" for a bare plural said before "and"
   ("allergic to horses and won't go near them"): each names what it stands for, and is kept.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

SAID_AT = datetime(2026, 3, 15, 9, tzinfo=UTC).timestamp()


def _kept(*turns: str) -> list[str]:
    """What the user's ``turns``, said to the assistant one after another, leave kept."""
    operations, _, episodes = propose_review(ReviewInput(entries=(), messages=tuple(
        ReviewMessage(i, "user", t, at=SAID_AT + i) for i, t in enumerate(turns, 1))))
    return [o["content"] for o in operations] + [e["content"] for e in episodes]


@pytest.mark.parametrize(("said", "stump"), [
    ("I have a deep aversion to board games that need hours of setup and dozens of tiny pieces.",
     "User has a deep aversion."),
    ("I have a real allergy to wool sweaters that scratch my neck or leave my arms red all day.",
     "User has a real allergy."),
    ("I have a strong commitment to furniture that was made by local carpenters in my own region.",
     "User has a strong commitment."),
    ("I have a clear preference for sturdy, hand-stitched walking boots that are made by a small "
     "workshop in my town.", "User has a clear preference for sturdy."),
    ("I learn best in a calm, guided workshop with clear steps and regular check-ins rather than "
     "loose, open-ended sessions.", "User learns best in a calm."),
    ("I have a lasting aversion to crowded, noisy bars and clubs where the music is too loud to "
     "talk to anyone.", "User has a lasting aversion to crowded."),
    ("I skip any exercise class that involves jumping or sprinting on hard floors due to my weak ankles.",
     "User skips any exercise class that involves jumping or sprinting on hard floors due."),
])
def test_a_long_clause_is_not_cut_to_a_stump(said: str, stump: str) -> None:
    assert stump not in _kept(said)


@pytest.mark.parametrize(("said", "entry"), [
    # a list after the comma: the head is a whole fact
    ("I grew up in a small fishing town on the north coast, and my sister still lives there now.",
     "User grew up in a small fishing town on the north coast."),
    # a comma before a tail of its own (", but never …", ", even in …"): the head is whole
    ("I've built raised garden beds for most of the vegetables at home, but never for the herbs.",
     "User has built raised garden beds for most of the vegetables at home."),
    ("I have a bad pollen allergy, so I avoid parks that have lots of grass or flowering trees on "
     "their lawns, even in late autumn.",
     "User avoids parks that have lots of grass or flowering trees on their lawns."),
    # a reason's "due to" cut off: what the reason is for stands alone
    ("I skip any exercise class that involves jumping or sprinting on hard floors due to my weak ankles.",
     "User skips any exercise class that involves jumping or sprinting on hard floors."),
    # a purpose after a thing of the user's: the head is a whole fact
    ("I bought a second-hand cargo bike last year to carry my twin daughters to their school every day.",
     "User bought a second-hand cargo bike"),
])
def test_a_cut_that_leaves_a_whole_fact_still_keeps_it(said: str, entry: str) -> None:
    assert any(k.startswith(entry) for k in _kept(said)), _kept(said)


@pytest.mark.parametrize("said", [
    "I'm hunting for some advice about balcony herbs in frost.",
    "I'm looking for a few ideas for my nephew's tenth birthday party.",
    "I need some tips for my first half marathon.",
    "I'm wondering how long winter tyres keep.",
    "I hadn't thought about asking the library for a meeting room.",
    "I love the treasure map idea!",
    "I'm quite intrigued by that idea of a tool library.",
    "I'm leaning towards the second layout you described.",
    "I believe option 3 is the right fit for me.",
    "The evening pottery class at the library sounds perfect for me.",
    "I'm particularly interested in the lighthouse part of your list.",
    "I'm looking for a second-hand piano. What would you suggest?",
    "I need a new pair of hiking boots. Which brands do you trust?",
])
def test_the_sessions_request_and_a_reaction_to_the_assistant_are_no_facts(said: str) -> None:
    assert _kept(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm looking for a new job in Porto.", "User is looking for a new job in Porto."),
    ("I'm always looking for new board games to play with my kids.",
     "User is always looking for new board games to play with their kids."),
    ("I love the idea of living on a boat one day.", None),
    ("I'm looking for a second-hand piano.", "User is looking for a second-hand piano."),
    ("I'm looking for a new job in Porto. Any tips on the market there?",
     "User is looking for a new job in Porto."),
    ("I'm interested in woodworking.", "User is interested in woodworking."),
    ("I'm particularly interested in coastal erosion.", "User is particularly interested in coastal erosion."),
    ("I'm mostly interested in Baltic folk music.", "User is mostly interested in Baltic folk music."),
    ("I'm leaning towards a career in dentistry.", "User is leaning towards a career in dentistry."),
    ("I prefer free tools, so the open-source editor sounds like a good start.", "User prefers free tools"),
])
def test_a_search_of_a_life_and_a_habit_of_looking_stay(said: str, entry: str | None) -> None:
    assert entry is None or any(k.startswith(entry) for k in _kept(said))


@pytest.mark.parametrize(("said", "entry"), [
    ("I prefer paper maps over digital ones.", "User prefers paper maps over digital ones."),
    ("I prefer hardback books to the cheap ones.", "User prefers hardback books to the cheap ones."),
    ("I'm allergic to horses and won't go near them.",
     "User is allergic to horses and won't go near them."),
])
def test_a_preferences_own_pro_form_names_what_it_stands_for(said: str, entry: str) -> None:
    assert entry in _kept(said)


def test_a_pro_form_with_nothing_before_it_still_leans_on_the_chat() -> None:
    assert _kept("I like the new ones.") == []
    assert _kept("I'm allergic to it and won't go near them.") == []
