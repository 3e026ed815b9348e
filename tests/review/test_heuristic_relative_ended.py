"""fix14 (review14 N10): a relative clause of the user's inside a noun phrase ("the reading
circle I'm part of") is no lasting doing when the clause around it ends the relation: the
user leaves, quits, drops out of, resigns from, walks away from, is thrown out of or let go
by the thing, cancels their membership at it, stops going to it, or the thing closes. 64afa77
wrote the opposite ("User is part of a reading circle." for "I left the reading circle I'm
part of."). Each ended sentence beside its twin, whose relation stands. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("twin", "ended", "entry"), [
    ("I baked a cake for the reading circle I'm part of.",
     "I left the reading circle I'm part of.", "User is part of a reading circle."),
    ("I baked a cake for the reading circle I'm part of.",
     "I walked away from the reading circle I'm part of.", "User is part of a reading circle."),
    ("I baked a cake for the reading circle I'm part of.",
     "I walked out of the reading circle I'm part of.", "User is part of a reading circle."),
    ("I baked a cake for the reading circle I'm part of.",
     "I had to say goodbye to the reading circle I'm part of.",
     "User is part of a reading circle."),
    ("I showed my badge at the go club I'm a member of.",
     "I was thrown out of the go club I'm a member of.", "User is a member of a go club."),
    ("I met up with the brass band I play in.",
     "I dropped out of the brass band I play in.", "User plays in a brass band."),
    ("I gave a demo at the robotics startup I work for.",
     "I resigned from the robotics startup I work for.", "User works for a robotics startup."),
    ("I took my niece to the bouldering gym I go to.",
     "I cancelled my membership at the bouldering gym I go to.", "User goes to a bouldering gym."),
    ("I dropped off some books at the animal shelter I volunteer at.",
     "They're closing the animal shelter I volunteer at.",
     "User volunteers at an animal shelter."),
])
def test_a_relation_the_sentence_ends_is_not_kept(twin: str, ended: str, entry: str) -> None:
    assert entry in added_as_news(twin)
    assert entry not in added_as_news(ended)


@pytest.mark.parametrize(("said", "entry"), [
    # the verb ends nothing of the noun phrase's: something left there, a visit, a meeting
    ("I left my umbrella at the bouldering gym I go to.", "User goes to a bouldering gym."),
    ("I left early from the reading circle I'm part of.", "User is part of a reading circle."),
])
def test_a_verb_that_ends_nothing_of_the_thing_keeps_it(said: str, entry: str) -> None:
    assert entry in added_as_news(said)
