"""What does not suit the user, said negated (learn96, issue 31: the choice form's misses): "The
other options with long rules don't seem suitable for me", "Wool scarves don't work for me" is a
lasting unsuitability of a kind, read as a taste is ("Long rules don't seem suitable for the
user."). Said plainly ("seems ideal for me", "works for me") it is the moment's pick; said of
the chat's things ("the others", "the cheese options"), a name or a day it is theirs. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.review_input import ReviewMessage

from .chat_support import _adds

_OFFER = "1. Tidepool, a short card game. 2. Iron Ledger, a trading game with long rules."


def _picked(said: str, asked: str = "What should I try next?") -> list[str]:
    return _adds((ReviewMessage(1, "user", asked),
                  ReviewMessage(2, "assistant", _OFFER),
                  ReviewMessage(3, "user", said),
                  ReviewMessage(4, "assistant", "Good choice, have fun!")))


@pytest.mark.parametrize(("said", "kept"), [
    ("Option 1. The other options with long rules don't seem suitable for me.",
     ["Long rules don't seem suitable for the user."]),
    ("Option 1. The other ones with sweeteners don't really work for me.",
     ["Sweeteners don't work for the user."]),
    ("Option 1. Wool scarves don't seem practical for me.",
     ["Wool scarves don't seem practical for the user."]),
    ("Option 1. Scented soaps don't seem ideal for my skin.",
     ["Scented soaps don't seem ideal for the user's skin."]),
    ("Option 1. Running doesn't work for me.", ["Running doesn't work for the user."]),
])
def test_a_kind_said_not_to_suit_is_kept(said: str, kept: list[str]) -> None:
    assert _picked(said) == kept


def test_with_the_kind_asked() -> None:
    assert _picked("Option 2. The other options with heavy poles don't seem ideal for me.",
                   asked="What kind of tent should I buy?") == ["Tents with heavy poles don't seem ideal for the user."]


@pytest.mark.parametrize("said", [
    "Option 1 seems ideal for me.",                        # the moment's pick, said plainly
    "Option 1. That works for me.",
    "Option 1. Wool scarves seem ideal for me.",
    "Option 1. The others don't work for me.",            # the chat's things
    "Option 1. The other options don't seem ideal for me.",
    "Option 1. The cheese options won't work for me.",
    "Option 1. Iron Ledger doesn't seem right for me.",   # a name
    "Option 1. Tidepool doesn't work for me.",
    "Option 1. Sarah doesn't seem right for me.",          # a person
    "Option 1. Tuesday doesn't work for me.",              # a day
    "Option 1. It doesn't work for me.",
])
def test_no_kind_not_suited(said: str) -> None:
    assert _picked(said) == []
