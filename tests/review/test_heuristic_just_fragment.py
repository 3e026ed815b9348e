"""A fragment opened by ", just" after a clause (issue 31, broken writing): the fragment says
what the user does instead, or what is left out, and was run on into the clause ("User
doesn't eat meat fish."). After a negation it is dropped; "just not" is written "but not"; a
time after ", just" is still a date cut from the entry. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _told(said: str) -> list[str]:
    return added_in_turns(("assistant", "How have you been?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I don't eat pork, just chicken.", ["User doesn't eat pork."]),
    ("I don't drink soda anymore, just sparkling water.", ["User doesn't drink soda anymore."]),
    ("I never bake on weekdays, just on Sundays.", ["User never bakes on weekdays."]),
    ("I'm not a big gamer, just puzzle apps.", ["User is not a big gamer."]),
    ("I adore my neighbourhood, just not the traffic.",
     ["User adores their neighbourhood, but not the traffic."]),
])
def test_a_just_fragment_is_not_run_into_the_clause(said: str, kept: list[str]) -> None:
    assert _told(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a time after ", just" dates the act, as it did before
    ("I adopted a kitten, just last month.", ["User adopted a kitten."]),
    # no negation before it: the fragment is not what the user does instead
    ("I play the ukulele, just for fun.", ["User plays the ukulele for fun."]),
])
def test_a_just_fragment_that_is_no_instead(said: str, kept: list[str]) -> None:
    assert _told(said) == kept
