"""learn63 (issue 31, "lost condition"): a time said first and cut off by its comma bounds the
past clause after it. A time only the chat's story knows ("back then", "at the time", "in
those days", hedged or not) cannot be carried: the clause gives nothing (it was kept bare, a
past state read as the user's now). A time of the speaker's life ("As a teenager", "When I
was little", "Growing up") is written after the clause. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "Probably at that time, I was hooked on chess problems.",
    "Back then, I was terrified of horses.",
    "At the time, I worked nights at a bakery.",
    "In those days, I was a huge fan of punk.",
])
def test_a_past_bounded_by_the_chats_time_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("As a teenager, I was crazy about motorbikes.", "User was crazy about motorbikes as a teenager."),
    ("When I was a kid, I was obsessed with dinosaurs.", "User was obsessed with dinosaurs as a kid."),
    ("When I was little, I loved building dens.", "User loved building dens as a child."),
])
def test_a_past_of_the_speakers_life_keeps_its_time(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


# guard (passes on the parent too): a present state after a time of life is left as it was
def test_a_present_after_a_time_of_life_is_left() -> None:
    assert "User loves to sketch." in added_at_said_time("Ever since school, I love to sketch.")
