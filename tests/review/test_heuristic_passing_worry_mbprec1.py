"""A worry, a doubt or a busy stretch said while bringing a difficulty to the assistant is a
state of the moment, never a trait; a clause about progress split off from what it is the
progress of names nothing (issue 31, mbprec1; MemoryBank's shapes, by structure). Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    # the split-off clause goes, the practice before it stays
    ("I've been practising the violin for months, but I can't figure out how to get better at it.",
     ["User has been practising the violin for months."]),
    ("I paint every evening, though I often don't know where to begin a piece.", ["User paints every evening."]),
    ("I've been jogging for a year, but my progress is slow.", ["User has been jogging for a year."]),
    # a doubt, a worry or a full week of the moment
    ("I'd love to rest more, but my calendar is packed.", []),
    ("I really don't want to mess things up with my sister.", []),
    ("I feel stuck and I don't know whether to quit.", []),
])
def test_a_passing_worry_or_a_split_off_clause_is_not_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    ("I'm afraid of heights.", ["User is afraid of heights."]),   # a fear of a kind of thing lasts
    ("I don't know how to swim.", ["User doesn't know how to swim."]),   # a skill not had
    ("I don't know Spanish, but I'd like to learn it.", ["User doesn't know Spanish."]),
])
def test_a_lasting_fear_or_a_skill_not_had_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    ("I've been employed in this field for ages, so switching feels hard.", []),
    ("These days I'm employed by a company, and the hours are long.", []),
    ("I'm employed by a small bakery.", ["User is employed by a small bakery."]),
    ("I've worked in the film industry for years.", ["User has worked in the film industry for years."]),
])
def test_work_with_nothing_named_where_is_not_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    # review31 R21: the reason that named the camera is cut, so the entry says it
    ("I love shooting old buildings, because photography slows me down.", ["User loves photographing old buildings."]),
    # review31 on eace3d84: a list after the verb, "scenes" among it, is still the camera's
    ("I love photography. I mostly shoot markets and street scenes.",
     ["User loves photography.", "User mostly photographs markets and street scenes."]),
    # a ball game beside a photo: which "shoot" is not told, the words stay as said
    ("I like shooting hoops after work, and I take photos of the court.",
     ["User likes shooting hoops after work.", "User takes photos of the court."]),
])
def test_the_cameras_shoot_is_written_as_photographing(said: str, expected: list[str]) -> None:
    assert added(said) == expected
