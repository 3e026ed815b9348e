"""learn18: a thing or an activity that calms, moves or fascinates the speaker, said with a
bare "me" ("Old maps fascinate me", "Seeing my pupils improve motivates me"), was refused as
the figure of speech "Dance is me", so a lasting taste gave nothing. The verb decides:
calm, motivate, inspire, relax and fascinate are complete with "me"; "is me", "keeps me",
"makes me" still wait for more, and "the …" is a thing of the chat. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("Old maps fascinate me.", ["Old maps fascinate the user."]),
    ("Green calms me.", ["Green calms the user."]),
    # learn23: the owner inside the doing is "their", said before the user it stands for
    ("Seeing my pupils improve motivates me.", ["Seeing their pupils improve motivates the user."]),
    ("Baking bread and tending the allotment really relaxes me.",
     ["Baking bread and tending the allotment relaxes the user."]),
    ("Birdsong totally inspires me and it's lovely to wake up to.", ["Birdsong inspires the user."]),
])
def test_a_verb_complete_with_me_is_a_taste(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "Dance is me.",               # a figure of speech
    "Running keeps me.",          # keeps what?
    "Cooking makes me.",
    "The book inspires me.",      # which book: a thing of the chat
    "Her story inspires me.",
    "It calms me.",
])
def test_is_me_and_verbs_waiting_for_more_still_give_nothing(said: str) -> None:
    assert _kept(said) == []
