"""learn90 (issue 31, precision): "my X" said by a copula of a subject that is a thing
("Enamel badges are my weakness", "Sourdough is my weekend project") says what the subject is to
the user; it is no thing of the user's for a later "it" to stand for (:mod:`...heuristic.objects`,
:mod:`...heuristic.antecedent`). The parent wrote "User collects their weakness." and "User bakes
their weekend project every Saturday.", naming nothing. Sentences of our own; the twins, where
"my X" is the thing itself, are kept as before."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _between_people(said: str) -> list[str]:
    return added_in_turns(("assistant", "Hi Oona!"), ("user", "Hey Tamsin!"),
                          ("assistant", "So what keeps you busy these days?"), ("user", said))


@pytest.mark.parametrize(("said", "role"), [
    ("Enamel badges are my weakness. I collect it.", "their weakness"),
    ("Sourdough is my weekend project. I bake it every Saturday.", "their weekend project"),
    ("Birdsong is my alarm clock. I record it at dawn.", "their alarm clock"),
])
def test_the_subjects_role_is_no_thing(said: str, role: str) -> None:
    for adds in (_between_people(said), added_in_a_developer_session(said)):
        assert not any(role in a and not a.startswith(("Enamel", "Sourdough", "Birdsong")) for a in adds), adds


@pytest.mark.parametrize(("said", "kept"), [
    ("This is my new bike. I ride it every morning.", "User rides their bike every morning."),
    ("I got a puppy last month. I walk him every morning.", "User walks their puppy every morning."),
    ("We tried a card game called Tessera. I love it!", "User loves the card game Tessera."),
    ("Gardening is my passion. I do it daily.", "User does gardening daily."),
])
def test_the_thing_itself_stays(said: str, kept: str) -> None:
    assert kept in _between_people(said)
