"""learn34: what something keeps reminding the user to do is a maxim they hold (learn26's
``views._REMIND_TO``). Three shapes of a maxim were refused for a word that means the moment
elsewhere: a phrasal verb's "down" (an outage in a developer's session: "the VPN is down"),
"keep …ing" ("I'll keep going", a mood) and "appreciate" (a thanks), and a relative of the
speaker's on a head that stands for anyone ("the people I trust", "whatever I build"), which
read as a clause of its own. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import lasting_clause

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("The tide chart on my wall reminds me to calm down and count the waves.",
     "The tide chart on their wall reminds the user to calm down and count the waves."),
    ("The chipped mug by my bed is my daily reminder to keep learning new songs.",
     "The chipped mug by their bed reminds the user to keep learning new songs."),
    ("Rainy commutes remind me to appreciate the people I trust.",
     "Rainy commutes remind the user to appreciate the people they trust."),
    ("The old brass ring reminds me to be patient in whatever I build.",
     "The old brass ring reminds the user to be patient in whatever they build."),
])
def test_a_maxim_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "The receipt reminded me to appreciate the concert last night.",   # a past, and a time
    "The photo reminds me to be kind in all I did.",                   # the relative is a past
    "The photo reminds me to be kind in everything I'm planning.",     # not a generic doing
])
def test_a_maxim_of_the_moment_or_the_past_is_not(said: str) -> None:
    assert not any("reminds themselves" in entry for entry in added_as_news(said))


def test_down_is_the_moment_only_as_an_outage() -> None:
    assert lasting_clause("I slow down on Sundays")
    assert lasting_clause("I calm down with a run")
    assert not lasting_clause("I wait because the VPN is down")
    assert not lasting_clause("I restart it when the server goes down again")
    assert not lasting_clause("I shut the staging box down")


def test_the_clause_step_keeps_its_wider_down() -> None:
    # a story's "wrote … down" is one act: not kept, as before
    assert added_as_news("On the train I wrote some new plans down.") == []


# fix19 (v15's "a reminder whose device is cut"): the thing that reminds stays the subject
@pytest.mark.parametrize(("said", "kept"), [
    ("The lamp by my desk reminds me to rest early.", "The lamp by their desk reminds the user to rest early."),
    # learn49: a lamp only pointed at is the user's own, said so ("The lamp" named nothing)
    ("That lamp reminds me to rest early.", "User has a lamp that reminds them to rest early."),
])
def test_the_thing_that_reminds_is_kept(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept], added_as_news(said)


# learn54: a subject that only points elsewhere ("its", "them") kept "User reminds themselves
# to …" (fix19), read false in every strict reading: what reminds them is left in the chat
@pytest.mark.parametrize("said", [
    "Its glow reminds me to rest early.",
    "Walking past them reminds me to rest early.",
])
def test_a_reminder_whose_thing_is_only_pointed_at_is_not_kept(said: str) -> None:
    assert added_as_news(said) == []
