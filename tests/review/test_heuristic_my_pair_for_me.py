"""learn52: what keeps the user going, said as a pair or a list whose first member is the
user's people or animal and whose last may be a doing of a few words ("My brother and
long swims keep me calm", "My cat, jazz, and cooking for friends keep me happy"). learn35
read "My family motivates me" and a list of short members; a pair read only its last member
("chess": no person) and a list stopped at a member of three words. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    ("My brother and chess keep me sharp.", "User's brother and chess keep the user sharp."),
    ("My grandpa and my allotment keep me grounded.", "User's grandpa and allotment keep the user grounded."),
    ("My cat, jazz, and cooking for my friends keep me happy.",
     "User's cat, jazz, and cooking for their friends keep the user happy."),
    ("My dad, cycling, and reading old poetry keep me grounded.",
     "User's dad, cycling, and reading old poetry keep the user grounded."),
])
def test_a_pair_or_list_led_by_the_users_people_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_a_list_said_as_the_answer_to_what_inspires_is_kept() -> None:
    # asked.py's join gives "… keep me grounded"; the list's last member ran on past three words
    added = added_in_turns(("assistant", "Drawing keeps me grounded. What else keeps you grounded?"),
                           ("user", "My niece, sketching, and walking by the river, honestly."))
    assert "User's niece, sketching, and walking by the river keep the user grounded." in added


@pytest.mark.parametrize("said", [
    "My job and the commute make me tired.",        # no person or animal leads the pair
    "My goodness, I love it and stuff.",            # an opener, no list
    "My brother and chess keep me posted.",         # a chat act, as for one person
    # review18 R10: a second member that names nothing, and another's say-so at the end
    "My aunt and things keep me occupied.",
    "My uncle and everything keep me on my feet.",
    "My sister and knitting keep me calm, she says.",
    "My grandpa keeps me humble, he tells me.",
])
def test_what_is_no_such_pair_gives_no_pair_entry(said: str) -> None:
    assert not any(e.startswith("User's") and " keep" in e for e in added_as_news(said))
