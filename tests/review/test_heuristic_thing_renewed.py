"""A thing of the user's upgraded or replaced is read as a new one bought (fixlearn13, issue 31;
review28's P3 on 02f55fdd: "Yesterday I upgraded my phone." was kept as a past event). What it
leaves is decided by the thing's kind, as for a thing bought (learn59): a home, a vehicle or
an animal is held afterwards, so the renewal stays live with its date, as "I bought a new car"
does; any other thing renewed (a phone, a laptop, a kettle) is the day's, as buying a new
phone is, and gives nothing, neither a live entry nor an episode. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import live_and_episodes as kept


@pytest.mark.parametrize("said", [
    "Yesterday I upgraded my phone.",
    "Last week I replaced my old laptop.",
    "On Saturday I upgraded my headphones.",
    "Yesterday I bought a new phone.",          # the neighbour it is read as
])
def test_a_days_thing_renewed_leaves_nothing(said: str) -> None:
    assert kept(said) == ([], [])


@pytest.mark.parametrize(("said", "entry"), [
    ("Last month I upgraded my car.", "User upgraded their car in February 2024."),
    ("Yesterday I replaced my old car.", "User replaced their old car on 10 March 2024."),
    ("Yesterday I bought a new car.", "User bought a new car on 10 March 2024."),   # its neighbour
])
def test_a_held_thing_renewed_stays_live(said: str, entry: str) -> None:
    assert kept(said) == ([entry], [])
