"""The friend's own thing, shown, is not the user's (judge32 on the sealed v26: the user's
"I love seeing them …" after the friend's "Look at those <X>!" was written as a taste of the
user's about the friend's <X>).

"this"/"those" in a turn that shows something ("here's", "look at", "check out") points at
the friend's thing; "your X" still points at the user's, and a thing the friend points at
without showing it of their own ("Those boots look great!") still lends the user's pointer
its name. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.answer import resolved
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("friend", "user"), [
    ("Here's a photo of my cats after the vet. Look at those glossy tails!",
     "Wow, they look lovely! Love seeing them relaxed and calm in new spots."),
    ("Check out these tomatoes from my allotment!", "Amazing! I love growing them too."),
    ("Take a look at this quilt my gran made.", "Gorgeous! I adore looking at it."),
])
def test_a_thing_the_friend_shows_lends_the_user_nothing(friend: str, user: str) -> None:
    added = added_in_turns(("assistant", friend), ("user", user))
    assert not any(word in " ".join(added) for word in ("tails", "tomatoes", "quilt")), added


def test_a_thing_the_friend_points_at_without_showing_still_names_the_users_pointer() -> None:
    assert added_in_turns(("assistant", "Those boots look great! Where did you get them?"),
                          ("user", "I bought them in Lisbon and I wear them every winter.")) == [
        "User wears boots every winter."]


def test_your_thing_in_a_turn_that_shows_is_still_the_users() -> None:
    assert resolved("I planted them last spring",
                    "Here's my garden! Your roses look amazing too!") == \
        "I planted my roses last spring"


def test_the_pointer_is_left_alone_when_the_friend_shows_their_own() -> None:
    assert resolved("I planted them last spring",
                    "Here's my garden! Those roses look amazing!") is None
    assert resolved("I planted them last spring", "Those roses look amazing!") == \
        "I planted these roses last spring"
