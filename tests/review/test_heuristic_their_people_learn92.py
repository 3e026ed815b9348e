"""learn92: "they", "she", "he" and "their" for one of the user's own people that the clause
before named after its "I" ("I talked it over with my parents. They've been supportive."), and
after "my family's been …", whose "'s" is "has" and no possessive. The entry is then a fact of
the user's own people, the user's (docs/review.md 11). A pronoun that could as well stand for
someone or something else, or a person not the user's, stays unread. Also a thing said with
"'s been" as the subject a next "It" stands for. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.their_pronoun import carried
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    # each of these kept nothing of the second sentence before learn92
    ("I talked it over with my parents. They've been supportive of the move.",
     "User's parents have been supportive of the move."),
    ("I love my teammates. They make me laugh at every practice.",
     "User's teammates make the user laugh at every practice."),
    ("I had coffee with my sister. She teaches chemistry at a high school.",
     "User's sister teaches chemistry at a high school."),
    ("I spent the weekend with my cousins. They live on a farm in the hills.",
     "User's cousins live on a farm in the hills."),
    ("I framed a print of my workmates from the launch party, they always make me laugh.",
     "User's workmates always make the user laugh."),
    ("I framed a photo of my bandmates from our first gig. They make me laugh every rehearsal.",
     "User's bandmates make the user laugh every rehearsal."),
    ("My family's been wonderful - their support got me through school.",
     "User's family's support got the user through school."),
])
def test_a_pronoun_for_the_users_own_people(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize(("clause", "earlier", "meant"), [
    ("they've backed me", ["I phoned my aunt about my cousins"], None),   # two of them
    ("they've backed me", ["I phoned my aunt and my cousins about the offer"],
     "my aunt and my cousins have backed me"),
    ("they've backed me", ["I phoned my parents and cousins about the offer"],
     "my parents and cousins have backed me"),
    ("their advice helped me", ["I asked my friends"], "my friends' advice helped me"),
    ("she works nights", ["my mom's been retired for years"], "my mom works nights"),
])
def test_who_the_pronoun_is(clause: str, earlier: list[str], meant: str | None) -> None:
    assert carried(clause, earlier) == meant


@pytest.mark.parametrize("text", [
    "I drove my nieces past the geese. They honked all the way.",   # the geese as well
    "I went with my sister to see Maren. She sings beautifully.",   # Maren as well
    "I called my boss and my mom. She works at the bank.",          # two people of the user's
    "I met a guy from the gym. He coaches rugby.",                  # a person not the user's
    "I read about the orchestra. They tour every spring.",          # a thing in general
    "I saw my brother and a friend of his. He plays the drums.",    # the friend as well
    "My mom's car broke down. She drives a lot for work.",          # a possessive: the car's owner first
])
def test_doubt_leaves_the_pronoun_unread(text: str) -> None:
    added = added_as_news(text)
    second = text.split(". ", 1)[1].split()[1:3]
    assert not any(" ".join(second).lower() in entry.lower() for entry in added), added


@pytest.mark.parametrize(("text", "kept"), [
    # a thing or a doing named with "'s been" is the subject a next "It" stands for, as with
    # "has been" (each kept nothing before learn92)
    ("Rowing's been a gift to me. It's helped me unwind after long shifts.",
     "Rowing has helped the user unwind after long shifts."),
    ("The cello's been hard. I'm slowly improving at it.", "User is slowly improving at the cello."),
])
def test_a_subject_said_with_s_been(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_an_it_of_the_moment_after_s_been_keeps_nothing() -> None:
    assert not any("week" in entry for entry in added_as_news("Rowing's been a gift to me. It's been a long week."))
