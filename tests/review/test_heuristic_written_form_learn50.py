"""learn50 (issue 31, precision): the last reading of an entry is of its written form, whatever
clause wrote it. An entry that names nothing (a demonstrative, "the one", a "there" with no
place, a kind named only as a kind), points at the chat, leaves a transitive verb without its
object or a going without its place, or is broken writing (a comma splice) is dropped or
repaired. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.written_form import faults, written
from tests.review.chat_support import added_in_turns


def added(friend: str, said: str) -> list[str]:
    return added_in_turns(("assistant", friend), ("user", said))


@pytest.mark.parametrize(("friend", "said"), [
    # the object was "these" (the friend's bowls): the verb is left without one
    ("Did you throw those mugs on a wheel?",
     "Yes! I've been making these since I took a glazing class in March."),
    ("What do you do on Fridays?", "I've started bringing to every office potluck."),
    # a place adverb with no place named in the entry
    ("Lovely view of the ridge!", "Thanks, biking up there is one of my favourite weekend rituals."),
    # "the one" with nothing saying one of what
    ("Any news since we spoke?", "I have kept the one my uncle whittled."),
    # a going with no place: the place was in the sentence before
    ("Any news since we spoke?", "The lagoon calms me, I go whenever the tide is low."),
    # a person said only as a person: the relative clause that said which was cut
    ("Any news since we spoke?", "I've always been the sort of person who thrives on deadlines."),
    # the friend's own "my" in the question is the friend's: the cabin and the cousin are not
    # the user's (a referent only in the other speaker's turn)
    ("Have you been to my cabin by the lake?", "Yes, twice!"),
    ("Have you met my cousin Ines?", "Yes! She is lovely, we had lunch together once."),
    # a kind named only as a kind
    ("Any news since we spoke?", "I took up an instrument in October."),
])
def test_an_entry_that_names_nothing_is_dropped(friend: str, said: str) -> None:
    assert added(friend, said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # a second clause spliced with a comma is cut; the first is the fact
    ("I've been crocheting blankets, these are for my godchildren.",
     ["User has been crocheting blankets."]),
    # a rewrite that failed ("I myself am" -> "User themselves am"): the clause after it stays
    ("I myself am no fan of loud bars, so I prefer quiet pubs.", ["User prefers quiet pubs."]),
    # a doing as the second clause's subject
    ("I keep a diary, writing in it each evening helps me think clearly.", ["User keeps a diary."]),
    ("I grow chillies on my balcony, tending them is my favourite part of the day.",
     ["User grows chillies on their balcony."]),
    # "more" with nothing it is more than: the comparison was with the chat
    ("I've been sketching more birds since the spring.",
     ["User has been sketching birds since the spring."]),
    ("I've been growing more peppers in my allotment.",
     ["User has been growing peppers in their allotment."]),
])
def test_a_fault_of_form_with_the_fact_before_it_is_repaired(said: str, kept: list[str]) -> None:
    assert added("Any news since we spoke?", said) == kept


@pytest.mark.parametrize("entry", [
    "User is proud of the drawing posted earlier, as they said." ,
    "User agrees with what they said about rest days.",
    "User feels the same way about jazz.",
    "User loves these so much.",
    "User painted that one for their cousin.",
    "User bought for their niece.",
    "User loves the the harbour.",
    "User is fond of the photo.",
    "User told you about their garden.",
    "User keeps my old bike in the shed.",
    "User themselves am not a fan of queues.",
    "User have two ferrets.",
    "User goes with their sister.",
    "User wants to visit because their friend lives.",
])
def test_faults_of_form(entry: str) -> None:
    assert faults(written(entry) or entry)
    assert written(entry) is None


@pytest.mark.parametrize("entry", [
    "User moved to Leeds and loves it there.",
    "User's brother is there for the user through everything.",
    "User keeps their seed jars labelled to find the right ones fast.",
    "User has become more patient since their son was born.",
    "User knows that patience is what got them this far in their trade.",
    "User bakes the same loaf every year for their grandmother's birthday.",
    "User guards their me-time on Sundays.",
    "User has been saving for a while.",
    "User has never read a book about sailing.",
    "User got a new job.",
    "User loves the ocean.",
    'User loves the song "This Is Home".',
    "User reads a lot about World War I.",
    "User and their brother are restoring a tractor.",
    "User goes sledging with their nephews on the hill most winters.",
    "User finds it calming to knit before bed.",
    "User reminds themselves to thank the ones they love.",
    "User loves being around people who make them laugh.",
    # a preposition in -ing opens no clause of its own (review18 R18)
    "User has three cats, including a tabby who keeps them company at night.",
    "User has two nephews, including one who is a medic.",
])
def test_what_is_written_whole_is_kept_as_written(entry: str) -> None:
    assert written(entry) == entry
