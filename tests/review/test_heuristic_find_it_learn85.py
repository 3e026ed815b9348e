"""Session 35, learn85: a judgement of a doing said with the doing last ("I find it relaxing
to knit") is read as said with the doing first ("I find knitting relaxing"), which was kept;
a remark ("hard to believe"), a past time ("I found it …") and a word that judges nothing stay
as before. An avoidance of a kind said as a wish while picking among options ("I'd rather
avoid anything with cashews") is kept as "I prefer to avoid …" is; the pick, a wish of the
moment, a thing of the chat and an occasion keep nothing. Every sentence here is our own.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.disclosure.forms import _gerund
from reverie.review.providers.heuristic.find_it import doing_put_first
from reverie.review.review_input import ReviewInput, ReviewMessage

from .chat_support import added_in_a_developer_session, live_and_episodes


@pytest.mark.parametrize(("said", "kept"), [
    ("I find it relaxing to knit in the evenings.", "User finds knitting in the evenings relaxing."),
    ("I find it truly rewarding to coach teens at chess.", "User finds coaching teens at chess rewarding."),
    ("I find it hard to say no to people.", "User finds saying no to people hard."),
    ("I find it hard to be patient with my brother.", "User finds being patient with their brother hard."),
    ("I find it so calming to walk by the sea, so I go every morning.", "User finds walking by the sea calming."),
    ("I find it easier to work at night.", "User finds working at night easier."),
    ("I find it calming to knit.", "User finds knitting calming."),      # a doing bare: no object to take
    ("I find it important to vote.", "User finds voting important."),
    # a relative "that" of a kind is no pointer (it was refused as one at 37a4bf57)
    ("I find it boring to play card games that need lots of bookkeeping.",
     "User finds playing card games that need lots of bookkeeping boring."),
])
def test_a_doing_judged_with_the_doing_last_is_kept_as_with_it_first(said: str, kept: str) -> None:
    live, episodes = live_and_episodes(said)
    assert (live, episodes) == ([kept], [])


def test_the_twin_with_the_doing_first_is_kept_alike() -> None:
    # the shape that was read before: both orders give one entry
    assert live_and_episodes("I find knitting in the evenings relaxing.")[0] == \
        live_and_episodes("I find it relaxing to knit in the evenings.")[0]


def test_said_to_the_assistant_a_verb_whose_object_is_the_it_keeps_nothing() -> None:
    # review37 R15: "after a while" is a time, not the clause word "while"; the "it" is the
    # object ("User finds avoiding after a hard while." was written)
    assert added_in_a_developer_session("I find it hard to dodge after a while.") == []
    assert added_in_a_developer_session("I find it tough to resist at times.") == []


def test_said_to_the_assistant_the_judgement_is_kept_too() -> None:
    # a user telling an assistant how a doing suits them (PrefEval's shape; our own words)
    assert added_in_a_developer_session("I find it stressful to fly on small planes.") == \
        ["User finds flying on small planes stressful."]
    assert added_in_a_developer_session("I find it tough to concentrate in open-plan offices.") == \
        ["User finds concentrating in open-plan offices tough."]


@pytest.mark.parametrize("said", [
    "I find it hard to believe.",                              # a remark, no doing
    "I find it hard to say why.",
    "I find it funny to think that we met at a bus stop.",
    "I found it hard to sleep last night.",                    # how one time went
    "I find it tough to keep calm today.",                      # the moment
    "It's hard to say no to people.",                          # no speaker: a general view
    # read on PrefEval's dev half, each shape in our own words: a preposition whose object came
    # before, the first of a list, a pointer at the chat
    "I drew up a rota, but I find it tough to keep to.",
    "I find it tricky to balance my gym sessions, my night classes, and my family.",
    "I find it so rewarding to help patients through such scary moments.",
    # review37 R15: the "it" is the object of the doing, said before ("after a while" is a time)
    "I find it tough to resist after a while.",
    "I find it hard to dodge after a while.",
    "I find it hard to ignore at times.",
])
def test_a_remark_a_past_time_the_moment_and_a_general_view_keep_nothing(said: str) -> None:
    assert live_and_episodes(said) == ([], [])


@pytest.mark.parametrize(("said", "read"), [
    ("I find it relaxing to knit and sew, and I do it daily",
     "I find knitting and sewing relaxing, and I do it daily"),
    ("I really find it so calming to walk when I'm stressed",
     "I really find walking calming when I'm stressed"),
    # a word that judges nothing of a doing, and another subject, are left as said
    ("I find it strange to be here", "I find it strange to be here"),
    ("She finds it relaxing to knit", "She finds it relaxing to knit"),
])
def test_the_rewrite_puts_the_doing_first_and_leaves_other_shapes(said: str, read: str) -> None:
    assert doing_put_first(said, _gerund) == read


def test_the_gerund_of_be_is_being() -> None:
    # was "bing patient": the "-e" cut of "bake" → "baking" ran on "be"
    assert _gerund("to be patient") == "being patient"


# --- an avoidance of a kind said as a wish: "I'd rather avoid …" (PrefEval's choice form) ---

def _picked(selection: str) -> list[str]:
    """What is added when the user picks among an assistant's options and says why."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "user", "Can you suggest a snack for my hike?"),
        ReviewMessage(2, "assistant", "Options: 1. Trail mix with cashews. 2. Rice cakes. 3. A halva bar."),
        ReviewMessage(3, "user", selection),
        ReviewMessage(4, "assistant", "Great choice! Enjoy the hike."))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'll go with the rice cakes. The others look nice, but I'd rather avoid anything containing "
     "cashews or halva.", "User prefers to avoid anything containing cashews or halva."),
    ("I'd prefer to avoid places with a lot of pollen.", "User prefers to avoid places with a lot of pollen."),
    ("I would much rather avoid sugary drinks.", "User prefers to avoid sugary drinks."),
    ("I'd rather avoid loud places.", "User prefers to avoid loud places."),
    ("I'd rather avoid halva because of my allergy.", "User prefers to avoid halva."),
    ("I'd rather avoid Thai dishes.", "User prefers to avoid Thai dishes."),   # a people's adjective, no name
])
def test_an_avoidance_of_a_kind_said_as_a_wish_is_kept(said: str, kept: str) -> None:
    assert _picked(said) == [kept]


@pytest.mark.parametrize("said", [
    "I'd rather go with option 3.",                        # the pick itself
    "I'd like something less filling than the trail mix.",    # a wish of the moment, not an avoidance
    "I'd rather avoid the crowds.",                        # a thing of the chat
    "I'd rather avoid it.",
    "I'd rather avoid crowds this weekend.",               # bounded to the occasion
    "I'd prefer to avoid sweets for this trip.",
    # review37 R8: skipping is a pick of the moment; one thing, a name, a word naming nothing
    # of the user and a cause of now are no avoidance of a kind
    "I'd rather skip ahead to the last part.",
    "I'd rather skip dessert.",
    "I'd rather avoid a long drive.",
    "I'd rather avoid Route 9.",
    "I'd rather avoid motorways because of the roadworks.",
    "I'd rather avoid mistakes.",
    "I'd rather avoid any trouble.",
    "I'd rather avoid problems with my neighbour.",
])
def test_a_pick_a_wish_of_the_moment_a_thing_of_the_chat_or_an_occasion_keeps_nothing(said: str) -> None:
    assert _picked(f"I'll go with option 2. {said}") == []
