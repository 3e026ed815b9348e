"""An answer read across the turn (heuristic/answer.py): between people, a pointer at the
start of the user's answer stands for the one thing the other speaker's turn just named
("That quilt is lovely!" — "I sewed it for my niece."). Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.answer import named_things, own_things, resolved
from tests.review.chat_support import added_in_turns as added


def test_it_in_the_answer_is_the_thing_the_friend_just_named() -> None:
    assert added(("assistant", "That quilt is gorgeous! Where did it come from?"),
                 ("user", "Thanks! I inherited it from my grandmother.")) \
        == ["User inherited a quilt from their grandmother."]


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


# The friend names a novel; the user's own answer names a drink before its pointer.
NOVEL = "That novel looks like a cosy read! What are you drinking with it?"


@pytest.mark.parametrize("answer", [
    "A cardamom tea! I've had it every morning this winter.",      # a short sentence before
    "Cardamom tea, and I've had it every morning this winter.",    # a bare exclamation
    "Cardamom tea is my favourite, and I've had it every morning this winter.",  # a subject
])
def test_a_thing_the_user_named_before_the_pointer_is_nearer(answer: str) -> None:
    # "it" may be the tea: never "User has had a novel every morning"
    assert not [entry for entry in added(("assistant", NOVEL), ("user", answer))
                if "novel" in entry]


@pytest.mark.parametrize("own", ["A cardamom tea!", "Ooh, my cardamom tea", "Cardamom tea is lovely"])
def test_resolved_leaves_a_pointer_with_a_nearer_thing_of_its_number(own: str) -> None:
    assert resolved("I've had it every morning this winter", NOVEL, own) is None
    assert resolved("I've had it every morning this winter", NOVEL) \
        == "I've had this novel every morning this winter"


def test_the_friends_thing_named_again_or_a_name_or_another_number_still_resolves() -> None:
    pointer = "I've read it twice since June"
    assert resolved(pointer, NOVEL, "Oh, that novel!") == "I've read this novel twice since June"
    assert resolved(pointer, NOVEL, "Thanks, Mel!") == "I've read this novel twice since June"
    # singular things of the user's own do not stand for "them"
    assert resolved("I glazed them myself last spring", "Those mugs are so cute!",
                    "Thanks, my aunt made the teapot") == "I glazed these mugs myself last spring"
    # (learn72: a count of readings is an experience, so the resolved pointer is read in a habit)
    assert added(("assistant", NOVEL), ("user", "Oh, that novel! I reread it every summer.")) \
        == ["User rereads a novel every summer."]
    assert added(("assistant", "Those mugs are so cute!"),
                 ("user", "Thanks, my aunt made the teapot, and I've glazed them myself.")) \
        == ["User's aunt made the teapot.", "User has glazed some mugs themselves."]


def test_own_things_reads_the_users_noun_phrases_not_reactions_or_names() -> None:
    assert own_things("Ooh, a ginger beer") == [("ginger beer", False)]
    assert own_things("Hot chocolate!") == [("Hot chocolate", False)]
    assert own_things("Oh, hot cocoa sounds perfect") == [("hot cocoa", False)]
    assert own_things("My new boots") == [("new boots", True)]
    assert own_things("Wow, thanks so much, Mel!") == []
    assert own_things("Yes, that sounds great!") == []


# The reviewer's sentences (issue 31 review, P2 #5), none from LoCoMo: the friend's turn
# names another thing of the pointer's number, most often in its closing question, or the
# answer is negated. Before the fix each one became an entry about the wrong thing.
@pytest.mark.parametrize(("friend", "answer"), [
    ("That cake looks delicious! How was the party?", "I planned it for weeks with my cousins."),
    ("That dress is stunning! Where was the gala?", "I hosted it at my aunt's house."),
    ("Your cat is so fluffy! Did you get a new sofa?", "I bought it at a flea market."),
    ("That restaurant looks fancy!", "I never tried it though, too pricey for me."),
])
def test_another_thing_in_the_friends_turn_or_a_negation_resolves_nothing(friend: str,
                                                                          answer: str) -> None:
    assert resolved(answer.rstrip("."), friend) is None
    entries = added(("assistant", friend), ("user", answer))
    assert not any(thing in entry for entry in entries
                   for thing in ("cake", "dress", "cat", "restaurant"))


def test_a_thing_of_the_other_number_in_the_closing_question_does_not_block() -> None:
    # "it" can only be the one singular thing: "your photos" is plural
    assert resolved("I painted it last spring", "That mural is huge! Did you take your photos?") \
        == "I painted this mural last spring"


@pytest.mark.parametrize("answer", ["I didn't paint it myself", "I never painted it at all",
                                    "I could not finish it in time"])
def test_a_negated_answer_resolves_nothing(answer: str) -> None:
    assert resolved(answer, "That mural is huge!") is None
