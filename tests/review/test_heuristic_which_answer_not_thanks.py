"""learn66 (review23 R3's family, broken writing): a short sentence of thanks or one led by a
preposition answers no "which/what … did you …?": joined with the question it gave "User
joined for asking." The name said after it is still joined. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("friend", "user", "entry"), [
    ("Which choir did you join?", "Thanks for asking! The Night Owls.", "User joined the Night Owls."),
    ("What did you study?", "Thank you for asking. Geology, at Aberdeen.", "User studied geology at Aberdeen."),
])
def test_thanks_before_the_answer_is_not_joined(friend: str, user: str, entry: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == [entry]


def test_a_phrase_led_by_a_preposition_is_not_joined() -> None:
    # review23 R13: what is pinned is the broken join ("User joined after a long wait."), not
    # the miss beside it (the name after the preface is not joined yet: a later fix may keep it)
    kept = added_in_turns(("assistant", "Which orchestra did you join?"),
                          ("user", "Well, after a long wait. The Lowmoor Philharmonic!"))
    assert not any("long wait" in entry for entry in kept)
    assert all(entry == "User joined the Lowmoor Philharmonic." for entry in kept)
