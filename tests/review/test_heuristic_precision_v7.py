"""The shape layer's precision, v7 (issue 31, learn8): what a person says that is not a
lasting fact about them gives nothing, and what is kept reads as one proper third-person
sentence. Each case is a shape first seen on LoCoMo's dev half (conversations 1-5);
every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "Thanks, Robin! I took my nephews to a museum.": ["User has nephews."],
}


def added(*said: str) -> list[str]:
    # a friend's greeting first: the chat is between people, as on LoCoMo
    messages = (ReviewMessage(1, "assistant", "Hi Robin, how have you been?"),) + tuple(
        ReviewMessage(i + 2, "user", text) for i, text in enumerate(said))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("said", "expected"), [
    # a list of verb phrases after one subject agrees member by member
    ("I usually read novels, swim, and have friends over on weekends.",
     "User usually reads novels, swims, and has friends over on weekends."),
    ("I bake bread, go running, and play chess on Sundays.",
     "User bakes bread, goes running, and plays chess on Sundays."),
    # a list of nouns is left as it is
    ("I love tea, cake and biscuits.", "User loves tea, cake and biscuits."),
    # once the user is named in a thing's sentence, the user's things are "their"
    ("Knitting helps me calm my nerves and sort my thoughts.",
     "Knitting helps the user calm their nerves and sort their thoughts."),
])
def test_v7_entries_read_as_a_proper_sentence(said: str, expected: str) -> None:
    assert added(said) == [expected]


@pytest.mark.parametrize("said", [
    # a kind of thing told apart only by how it struck the speaker: which one is lost
    "Thanks, Robin! I recently read a novel that really moved me.",
    "Thanks, Robin! I watched an old film last week that was amazing.",
    "Thanks, Robin! I'm reading a novel I really love.",
    # progress said only of "my work" or "things": a state of the week
    "Thanks, Robin! My long hours are paying off.",
    "Thanks, Robin! Everything is finally coming together.",
    # what a group did with each other, said without "each other": with whom is lost
    "Thanks, Robin! We bonded over old maps.",
    "Thanks, Robin! We hit it off right away at the workshop.",
])
def test_v7_what_says_nothing_lasting_gives_nothing(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    # the same kinds of thing, told apart by what they are, are kept
    # learn61: a book one writes (a book read is the current read, :func:`stage_of_a_doing`)
    ("Thanks, Robin! I'm writing a book about the history of salt.",
     "User is writing a book about the history of salt."),
    # a state of the week after a lasting fact is cut, the fact stays
    ("Thanks, Robin! I'm still running the bakery and everything is coming together!",
     "User is still running the bakery."),
    # a "we" act between people that is not done to each other stays the user's (v9: a
    # lasting act; a one-off outing such as a hike gives nothing, see test_..._v9)
    ("Thanks, Robin! We renovated an old barn in the Alps last month.",
     "User renovated an old barn in the Alps."),
])
def test_v7_a_lasting_fact_near_those_shapes_is_kept(said: str, expected: str) -> None:
    assert added(said) == [expected]


@pytest.mark.parametrize("greeting", ["Sure, Robin!", "Yo Robin!", "The plants look so good, Robin!"])
def test_v7_a_name_set_off_anywhere_marks_a_chat_between_people(greeting: str) -> None:
    # between people, "Remember that …" with no first person is advice to the friend
    assert added(greeting + " Remember that resting is really important.") == []


@pytest.mark.parametrize("said", [
    # a thing of the user's said only to have been a ride: how the weeks felt
    "Thanks, Robin! My week was a wild ride.",
    "Thanks, Robin! I'm feeling a whirlwind of emotions about the move.",
    # remembering in the moment
    "Thanks, Robin! I was just remembering the summer at the lake.",
    # a practice with only how long: its object is in the sentence before
    "Thanks, Robin! I've been practicing for about six months now.",
    # a party only "the" story knows
    "Thanks, Robin! I sent my sketches to the studio.",
    # a passer-by met in passing
    "Thanks, Robin! I walked the dog and bumped into a friendly couple.",
    # an outing to a kind of place with nothing to tell it apart
    "Thanks, Robin! We went to the lake recently.",
    "Thanks, Robin! I took my nephews to a museum.",
    # a conversation as the event, and a try of something once
    "Thanks, Robin! At the fair I had a long chat with an old neighbour.",
    "Thanks, Robin! I tried out some pottery.",
    # what was learned, cut in its middle, would say something not said
    "Thanks, Robin! I've learned that taking long walks and cooking for friends are important "
    "for keeping a clear head at work.",
])
def test_v7_passing_and_lost_things_give_nothing(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "expected"), [
    # a practice with its object or its goal is kept
    ("Thanks, Robin! I've been practicing for my first marathon.",
     "User has been practicing for their first marathon."),
    ("Thanks, Robin! I've been playing the cello for about six months now.",
     "User has been playing the cello for about six months."),
    # "that" after a verb of finding starts what was found; it is not a thing of the story
    # learn23: "them" (the mornings cannot be the object of their own "help": that would be
    # "themselves"), not "the user", which read as a second person
    ("Thanks, Robin! I've learned that slow mornings help me write.",
     "User has learned that slow mornings help them write."),
    # what is remembered is the fact, not the remembering
    ("Thanks, Robin! I was just remembering, taking my nephews sailing on the bay.",
     "User took their nephews sailing on the bay."),
    # a thing of the user's said to have been a ride: the thing lasts, the ride passes
    ("Thanks, Robin! My little bike repair shop was a whirlwind.",
     "User has a little bike repair shop."),
    # the user in a compound subject keeps who went with them (v9: a move lasts; a festival
    # visited once gives nothing, see test_heuristic_precision_v9)
    ("Thanks, Robin! My sister and I moved to a flat by the harbour together.",
     "User moved with their sister to a flat by the harbour."),
])
def test_v7_near_those_shapes_a_fact_is_kept(said: str, expected: str) -> None:
    assert added(said) == [expected]


def test_v7_the_gated_says_little_test_is_the_same_test() -> None:
    # v7's unanchored branches run only past a substring gate (for CPU): same answers
    from reverie.review.providers.heuristic.disclosure import pointers
    said = ["I read a novel that really moved me", "my shop was a wild ride",
            "I'm feeling a whirlwind of emotions", "I walked the dog and ran into a nice couple",
            "I read a novel about a lighthouse", "I went on a long ride", "I ran into the sea",
            "I'm reading a novel I love", "I play the violin"]
    assert [bool(pointers._SAYS_LITTLE.search(s)) for s in said] == [
        pointers._says_little(s) for s in said]
    assert sum(pointers._says_little(s) for s in said) == 5


@pytest.mark.parametrize(("first", "second", "expected"), [
    # the "and" inside a value joins what its preposition takes: no member is cut from it
    # (learn23: and such a member is not listed with others — "films about sailing and
    # whaling and maps" read as films about maps; the two entries stay side by side)
    ("User loves films about sailing and whaling.", "User loves maps.", None),
    # an activity's own "and" joins until another activity starts (learn23: the things
    # first, the doings after them)
    ("User enjoys reading about birds and painting.", "User enjoys chess.",
     "User enjoys chess, reading about birds and painting."),
    # a plain list is still a list
    ("User likes tea and cake.", "User likes biscuits.", "User likes tea, cake and biscuits."),
])
def test_v7_a_merge_never_cuts_a_member_at_its_own_and(first: str, second: str,
                                                       expected: str | None) -> None:
    from reverie.review.slots import merged_members
    assert merged_members(first, second) == expected
