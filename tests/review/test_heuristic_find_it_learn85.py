"""Session 35, learn85: a judgement of a doing said with the doing last ("I find it relaxing
to knit") is read as said with the doing first ("I find knitting relaxing"), which was kept;
a remark ("hard to believe"), a past time ("I found it …") and a word that judges nothing stay
as before. Every sentence here is our own.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import _gerund
from reverie.review.providers.heuristic.find_it import doing_put_first

from .chat_support import added_in_a_developer_session, live_and_episodes


@pytest.mark.parametrize(("said", "kept"), [
    ("I find it relaxing to knit in the evenings.", "User finds knitting in the evenings relaxing."),
    ("I find it really rewarding to teach kids to swim.", "User finds teaching kids to swim rewarding."),
    ("I find it hard to say no to people.", "User finds saying no to people hard."),
    ("I find it hard to be patient with my brother.", "User finds being patient with their brother hard."),
    ("I find it so calming to walk by the sea, so I go every morning.", "User finds walking by the sea calming."),
    ("I find it easier to work at night.", "User finds working at night easier."),
])
def test_a_doing_judged_with_the_doing_last_is_kept_as_with_it_first(said: str, kept: str) -> None:
    live, episodes = live_and_episodes(said)
    assert (live, episodes) == ([kept], [])


def test_the_twin_with_the_doing_first_is_kept_alike() -> None:
    # the shape that was read before: both orders give one entry
    assert live_and_episodes("I find knitting in the evenings relaxing.")[0] == \
        live_and_episodes("I find it relaxing to knit in the evenings.")[0]


def test_said_to_the_assistant_the_judgement_is_kept_too() -> None:
    # a user telling an assistant how a doing suits them (PrefEval's shape; our own words)
    assert added_in_a_developer_session("I find it stressful to fly on small planes.") == \
        ["User finds flying on small planes stressful."]
    assert added_in_a_developer_session("I find it hard to focus in open-plan offices.") == \
        ["User finds focusing in open-plan offices hard."]


@pytest.mark.parametrize("said", [
    "I find it hard to believe.",                              # a remark, no doing
    "I find it hard to say why.",
    "I find it funny to think that we met at a bus stop.",
    "I found it hard to sleep last night.",                    # how one time went
    "I find it hard to stay calm today.",                      # the moment
    "It's hard to say no to people.",                          # no speaker: a general view
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
