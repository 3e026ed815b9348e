"""learn18: a taste said inside a reason or a reminder ("It reminds me why I love sailing",
"That kind of grit is why I love boxing", "It's one of the reasons I enjoy cycling") gave
nothing: the head leans on the chat, so the whole clause was refused. The taste after
"why" / "how much" / "the reason(s)" is said outright and is read alone. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("It reminds me why I love sailing.", ["User loves sailing."]),
    ("Reminds me how much I love singing in the choir.", ["User loves singing in the choir."]),
    ("That kind of grit is why I love boxing.", ["User loves boxing."]),
    ("Stories like that are the main reason I enjoy volunteering at the hospice.",
     ["User enjoys volunteering at the hospice."]),
    ("You know how much I adore old films!", ["User adores old films."]),
])
def test_the_taste_after_a_reason_is_read(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "It reminds me why I love it.",           # the taste itself points back
    "That's why I love you.",                 # said to the listener
    "It reminds me why I quit the band.",     # no taste: an act
    "It's one of the reasons I like to say yes.",   # a way of speaking
    "Do you know why I love sailing?",        # a question
])
def test_a_pointer_a_listener_or_no_taste_still_gives_nothing(said: str) -> None:
    assert _kept(said) == []


def test_a_head_of_the_speakers_own_is_left_as_it_was() -> None:
    # "I know why …" is a statement of the speaker's own; this reading does not cut it
    assert "User loves sailing." not in _kept("I know why I love sailing.")
