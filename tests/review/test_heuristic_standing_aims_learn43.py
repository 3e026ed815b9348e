"""learn43 (issue 31): standing aims said between people, read by their structure. Our own
sentences.

* An aim to help, with whom or what is helped named ("I want to help kids learn to read"),
  is a wish that lasts; "help" with the listener, a pointer or nothing after it ("help you
  with that", "help out") stays out, and so does help for people named only by "their"
  ("help make their days easier"), and an aim to make a difference to nothing named ("help
  make a difference", "keep making a difference").
* An aim to keep on with a named pursuit ("I'm going to keep practising the cello", "keep
  up with my Greek classes") lasts; "keep" pledging perseverance after thanks stays out, as
  recorded ("keep at it", "keep going", "keep pushing forward", "keep chasing my dreams",
  "keep working hard on it")."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed

_AT = 1_700_000_000.0   # mid-November 2023


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, _AT, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("I want to help kids learn to read.", ["User wants to help kids learn to read."]),
    ("I wanna help make a difference for refugees.",
     ["User wants to help make a difference for refugees."]),
    ("I want to help homeless families.", ["User wants to help homeless families."]),
    ("I'm going to keep practising the cello.", ["User plans to keep practising the cello."]),
    ("I want to keep volunteering at the animal shelter.",
     ["User wants to keep volunteering at the animal shelter."]),
    ("I'm really going to keep up with my Greek evening classes.",
     ["User plans to keep up with their Greek evening classes."]),
    ("I'm gonna keep working on my novel.", ["User plans to keep working on their novel."]),
])
def test_a_standing_aim_to_help_or_keep_on_is_kept(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "I want to help you with that.",
    "I want to help out.",
    "I wanna help make their days easier.",
    "I wanna help make a difference.",
    "I want to keep making a real difference.",
    "I want to keep at it.",
    "I'm gonna keep it up.",
    "I'm gonna keep going and never give up.",
    "We're gonna keep pushing ahead and trusting ourselves.",
    "I'm gonna keep chasing my dreams.",
    "I want to keep reaching for bigger goals.",
    "I'm gonna keep working hard on it.",
    "I'm gonna keep on believing in me.",
])
def test_help_for_the_listener_and_keep_as_a_pledge_stay_out(said: str) -> None:
    assert _kept(said) == []
