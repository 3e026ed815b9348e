"""review30 R22 (issue 31; naming nothing): another's doing cut from the plan it serves ("…, and
my sister is helping" -> "User's sister is helping.") is dropped by `referents.with_referent`
when a verb that needs what it serves (help, join, pitch in, pay, drive) ends the entry; the
same person's doing with what it serves named stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _told(said: str) -> list[str]:
    return added_in_turns(("assistant", "How's your week shaping up?"), ("user", said))


@pytest.mark.parametrize("said", [
    "I'm throwing a barbecue in June, and my uncle is helping.",
    "I'm sewing the costumes for the school play, my aunt is pitching in.",
    "I'm restoring a rowing boat this spring and my nephew is helping out too.",
])
def test_a_helper_with_nothing_helped_gives_no_entry_of_theirs(said: str) -> None:
    kept = _told(said)
    assert not any(e.startswith("User's") and e.endswith(("helping.", "helping out too.", "pitching in."))
                   for e in kept), kept


@pytest.mark.parametrize(("said", "kept"), [
    ("My uncle is helping me learn the banjo.", "User's uncle is helping the user learn the banjo."),
    ("My aunt is helping at the animal shelter on weekends.",
     "User's aunt is helping at the animal shelter on weekends."),
])
def test_a_helper_with_what_they_help_named_stays(said: str, kept: str) -> None:
    assert kept in _told(said)
