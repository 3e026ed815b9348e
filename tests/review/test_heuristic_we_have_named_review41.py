"""review41: the lead's "we have a <thing> called <Name>" (86f52f56, the household's lasting
thing) read a work's thing said to the agent and a person the household knows as the
family's: "We have a service called Billing that handles invoices." was kept "User and their
family have a service called Billing that handles invoices." on both paths, "We have a guy
called Mike who fixes our roof." "User and their family have a guy called Mike.". Both keep
nothing again, as before 86f52f56; a pet or a boat named stays. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What have you been up to?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "We have a service called Billing that handles invoices.",
    "We have a guy called Mike who fixes our roof.",
])
def test_a_work_thing_or_a_person_is_no_household_thing(said: str) -> None:
    for adds in _both(said):
        assert not any("their family" in a for a in adds), adds


def test_a_pet_named_is_still_the_households() -> None:
    for adds in _both("We have a golden retriever called Biscuit."):
        assert "User and their family have a golden retriever called Biscuit." in adds, adds
