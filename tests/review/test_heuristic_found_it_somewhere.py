"""Only "… and find/found it <how it struck>" is a view the user shares with the clause before
(review16 Q13, a follow-up to learn41's split in heuristic/disclosure.py). A thing found
somewhere ("found it in the shed") or "find it hard to <do>" is not split off: the act before it
is not read alone as if nothing followed. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize("said", [
    "I lost my house keys and found it under the doormat.",
    "I searched for my old camera and found it in the garage.",
])
def test_a_thing_found_somewhere_is_not_split_from_its_loss(said: str) -> None:
    assert added(said) == []


def test_find_it_hard_to_do_is_read_as_before() -> None:
    assert added("I coach my niece's hockey team and find it hard to stay patient.") \
        == ["User coaches their niece's hockey team and finds it hard to stay patient."]


def test_a_view_shared_with_the_clause_before_still_joins() -> None:
    assert added("I volunteer at the food bank and find it so rewarding.") \
        == ["User volunteers at the food bank and finds it rewarding."]
