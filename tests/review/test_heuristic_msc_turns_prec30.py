"""prec30 (issue 31, MSC's per-turn persona annotations, session 4 valid records 251-500): entries
kept live whose object, place or comparison stayed in the chat, and typing read as typed, read as
MSC is played (said to the assistant):

* a pointer as the object with only where, when or how often after it ("has it in the
  mornings", "has a few in their drawer"), a story's opener ("had a friend."), going with
  someone or choosing with nothing of where or for what ("went with their family."), a taste
  with a bare comparative ("likes <one> better."), a decision, a choice or a count of nothing
  named ("hasn't decided.", "has lost count."), a moment of the day told in hours ago or "the
  other night", "sorry" with nothing it is for, an answer's
  "never to <verb>" read as a rule for the assistant;
* a word or two typed twice read once, a perfect's "have" left off after "never" put back.

Each refusal sits beside its guard: the same words with their thing named are still kept. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.object_in_the_talk import object_left_in_the_talk
from reverie.review.providers.heuristic.stands_alone import stands_alone
from reverie.review.providers.heuristic.well_formed import mended
from reverie.review.review_input import ReviewInput, ReviewMessage


def _added_after(asked: str, said: str) -> list[str]:
    """What is added when ``said`` answers ``asked``, said to the assistant as MSC is played."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "assistant", asked), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("asked", "said", "refused"), [
    ("Do you like tea?", "I usually only have it in the evenings.", "has it in the evenings."),
    ("Do you keep snacks?", "I have a few in my desk drawer.", "a few in their desk drawer."),
    ("Is that a good show?", "I have been watching that and the news for ages.", "watching that and"),
    ("Did you pick a paint?", "I went with blue.", "went with blue."),
    ("Where did you go?", "I went with my family.", "went with their family."),
    ("Which park do you like?", "I like Legoland better.", "likes Legoland better."),
    ("Any stories?", "I had a coworker. He quit in May.", "had a coworker."),
    ("My cat died last week.", "I am very terribly sorry.", "sorry."),
    ("Where will you go?", "I haven't decided.", "decided."),
    ("Which one?", "I don't have a choice.", "a choice."),
    ("Do you work nights?", "I have no choice but to work nights.", "no choice."),
    ("How many times have you been?", "I have lost count.", "lost count."),
    ("Could you fix a car?", "I wouldn't know where to begin.", "where to begin."),
    ("Know a good spot?", "I don't know a bakery off the top of my head.", "top of their head."),
    ("Is it true?", "I tend to think.", "tends to think."),
    ("Will they come?", "I will ask my aunt first. I am 95% sure :)", "sure."),
    ("How is your morning?", "I put a muffin in the oven two hours ago.", "two hours ago."),
    ("Met anyone?", "I met my cousin's new puppy the other night.", "the other night."),
    ("Do you take the dogs to the site?", "Never to work. There is too much noise at the warehouse.",
     "never to work."),
])
def test_what_stayed_in_the_talk_is_not_kept(asked: str, said: str, refused: str) -> None:
    added = _added_after(asked, said)
    assert not any(refused in e for e in added), added


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Do you like spinach?", "I usually only eat spinach in the mornings.",
     "User usually only eats spinach in the mornings."),
    ("Do you keep snacks?", "I keep one apple in my car.", "User keeps one apple in their car."),
    ("Any pets?", "I have a few cats at home.", "User has a few cats at home."),
    ("How do you keep fit?", "I do yoga all the time.", "User does yoga all the time."),
    ("Where do you travel?", "I go with my brother to the Rockies every summer.",
     "User goes with their brother to the Rockies every summer."),
    ("Do you plan ahead?", "I just go with the flow.", "User goes with the flow."),
    ("Which park do you like?", "I like Legoland better than the zoo.",
     "User likes Legoland better than the zoo."),
    ("Where do you live?", "I have a roommate.", "User has a roommate."),
    ("Any pets?", "I had a dog growing up.", "User had a dog growing up."),
    ("Do you like X-Men?", "I am not that into X-Men.", "User is not that into X-Men."),
    ("How long have you lived there?", "I moved to Ohio two years ago.", "User moved to Ohio."),
    ("Would you move?", "I have decided to move to Ohio.", "User has decided to move to Ohio."),
    ("Any plans?", "I tend to think about the future a lot.", "User tends to think about the future a lot."),
])
def test_the_same_words_with_their_thing_named_stay(asked: str, said: str, kept: str) -> None:
    assert kept in _added_after(asked, said)


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("How long have you played?", "I have played the guitar for for a couple months.",
     "User has played the guitar for a couple months."),
    ("How do you cope alone?", "I am used to used to cooking for myself.",
     "User is used to cooking for themselves."),
    ("Ever been abroad?", "I never been to Peru.", "User has never been to Peru."),
])
def test_typing_is_read_as_typed(asked: str, said: str, kept: str) -> None:
    assert kept in _added_after(asked, said)


@pytest.mark.parametrize("entry", [
    "User had had enough of the city.",
    "User thinks that that is fine.",
    "User finds the show so so.",
    "User loves Bora Bora.",
])
def test_doubles_english_writes_on_purpose_stay(entry: str) -> None:
    assert mended(entry) == entry


@pytest.mark.parametrize(("entry", "read"), [
    ("User loves their cat :)", "User loves their cat."),
    ("User loves the beach <3 <3.", "User loves the beach."),
])
def test_a_face_typed_at_the_end_is_no_word_of_the_entry(entry: str, read: str) -> None:
    assert mended(entry) == read


@pytest.mark.parametrize("entry", [
    "User is sure of their skiing",
    "User is certain that they make the best lasagna",
    "User hasn't decided on a college yet",
    "User has no choice but to work nights",
])
def test_a_certainty_or_a_decision_with_its_what_stands(entry: str) -> None:
    assert not object_left_in_the_talk(entry)


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Where do you bike?", "I love Mt. Rainier. Have you hiked it?", "User loves Mt. Rainier."),
    ("Where do you live?", "I live in Ft. Worth with my dad.", "User lives in Ft. Worth with their dad."),
])
def test_a_mountains_or_a_forts_title_ends_no_sentence(asked: str, said: str, kept: str) -> None:
    assert kept in _added_after(asked, said)


def test_a_unit_before_a_new_sentence_still_ends_it() -> None:
    added = _added_after("How tall?", "My brother is 6 ft. He plays basketball.")
    assert "User's brother plays basketball." in added


def test_a_day_off_is_that_days() -> None:
    # (said alone the sentence is refused before the entry is read; in a play's turn it was not)
    assert not stands_alone("User is off for the day.")
