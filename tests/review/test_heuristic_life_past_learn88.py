"""learn88 (issue 31, recall): a past of the user's life said in passing. A time of life said
first bounds its clause whatever the past is said in ("As a kid, I rode …", "When I was
small, my cousin and I built …"); a relative clause of the speaker's past bounded by a time
of their life is read as its own sentence ("… the paper kite I had as a boy"); a dated doing
of one's own judged is the dated act it names ("Hosting a chess camp last spring was a
blast"). Each refused shape sits beside a kept twin. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.life_past import dated_doing, relative_of_a_life
from tests.review.chat_support import added_as_news, live_and_episodes

# --- a time of life said first, whatever the past is said in -------------------------------

@pytest.mark.parametrize(("text", "kept"), [
    # an irregular past was read only after "when …", not after "As a kid,"
    ("As a kid, I rode a red tricycle everywhere.", "User rode a red tricycle everywhere as a kid."),
    ("As a teenager, I broke my wrist skateboarding.", "User broke their wrist skateboarding as a teenager."),
    ("Growing up, I saw floods reshape the valley farms.",
     "User saw floods reshape the valley farms growing up."),
    # the speaker with their people as one subject
    ("When I was ten, my aunt and I drove a camper van to Galicia.",
     "User and their aunt drove a camper van to Galicia at age ten."),
    ("When I was small, my cousin and I built a raft on the pond.",
     "User and their cousin built a raft on the pond as a child."),
])
def test_a_time_of_life_said_first_bounds_any_past(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_a_time_of_the_chats_story_still_refuses_the_clause() -> None:
    # learn63: "back then" is a time only the chat knows; read for an irregular past too now
    assert not any("concerts" in e for e in added_as_news("Back then, I went to loads of concerts."))
    assert "User went to loads of concerts as a kid." in added_as_news("As a kid, I went to loads of concerts.")


def test_a_companion_subject_is_no_time_of_life_without_one() -> None:
    # "my aunt and I" alone changes nothing: no time of life, the one-off stays out as before
    assert not any("camper van" in e for e in added_as_news("My aunt and I drove a camper van to the coast."))


# --- a relative clause of a past of the speaker's life ---------------------------------------

@pytest.mark.parametrize(("sentence", "told"), [
    ("That photo takes me back to the paper kite I had as a boy.", ["I had a paper kite as a boy."]),
    ("It looks just like the dog I had growing up!", ["I had a dog growing up."]),
    ("Ha, those are just like the green roller skates I wore in high school.",
     ["I wore green roller skates in high school."]),
    ("This reminds me of my old blue bike I rode when I was little, with the bell.",
     ["I rode my old blue bike when I was little."]),
    # "my" kept: no article to fit a plural or an ordinal
    ("They look like my old roller skates I wore as a kid.", ["I wore my old roller skates as a kid."]),
    ("Ha, just like my first guitar I played in high school!", ["I played my first guitar in high school."]),
])
def test_a_past_of_a_life_in_a_relative_is_said_again(sentence: str, told: list[str]) -> None:
    assert relative_of_a_life(sentence) == told


@pytest.mark.parametrize("sentence", [
    "Do you remember the paper kite I had as a boy?",            # a question
    "I wish I still had the paper kite I had as a boy.",         # a wish
    "That takes me back to the film I saw as a boy.",               # seeing is one occasion, no having
    "That takes me back to the kite I owned.",                        # no time of life: one act, or now?
    "That takes me back to the kite I owned as a boy that my dad made.",  # more after the time: whose?
    "That takes me back to the thing I owned as a boy.",              # the head names nothing
    "It's like the book I read in high school.",                 # a bare book, read: names nothing
])
def test_a_relative_that_is_not_a_past_had_says_nothing(sentence: str) -> None:
    assert relative_of_a_life(sentence) == []


def test_the_relative_is_kept_in_a_chat() -> None:
    kept = added_as_news("Wow, the sea looks wild! That sea takes me back to the paper kite I had as a boy, "
                         "we flew it on the cliffs.")
    assert "User had a paper kite as a boy." in kept


# --- a dated doing of one's own, judged -------------------------------------------------------

@pytest.mark.parametrize(("sentence", "told"), [
    ("Hosting a chess camp in my old school last spring was a blast.",
     "I hosted a chess camp in my old school last spring."),
    ("Organizing a book swap for the library last month was so rewarding!",
     "I organized a book swap for the library last month."),
    ("Running the coastal relay two weeks ago was gruelling, and I'd do it again.",
     "I ran the coastal relay two weeks ago."),
    ("Honestly, building a pizza oven with my neighbours last summer was the best.",
     "I built a pizza oven with my neighbours last summer."),
])
def test_a_dated_doing_judged_is_its_act(sentence: str, told: str) -> None:
    assert dated_doing(sentence) == told


@pytest.mark.parametrize("sentence", [
    "Hosting a chess camp in my old school was a blast.",          # undated: learn53's occasion
    "Hosting a chess camp last spring wasn't fun at all.",          # said not to have gone so
    "Seeing the finals last week was so motivating.",               # how it struck them
    "Watching it with you last weekend was awesome.",               # a pointer and the listener
    "Seeing my son graduate last week was amazing.",                # a perceiving, and the son's
    "Teaching my sister to drive last month was hard.",             # another's doing inside it
    "Fostering a litter of kittens last month was exhausting.",     # "fostering": its past not known
    "Hosting a chess camp last spring was a blast?",                # a question
])
def test_a_doing_that_is_not_a_dated_act_of_ones_own_says_nothing(sentence: str) -> None:
    assert dated_doing(sentence) is None


def test_the_dated_doing_is_an_episode_and_the_undated_one_nothing() -> None:
    live, episodes = live_and_episodes("Hosting a chess camp in my old school last Saturday was a blast.")
    assert any(e.startswith("User hosted a chess camp in their old school") for e in episodes)
    assert not any("chess camp" in e for e in live)
    live, episodes = live_and_episodes("Hosting a chess camp in my old school was a blast.")
    assert not any("chess camp" in e for e in live + episodes)


@pytest.mark.parametrize(("text", "kept"), [
    # review39: the sentence's cut kept the gerund with the judgement's verb left on ("User
    # lost their job was hard."); the dated doing is read in its place
    ("Losing my job last year was hard.", "User lost their job in 2023."),
    ("Selling my car last year was hard.", "User sold their car in 2023."),
])
def test_a_dated_doing_judged_is_read_in_place_of_the_broken_cut(text: str, kept: str) -> None:
    live, episodes = live_and_episodes(text)
    assert kept in live + episodes
    assert not any(entry.endswith(("was hard.", "was.")) for entry in live + episodes)


@pytest.mark.parametrize(("text", "kept"), [
    # review39: a negated past lost its time of life and read as the whole life's, or now's
    ("As a kid, I never rode a bike.", "User never rode a bike as a kid."),
    ("Growing up, I didn't have a dog.", "User didn't have a dog growing up."),
    ("As a teenager, I wasn't allowed a phone.", "User wasn't allowed a phone as a teenager."),
])
def test_a_time_of_life_bounds_a_negated_past_too(text: str, kept: str) -> None:
    live, episodes = live_and_episodes(text)
    assert kept in live + episodes, (live, episodes)
