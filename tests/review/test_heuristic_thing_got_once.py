"""learn59 (issue 31, single past events: "a candle bought" in the sealed v20's false group).

"bought" was kept by its verb as a change of a life, and "got" as a light verb whose open
object was read as a thing held ("got a puppy", "got the job"). What a thing got or bought
leaves is decided by its kind, as the near-time table decides a purchase still to come: a
home, a vehicle, an animal, a job or a part, a deal, a membership, a person who stays, a
business, a mark on the body, an instrument, or what is held after a course (a licence, a
degree) last; a thing of the day does not.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I bought a lavender soap at the craft fair.",
    "I bought a lamp for my reading nook.",
    "I got a new blender.",
    "I got cash prizes for my pumpkin.",
    "I got lots of advice from the forum.",
    "I went to the flea market and bought a mirror.",
    "I bought a silver bracelet to remind me of my gran.",
])
def test_a_thing_of_the_day_got_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): what is held afterwards
@pytest.mark.parametrize(("said", "entry"), [
    ("I bought a cottage near Whitby.", "User bought a cottage near Whitby."),
    ("I got a kitten three weeks ago.", "User got a kitten around 24 October 2023."),
    ("I got a part-time job at the garden centre.", "User got a part-time job at the garden centre."),
    ("I got a sponsorship deal with a climbing brand.", "User got a sponsorship deal with a climbing brand."),
    ("I got a climbing gym membership.", "User got a climbing gym membership."),
    ("I bought a second-hand cello.", "User bought a second-hand cello."),
    ("I got my motorbike licence.", "User got their motorbike licence."),
    ("I got a tattoo of my dog's paw.", "User got a tattoo of their dog's paw."),
    ("I got a new flatmate from Porto.", "User got a new flatmate from Porto."),
])
def test_what_is_held_after_it_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


# review21 R5: a compound's last part, a device one lives with, a plot or a season's pass held
@pytest.mark.parametrize(("said", "entry"), [
    ("I bought a houseboat near Bath.", "User bought a houseboat near Bath."),
    ("I got a wheelchair that fits in my car.", "User got a wheelchair that fits in their car."),
    ("I got an allotment by the canal.", "User got an allotment by the canal."),
    ("I got a season ticket for the rugby.", "User got a season ticket for the rugby."),
])
def test_a_compound_a_device_or_a_pass_held_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
