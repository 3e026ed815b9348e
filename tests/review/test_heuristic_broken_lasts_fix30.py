"""fix30 (review17 Q5): after a verb of breaking, what lasts is read by its structure, not
by a closed list of everyday body parts alone: a part of the body named by its anatomy (a
learned bone or muscle name, any "-bone", a socket of the body), a tie or an agreement ended
("broke ties/contact", "broke things off", "broke my lease"), and a mark broken said by its
number ("broke 80", "broke three hours"). A thing broken once stays the day's mishap. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I ripped my tricep at the gym.", "User ripped their tricep at the gym."),
    ("I broke my breastbone sledding.", "User broke their breastbone sledding."),
    ("I broke a metatarsal on a hike.", "User broke a metatarsal on a hike."),
    ("I scratched my cornea with a contact lens.", "User scratched their cornea with a contact lens."),
    ("I tore my pectoral doing bench presses.", "User tore their pectoral doing bench presses."),
])
def test_an_injury_named_by_its_anatomy_lasts(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I broke contact with my old bandmates.", "User broke contact with their old bandmates."),
    ("I broke things off with my fiance.", "User broke things off with their fiance."),
    ("I broke family ties with my cousins.", "User broke family ties with their cousins."),
    ("I broke my contract with the agency.", "User broke their contract with the agency."),
])
def test_a_tie_or_an_agreement_ended_lasts(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I broke 80 on the back nine.", "User broke 80 on the back nine."),
    ("I broke three hours in the half marathon.", "User broke three hours in the half marathon."),
])
def test_a_mark_broken_said_by_its_number_lasts(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize("said", [
    # guards: a thing broken once stays the day's mishap, whatever its name looks like
    "I broke my trombone at band practice.",
    "I broke two plates while washing up.",
    "I broke the socket on the kitchen wall.",
    "I smashed my phone screen on the pavement.",
    "I broke the wishbone at dinner.",
])
def test_a_thing_broken_once_stays_a_mishap(said: str) -> None:
    assert added_at_said_time(said) == []
