"""learn61 (issue 31; judge21's G3, judge23's B): between people, a progressive whose aspect is a
stage of something already going — effort on a thing that lasts by itself ("working on my
shop"), a search or a trial under way ("exploring", "looking into", "trying out"), keeping to a
thing begun ("sticking to"), a quantity of effort ("doing some advertising"), a view dawning
("starting to realise"), one work taken in ("reading <a book>", "playing <a game>") — is this
week's stage, not a fact that lasts, and gives nothing. "currently" marks a spell of the moment
as "lately" does. A habit, a span, a standing or a practice, a change of a life sought, a work
one authors or a founding under way still stand (guards). Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _between_people(said: str) -> list[str]:
    return added_in_turns(("assistant", "How are things with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    "I'm exploring partnerships with a couple of breweries.",
    "I'm starting to realise that rest days matter.",
    "Still working on my food truck.",
    "I've been focusing on the allotment and baking a lot of bread.",
    "Been doing some advertising for my repair shop.",
    "I'm really focused on growing my mailing list.",
    "I've been trying out new curry recipes.",
    "I'm sticking to my swimming plan.",
    "I'm currently reading \"Middlemarch\" by George Eliot.",
    "I'm reading a mystery novel that keeps me guessing.",
    "I've been reading travel memoirs from all over.",
    "I'm playing a great space game called \"Outer Wilds\".",
    "I'm looking into cheaper suppliers for the café.",
    "I'm expanding my pottery stall's range of mugs.",
])
def test_a_stage_of_a_doing_gives_nothing(said: str) -> None:
    assert _between_people(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a habit, a span, a standing or a practice, a change sought, a work authored, a founding
    ("I'm always trying out different knitting patterns.",
     "User is always trying out different knitting patterns."),
    ("I've been exploring watercolour for two years.", "User has been exploring watercolour for two years."),
    ("I'm learning Portuguese now.", "User is learning Portuguese."),
    ("I'm volunteering at the animal shelter.", "User is volunteering at the animal shelter."),
    ("I'm working at a garden centre near the river.", "User is working at a garden centre near the river."),
    ("I'm working on my master's degree.", "User is working on their master's degree."),
    ("I'm still looking into nursing jobs.", "User is still looking into nursing jobs."),
    ("I'm working on a novel about my grandmother's village.",
     "User is working on a novel about their grandmother's village."),
    ("I'm slowly working on setting up a repair café.", "User is slowly working on setting up a repair café."),
    ("I'm currently training as a paramedic.", "User is currently training as a paramedic."),
])
def test_a_doing_that_lasts_still_stands(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]
