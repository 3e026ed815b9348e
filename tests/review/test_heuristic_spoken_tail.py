"""learnfix: words said to the listener at the end of a line ("…, to be honest", "…, for
sure, haha") were pasted into the entry when a row of the table or a tail of several words
took them along. ``writing.finish`` now cuts them from every entry, whichever path wrote it.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import finish
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I love sea swimming, to be honest.", ["User loves sea swimming."]),        # a taste row
    ("I prefer green tea, for sure.", ["User prefers green tea."]),
    ("My favourite board game is Carcassonne, for sure.",
     ["User's favourite board game is Carcassonne."]),
    ("The Otters are my hockey club for sure.", ["The Otters are the user's hockey club."]),
    ("I mostly sketch birds these days, to be honest.", ["User mostly sketches birds."]),
    # several at once
    ("I bake sourdough every weekend, to be fair, haha.", ["User bakes sourdough every weekend."]),
])
def test_a_spoken_tail_is_not_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("text", "written"), [
    ("the user likes jazz, to be honest, you know", "User likes jazz."),
    ("the user is a night owl, if the user is honest", "User is a night owl."),
    # not a tail: the words belong to the fact
    ("the user knows the route by the way of the coast", "User knows the route by the way of the coast."),
    ("the user writes for a magazine called For Sure Things", "User writes for a magazine called For Sure Things."),
    ("the user's band is called You Know Who", "User's band is called You Know Who."),
])
def test_finish_cuts_only_a_tail_said_to_the_listener(text: str, written: str) -> None:
    assert finish(text) == written


# fix19: without a comma, "to be honest/fair" after an object or a verb taking an infinitive is
# what the verb asks, not an aside; after a complete clause it is still cut
@pytest.mark.parametrize(("said", "kept"), [
    ("The brass compass reminds me to be honest.", ["The brass compass reminds the user to be honest."]),
    ("I always try to be fair.", ["User always tries to be fair."]),
    ("I love sailing to be honest.", ["User loves sailing."]),
])
def test_to_be_honest_asked_by_a_verb_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept, added_as_news(said)


def test_an_aside_after_a_kept_infinitive_is_still_cut() -> None:
    assert added_as_news("I try to be fair, to be honest.") == ["User tries to be fair."], \
        added_as_news("I try to be fair, to be honest.")
