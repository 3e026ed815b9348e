"""Offered options turned down by what they have (issue 31, recall of tastes said in a
choice): the user asks for suggestions, the assistant lists them, the user picks one and says
why the others do not appeal ("The other options with <a feature> don't appeal to me", "The
<things> don't interest me"). The options are the chat's; the feature or the kind of thing is
the user's taste, written as its subject. Options named only as the others, a refusal of the
moment ("tonight"), a reason after it, people, and a particular thing stay out. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.review_input import ReviewMessage

from .chat_support import _adds

_OFFER = ("1. Harbour Lights, a puzzle game with hand-drawn art. 2. Iron Ledger, a trading "
          "game with long campaigns. 3. Moss Hollow, a farming game with cartoon frogs.")


def _picked(said: str) -> list[str]:
    # the question names no kind: the kind asked for is test_heuristic_asked_kind's
    return _adds((ReviewMessage(1, "user", "What should I try next?"),
                  ReviewMessage(2, "assistant", _OFFER),
                  ReviewMessage(3, "user", said),
                  ReviewMessage(4, "assistant", "Good choice, enjoy it!")))


@pytest.mark.parametrize(("said", "kept"), [
    ("I'll take option 1. The other options with long campaigns don't really appeal to me.",
     ["Long campaigns don't appeal to the user."]),
    ("Option 1 it is. The other ones involving farming don't appeal to me.",
     ["Farming doesn't appeal to the user."]),
    # a doing is one thing, and the verb agrees with the last of alternatives
    ("Option 1 it is. The other ones involving driving long hours don't appeal to me.",
     ["Driving long hours doesn't appeal to the user."]),
    ("Option 1 it is. The other ones involving swimming or boats don't appeal to me.",
     ["Swimming or boats don't appeal to the user."]),
    ("I'll go with the first. The cartoon frogs in the other options don't appeal to me.",
     ["Cartoon frogs don't appeal to the user."]),
    ("I'll go with the first. The trading games and farming sims don't really interest me.",
     ["Trading games and farming sims don't interest the user."]),
    # too much of something for the user's taste, said with "are", "seem" or "feel"
    ("Option 1 it is. The other options with long campaigns seem a bit too slow for my taste.",
     ["Long campaigns seem a bit too slow for the user's taste."]),
    ("Option 1 it is. The other ones involving farming feel too quiet for my liking.",
     ["Farming feels too quiet for the user's liking."]),
    ("I'll go with the first. Real-time strategy tends to feel too frantic for my liking.",
     ["Real-time strategy tends to feel too frantic for the user's liking."]),
    # "interest" is a taste as "appeal" is, said without "the" too
    ("I'll go with the first. Strategy games really interest me.",
     ["Strategy games interest the user."]),
])
def test_a_feature_the_options_were_turned_down_for_is_a_taste(said: str, kept: list[str]) -> None:
    assert _picked(said) == kept


@pytest.mark.parametrize("said", [
    "I'll take option 1. The other options don't really appeal to me.",   # no feature named
    "I'll take option 1. The other ones don't interest me.",
    "I'll take option 1. The trading-themed options don't appeal to me.",  # options, no kind
    "I'll take option 1. The farming games don't interest me tonight.",   # the moment's
    "I'll take option 1. The other options with long campaigns don't appeal to me right now.",
    "I'll take option 1. The long campaigns don't appeal to me due to my busy job.",
    "I'll take option 1. The other options with long campaigns seem pricey.",  # no taste
    "I'll take option 1. The kids don't interest me.",   # people, not a kind of thing
    "I'll take option 1. The game interests me.",        # a particular thing
    "I'll take option 1. That doesn't interest me.",
    "I'll take option 1. The trading game seems a bit slow for my taste.",   # a particular one
    "I'll take option 1. It feels too slow for my liking.",
    "I'll take option 1. Iron Ledger seems great for me.",   # no taste named
    # a bare plural is the chat's things, a kind is said with what kind (review42)
    "I'll take option 1. The prices don't appeal to me.",
    # one word before "seems" is a person or a thing of the moment as often as a kind
    "I'll take option 1. Sarah seems too bossy for my taste.",
])
def test_no_taste_without_a_feature_or_kind(said: str) -> None:
    assert _picked(said) == []
