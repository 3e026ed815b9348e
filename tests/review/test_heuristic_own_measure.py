"""A preference of the user's named as what the chat's options are measured against (learn96,
issue 31): "The others don't align with my preference for quiet trains" takes the preference as
given, and it is kept as if said ("User prefers quiet trains."). A preference named anywhere
else, bound to the occasion, or with no object is left. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.review_input import ReviewMessage

from .chat_support import _adds


def _picked(said: str) -> list[str]:
    return _adds((ReviewMessage(1, "user", "How should I get to the coast next month?"),
                  ReviewMessage(2, "assistant", "1. A night bus. 2. A slow train. 3. A hire car."),
                  ReviewMessage(3, "user", said),
                  ReviewMessage(4, "assistant", "Good choice, safe travels!")))


@pytest.mark.parametrize(("said", "kept"), [
    ("Option 2. The others don't really align with my preference for quiet trains.",
     ["User prefers quiet trains."]),
    ("Option 2. The others don't seem to fit my interests in old railways and maps.",
     ["User is interested in old railways and maps."]),
    ("Option 2. The others don't quite match my values of fair pay and low waste.",
     ["User values fair pay and low waste."]),
    ("Option 2. The bus doesn't align with my priorities for comfort and legroom.",
     ["User prioritizes comfort and legroom."]),
    ("Option 2 fits my preference for slow travel.", ["User prefers slow travel."]),
])
def test_the_preference_measured_against_is_kept(said: str, kept: list[str]) -> None:
    assert _picked(said) == kept


@pytest.mark.parametrize("said", [
    "Option 2. The others don't align with my preferences.",                # no object named
    "Option 2. The others don't align with my values.",
    "Option 2. The others don't fit my preferences for this trip.",          # the occasion's
    "Option 2. The others don't quite fit my preference for tonight.",
    "Option 2. The others don't align with your preference for speed.",      # not the user's
])
def test_no_standard_of_the_users_own(said: str) -> None:
    assert _picked(said) == []


@pytest.mark.parametrize(("said", "not_kept"), [
    # a preference named but measured against nothing: its sentence is read as before
    ("Option 2. My interest in night buses faded years ago.", "User is interested in night buses."),
    ("Option 2. I told my sister about my preference for trains.", "User prefers trains."),
])
def test_a_preference_named_elsewhere_is_not_said_again(said: str, not_kept: str) -> None:
    assert not_kept not in _picked(said)


@pytest.mark.parametrize(("said", "kept"), [
    # what the options have, then the user's own avoidance of it in a relative
    ("Option 2. The others seem to have loud ads, which I'd rather avoid.", ["User prefers to avoid loud ads."]),
    ("Option 2. The others use too much foil, which I try to avoid.", ["User tries to avoid foil."]),
    ("Option 2. The others rely on palm oil, which I dislike.", ["User dislikes palm oil."]),
])
def test_what_the_options_have_then_avoided(said: str, kept: list[str]) -> None:
    assert _picked(said) == kept


@pytest.mark.parametrize("said", [
    "Option 2. The bus has stops tonight, which I'd rather avoid.",   # the occasion's
    "Option 2. They have it, which I avoid.",                        # a pointer, no kind
])
def test_no_kind_avoided(said: str) -> None:
    assert _picked(said) == []
