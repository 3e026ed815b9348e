"""An answer read across the turn (heuristic/answer.py): between people, a pointer at the
start of the user's answer stands for the one thing the other speaker's turn just named
("That quilt is lovely!" — "I sewed it for my niece."). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.answer import named_things, resolved
from reverie.review.review_input import ReviewInput, ReviewMessage

# A chat between friends: each side calls the other by name (extract._between_people).
GREETING = (("user", "Hi Priya! Good to hear from you."),
            ("assistant", "Hey Tomas! Good to hear from you too."))


def added(*turns: tuple[str, str], greeting: tuple[tuple[str, str], ...] = GREETING) -> list[str]:
    messages = tuple(ReviewMessage(i, role, text)
                     for i, (role, text) in enumerate((*greeting, *turns), 1))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


def test_it_in_the_answer_is_the_thing_the_friend_just_named() -> None:
    assert added(("assistant", "That quilt is gorgeous! Where did it come from?"),
                 ("user", "Thanks! I sewed it for my niece's wedding.")) \
        == ["User sewed a quilt for their niece's wedding."]


def test_your_thing_is_the_users_own() -> None:
    assert added(("assistant", "Your sourdough looks perfect. How long do you proof it?"),
                 ("user", "I usually proof it overnight in the fridge.")) \
        == ["User usually proofs their sourdough overnight in the fridge."]


def test_them_takes_a_plural_thing_and_it_a_singular_one() -> None:
    # two things named, one of each number: each pointer finds the one of its number
    before = "Those tomatoes look amazing, and that greenhouse is huge! How do you grow them?"
    assert resolved("I grow them from seed every spring", before) \
        == "I grow these tomatoes from seed every spring"
    assert resolved("I built it with my brother", before) \
        == "I built this greenhouse with my brother"


@pytest.mark.parametrize("before", [
    "That kayak and that tent look great! Where did you get it?",   # two singular things
    "Looks great! Where did you get it?",                            # nothing named
    "I heard that pottery is relaxing. Did you enjoy it?",           # "that" is a conjunction
])
def test_no_single_thing_named_resolves_nothing(before: str) -> None:
    assert resolved("I bought it from a shop in Leeds", before) is None


def test_an_idiom_or_a_bare_pointer_stays_out() -> None:
    before = "That climb looked brutal! How did it go?"
    assert resolved("I made it to the top before noon", before) is None   # arrived
    assert resolved("I nailed it on the second try", before) is None
    assert resolved("I loved it", before) is None                          # nothing after
    assert added(("assistant", "That climb looked brutal! How did it go?"),
                 ("user", "I made it to the top before noon.")) == []


def test_only_at_the_start_of_the_answer() -> None:
    # the answer's first sentence takes the friend's bike; a pointer after a sentence of the
    # user's own points at what the user said (here the shed), never at the friend's thing
    assert added(("assistant", "That bike of yours is lovely."),
                 ("user", "Thanks, I still ride it most weekends. My neighbour has a rusty old "
                          "shed. I painted it green last spring.")) \
        == ["User still rides a bike most weekends.", "User's neighbour has a rusty old shed."]


def test_a_developers_session_keeps_the_pointer_unresolved() -> None:
    # the assistant's "that function" is the work, not something the user has
    assert added(("assistant", "That function looks slow. Want me to profile it?"),
                 ("user", "I wrote it for the billing export last year."), greeting=()) == []


def test_named_things_reads_noun_phrases_and_stops_at_a_verb() -> None:
    assert named_things("That painting is awesome, and those colours are so vivid!") \
        == [("that", "painting", False), ("those", "colours", True)]
    assert named_things("Your new herb garden looks lovely.") == [("your", "new herb garden", False)]
